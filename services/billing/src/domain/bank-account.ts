// Bank account numbers and check digits, one definition for IPS (the payee, model 97 references) and payouts (the
// therapist's account): ISO 7064 MOD 97-10 over digit strings, the Serbian 18-digit account and the IBAN.

/** The remainder of a (long) digit string divided by 97, digit by digit: no float ever holds the number. */
export function mod97(digits: string): number {
  let r = 0;
  for (const ch of digits) r = (r * 10 + (ch.charCodeAt(0) - 48)) % 97;
  return r;
}

/** Model 97 check digits of a number: 98 − (number·100 mod 97), always two digits ("02" … "98"). */
export function model97Check(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error('model 97: digits only');
  return String(98 - mod97(`${digits}00`)).padStart(2, '0');
}

/**
 * A Serbian payment account in the 18-digit form: bank (3), account (13), check (2), the check by the same
 * mod 97 rule over the first 16 digits.
 */
export function isSerbianAccount(account: string): boolean {
  if (!/^\d{18}$/.test(account)) return false;
  return model97Check(account.slice(0, 16)) === account.slice(16);
}

/**
 * A Serbian account as people write it ("160-5100000000000-00", the short "908-10501-97", or 18 digits) → its
 * 18 digits, or null when it is not one. The middle part of the short form is padded with zeros on the left, as
 * banks print it.
 */
export function validSerbianAccount(input: string): string | null {
  const text = input.replace(/\s/g, '');
  const dashed = /^(\d{3})-(\d{1,13})-(\d{2})$/.exec(text);
  const digits = dashed ? `${dashed[1]}${dashed[2]!.padStart(13, '0')}${dashed[3]}` : text;
  return isSerbianAccount(digits) ? digits : null;
}

/** Letters as IBAN counts them: A = 10 … Z = 35. */
function ibanDigits(text: string): string {
  return [...text].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
}

/** An IBAN as typed ("rs35 2600 0560 1001 6113 79") → its compact form, or null when it is not a valid one. */
export function validIban(input: string): string | null {
  const iban = input.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  return mod97(ibanDigits(iban.slice(4) + iban.slice(0, 4))) === 1 ? iban : null;
}
