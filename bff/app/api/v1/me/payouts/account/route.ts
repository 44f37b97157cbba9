import { endpoints } from '@/src/api/endpoints';
import { account, saveAccount } from '@/src/api/handlers/payouts';
import { route } from '@/src/api/route';

export const GET = route(endpoints.myPayoutAccount, account);
export const PUT = route(endpoints.saveMyPayoutAccount, saveAccount);
