import { DomainError } from '@oslonac/kit';
import { formatMonth } from '@oslonac/lang';
import { CONNECT_PAYOUT_COUNTRIES, THERAPIST_PRICING } from '@oslonac/lang/pricing';
import { HOME_TIME_ZONE, localDate, startOfDay } from '@oslonac/lang/zoned';
import { validIban, validSerbianAccount } from './bank-account';

// Pure rules of paying therapists: which account numbers are real (IBAN mod-97, a Serbian account's control
// digits), how a country decides the method, and the calendar of monthly payouts in Belgrade time.

export type PayoutMethod = 'stripe_connect' | 'bank_transfer';
export type PayoutStatus = 'pending' | 'paid' | 'failed';

/** Where every payout month starts and ends. */
export const PAYOUT_TIME_ZONE = HOME_TIME_ZONE;

/** Countries Stripe Connect pays out to: the pricing module's list (Serbia is not one). */
export const CONNECT_COUNTRIES: ReadonlySet<string> = new Set(CONNECT_PAYOUT_COUNTRIES);

export function methodFor(country: string): PayoutMethod {
  return CONNECT_COUNTRIES.has(country) ? 'stripe_connect' : 'bank_transfer';
}

/** The currency Stripe pays a connected account of that country in (its bank account's currency). */
export function connectCurrency(country: string): string {
  if (country === 'GB') return 'gbp';
  if (country === 'CH' || country === 'LI') return 'chf';
  return 'eur';
}

export const payoutErrors = {
  /** code: billing.account_missing, billing.bad_iban, billing.iban_country or billing.bad_serbian_account. */
  badAccount: (code: string, message: string) =>
    new DomainError('invalid_argument', code, message, { field: 'accountNumber' }),
  badCountry: () =>
    new DomainError(
      'invalid_argument',
      'billing.bad_payout_country',
      'Izaberite zemlju u kojoj je vaš račun.',
      { field: 'country' },
    ),
  badHolder: () =>
    new DomainError(
      'invalid_argument',
      'billing.bad_account_holder',
      'Upišite ime vlasnika računa, kako ga banka vodi.',
      { field: 'accountHolder' },
    ),
  payoutNotFound: () => new DomainError('not_found', 'billing.payout_not_found', 'Isplata nije pronađena.'),
  notBankTransfer: () =>
    new DomainError(
      'failed_precondition',
      'billing.payout_not_bank_transfer',
      'Ova isplata ide preko Stripe-a; ne označava se ručno.',
    ),
  ownPayout: () =>
    new DomainError(
      'permission_denied',
      'billing.own_payout',
      'Svoju isplatu ne možete sami označiti kao plaćenu; to radi neko drugi iz tima.',
    ),
  alreadyPaid: () =>
    new DomainError(
      'failed_precondition',
      'billing.payout_already_paid',
      'Ova isplata je već označena kao plaćena.',
    ),
  badReference: () =>
    new DomainError(
      'invalid_argument',
      'billing.bad_payout_reference',
      'Upišite referencu naloga iz banke.',
      { field: 'reference' },
    ),
  connectUnavailable: () =>
    new DomainError(
      'unavailable',
      'billing.connect_unavailable',
      'Račun za isplatu trenutno ne možemo da sačuvamo. Pokušajte ponovo za nekoliko minuta.',
    ),
  connectRefused: () =>
    new DomainError(
      'invalid_argument',
      'billing.connect_refused',
      'Stripe nije prihvatio ovaj račun. Proverite IBAN i ime vlasnika računa.',
      { field: 'accountNumber' },
    ),
};

export interface CheckedAccount {
  country: string;
  holder: string;
  /** The compact number that gets sealed. */
  number: string;
  method: PayoutMethod;
}

