import { endpoints } from '@/src/api/endpoints';
import { invoicePdfForStaff } from '@/src/api/handlers/admin-billing';
import { route } from '@/src/api/route';

export const dynamic = 'force-dynamic';
export const GET = route(endpoints.adminInvoicePdf, invoicePdfForStaff);
