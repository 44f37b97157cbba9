// Domain records ⇄ the billing contract's messages. No rules here.

import {
  type Invoice,
  InvoiceKind,
  type Payment,
  PaymentMethod,
  PaymentStatus as ProtoStatus,
} from '@oslonac/proto/oslonac/billing/v1/billing';
import type { PaymentStatus } from './domain/payment';
import type { InvoiceRecord } from './store/invoices';
import type { PaymentRecord } from './store/payments';

export const statusToProto: Record<PaymentStatus, ProtoStatus> = {
  pending: ProtoStatus.PAYMENT_STATUS_PENDING,
  succeeded: ProtoStatus.PAYMENT_STATUS_SUCCEEDED,
  cancelled: ProtoStatus.PAYMENT_STATUS_CANCELLED,
  refunded: ProtoStatus.PAYMENT_STATUS_REFUNDED,
  partially_refunded: ProtoStatus.PAYMENT_STATUS_PARTIALLY_REFUNDED,
};
export const methodToProto: Record<PaymentRecord['method'], PaymentMethod> = {
  card: PaymentMethod.PAYMENT_METHOD_CARD,
  ips: PaymentMethod.PAYMENT_METHOD_IPS,
};

export function paymentToProto(p: PaymentRecord): Payment {
  return {
    id: p.id,
    bookingId: p.bookingId,
    method: methodToProto[p.method],
    status: statusToProto[p.status],
    amountMinor: Number(p.amountMinor),
    currency: p.currency,
    failureCode: p.failureCode,
    refundedMinor: Number(p.refundedMinor),
    createdAt: p.createdAt,
    paidAt: p.paidAt ?? undefined,
    ipsReference: p.ipsReference ? `97${p.ipsReference}` : '',
  };
}

export function invoiceToProto(i: InvoiceRecord): Invoice {
  return {
    id: i.id,
    number: i.number,
    kind: i.kind === 'invoice' ? InvoiceKind.INVOICE_KIND_INVOICE : InvoiceKind.INVOICE_KIND_CREDIT_NOTE,
    paymentId: i.paymentId,
    bookingId: i.bookingId,
    amountMinor: Number(i.amountMinor),
    currency: i.currency,
    issuedAt: i.issuedAt,
    serviceDate: i.serviceDate,
    correctsNumber: i.correctsNumber,
  };
}
