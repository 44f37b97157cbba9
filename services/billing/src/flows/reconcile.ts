import type { Actor } from '@oslonac/kit';
import { IPS_PAYABLE, type LineOutcome, lineOutcome, parseStatement } from '../domain/bank-statement';
import { belgradeDate } from '../domain/invoice';
import { staffErrors } from '../domain/staff-errors';
import {
  type AdminPaymentRecord,
  adminPayment,
  ipsPaymentsByReference,
  lockIpsPayment,
} from '../store/admin';
import { audit } from '../store/audit';
import { type Db, transaction } from '../store/db';
import { type PaymentRecord, updatePayment } from '../store/payments';
import { lockPaymentById } from '../store/refunds';
import type { Deps } from './deps';
import { afterPaid } from './paid';

// Bank transfers (IPS) becoming paid: from a bank statement staff import, or one by one by hand. Either way the
// payment is locked, checked again under the lock, marked succeeded and handed to afterPaid (the event booking
// confirms on, the invoice, the ledger) with the audit row, all in one transaction. A transfer already recorded
// changes nothing, so importing the same statement twice is harmless.

export interface ImportedLine {
  line: number;
  payer: string;
  reference: string;
  amountMinor: bigint;
  bookedOn: string;
  outcome: LineOutcome;
  paymentId: string;
}

/** Long enough for a month's statement of a small practice; the lines are few thousand at most. */
const IMPORT_TX = { maxWait: 10_000, timeout: 60_000 };

async function markPaid(tx: Db, d: Deps, p: PaymentRecord, now: Date): Promise<void> {
  const paid = await updatePayment(tx, p.id, { status: 'succeeded', failureCode: '', paidAt: now }, now);
  await afterPaid(tx, d, paid, now);
}

export async function importStatement(d: Deps, actor: Actor, csv: string): Promise<ImportedLine[]> {
  const parsed = parseStatement(csv);
  if (!parsed.ok) throw staffErrors.badStatement(parsed.message);
  const entries = parsed.entries;
  const refs = [...new Set(entries.flatMap((e) => e.references))];
  return transaction(
    d.prisma,
    async (tx) => {
      const now = d.clock();
      const byRef = new Map((await ipsPaymentsByReference(tx, refs)).map((p) => [p.ipsReference ?? '', p]));
      const out: ImportedLine[] = [];
      for (const e of entries) {
        const found = e.references.map((r) => byRef.get(r)).find((p) => p !== undefined) ?? null;
        let outcome = lineOutcome(e, found);
        if (outcome === 'matched' && found) {
          // Read again under the lock: an earlier line of this file (or a colleague a moment ago) may have paid it.
          const locked = await lockIpsPayment(tx, found.id);
          outcome = lineOutcome(e, locked);
          if (outcome === 'matched' && locked) {
            await markPaid(tx, d, locked, now);
            await audit(
              tx,
              {
                actorUserId: actor.userId,
                action: 'ips_matched',
                paymentId: locked.id,
                // No payer's name: billing keeps no names beyond what an invoice prints.
                note: `Izvod, red ${e.line}, knjiženo ${e.bookedOn}`,
              },
              now,
            );
          }
        }
        const named = outcome === 'matched' || outcome === 'already_paid' || outcome === 'amount_mismatch';
        out.push({
          line: e.line,
          payer: e.payer,
          reference: e.rawReference,
          amountMinor: e.amountMinor,
          bookedOn: e.bookedOn,
          outcome,
          paymentId: named && found ? found.id : '',
        });
      }
      const matched = out.filter((l) => l.outcome === 'matched').length;
      d.log.info({ actor_user_id: actor.userId, lines: out.length, matched }, 'bank statement imported');
      return out;
    },
    IMPORT_TX,
  );
}

const isParty = (a: Actor, p: PaymentRecord) => p.clientUserId === a.userId || p.therapistUserId === a.userId;

/**
 * One transfer staff saw on the bank's side (a line that did not match, a statement that could not be imported).
 * Only an IPS payment: a card payment is paid when Stripe says so, never by a person. The amount must be the
 * payment's to the para; the booked day cannot be later than today in Belgrade.
 */
export async function reconcileByHand(
  d: Deps,
  actor: Actor,
  r: { paymentId: string; amountMinor: bigint; bookedOn: string },
): Promise<AdminPaymentRecord> {
  await transaction(d.prisma, async (tx) => {
    const now = d.clock();
    if (r.bookedOn > belgradeDate(now)) throw staffErrors.bookedInFuture();
    const p = await lockPaymentById(tx, r.paymentId);
    if (!p) throw staffErrors.paymentNotFound();
    if (p.method !== 'ips') throw staffErrors.notIps();
    // Separation of duties: nobody records money for a session they are the client or the therapist of.
    if (isParty(actor, p)) throw staffErrors.ownPayment();
    if (!(IPS_PAYABLE as readonly string[]).includes(p.status)) throw staffErrors.alreadyPaid();
    if (p.amountMinor !== r.amountMinor) throw staffErrors.amountMismatch(p.amountMinor, p.currency);
    await markPaid(tx, d, p, now);
    await audit(
      tx,
      {
        actorUserId: actor.userId,
        action: 'ips_reconciled',
        paymentId: p.id,
        note: `Potvrđeno ručno, knjiženo ${r.bookedOn}`,
      },
      now,
    );
  });
  d.log.info({ actor_user_id: actor.userId, payment_id: r.paymentId }, 'ips payment reconciled by hand');
  const out = await adminPayment(d.prisma, r.paymentId);
  if (!out) throw staffErrors.paymentNotFound();
  return out;
}
