import { referenceCandidates } from '../domain/bank-statement';
import type { InvoiceKind } from '../domain/invoice';
import type { PaymentStatus } from '../domain/payment';
import {
  type AdminPaymentRecord,
  type InvoiceFilter,
  listInvoices,
  listPayments,
  type PaymentFilter,
} from '../store/admin';
import type { InvoiceRecord } from '../store/invoices';
import type { PaymentRecord } from '../store/payments';
import type { Deps } from './deps';

// Staff's lists of every payment (with its refunds) and every invoice, newest first. Who may call them is the
// handler's policy (admin, superuser); the query box takes what staff have at hand: an IPS reference as the bank
// printed it, a booking or payment id, an invoice number.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Page {
  offset: number;
  size: number;
}

/** What the query box may mean: an id, or the references a bank-printed number may be. */
export function paymentQuery(query: string): Pick<PaymentFilter, 'id' | 'references'> {
  const q = query.trim();
  if (!q) return {};
  if (UUID.test(q)) return { id: q.toLowerCase() };
  return { references: referenceCandidates(q, '') };
}

export async function payments(
  d: Deps,
  f: { status?: PaymentStatus; method?: PaymentRecord['method']; query: string },
  page: Page,
): Promise<{ payments: AdminPaymentRecord[]; nextOffset: number | null }> {
  const filter: PaymentFilter = { status: f.status, method: f.method, ...paymentQuery(f.query) };
  const rows = await listPayments(d.prisma, filter, page.offset, page.size + 1);
  const more = rows.length > page.size;
  return { payments: rows.slice(0, page.size), nextOffset: more ? page.offset + page.size : null };
}

export async function invoices(
  d: Deps,
  f: { kind?: InvoiceKind; query: string },
  page: Page,
): Promise<{ invoices: InvoiceRecord[]; nextOffset: number | null }> {
  const q = f.query.trim();
  const filter: InvoiceFilter = { kind: f.kind };
  if (UUID.test(q)) filter.id = q.toLowerCase();
  else if (q) filter.number = q.toUpperCase();
  const rows = await listInvoices(d.prisma, filter, page.offset, page.size + 1);
  const more = rows.length > page.size;
  return { invoices: rows.slice(0, page.size), nextOffset: more ? page.offset + page.size : null };
}
