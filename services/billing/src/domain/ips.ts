// Pure rules of a bank transfer by the NBS IPS QR code: model 97 check digits, the reference a transfer carries,
// the Serbian account number's own check, the amount as NBS writes it, and the QR text itself (and its parser,
// which the tests and anyone checking a code use). The flow (flows/ips.ts) takes the number from a sequence.
//
// The QR text follows NBS's specification for payees (K:PR, "računi-fakture", nbs.rs/QRcode): tags in the fixed
// order K, V, C, R, N, I, SF, S, RO, each "tag:value", joined by "|", no "|" at the start or end, an optional tag
// left out rather than written empty. Limits used here: R 18 digits; N 1–70 characters, at most 3 lines;
// I "RSD" + amount with a decimal comma and no thousands separator, 5–18 characters; SF 3 digits starting 1 or 2;
// S 1–35 characters; RO the model (2 digits) and the reference, at most 25 characters. Where NBS's table of
// allowed special characters is narrower than Unicode we are stricter, not looser: letters of any script, digits,
// space and that table only; "|" (the delimiter) never.

import { isSerbianAccount, model97Check } from './bank-account';

/** The model the reference is checked by (ISO 7064 MOD 97-10, as NBS's "model 97"). */
export const REFERENCE_MODEL = '97';
export const IPS_CURRENCY = 'RSD';
export const PAYEE_NAME_MAX = 70;
export const PURPOSE_MAX = 35;
/** RO: model and reference together. */
export const RO_MAX = 25;
/** The largest amount the I tag can carry: 999 999 999 999,99. */
const AMOUNT_MAX_MINOR = 99_999_999_999_999n;

/**
 * The stored reference (no "97"): two check digits, then the sequence number. "100001" → "02100001", which a
 * bank app shows as "97 02100001".
 */
export function ipsReference(seq: number | bigint): string {
  const n = BigInt(seq);
  if (n <= 0n) throw new Error('ips reference: the number must be positive');
  const number = n.toString();
  // RO holds the model too: 2 + 2 check digits + the number ≤ 25.
  if (number.length > RO_MAX - 4) throw new Error('ips reference: the number is too long');
  return `${model97Check(number)}${number}`;
}

/** Whether a reference without the model (check digits + number) checks by model 97. */
export function isModel97Reference(reference: string): boolean {
  if (!/^\d{3,23}$/.test(reference)) return false;
  return model97Check(reference.slice(2)) === reference.slice(0, 2);
}

/** "3596,13": NBS's amount, a decimal comma and no thousands separator (what follows "RSD" in the I tag). */
export function ipsAmount(amountMinor: bigint | number): string {
  const n = BigInt(amountMinor);
  if (n <= 0n || n > AMOUNT_MAX_MINOR) throw new Error('ips amount out of range');
  return `${n / 100n},${(n % 100n).toString().padStart(2, '0')}`;
}

// Letters of any script (Serbian Latin and Cyrillic included), digits, space and NBS's table of special signs.
const TEXT_CHARS = /^[\p{L}\p{M}\d !"#$%&'()*+,\-./:;<=>?@[\]^_`{}~]*$/u;

/** Whether text may stand in N (payee, up to 3 lines) or S (purpose, one line) as NBS allows it. */
export function isIpsText(text: string, max: number, lines = 1): boolean {
  if (text.length === 0 || [...text].length > max) return false;
  const parts = text.split('\n');
  if (parts.length > lines) return false;
  return parts.every((p) => p.length > 0 && p.trim() === p && TEXT_CHARS.test(p));
}

/**
 * Text made fit for N or S: signs NBS does not allow become a space ("—" included), runs of spaces one, cut to
 * the limit at a word when one is near. Used on configuration and on what the flow writes, so a code is never
 * refused by a bank app over a dash.
 */
export function ipsText(text: string, max: number): string {
  const cleaned = [...text.normalize('NFC')]
    .map((ch) => (ch === '\n' || !TEXT_CHARS.test(ch) ? ' ' : ch))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = [...cleaned];
  if (chars.length <= max) return cleaned;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space >= max - 12 ? cut.slice(0, space) : cut).trim();
}

/** "Psihoterapija 12.12.2026.": what the transfer is for, the session's date as Serbian prints it. */
export function ipsPurpose(serviceDate: string | null): string {
  if (!serviceDate) return 'Psihoterapija';
  const [y, m, d] = serviceDate.split('-');
  return `Psihoterapija ${d}.${m}.${y}.`;
}

