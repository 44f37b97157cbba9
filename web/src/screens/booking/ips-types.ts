// A bank transfer's payment order (IPS QR, NBS) as the BFF serves it (POST /api/v1/bookings/{id}/ips-payment)
// and as the payment step shows it. Declared beside the screens; bff/src/server/views/billing.ts re-exports it.
import type { Payment } from './payment-types';

export interface IpsOrder {
  /** 18 digits, as the QR code carries it. */
  payeeAccount: string;
  /** "999-0000000000001-51": the way a person types it into a bank app. */
  payeeAccountText: string;
  payeeName: string;
  amountMinor: number;
  /** Always "RSD". */
  currency: 'RSD';
  /** NBS payment code, "289". */
  paymentCode: string;
  purpose: string;
  /** "97". */
  referenceModel: string;
  /** Check digits and number, without the model. */
  reference: string;
  /** The IPS QR text the image holds. */
  qrPayload: string;
}

export interface IpsPaymentView {
  payment: Payment | null;
  order: IpsOrder;
  /** Where the QR image is served (same origin, the viewer's cookie). */
  qrUrl: string;
}
