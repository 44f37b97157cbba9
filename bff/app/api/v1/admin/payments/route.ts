import { endpoints } from '@/src/api/endpoints';
import { listPayments } from '@/src/api/handlers/admin-billing';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminPayments, listPayments);