export interface IpsOrderFields {
  /** 18 digits. */
  payeeAccount: string;
  payeeName: string;
  amountMinor: bigint;
  /** "289". */
  paymentCode: string;
  purpose: string;
  /** Check digits and number, without "97". */
  reference: string;
}

/** Why an order cannot become a QR text, by field; empty when it can. */
export function ipsOrderProblems(o: IpsOrderFields): string[] {
  const problems: string[] = [];
  if (!isSerbianAccount(o.payeeAccount)) problems.push('payee_account');
  if (!isIpsText(o.payeeName, PAYEE_NAME_MAX, 3)) problems.push('payee_name');
  if (o.amountMinor <= 0n || o.amountMinor > AMOUNT_MAX_MINOR) problems.push('amount');
  if (!/^[12]\d{2}$/.test(o.paymentCode)) problems.push('payment_code');
  if (!isIpsText(o.purpose, PURPOSE_MAX)) problems.push('purpose');
  if (!isModel97Reference(o.reference) || REFERENCE_MODEL.length + o.reference.length > RO_MAX) {
    problems.push('reference');
  }
  return problems;
}

/** The IPS QR text of an order; throws on an order that breaks NBS's rules (a bug or bad configuration). */
export function ipsQrPayload(o: IpsOrderFields): string {
  const problems = ipsOrderProblems(o);
  if (problems.length > 0) throw new Error(`ips order not valid: ${problems.join(', ')}`);
  return [
    'K:PR',
    'V:01',
    'C:1',
    `R:${o.payeeAccount}`,
    `N:${o.payeeName}`,
    `I:${IPS_CURRENCY}${ipsAmount(o.amountMinor)}`,
    `SF:${o.paymentCode}`,
    `S:${o.purpose}`,
    `RO:${REFERENCE_MODEL}${o.reference}`,
  ].join('|');
}

export type ParsedIps = { ok: true; order: IpsOrderFields; model: string } | { ok: false; problem: string };

const TAG_ORDER = ['K', 'V', 'C', 'R', 'N', 'I', 'P', 'SF', 'S', 'M', 'JS', 'RO', 'RL', 'RP'] as const;
const REQUIRED = ['K', 'V', 'C', 'R', 'N', 'I', 'SF'] as const;

/**
 * Reads an IPS QR text of kind PR back into an order, checking what a bank app checks: known tags in NBS's order,
 * none twice or empty, the mandatory ones present, the account's and the model 97 reference's check digits, the
 * amount's form. Only model 97 references are accepted: that is the only model this service writes.
 */
export function parseIpsPayload(text: string): ParsedIps {
  const fail = (problem: string): ParsedIps => ({ ok: false, problem });
  if (text.startsWith('|') || text.endsWith('|')) return fail('delimiter at an end');
  const fields = new Map<string, string>();
  let last = -1;
  for (const part of text.split('|')) {
    const colon = part.indexOf(':');
    if (colon <= 0) return fail(`not a tag: ${part}`);
    const tag = part.slice(0, colon);
    const value = part.slice(colon + 1);
    const at = (TAG_ORDER as readonly string[]).indexOf(tag);
    if (at < 0) return fail(`unknown tag ${tag}`);
    if (at <= last) return fail(`tag ${tag} out of order or repeated`);
    if (value === '') return fail(`empty tag ${tag}`);
    last = at;
    fields.set(tag, value);
  }
  for (const tag of REQUIRED) if (!fields.has(tag)) return fail(`missing tag ${tag}`);
  if (fields.get('K') !== 'PR') return fail('K is not PR');
  if (fields.get('V') !== '01') return fail('V is not 01');
  if (fields.get('C') !== '1') return fail('C is not 1');
  const amount = /^RSD(\d{1,12}),(\d{0,2})$/.exec(fields.get('I') ?? '');
  if (!amount || (fields.get('I') ?? '').length > 18) return fail('I is not RSD with a decimal comma');
  const [, whole, frac] = amount as unknown as [string, string, string];
  const ro = fields.get('RO') ?? '';
  if (!/^\d{2}/.test(ro)) return fail('RO has no model');
  const model = ro.slice(0, 2);
  if (model !== REFERENCE_MODEL) return fail(`model ${model} is not 97`);
  const order: IpsOrderFields = {
    payeeAccount: fields.get('R') ?? '',
    payeeName: fields.get('N') ?? '',
    amountMinor: BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0')),
    paymentCode: fields.get('SF') ?? '',
    purpose: fields.get('S') ?? '',
    reference: ro.slice(2),
  };
  const problems = ipsOrderProblems(order);
  if (problems.length > 0) return fail(`invalid ${problems.join(', ')}`);
  return { ok: true, order, model };
}
