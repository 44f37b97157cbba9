import { endpoints } from '@/src/api/endpoints';
import { ipsPaymentQr } from '@/src/api/handlers/ips';
import { route } from '@/src/api/route';

export const GET = route(endpoints.ipsPaymentQr, ipsPaymentQr);
