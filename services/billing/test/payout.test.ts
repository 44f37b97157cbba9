import { describe, expect, it } from '@jest/globals';
import { validIban, validSerbianAccount } from '../src/domain/bank-account';
import {
  checkAccount,
  checkReference,
  lastEndedPeriod,
  methodFor,
  monthStart,
  nextPeriod,
  payoutDueOn,
  periodName,
  periodSpan,
} from '../src/domain/payout';

describe('account numbers', () => {
  it('accepts real IBANs by their mod-97 check, with or without spaces', () => {
    expect(validIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(validIban('rs35260005601001611379')).toBe('RS35260005601001611379');
    expect(validIban('GB82WEST12345698765432')).toBe('GB82WEST12345698765432');
    // One digit changed, two swapped.
    expect(validIban('DE89370400440532013001')).toBeNull();
    expect(validIban('DE98370400440532013000')).toBeNull();
    expect(validIban('DE89')).toBeNull();
  });

  it('accepts Serbian accounts by their control digits, dashed with a short middle or as 18 digits', () => {
    expect(validSerbianAccount('260-0056010016113-79')).toBe('260005601001611379');
    expect(validSerbianAccount('260005601001611379')).toBe('260005601001611379');
    expect(validSerbianAccount('160-5100000000000-22')).toBeNull();
    expect(validSerbianAccount('260005601001611378')).toBeNull();
    expect(validSerbianAccount('26000560100161137')).toBeNull();
    // Padding: "908-10501-97" is 908 0000000010501 97.
    expect(validSerbianAccount('908-10501-97')).toBe('908000000001050197');
    expect(validSerbianAccount('160-5100000000000-87')).toBe('160510000000000087');
  });

  it('decides the method by country: Stripe Connect where Stripe pays out, a bank transfer elsewhere', () => {
    expect(methodFor('DE')).toBe('stripe_connect');
    expect(methodFor('AT')).toBe('stripe_connect');
    expect(methodFor('GB')).toBe('stripe_connect');
    expect(methodFor('CH')).toBe('stripe_connect');
    expect(methodFor('RS')).toBe('bank_transfer');
    expect(methodFor('BA')).toBe('bank_transfer');
    expect(methodFor('ME')).toBe('bank_transfer');
  });

  it('checks the whole account and says in Serbian what is wrong', () => {
    expect(checkAccount({ country: 'rs', holder: '  Ana   Anić ', number: '260-0056010016113-79' })).toEqual({
      country: 'RS',
      holder: 'Ana Anić',
      number: '260005601001611379',
      method: 'bank_transfer',
    });
    expect(
      checkAccount({ country: 'DE', holder: 'Ana Anić', number: 'DE89 3704 0044 0532 0130 00' }),
    ).toMatchObject({
      method: 'stripe_connect',
      number: 'DE89370400440532013000',
    });
    expect(checkAccount({ country: 'RS', holder: 'Ana', number: 'RS35260005601001611379' }).method).toBe(
      'bank_transfer',
    );
    expect(() => checkAccount({ country: 'DE', holder: 'Ana', number: 'DE89370400440532013001' })).toThrow(
      /IBAN nije ispravan/,
    );
    expect(() => checkAccount({ country: 'AT', holder: 'Ana', number: 'DE89370400440532013000' })).toThrow(
      /drugoj zemlji/,
    );
    expect(() => checkAccount({ country: 'RS', holder: 'Ana', number: '260005601001611378' })).toThrow(
      /kontrolni broj/,
    );
    expect(() => checkAccount({ country: 'Srbija', holder: 'Ana', number: '1' })).toThrow(/zemlju/);
    expect(() => checkAccount({ country: 'RS', holder: ' ', number: '1' })).toThrow(/vlasnika/);
  });

  it('wants a bank reference of a few printable characters', () => {
    expect(checkReference('  NAL-2026-12-001 ')).toBe('NAL-2026-12-001');
    expect(() => checkReference('ab')).toThrow(/referencu/);
  });
});

describe('the payout calendar (Belgrade)', () => {
  it('a month starts at Belgrade midnight, summer and winter', () => {
    expect(monthStart(2026, 12).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(monthStart(2026, 7).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(monthStart(2026, 13).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('the month that ended last is Belgrade’s, not UTC’s', () => {
    // 30 Nov 23:30 UTC is already 1 December in Belgrade: November has ended.
    expect(lastEndedPeriod(new Date('2026-11-30T23:30:00Z'))).toEqual({
      period: '2026-11',
      start: new Date('2026-10-31T23:00:00Z'),
      end: new Date('2026-11-30T23:00:00Z'),
    });
    // 30 Nov 22:30 UTC is still November in Belgrade: October is the last ended.
    expect(lastEndedPeriod(new Date('2026-11-30T22:30:00Z')).period).toBe('2026-10');
    expect(lastEndedPeriod(new Date('2027-01-01T00:00:00Z')).period).toBe('2026-12');
  });

  it('pays a month on the pricing module’s day of the next month', () => {
    expect(payoutDueOn('2026-11')).toBe('2026-12-10');
    expect(payoutDueOn('2026-12')).toBe('2027-01-10');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(periodName('2026-11')).toBe('novembar 2026.');
    expect(periodSpan('2026-03')).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    });
  });
});