/** Validates what the therapist typed; throws a DomainError with a Serbian message naming the field. */
export function checkAccount(input: { country: string; holder: string; number: string }): CheckedAccount {
  const country = input.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw payoutErrors.badCountry();
  const holder = input.holder.trim().replace(/\s+/g, ' ');
  if (holder.length < 2 || holder.length > 120) throw payoutErrors.badHolder();
  const raw = input.number.trim();
  if (!raw) throw payoutErrors.badAccount('billing.account_missing', 'Upišite broj računa.');
  if (country === 'RS' && /^[\d\s-]+$/.test(raw)) {
    const number = validSerbianAccount(raw);
    if (!number)
      throw payoutErrors.badAccount(
        'billing.bad_serbian_account',
        'Broj računa nije ispravan: proverite 18 cifara (banka, račun, kontrolni broj).',
      );
    return { country, holder, number, method: 'bank_transfer' };
  }
  const number = validIban(raw);
  if (!number)
    throw payoutErrors.badAccount(
      'billing.bad_iban',
      'IBAN nije ispravan: proverite da li ste ga prepisali bez greške.',
    );
  if (number.slice(0, 2) !== country)
    throw payoutErrors.badAccount(
      'billing.iban_country',
      'IBAN pripada drugoj zemlji od one koju ste izabrali.',
    );
  return { country, holder, number, method: methodFor(country) };
}

export function last4(number: string): string {
  return number.slice(-4);
}

// ---- the payout calendar -----------------------------------------------------------------------------------

/** Year and month (1–12) in Belgrade at an instant. */
function belgradeMonth(at: Date): { year: number; month: number } {
  const [year, month] = localDate(at, PAYOUT_TIME_ZONE).split('-').map(Number) as [number, number];
  return { year, month };
}

/** The instant a Belgrade calendar month starts (its first day's midnight); month 13 is next January. */
export function monthStart(year: number, month: number): Date {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return startOfDay(`${y}-${String(m).padStart(2, '0')}-01`, PAYOUT_TIME_ZONE);
}

export function periodOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

export function parsePeriod(period: string): { year: number; month: number } {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m) throw new RangeError(`not a period: ${period}`);
  return { year: Number(m[1]), month: Number(m[2]) };
}

/**
 * The month that has ended last at `now` (Belgrade) and the instant it ended: on 1 December 00:30 in Belgrade
 * that is "2026-11", ending at 1 December 00:00 Belgrade (30 November 23:00 UTC).
 */
export function lastEndedPeriod(now: Date): { period: string; end: Date; start: Date } {
  const { year, month } = belgradeMonth(now);
  const prev = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return {
    period: periodOf(prev.year, prev.month),
    start: monthStart(prev.year, prev.month),
    end: monthStart(year, month),
  };
}

/** Start and end instants of a period. */
export function periodSpan(period: string): { start: Date; end: Date } {
  const { year, month } = parsePeriod(period);
  return { start: monthStart(year, month), end: monthStart(year, month + 1) };
}

/** "2026-12-10": the day a period's payout is due (the pricing module's day of the following month). */
export function payoutDueOn(period: string): string {
  const { year, month } = parsePeriod(period);
  const y = month === 12 ? year + 1 : year;
  const m = month === 12 ? 1 : month + 1;
  return `${y}-${String(m).padStart(2, '0')}-${String(THERAPIST_PRICING.payoutDayOfMonth).padStart(2, '0')}`;
}

/** The month after a period. */
export function nextPeriod(period: string): string {
  const { year, month } = parsePeriod(period);
  return month === 12 ? periodOf(year + 1, 1) : periodOf(year, month + 1);
}

/** "novembar 2026." for the statement. */
export function periodName(period: string): string {
  parsePeriod(period);
  return formatMonth(period, 'sr-Latn');
}

/** What a payout may send: only a positive amount is paid; zero or less waits for the next month. */
export function payable(amountMinor: bigint): boolean {
  return amountMinor > 0n;
}

/** A bank's reference as staff typed it: 3–64 printable characters. */
export function checkReference(input: string): string {
  const ref = input.trim();
  if (ref.length < 3 || ref.length > 64 || !/^[\p{L}\p{N}\p{P}\p{S} ]+$/u.test(ref))
    throw payoutErrors.badReference();
  return ref;
}
