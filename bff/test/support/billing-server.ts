// The billing contract, scripted (see scripted-server.ts), and billing's Payment as the service would send it.
import {
  BillingServiceService,
  Invoice,
  InvoiceKind,
  Payment,
  PaymentMethod,
  PaymentStatus,
} from '@oslonac/proto/oslonac/billing/v1/billing';
import { type ScriptedServer, startScriptedServer } from './scripted-server';

export { grpcError, ScriptedError, type Seen } from './scripted-server';

export type BillingServer = ScriptedServer<typeof BillingServiceService>;

export const startBillingServer = (): Promise<BillingServer> => startScriptedServer(BillingServiceService);

export const PAYMENT_ID = '0193a1b2-9999-7000-8000-00000000a001';

export function pbPayment(over: Partial<Payment> = {}): Payment {
  return Payment.fromPartial({
    id: PAYMENT_ID,
    bookingId: '0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b',
    method: PaymentMethod.PAYMENT_METHOD_CARD,
    status: PaymentStatus.PAYMENT_STATUS_PENDING,
    amountMinor: 450_000,
    currency: 'RSD',
    failureCode: '',
    refundedMinor: 0,
    createdAt: new Date('2026-11-22T10:05:00Z'),
    ...over,
  });
}

export const INVOICE_ID = '0193a1b2-9999-7000-8000-00000000b001';

export function pbInvoice(over: Partial<Invoice> = {}): Invoice {
  return Invoice.fromPartial({
    id: INVOICE_ID,
    number: '2026-000123',
    kind: InvoiceKind.INVOICE_KIND_INVOICE,
    paymentId: PAYMENT_ID,
    bookingId: '0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b',
    amountMinor: 450_000,
    currency: 'RSD',
    issuedAt: new Date('2026-11-22T10:06:00Z'),
    serviceDate: '2026-12-01',
    correctsNumber: '',
    ...over,
  });
}
