import { endpoints } from '@/src/api/endpoints';
import { startIpsPayment } from '@/src/api/handlers/ips';
import { route } from '@/src/api/route';

export const POST = route(endpoints.startIpsPayment, startIpsPayment);
