import { describe, expect, it } from '@jest/globals';
import { billingConfig, DEV_IPS } from '../src/config';
import { isSerbianAccount, model97Check, validSerbianAccount } from '../src/domain/bank-account';
import {
  ipsAmount,
  ipsOrderProblems,
  ipsPurpose,
  ipsQrPayload,
  ipsReference,
  ipsText,
  isIpsText,
  isModel97Reference,
  parseIpsPayload,
} from '../src/domain/ips';

// The pure rules of an IPS QR bank transfer: model 97 check digits, the account's check, NBS's amount and text
// rules, and the QR text read back by the parser.

const ACCOUNT = '999000000000000151';
const order = {
  payeeAccount: ACCOUNT,
  payeeName: 'Oslonac d.o.o. Beograd',
  amountMinor: 359613n,
  paymentCode: '289',
  purpose: 'Psihoterapija 12.12.2026.',
  reference: ipsReference(100001),
};

describe('model 97', () => {
  it('makes check digits as 98 − (number·100 mod 97), two digits', () => {
    // 10000100 mod 97 = 79 → 19.
    expect(model97Check('100001')).toBe('19');
    expect(ipsReference(100001)).toBe('19100001');
    // A check below 10 keeps its leading zero (checks run from 02 to 98).
    const small = Array.from({ length: 2000 }, (_, i) => String(i + 1)).find((n) => model97Check(n) === '02');
    expect(small).toBeDefined();
    expect(ipsReference(Number(small))).toBe(`02${small}`);
  });

  it('gives references that satisfy ISO 7064 (number·100 + check ≡ 1 mod 97) for every number tried', () => {
    for (let n = 100001; n < 100001 + 500; n++) {
      const ref = ipsReference(n);
      expect(BigInt(`${ref.slice(2)}${ref.slice(0, 2)}`) % 97n).toBe(1n);
      expect(isModel97Reference(ref)).toBe(true);
    }
  });

  it('refuses a reference with a changed digit or swapped neighbours', () => {
    expect(isModel97Reference('19100001')).toBe(true);
    expect(isModel97Reference('19100002')).toBe(false);
    expect(isModel97Reference('19010001')).toBe(false);
    expect(isModel97Reference('91100001')).toBe(false);
    expect(isModel97Reference('19')).toBe(false);
    expect(isModel97Reference('19a00001')).toBe(false);
    expect(() => ipsReference(0)).toThrow();
  });
});

describe('Serbian account', () => {
  it('checks bank + account + two mod 97 digits over the first 16', () => {
    expect(isSerbianAccount(ACCOUNT)).toBe(true);
    expect(isSerbianAccount('999000000000000152')).toBe(false);
    expect(isSerbianAccount('99900000000000015')).toBe(false);
    expect(isSerbianAccount('99900000000000015x')).toBe(false);
  });

  it('fills the written short form to 18 digits', () => {
    expect(validSerbianAccount('999-1-51')).toBe(ACCOUNT);
    expect(validSerbianAccount('999-0000000000001-51')).toBe(ACCOUNT);
    expect(validSerbianAccount('999-1')).toBeNull();
  });
});

describe('amount and text', () => {
  it('writes the amount with a decimal comma and no thousands separator', () => {
    expect(ipsAmount(359613n)).toBe('3596,13');
    expect(ipsAmount(400000)).toBe('4000,00');
    expect(ipsAmount(5n)).toBe('0,05');
    expect(ipsAmount(123456789n)).toBe('1234567,89');
    expect(() => ipsAmount(0n)).toThrow();
  });

  it('accepts Serbian letters in both scripts and refuses the delimiter, dashes NBS lacks, and overlong text', () => {
    expect(isIpsText('Uplata za ČĆŽŠĐ čćžšđ', 35)).toBe(true);
    expect(isIpsText('Психотерапија 12.12.2026.', 35)).toBe(true);
    expect(isIpsText('a|b', 35)).toBe(false);
    expect(isIpsText('a — b', 35)).toBe(false);
    expect(isIpsText('x'.repeat(36), 35)).toBe(false);
    expect(isIpsText('', 35)).toBe(false);
    expect(isIpsText('Oslonac\nBeograd', 70, 3)).toBe(true);
    expect(isIpsText('Oslonac\nBeograd', 35)).toBe(false);
  });

  it('makes text fit: signs become spaces, cut at a word', () => {
    expect(ipsText('Oslonac d.o.o. (PODACI ZA RAZVOJ — NIJE PRAVI RAČUN)', 70)).toBe(
      'Oslonac d.o.o. (PODACI ZA RAZVOJ NIJE PRAVI RAČUN)',
    );
    expect(ipsText('a|b', 35)).toBe('a b');
    const long = ipsText('Jedan dva tri četiri pet šest sedam osam devet deset', 35);
    expect(long).toBe('Jedan dva tri četiri pet šest');
    expect(isIpsText(long, 35)).toBe(true);
  });

  it('names the session’s date in the purpose', () => {
    expect(ipsPurpose('2026-12-12')).toBe('Psihoterapija 12.12.2026.');
    expect(ipsPurpose(null)).toBe('Psihoterapija');
  });
});

