import type { InvoiceKind } from '../domain/invoice';
import type { Db } from './db';

// Invoices, their counters, the buyer details a client saves, and the buyer/service snapshot on a payment.

export const invoiceSelect = {
  id: true,
  kind: true,
  series: true,
  year: true,
  seq: true,
  number: true,
  paymentId: true,
  refundId: true,
  correctsInvoiceId: true,
  correctsNumber: true,
  bookingId: true,
  clientUserId: true,
  issuerName: true,
  issuerAddress: true,
  issuerPib: true,
  issuerMb: true,
  buyerName: true,
  buyerPib: true,
  serviceText: true,
  serviceDate: true,
  amountMinor: true,
  currency: true,
  vatNote: true,
  issuePlace: true,
  issuedAt: true,
} as const;

export interface InvoiceRecord {
  id: string;
  kind: InvoiceKind;
  series: string;
  year: number;
  seq: number;
  number: string;
  paymentId: string;
  refundId: string | null;
  correctsInvoiceId: string | null;
  correctsNumber: string;
  bookingId: string;
  clientUserId: string;
  issuerName: string;
  issuerAddress: string;
  issuerPib: string;
  issuerMb: string;
  buyerName: string;
  buyerPib: string;
  serviceText: string;
  serviceDate: string;
  amountMinor: bigint;
  currency: string;
  vatNote: string;
  issuePlace: string;
  issuedAt: Date;
}

/**
 * Takes the next number of (series, year): the upsert locks the counter row until the transaction ends, so
 * concurrent issues wait in line, and a rollback gives the number back (no gap, no duplicate).
 */
export async function takeNumber(db: Db, series: string, year: number): Promise<number> {
  const rows = await db.$queryRaw<{ seq: number }[]>`
    INSERT INTO invoice_counter (series, year, next) VALUES (${series}, ${year}, 2)
    ON CONFLICT (series, year) DO UPDATE SET next = invoice_counter.next + 1
    RETURNING next - 1 AS seq`;
  const seq = rows[0]?.seq;
  if (!seq) throw new Error('invoice counter returned no number');
  return Number(seq);
}

export async function insertInvoice(db: Db, inv: InvoiceRecord): Promise<void> {
  await db.invoice.create({ data: inv, select: { id: true } });
}

export function invoiceById(db: Db, id: string): Promise<InvoiceRecord | null> {
  return db.invoice.findUnique({ where: { id }, select: invoiceSelect });
}

/** The invoice issued for a payment (not its credit notes). */
export function invoiceOfPayment(db: Db, paymentId: string): Promise<InvoiceRecord | null> {
  return db.invoice.findFirst({ where: { paymentId, kind: 'invoice' }, select: invoiceSelect });
}

export function invoicesOf(
  db: Db,
  clientUserId: string,
  skip: number,
  take: number,
): Promise<InvoiceRecord[]> {
  return db.invoice.findMany({
    where: { clientUserId },
    select: invoiceSelect,
    orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
    skip,
    take,
  });
}

export function countInvoicesOf(db: Db, clientUserId: string): Promise<number> {
  return db.invoice.count({ where: { clientUserId } });
}

export interface PaymentBuyer {
  buyerName: string;
  buyerPib: string;
  serviceStartsAt: Date | null;
  serviceMinutes: number;
}

/** Who a payment's invoice will name and which session it pays for (written when the payment starts). */
export function paymentBuyer(db: Db, paymentId: string): Promise<PaymentBuyer | null> {
  return db.payment.findUnique({
    where: { id: paymentId },
    select: { buyerName: true, buyerPib: true, serviceStartsAt: true, serviceMinutes: true },
  });
}

export async function setPaymentBuyer(db: Db, paymentId: string, b: PaymentBuyer): Promise<void> {
  await db.payment.update({ where: { id: paymentId }, data: b, select: { id: true } });
}

/** Erasure: payments no longer name the person (issued invoices keep what they printed). */
export async function clearPaymentBuyers(db: Db, clientUserId: string): Promise<void> {
  await db.payment.updateMany({ where: { clientUserId }, data: { buyerName: '', buyerPib: '' } });
}

export interface BillingDetailsRecord {
  buyerName: string;
  buyerPib: string;
}

export function billingDetailsOf(db: Db, userId: string): Promise<BillingDetailsRecord | null> {
  return db.billingDetails.findUnique({
    where: { userId },
    select: { buyerName: true, buyerPib: true },
  });
}

export async function saveBillingDetails(
  db: Db,
  userId: string,
  d: BillingDetailsRecord,
  now: Date,
): Promise<void> {
  await db.billingDetails.upsert({
    where: { userId },
    create: { userId, ...d, updatedAt: now },
    update: { ...d, updatedAt: now },
    select: { userId: true },
  });
}

export async function deleteBillingDetails(db: Db, userId: string): Promise<void> {
  await db.billingDetails.deleteMany({ where: { userId } });
}
