import type { Actor } from '@oslonac/kit';
import { DEV_ISSUER, type InvoiceIssuer } from '../config';
import { errors } from '../domain/errors';
import {
  belgradeDate,
  type InvoiceKind,
  invoiceFileName,
  invoiceNumber,
  invoiceYear,
  SERIES,
  serviceText,
  UNNAMED_BUYER,
} from '../domain/invoice';
import { publish } from '../events';
import { newId } from '../ids';
import { renderInvoicePdf } from '../pdf/invoice';
import type { Db } from '../store/db';
import {
  type BillingDetailsRecord,
  billingDetailsOf,
  type InvoiceRecord,
  insertInvoice,
  invoiceById,
  invoiceOfPayment,
  invoicesOf,
  paymentBuyer,
  saveBillingDetails,
  takeNumber,
} from '../store/invoices';
import type { PaymentRecord } from '../store/payments';
import type { Deps } from './deps';

// Invoices are issued inside the transaction that records the money: the payment's success (flows/webhooks.ts)
// or the refund's issue (credit note). The number is taken from the (series, year) counter in that transaction,
// so a rollback gives it back. What is printed is stored on the row and never changes: the PDF is rendered from
// the row alone, today as in ten years.

const isAdmin = (a: Actor) => a.roles.includes('admin') || a.roles.includes('superuser');

interface IssueInput {
  kind: InvoiceKind;
  payment: Pick<PaymentRecord, 'id' | 'bookingId' | 'clientUserId' | 'currency'>;
  amountMinor: bigint;
  refundId?: string;
  corrects?: InvoiceRecord;
}

async function issue(tx: Db, issuer: InvoiceIssuer, input: IssueInput, now: Date): Promise<InvoiceRecord> {
  const { kind, payment } = input;
  const year = invoiceYear(now);
  const series = SERIES[kind];
  const seq = await takeNumber(tx, series, year);
  const buyer = input.corrects
    ? {
        buyerName: input.corrects.buyerName,
        buyerPib: input.corrects.buyerPib,
        serviceText: input.corrects.serviceText,
        serviceDate: input.corrects.serviceDate,
      }
    : await buyerOf(tx, payment.id, now);
  const invoice: InvoiceRecord = {
    id: newId(),
    kind,
    series,
    year,
    seq,
    number: invoiceNumber(kind, year, seq),
    paymentId: payment.id,
    refundId: input.refundId ?? null,
    correctsInvoiceId: input.corrects?.id ?? null,
    correctsNumber: input.corrects?.number ?? '',
    bookingId: payment.bookingId,
    clientUserId: payment.clientUserId,
    issuerName: issuer.name,
    issuerAddress: issuer.address,
    issuerPib: issuer.pib,
    issuerMb: issuer.mb,
    ...buyer,
    amountMinor: input.amountMinor,
    currency: payment.currency,
    vatNote: issuer.vatNote,
    issuePlace: issuer.place,
    issuedAt: now,
  };
  await insertInvoice(tx, invoice);
  await publish.invoiceIssued(tx, invoice, now);
  return invoice;
}

/** The buyer and service as the payment recorded them when it started. */
async function buyerOf(tx: Db, paymentId: string, now: Date) {
  const b = await paymentBuyer(tx, paymentId);
  const serviceDate = belgradeDate(b?.serviceStartsAt ?? now);
  return {
    buyerName: b?.buyerName || UNNAMED_BUYER,
    buyerPib: b?.buyerPib ?? '',
    serviceText: serviceText(b?.serviceMinutes ?? 0, serviceDate),
    serviceDate,
  };
}

/**
 * The invoice of a payment that just succeeded, in the caller's transaction (the one recording the success), with
 * billing.invoice.issued.v1. A payment already invoiced gets no second one.
 */
export async function issueInvoice(
  tx: Db,
  d: Pick<Deps, 'settings'>,
  payment: PaymentRecord,
  now: Date,
): Promise<InvoiceRecord> {
  const existing = await invoiceOfPayment(tx, payment.id);
  if (existing) return existing;
  return issue(
    tx,
    d.settings.issuer ?? DEV_ISSUER,
    { kind: 'invoice', payment, amountMinor: payment.amountMinor },
    now,
  );
}

/** What issueCreditNote needs of a refund (the refunds flow's row). */
export interface RefundForCreditNote {
  id: string;
  paymentId: string;
  amountMinor: bigint;
  currency: string;
}

/**
 * The credit note ("knjižno odobrenje") of an issued refund, in the transaction that marks the refund issued: it
 * names the payment's invoice and takes back the refunded amount. Null when the payment was never invoiced
 * (paid before invoices existed): there is nothing to correct.
 */
export async function issueCreditNote(
  tx: Db,
  d: Pick<Deps, 'settings'>,
  refund: RefundForCreditNote,
  now: Date,
): Promise<InvoiceRecord | null> {
  const invoice = await invoiceOfPayment(tx, refund.paymentId);
  if (!invoice) return null;
  return issue(
    tx,
    d.settings.issuer ?? DEV_ISSUER,
    {
      kind: 'credit_note',
      payment: {
        id: invoice.paymentId,
        bookingId: invoice.bookingId,
        clientUserId: invoice.clientUserId,
        currency: refund.currency,
      },
      amountMinor: refund.amountMinor,
      refundId: refund.id,
      corrects: invoice,
    },
    now,
  );
}

export async function listMine(
  d: Deps,
  actor: Actor,
  page: { offset: number; size: number },
): Promise<{ invoices: InvoiceRecord[]; nextOffset: number | null }> {
  const rows = await invoicesOf(d.prisma, actor.userId, page.offset, page.size + 1);
  const more = rows.length > page.size;
  return { invoices: rows.slice(0, page.size), nextOffset: more ? page.offset + page.size : null };
}

/** The invoice's PDF for its client or staff; "not found" for anyone else (ids cannot be probed). */
export async function invoicePdf(
  d: Deps,
  actor: Actor,
  invoiceId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const inv = await invoiceById(d.prisma, invoiceId);
  if (!inv || (inv.clientUserId !== actor.userId && !isAdmin(actor))) throw errors.invoiceNotFound();
  const pdf = await renderInvoicePdf(inv, d.settings.invoiceFontPath);
  return { pdf, fileName: invoiceFileName(inv.kind, inv.number) };
}

export async function myBillingDetails(d: Deps, actor: Actor): Promise<BillingDetailsRecord> {
  return (await billingDetailsOf(d.prisma, actor.userId)) ?? { buyerName: '', buyerPib: '' };
}

export async function saveMyBillingDetails(
  d: Deps,
  actor: Actor,
  details: BillingDetailsRecord,
): Promise<BillingDetailsRecord> {
  await saveBillingDetails(d.prisma, actor.userId, details, d.clock());
  return details;
}
