// The client's invoices: billing decides whose they are (its own client, or staff); this passes the actor on.
import { invoicePdf, listMyInvoices } from '../../server/gateways/billing';
import type { Invoice } from '../../server/views/billing';
import type { Viewer } from './bookings';

/** The latest invoices and credit notes of the viewer, newest first. */
export async function myInvoices(viewer: Pick<Viewer, 'actorToken'>): Promise<Invoice[]> {
  return (await listMyInvoices(viewer.actorToken, { pageSize: 100 })).invoices;
}

/** One invoice's PDF and file name; billing answers "not found" for anyone else's. */
export function myInvoicePdf(
  viewer: Pick<Viewer, 'actorToken'>,
  invoiceId: string,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  return invoicePdf(viewer.actorToken, invoiceId);
}