describe('IPS QR text', () => {
  it('writes NBS’s tags in order, joined by "|" with none at the ends', () => {
    expect(ipsQrPayload(order)).toBe(
      'K:PR|V:01|C:1|R:999000000000000151|N:Oslonac d.o.o. Beograd|I:RSD3596,13|SF:289|S:Psihoterapija 12.12.2026.|RO:9719100001',
    );
  });

  it('refuses an order that breaks a rule, naming the fields', () => {
    expect(ipsOrderProblems({ ...order, payeeAccount: '999000000000000152' })).toEqual(['payee_account']);
    expect(ipsOrderProblems({ ...order, paymentCode: '389', purpose: 'x'.repeat(36) })).toEqual([
      'payment_code',
      'purpose',
    ]);
    expect(ipsOrderProblems({ ...order, reference: '20100001' })).toEqual(['reference']);
    expect(() => ipsQrPayload({ ...order, payeeName: 'A|B' })).toThrow(/payee_name/);
  });

  it('reads its own text back', () => {
    const parsed = parseIpsPayload(ipsQrPayload(order));
    expect(parsed).toEqual({ ok: true, model: '97', order });
  });

  it('refuses texts a bank app would refuse', () => {
    const good = ipsQrPayload(order);
    expect(parseIpsPayload(`${good}|`).ok).toBe(false);
    expect(parseIpsPayload(good.replace('|S:Psihoterapija 12.12.2026.', '|S:')).ok).toBe(false);
    expect(parseIpsPayload(good.replace('K:PR|V:01', 'V:01|K:PR')).ok).toBe(false);
    expect(parseIpsPayload(good.replace('I:RSD3596,13', 'I:RSD3.596,13')).ok).toBe(false);
    expect(parseIpsPayload(good.replace('RO:9719100001', 'RO:9719100002')).ok).toBe(false);
    expect(parseIpsPayload(good.replace('RO:97', 'RO:00')).ok).toBe(false);
    expect(parseIpsPayload(good.replace('R:999000000000000151', 'R:999000000000000152')).ok).toBe(false);
    expect(parseIpsPayload(good.replace('|SF:289', '')).ok).toBe(false);
  });
});

describe('IPS configuration', () => {
  it('defaults to a fake payee that still makes valid codes', () => {
    expect(billingConfig.IPS_PAYEE_ACCOUNT.parse(undefined)).toBe(DEV_IPS.payeeAccount);
    expect(billingConfig.IPS_PAYEE_NAME.parse(undefined)).toBe(DEV_IPS.payeeName);
    expect(billingConfig.IPS_PAYMENT_CODE.parse(undefined)).toBe('289');
    expect(() => ipsQrPayload({ ...order, ...DEV_IPS })).not.toThrow();
  });

  it('refuses an account with wrong check digits, a name with "|" and a code NBS does not have', () => {
    expect(billingConfig.IPS_PAYEE_ACCOUNT.safeParse('999000000000000152').success).toBe(false);
    expect(billingConfig.IPS_PAYEE_ACCOUNT.safeParse('999-1-51').success).toBe(false);
    expect(billingConfig.IPS_PAYEE_NAME.safeParse('Oslonac | d.o.o.').success).toBe(false);
    expect(billingConfig.IPS_PAYMENT_CODE.safeParse('389').success).toBe(false);
  });
});
