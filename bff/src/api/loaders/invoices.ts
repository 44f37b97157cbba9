// What /app/settings/invoices shows: the client's invoices and credit notes.
import { listMyInvoices } from '../../server/gateways/billing';
import type { Invoice } from '../../server/views/billing';

export async function myInvoicesForPage(actorToken: string): Promise<Invoice[]> {
  return (await listMyInvoices(actorToken, { pageSize: 100 })).invoices;
}
