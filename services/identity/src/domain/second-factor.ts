import { createHash, randomInt } from 'node:crypto';
import { DomainError } from '@oslonac/kit';
import { Secret, TOTP } from 'otpauth';

// The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app does by
// default) plus ten one-time recovery codes. Pure rules; the store keeps the sealed secret, the last accepted
// time step and the recovery codes' hashes.

export const TOTP_ISSUER = 'Oslonac';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes from the step before and after now are accepted too: phones' clocks drift and people type slowly. */
export const TOTP_WINDOW = 1;
export const SECRET_BYTES = 20;

export const RECOVERY_CODE_COUNT = 10;
// Lower case without look-alikes (0/o, 1/l/i, 2/z, 5/s, 8/b): read from paper, typed into a form.
export const RECOVERY_ALPHABET = 'acdefghjkmnpqrtuvwxy34679';
const RECOVERY_GROUP = 5;
/** Two groups of five (`xxxxx-xxxxx`): 25^10, about 46 bits, against a throttled guesser. */
const RECOVERY_LENGTH = 2 * RECOVERY_GROUP;

/** Whether a session has passed the account's second factor. */
export type SecondFactorState = 'not_enrolled' | 'pending' | 'passed';

export function sessionSecondFactor(enrolled: boolean, passedAt: Date | null): SecondFactorState {
  if (!enrolled) return 'not_enrolled';
  return passedAt ? 'passed' : 'pending';
}

export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, accountName: string): string {
  return totp(secretBase32, accountName).toString();
}

/** The code an authenticator shows at `at` (for the demo seed's helpers and tests). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totp(secretBase32).generate({ timestamp: at.getTime() });
}

/** The time step `at` falls in. */
export function timeStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** Six digits, spaces allowed ("123 456"); null when the input cannot be a TOTP code. */
export function normaliseTotpCode(raw: string): string | null {
  const code = raw.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The time step a code belongs to when it is valid within ±1 step of now and newer than the last accepted
 * one; null otherwise. A step is accepted once: a code seen over someone's shoulder, or replayed from a
 * captured request, does not work a second time (RFC 6238 §5.2).
 */
export function acceptTotp(input: {
  secret: string;
  code: string;
  now: Date;
  lastStep: number | null;
}): { step: number } | null {
  const code = normaliseTotpCode(input.code);
  if (!code) return null;
  const delta = totp(input.secret).validate({
    token: code,
    timestamp: input.now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  const step = timeStep(input.now) + delta;
  if (input.lastStep !== null && step <= input.lastStep) return null;
  return { step };
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let raw = '';
    for (let i = 0; i < RECOVERY_LENGTH; i++) raw += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    codes.add(`${raw.slice(0, RECOVERY_GROUP)}-${raw.slice(RECOVERY_GROUP)}`);
  }
  return [...codes];
}

/** Accepts upper case, spaces and a missing or extra dash; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(raw: string): string | null {
  const code = raw.toLowerCase().replace(/[\s-]/g, '');
  if (code.length !== RECOVERY_LENGTH) return null;
  for (const c of code) if (!RECOVERY_ALPHABET.includes(c)) return null;
  return code;
}

/**
 * Only this is stored. Bound to the account, so one table-wide lookup cannot match another person's code;
 * the codes are random and attempts are throttled, so a fast hash is enough.
 */
export function hashRecoveryCode(userId: string, normalised: string): string {
  return createHash('sha256').update(`${userId}:${normalised}`, 'utf8').digest('base64url');
}

/** What a typed code is: a TOTP code, a recovery code, or neither (refused without touching the store). */
export function classifyCode(
  raw: string,
): { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | null {
  const totpCode = normaliseTotpCode(raw);
  if (totpCode) return { kind: 'totp', code: totpCode };
  const recovery = normaliseRecoveryCode(raw);
  return recovery ? { kind: 'recovery', code: recovery } : null;
}

export const secondFactorErrors = {
  /** One answer for a wrong, reused or malformed code. */
  codeInvalid: () =>
    new DomainError(
      'invalid_argument',
      'identity.second_factor_invalid',
      'Kod nije tačan. Pokušajte ponovo.',
      {
        field: 'code',
      },
    ),
  alreadyEnabled: () =>
    new DomainError(
      'failed_precondition',
      'identity.totp_already_enabled',
      'Dvostepena prijava je već uključena.',
    ),
  notEnabled: () =>
    new DomainError('failed_precondition', 'identity.totp_not_enabled', 'Dvostepena prijava nije uključena.'),
  enrolmentMissing: () =>
    new DomainError(
      'failed_precondition',
      'identity.totp_enrolment_missing',
      'Uključivanje dvostepene prijave nije započeto ili je isteklo. Počnite ponovo.',
    ),
};

/** An unconfirmed enrolment is abandoned after this long (a new Begin replaces it anyway). */
export const ENROLMENT_TTL_MS = 15 * 60_000;
