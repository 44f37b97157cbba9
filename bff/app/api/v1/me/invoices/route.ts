import { endpoints } from '@/src/api/endpoints';
import { myInvoices } from '@/src/api/handlers/invoices';
import { route } from '@/src/api/route';

export const GET = route(endpoints.myInvoices, myInvoices);
