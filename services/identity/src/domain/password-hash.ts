import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum (unusable with isolatedModules): 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 10 ms here.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash. With no stored hash (unknown e-mail, link-only account) it
 * verifies against a dummy hash with the same parameters and reports failure, so every failed sign-in
 * costs the same time and the timing does not tell which addresses have accounts.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummy ??= hashPassword('oslonac-timing-equaliser');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a data problem, not a reason to let anyone in.
    return false;
  }
}

/** Computes the dummy hash ahead of the first sign-in so that call is not slower than the rest. */
export async function warmUpPasswords(): Promise<void> {
  dummy ??= hashPassword('oslonac-timing-equaliser');
  await dummy;
}
