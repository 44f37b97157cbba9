import type { InvoiceKind } from '../domain/invoice';
import type { PaymentStatus } from '../domain/payment';
import type { Db } from './db';
import { type InvoiceRecord, invoiceSelect } from './invoices';
import { type PaymentRecord, paymentSelect } from './payments';

// Staff's reads across every payment and invoice, and the rows staff's own actions write (a staff refund, a
// transfer matched to its IPS payment). Filters are ANDed; an empty one means any.

export interface PaymentFilter {
  status?: PaymentStatus;
  method?: PaymentRecord['method'];
  /** IPS references (stored form) a query may mean. */
  references?: string[];
  /** A uuid: a payment's id or its booking's. */
  id?: string;
}

export interface AdminRefundRecord {
  id: string;
  paymentId: string;
  amountMinor: bigint;
  currency: string;
  reason: string;
  note: string;
  status: 'requested' | 'issued' | 'failed';
  createdAt: Date;
  issuedAt: Date | null;
}

export interface AdminPaymentRecord extends PaymentRecord {
  serviceStartsAt: Date | null;
  refunds: AdminRefundRecord[];
}

const adminRefundSelect = {
  id: true,
  paymentId: true,
  amountMinor: true,
  currency: true,
  reason: true,
  note: true,
  status: true,
  createdAt: true,
  issuedAt: true,
} as const;

const adminPaymentSelect = {
  ...paymentSelect,
  serviceStartsAt: true,
  refunds: {
    select: adminRefundSelect,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] as { createdAt?: 'asc'; id?: 'asc' }[],
  },
};

function paymentWhere(f: PaymentFilter) {
  const or = [
    ...(f.references?.length ? [{ ipsReference: { in: f.references } }] : []),
    ...(f.id ? [{ id: f.id }, { bookingId: f.id }] : []),
  ];
  return {
    ...(f.status ? { status: f.status } : {}),
    ...(f.method ? { method: f.method } : {}),
    ...(f.references || f.id ? { OR: or.length ? or : [{ id: { in: [] } }] } : {}),
  };
}

export function listPayments(
  db: Db,
  f: PaymentFilter,
  skip: number,
  take: number,
): Promise<AdminPaymentRecord[]> {
  return db.payment.findMany({
    where: paymentWhere(f),
    select: adminPaymentSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip,
    take,
  });
}

export function adminPayment(db: Db, id: string): Promise<AdminPaymentRecord | null> {
  return db.payment.findUnique({ where: { id }, select: adminPaymentSelect });
}

/** IPS payments by their stored references, in one read (a statement's lines are matched against these). */
export function ipsPaymentsByReference(db: Db, references: string[]): Promise<PaymentRecord[]> {
  if (references.length === 0) return Promise.resolve([]);
  return db.payment.findMany({
    where: { method: 'ips', ipsReference: { in: references } },
    select: paymentSelect,
  });
}

/** An IPS payment locked for the transaction that records its transfer. */
export async function lockIpsPayment(db: Db, id: string): Promise<PaymentRecord | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM payment WHERE id = ${id}::uuid AND method = 'ips' FOR UPDATE`;
  if (rows.length === 0) return null;
  return db.payment.findUnique({ where: { id }, select: paymentSelect });
}

export async function insertStaffRefund(
  db: Db,
  r: {
    id: string;
    paymentId: string;
    bookingId: string;
    idempotencyKey: string;
    amountMinor: bigint;
    currency: string;
    note: string;
  },
  now: Date,
): Promise<void> {
  await db.refund.create({
    data: { ...r, reason: 'staff', status: 'requested', createdAt: now, updatedAt: now },
    select: { id: true },
  });
}

/** A refund with the method of its payment, for staff deciding how it goes back. */
export function refundWithMethod(db: Db, id: string) {
  return db.refund.findUnique({
    where: { id },
    select: {
      id: true,
      paymentId: true,
      status: true,
      payment: { select: { method: true, clientUserId: true, therapistUserId: true } },
    },
  });
}

export interface InvoiceFilter {
  kind?: InvoiceKind;
  number?: string;
  id?: string;
}

export function listInvoices(db: Db, f: InvoiceFilter, skip: number, take: number): Promise<InvoiceRecord[]> {
  const or = [
    ...(f.number ? [{ number: f.number }] : []),
    ...(f.id ? [{ paymentId: f.id }, { bookingId: f.id }, { id: f.id }] : []),
  ];
  return db.invoice.findMany({
    where: { ...(f.kind ? { kind: f.kind } : {}), ...(or.length ? { OR: or } : {}) },
    select: invoiceSelect,
    orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
    skip,
    take,
  });
}
