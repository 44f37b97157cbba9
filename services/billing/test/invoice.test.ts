import { describe, expect, it } from '@jest/globals';
import {
  belgradeDate,
  invoiceFileName,
  invoiceNumber,
  invoiceYear,
  printedAmount,
  printedDate,
  serviceText,
} from '../src/domain/invoice';

// The pure rules of an invoice: which year it counts in, how its number, money and dates are printed.

describe('invoice rules', () => {
  it('counts the year in Belgrade: 23:30 UTC on New Year’s Eve is already next year', () => {
    expect(invoiceYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(invoiceYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
    // Summer time: 22:30 UTC on 30 June is 00:30 on 1 July in Belgrade.
    expect(belgradeDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('numbers invoices and credit notes in separate, zero-padded series', () => {
    expect(invoiceNumber('invoice', 2026, 123)).toBe('2026-000123');
    expect(invoiceNumber('credit_note', 2026, 4)).toBe('ON-2026-000004');
    expect(invoiceFileName('invoice', '2026-000123')).toBe('racun-2026-000123.pdf');
    expect(invoiceFileName('credit_note', 'ON-2026-000004')).toBe('knjizno-odobrenje-ON-2026-000004.pdf');
  });

  it('prints money and dates the Serbian way', () => {
    expect(printedAmount(400000n, 'RSD')).toBe('4.000,00 RSD');
    expect(printedAmount(123456789n, 'RSD')).toBe('1.234.567,89 RSD');
    expect(printedAmount(5n, 'EUR')).toBe('0,05 EUR');
    expect(printedDate('2026-12-03')).toBe('03.12.2026.');
    expect(serviceText(50, '2026-12-03')).toBe('Psihoterapijska seansa, 50 min, 03.12.2026.');
    expect(serviceText(0, '2026-12-03')).toBe('Psihoterapijska seansa, 03.12.2026.');
  });
});
