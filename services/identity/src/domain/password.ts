import { DomainError } from '@oslonac/kit';

export const MIN_PASSWORD_LENGTH = 10;
// argon2 accepts more, but hashing megabytes on every attempt is an easy denial of service.
export const MAX_PASSWORD_LENGTH = 256;

export type WeakPasswordReason = 'too_short' | 'too_long' | 'repeated_character' | 'same_as_email';

function weak(reason: WeakPasswordReason, message: string): DomainError {
  return new DomainError('invalid_argument', 'identity.weak_password', message, {
    field: 'password',
    reason,
  });
}

/** Why the password is refused, or null when it is acceptable. Length counts characters, not bytes. */
export function passwordProblem(password: string, email: string): WeakPasswordReason | null {
  const chars = [...password];
  if (chars.length < MIN_PASSWORD_LENGTH) return 'too_short';
  if (chars.length > MAX_PASSWORD_LENGTH) return 'too_long';
  if (chars.every((c) => c === chars[0])) return 'repeated_character';
  const lowered = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (lowered === address || (localPart.length > 0 && lowered === localPart)) return 'same_as_email';
  return null;
}

export function assertPasswordPolicy(password: string, email: string): void {
  const problem = passwordProblem(password, email);
  switch (problem) {
    case null:
      return;
    case 'too_short':
      throw weak(problem, `Lozinka mora imati najmanje ${MIN_PASSWORD_LENGTH} znakova.`);
    case 'too_long':
      throw weak(problem, `Lozinka može imati najviše ${MAX_PASSWORD_LENGTH} znakova.`);
    case 'repeated_character':
      throw weak(problem, 'Lozinka ne može biti jedan isti znak ponovljen više puta.');
    case 'same_as_email':
      throw weak(problem, 'Lozinka ne može biti isto što i adresa e-pošte.');
  }
}
