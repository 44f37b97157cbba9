// Paying for a session by bank transfer (IPS QR): billing decides every rule (whose booking, whether it awaits
// payment, the amount, the reference); this passes the viewer's token on and names where the image is served.
import { startIpsPayment } from '../../server/gateways/billing';
import type { IpsPaymentView } from '../../server/views/billing';
import type { Viewer } from './bookings';

/** Where the booking's QR image is served: same origin, the viewer's own session. */
export function ipsQrUrl(bookingId: string): string {
  return `/api/v1/bookings/${encodeURIComponent(bookingId)}/ips-payment/qr`;
}

/** Starts (or resumes: same reference) the bank transfer of the viewer's booking. */
export async function ipsPayment(
  viewer: Pick<Viewer, 'actorToken'>,
  bookingId: string,
): Promise<IpsPaymentView> {
  const { payment, order } = await startIpsPayment(viewer.actorToken, bookingId);
  return { payment, order, qrUrl: ipsQrUrl(bookingId) };
}

/** The QR image of the viewer's bank transfer (resumes the open payment, or opens it). */
export async function ipsQrPng(viewer: Pick<Viewer, 'actorToken'>, bookingId: string): Promise<Uint8Array> {
  return (await startIpsPayment(viewer.actorToken, bookingId)).qrPng;
}
