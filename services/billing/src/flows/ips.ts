import { type Actor, isUniqueViolation } from '@oslonac/kit';
import type { Booking } from '@oslonac/proto/oslonac/booking/v1/booking';
import { DEV_IPS } from '../config';
import { errors } from '../domain/errors';
import { belgradeDate } from '../domain/invoice';
import {
  IPS_CURRENCY,
  type IpsOrderFields,
  ipsPurpose,
  ipsQrPayload,
  ipsReference,
  ipsText,
  PURPOSE_MAX,
} from '../domain/ips';
import { newId } from '../ids';
import { qrPng } from '../qr';
import { transaction } from '../store/db';
import { billingDetailsOf, setPaymentBuyer } from '../store/invoices';
import { nextIpsNumber, openIpsPayment } from '../store/ips';
import { insertPayment, type PaymentRecord } from '../store/payments';
import { payableBookingOf, paymentBuyerOf } from './client-booking';
import type { Deps } from './deps';

export interface IpsOrder extends IpsOrderFields {
  currency: string;
  /** "97". */
  referenceModel: string;
  qrPayload: string;
}

export interface StartedIpsPayment {
  payment: PaymentRecord;
  order: IpsOrder;
  qrPng: Buffer;
}

/** The order a payment's transfer must carry; the same every time for the same payment and booking. */
function orderOf(d: Deps, payment: PaymentRecord, booking: Booking): IpsOrder {
  const payee = d.settings.ips ?? DEV_IPS;
  if (!payment.ipsReference) throw new Error('an IPS payment without a reference');
  const fields: IpsOrderFields = {
    payeeAccount: payee.payeeAccount,
    payeeName: payee.payeeName,
    amountMinor: payment.amountMinor,
    paymentCode: payee.paymentCode,
    purpose: ipsText(ipsPurpose(booking.startsAt ? belgradeDate(booking.startsAt) : null), PURPOSE_MAX),
    reference: payment.ipsReference,
  };
  return { ...fields, currency: IPS_CURRENCY, referenceModel: '97', qrPayload: ipsQrPayload(fields) };
}

async function started(d: Deps, payment: PaymentRecord, booking: Booking): Promise<StartedIpsPayment> {
  const order = orderOf(d, payment, booking);
  return { payment, order, qrPng: await qrPng(order.qrPayload) };
}

/**
 * Bank transfer (IPS QR) of the caller's own booking that awaits payment. Amount and owner come from booking,
 * read with the caller's token. The open IPS payment is handed out again (same reference); otherwise a pending
 * one is written with the next reference. Nothing is asked of a provider: the booking is paid when staff
 * reconcile the transfer. A card payment of the same booking may also be open; the first to succeed wins.
 */
export async function startIpsPayment(
  d: Deps,
  actor: Actor,
  actorToken: string,
  req: { bookingId: string },
): Promise<StartedIpsPayment> {
  const booking = await payableBookingOf(d, actor, actorToken, req.bookingId);
  const price = booking.price;
  // IPS moves dinars only: a booking priced in another currency is paid by card.
  if (!price || price.amountMinor <= 0) throw errors.bookingNotPayable('no_price');
  if (price.currency !== IPS_CURRENCY) throw errors.ipsNotForCurrency(price.currency);

  const open = await openIpsPayment(d.prisma, booking.id);
  if (open) return started(d, open, booking);

  const now = d.clock();
  try {
    const payment = await transaction(d.prisma, async (tx) => {
      const p: PaymentRecord = {
        id: newId(),
        bookingId: booking.id,
        clientUserId: actor.userId,
        therapistUserId: booking.therapistUserId,
        method: 'ips',
        status: 'pending',
        amountMinor: BigInt(price.amountMinor),
        currency: price.currency,
        checkoutSessionId: null,
        checkoutUrl: null,
        checkoutExpiresAt: null,
        paymentIntentId: null,
        ipsReference: ipsReference(await nextIpsNumber(tx)),
        failureCode: '',
        refundedMinor: 0n,
        createdAt: now,
        paidAt: null,
        updatedAt: now,
      };
      await insertPayment(tx, p);
      // Who the invoice will name when staff reconcile the transfer: as for cards.
      const details = await billingDetailsOf(tx, actor.userId);
      await setPaymentBuyer(tx, p.id, paymentBuyerOf(details, booking));
      return p;
    });
    return started(d, payment, booking);
  } catch (err) {
    // A concurrent start for the same booking won: hand out its reference.
    if (!isUniqueViolation(err)) throw err;
    const winner = await openIpsPayment(d.prisma, booking.id);
    if (!winner) throw err;
    return started(d, winner, booking);
  }
}
