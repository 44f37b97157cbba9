import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function random(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** Ids shaped like Stripe's test-mode ids: `cs_test_a1…` (60 characters after the prefix), `pi_3…`, `evt_1…`. */
export function newId(prefix: string): string {
  if (prefix === 'cs') return `cs_test_a1${random(56)}`;
  if (prefix === 'req') return `req_${random(14)}`;
  return `${prefix}_1${random(23)}`;
}
