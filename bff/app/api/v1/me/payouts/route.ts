import { endpoints } from '@/src/api/endpoints';
import { ledger } from '@/src/api/handlers/payouts';
import { route } from '@/src/api/route';

export const GET = route(endpoints.myLedger, ledger);
