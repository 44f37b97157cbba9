import type { Logger } from '@oslonac/kit';
import { addDays, DAY_MS, localDate, MINUTE_MS, wallToInstant, weekdayOf } from '@oslonac/lang';
import { DEV_ISSUER } from '../config';
import { issueInvoice } from '../flows/invoices';
import { writePaid } from '../flows/ledger';
import { type PrismaClient, transaction } from '../store/db';
import { setPaymentBuyer } from '../store/invoices';
import { insertPayment, latestPayment, type PaymentRecord } from '../store/payments';

/** One paid demo session: booking's fixed id for it, billing's fixed id for its payment, and when it was held. */
export interface DemoPaidSession {
  bookingId: string;
  paymentId: string;
  /** Days from the seed's today in the therapist's zone (negative: past), as booking's demo practice counts. */
  day: number;
  /** Wall-clock minute of the day it starts. */
  minute: number;
}

export interface DemoPayments {
  clientUserId: string;
  therapistUserId: string;
  buyerName: string;
  amountMinor: bigint;
  currency: string;
  sessionMinutes: number;
  timeZone: string;
  /** ISO weekdays (1 = Monday) the therapist works: a session planned on another day moved to the next one. */
  workingWeekdays: number[];
  sessions: DemoPaidSession[];
}

export interface DemoSeedResult {
  paymentsCreated: number;
  invoicesIssued: number;
}

/**
 * When the session started, the way booking's demo seed placed it: its day, or the next working day. Billing
 * cannot ask booking while seeding (seeds run one service at a time, with only their own database), so the date
 * printed on the invoice follows the same rule instead.
 */
export function demoSessionStart(s: DemoPaidSession, demo: DemoPayments, now: Date): Date {
  const today = localDate(now, demo.timeZone);
  for (let shift = 0; shift < 7; shift += 1) {
    const date = addDays(today, s.day + shift);
    if (!demo.workingWeekdays.includes(weekdayOf(date))) continue;
    const at = wallToInstant(date, s.minute, demo.timeZone);
    if (at) return at;
  }
  return new Date(now.getTime() + s.day * DAY_MS);
}

/**
 * The demo client's paid past sessions: for each, a card payment that succeeded when the session was booked (a
 * week before it) and its invoice, issued by billing's own invoice flow (number from the counter, the row's
 * snapshot, billing.invoice.issued.v1 in the outbox). Idempotent: a booking that already has a payment is left
 * alone. No billing.payment.succeeded.v1 is written: booking's demo sessions are already confirmed and completed,
 * and a late payment event would make booking reject it (and billing refund it).
 */
export async function seedDemoPayments(
  prisma: PrismaClient,
  demo: DemoPayments,
  now: Date,
  log: Logger,
): Promise<DemoSeedResult> {
  return transaction(prisma, async (tx) => {
    // One seed at a time: a second run waits, then sees what the first wrote.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('billing-demo-payments'))`;
    let paymentsCreated = 0;
    let invoicesIssued = 0;
    for (const s of demo.sessions) {
      if (await latestPayment(tx, s.bookingId)) continue;
      const startsAt = demoSessionStart(s, demo, now);
      if (startsAt > now) {
        log.warn({ bookingId: s.bookingId }, 'a demo session to invoice is not in the past: skipped');
        continue;
      }
      // Paid on booking (booking's seed books a week ahead, never after now), five minutes after.
      const paidAt = new Date(Math.min(now.getTime(), startsAt.getTime() - 7 * DAY_MS) + 5 * MINUTE_MS);
      const payment: PaymentRecord = {
        id: s.paymentId,
        bookingId: s.bookingId,
        clientUserId: demo.clientUserId,
        therapistUserId: demo.therapistUserId,
        method: 'card',
        status: 'succeeded',
        amountMinor: demo.amountMinor,
        currency: demo.currency,
        checkoutSessionId: null,
        checkoutUrl: null,
        checkoutExpiresAt: null,
        paymentIntentId: null,
        ipsReference: null,
        failureCode: '',
        refundedMinor: 0n,
        createdAt: new Date(paidAt.getTime() - 5 * MINUTE_MS),
        paidAt,
        updatedAt: paidAt,
      };
      await insertPayment(tx, payment);
      await setPaymentBuyer(tx, payment.id, {
        buyerName: demo.buyerName,
        buyerPib: '',
        serviceStartsAt: startsAt,
        serviceMinutes: demo.sessionMinutes,
      });
      paymentsCreated += 1;
      await issueInvoice(
        tx,
        { settings: { publicUrl: '', webhookSecret: '', issuer: DEV_ISSUER } },
        payment,
        paidAt,
      );
      invoicesIssued += 1;
      // The demo therapist's /app/settings/uplate-primanja then shows earnings and the commission on them.
      await writePaid(tx, payment, paidAt);
    }
    return { paymentsCreated, invoicesIssued };
  });
}
