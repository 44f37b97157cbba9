import {
  type BookingStatus,
  isActive,
  LATE_CANCEL_RULES,
  type LateCancelRule,
  plural,
  UNPAID_STATUSES,
} from '@oslonac/lang';
import type { Problem } from './availability';

// What the client agreed to when booking: until when a session can be cancelled for free or moved, and what
// happens to a later cancellation. A booking keeps the policy it was made under.

export interface BookingPolicy {
  cancelWindowHours: number;
  rescheduleWindowHours: number;
  lateCancel: LateCancelRule;
}

export const DEFAULT_POLICY: BookingPolicy = Object.freeze({
  cancelWindowHours: 24,
  rescheduleWindowHours: 24,
  lateCancel: 'not_allowed',
});

export const MAX_WINDOW_HOURS = 168;

export type Party = 'client' | 'therapist' | 'admin';

export type DenyReason = 'too_late' | 'already_started' | 'not_active';

export type CancelDecision =
  | { allowed: true; refundPercent: 0 | 50 | 100; late: boolean }
  | { allowed: false; reason: DenyReason };

export type RescheduleDecision = { allowed: true } | { allowed: false; reason: DenyReason };

const HOUR_MS = 3_600_000;

/**
 * Who may cancel and what comes back.
 * - Therapist or admin: any active booking until it ends (`endsAt`, when given); paid money comes back in full.
 * - Client, not yet paid (held, offered, awaiting payment): always, nothing to refund (a payment that raced
 *   in is refunded in full).
 * - Client, confirmed: not after the start; in full until `cancelWindowHours` before the start; later as
 *   `lateCancel` says (not at all, nothing back, or half back).
 */
export function decideCancel(a: {
  policy: BookingPolicy;
  by: Party;
  status: BookingStatus;
  startsAt: Date;
  now: Date;
  paid: boolean;
  /** When given, staff cannot cancel a session that has already ended. */
  endsAt?: Date;
}): CancelDecision {
  if (!isActive(a.status)) return { allowed: false, reason: 'not_active' };
  const now = a.now.getTime();
  const full = a.paid ? 100 : 0;

  if (a.by !== 'client') {
    if (a.endsAt && now >= a.endsAt.getTime()) return { allowed: false, reason: 'already_started' };
    return { allowed: true, refundPercent: full, late: false };
  }

  if (UNPAID_STATUSES.includes(a.status)) return { allowed: true, refundPercent: full, late: false };

  const startsAt = a.startsAt.getTime();
  if (now >= startsAt) return { allowed: false, reason: 'already_started' };
  if (now <= startsAt - a.policy.cancelWindowHours * HOUR_MS) {
    return { allowed: true, refundPercent: full, late: false };
  }
  switch (a.policy.lateCancel) {
    case 'no_refund':
      return { allowed: true, refundPercent: 0, late: true };
    case 'half_refund':
      return { allowed: true, refundPercent: a.paid ? 50 : 0, late: true };
    default:
      return { allowed: false, reason: 'too_late' };
  }
}

/**
 * Moving a booking to another time: only held, awaiting-payment and confirmed bookings, never after the start;
 * a client only until `rescheduleWindowHours` before it.
 */
export function decideReschedule(a: {
  policy: BookingPolicy;
  by: Party;
  status: BookingStatus;
  startsAt: Date;
  now: Date;
}): RescheduleDecision {
  if (a.status !== 'confirmed' && a.status !== 'awaiting_payment' && a.status !== 'held') {
    return { allowed: false, reason: 'not_active' };
  }
  const now = a.now.getTime();
  const startsAt = a.startsAt.getTime();
  if (now >= startsAt) return { allowed: false, reason: 'already_started' };
  if (a.by === 'client' && now > startsAt - a.policy.rescheduleWindowHours * HOUR_MS) {
    return { allowed: false, reason: 'too_late' };
  }
  return { allowed: true };
}

export function validatePolicy(
  input: BookingPolicy,
): { ok: true; policy: BookingPolicy } | { ok: false; problems: Problem[] } {
  const raw = (input ?? {}) as Partial<Record<keyof BookingPolicy, unknown>>;
  const problems: Problem[] = [];
  const hours = (v: unknown): v is number =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_WINDOW_HOURS;
  if (!hours(raw.cancelWindowHours)) {
    problems.push({
      field: 'cancelWindowHours',
      message: `Rok za besplatno otkazivanje mora biti ceo broj sati od 0 do ${MAX_WINDOW_HOURS}.`,
    });
  }
  if (!hours(raw.rescheduleWindowHours)) {
    problems.push({
      field: 'rescheduleWindowHours',
      message: `Rok za pomeranje termina mora biti ceo broj sati od 0 do ${MAX_WINDOW_HOURS}.`,
    });
  }
  if (!(LATE_CANCEL_RULES as readonly unknown[]).includes(raw.lateCancel)) {
    problems.push({ field: 'lateCancel', message: 'Izaberite šta važi za kasno otkazivanje.' });
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    policy: {
      cancelWindowHours: raw.cancelWindowHours as number,
      rescheduleWindowHours: raw.rescheduleWindowHours as number,
      lateCancel: raw.lateCancel as LateCancelRule,
    },
  };
}

const HOUR_FORMS = { one: 'sat', few: 'sata', other: 'sati' };

/** "1 sat", "2 sata", "5 sati", "21 sat", "22 sata", "25 sati". */
export function hoursPhrase(n: number): string {
  return `${n} ${plural('sr-Latn', n, HOUR_FORMS)}`;
}

/** Plain sentences shown to a client before they commit to a booking. */
export function describePolicy(p: BookingPolicy): string[] {
  const out: string[] = [];
  if (p.cancelWindowHours > 0) {
    out.push(`Termin možete besplatno otkazati najkasnije ${hoursPhrase(p.cancelWindowHours)} pre početka.`);
    if (p.lateCancel === 'not_allowed') out.push('Kasnije otkazivanje nije moguće.');
    else if (p.lateCancel === 'no_refund') out.push('Ako otkažete kasnije, uplaćeni iznos se ne vraća.');
    else out.push('Ako otkažete kasnije, vraćamo polovinu uplaćenog iznosa.');
  } else {
    out.push('Termin možete besplatno otkazati sve do početka.');
  }
  if (p.rescheduleWindowHours > 0) {
    out.push(`Termin možete pomeriti najkasnije ${hoursPhrase(p.rescheduleWindowHours)} pre početka.`);
  } else {
    out.push('Termin možete pomeriti sve do početka.');
  }
  out.push('Ako terapeut otkaže termin, vraćamo ceo uplaćeni iznos.');
  return out;
}

/**
 * What happens to a live upcoming booking when one of its people deletes their account: it is cancelled (a session
 * with someone who no longer exists cannot take place). The client who leaves is refunded as if they had
 * cancelled themselves (a late deletion cannot dodge the therapist's late-cancel rule; where the rule allows no
 * cancellation that late, nothing is refunded); when the therapist leaves, the client gets back everything paid.
 */
export function decideErasureCancel(a: {
  policy: BookingPolicy;
  erased: 'client' | 'therapist';
  status: BookingStatus;
  startsAt: Date;
  now: Date;
  paid: boolean;
}): { refundPercent: number } {
  if (a.erased === 'therapist') return { refundPercent: a.paid ? 100 : 0 };
  const d = decideCancel({ ...a, by: 'client' });
  return { refundPercent: d.allowed ? d.refundPercent : 0 };
}
