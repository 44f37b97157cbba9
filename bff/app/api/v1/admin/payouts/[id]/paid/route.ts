import { endpoints } from '@/src/api/endpoints';
import { markPaid } from '@/src/api/handlers/payouts';
import { route } from '@/src/api/route';

export const POST = route(endpoints.markPayoutPaid, markPaid);
