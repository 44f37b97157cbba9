import { endpoints } from '@/src/api/endpoints';
import { staffStatement } from '@/src/api/handlers/payouts';
import { route } from '@/src/api/route';

export const GET = route(endpoints.adminPayoutStatementPdf, staffStatement);
