import { endpoints } from '@/src/api/endpoints';
import { myStatement } from '@/src/api/handlers/payouts';
import { route } from '@/src/api/route';

export const GET = route(endpoints.myPayoutStatementPdf, myStatement);
