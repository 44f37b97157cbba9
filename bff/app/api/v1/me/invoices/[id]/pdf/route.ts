import { endpoints } from '@/src/api/endpoints';
import { myInvoicePdf } from '@/src/api/handlers/invoices';
import { route } from '@/src/api/route';

export const GET = route(endpoints.myInvoicePdf, myInvoicePdf);
