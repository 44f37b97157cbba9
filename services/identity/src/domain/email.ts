import { DomainError } from '@oslonac/kit';

// Deliberately simple: one '@', a dotted domain, no spaces. Deliverability is proven by the e-mail link,
// not by a regex; this only keeps obvious typos and junk out.
const SHAPE = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:_]+\.[^\s@"<>()[\]\\,;:_.]{2,}$/u;
const MAX_LENGTH = 254;

export function invalidEmail(): DomainError {
  return new DomainError('invalid_argument', 'identity.invalid_email', 'Adresa e-pošte nije ispravna.', {
    field: 'email',
  });
}

/**
 * One canonical form per address so that "Ana@Example.RS " and "ana@example.rs" are the same account.
 * The whole address is lower-cased: providers that treat the local part case-sensitively are vanishingly
 * rare, and two accounts differing only in case would be a support nightmare.
 */
export function normaliseEmail(raw: string): string {
  const email = raw.normalize('NFC').trim().toLowerCase();
  if (email.length === 0 || email.length > MAX_LENGTH || !SHAPE.test(email)) throw invalidEmail();
  const [, domain] = email.split('@') as [string, string];
  if (domain.startsWith('.') || domain.includes('..') || domain.endsWith('.') || domain.startsWith('-')) {
    throw invalidEmail();
  }
  return email;
}

/**
 * Enough of an address for its owner to recognise it and little for anyone else: the first character of the
 * local part and the domain, "m***@gmail.com".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(email.slice(0, at))[0]}***${email.slice(at)}`;
}
