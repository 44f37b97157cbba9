import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: the secret in session cookies and e-mail links. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this hash is stored. The tokens carry 256 bits of entropy, so a fast hash is enough (no salt or
 * slow KDF needed) and lets us look a token up by its hash with a unique index.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

// No 0/O, 1/I/L, 5/S, 2/Z, 8/B: a person reads the code off one screen and types it into another.
export const HANDOFF_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const HANDOFF_CODE_LENGTH = 8;

export function generateHandoffCode(): string {
  let code = '';
  // randomInt is uniform (it rejects biased draws itself).
  for (let i = 0; i < HANDOFF_CODE_LENGTH; i++) code += HANDOFF_ALPHABET[randomInt(HANDOFF_ALPHABET.length)];
  return code;
}

/** Accepts what people type: lower case, spaces or dashes between groups. Null when it cannot be a code. */
export function normaliseHandoffCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== HANDOFF_CODE_LENGTH) return null;
  for (const c of code) if (!HANDOFF_ALPHABET.includes(c)) return null;
  return code;
}
