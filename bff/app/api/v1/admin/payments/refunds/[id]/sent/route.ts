import { endpoints } from '@/src/api/endpoints';
import { bankRefundSent } from '@/src/api/handlers/admin-billing';
import { route } from '@/src/api/route';

export const POST = route(endpoints.adminBankRefundSent, bankRefundSent);
