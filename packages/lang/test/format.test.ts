import { describe, expect, it } from '@jest/globals';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatTime,
} from '../src/format';
import { plural, pluralCategory } from '../src/plural';

// ICU separates amount and currency with a no-break space; the strings below are what Node 20's ICU gives.
const NBSP = '\u00A0';

describe('plural', () => {
  const forms = { one: 'termin', few: 'termina', other: 'termina' } as const;
  const sessions = { one: 'seansa', few: 'seanse', other: 'seansi' } as const;

  it.each([
    [1, 'one', 'seansa'],
    [2, 'few', 'seanse'],
    [5, 'other', 'seansi'],
    [11, 'other', 'seansi'],
    [21, 'one', 'seansa'],
    [22, 'few', 'seanse'],
    [25, 'other', 'seansi'],
    [101, 'one', 'seansa'],
    [111, 'other', 'seansi'],
    [0, 'other', 'seansi'],
    [12, 'other', 'seansi'],
    [14, 'other', 'seansi'],
    [104, 'few', 'seanse'],
  ])('sr %i → %s', (n, category, word) => {
    expect(pluralCategory('sr-Latn', n)).toBe(category);
    expect(plural('sr-Latn', n, sessions)).toBe(word);
    expect(plural('sr-Cyrl', n, sessions)).toBe(word);
  });

  it.each([
    [1, 'one'],
    [2, 'other'],
    [5, 'other'],
    [11, 'other'],
    [21, 'other'],
    [22, 'other'],
    [101, 'other'],
  ])('en %i → %s', (n, category) => {
    expect(pluralCategory('en', n)).toBe(category);
  });

  it('falls back to other when few is not given', () => {
    expect(plural('sr-Latn', 3, { one: 'a', other: 'b' })).toBe('b');
    expect(plural('sr-Latn', 3, forms)).toBe('termina');
  });
});

describe('formatMoney', () => {
  it.each([
    [450000, 'RSD', 'sr-Latn', `4.500${NBSP}RSD`],
    [450000, 'RSD', 'sr-Cyrl', `4.500${NBSP}RSD`],
    [450050, 'RSD', 'sr-Latn', `4.500,50${NBSP}RSD`],
    [100, 'RSD', 'sr-Latn', `1${NBSP}RSD`],
    [0, 'RSD', 'sr-Latn', `0${NBSP}RSD`],
    [123456700, 'RSD', 'sr-Latn', `1.234.567${NBSP}RSD`],
    [4500, 'EUR', 'sr-Latn', `45${NBSP}€`],
    [4550, 'EUR', 'sr-Latn', `45,50${NBSP}€`],
    [-1999, 'EUR', 'sr-Latn', `-19,99${NBSP}€`],
    [450000, 'RSD', 'en', `RSD${NBSP}4,500`],
    [4550, 'EUR', 'en', '€45.50'],
  ] as const)('%i %s %s → %s', (minor, currency, locale, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it('refuses fractional minor units', () => {
    expect(() => formatMoney(10.5, 'RSD', 'sr-Latn')).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('groups thousands per locale', () => {
    expect(formatNumber(12345, 'sr-Latn')).toBe('12.345');
    expect(formatNumber(12345, 'en')).toBe('12,345');
  });
});

describe('formatDateTime', () => {
  const moment = new Date('2025-03-30T12:30:00Z'); // the day Belgrade moves to summer time

  it('shows the moment in the given zone, in each script', () => {
    expect(formatDateTime(moment, 'Europe/Belgrade', 'sr-Latn')).toBe('30. mart 2025. 14:30');
    expect(formatDateTime(moment, 'Europe/Belgrade', 'sr-Cyrl')).toBe('30. март 2025. 14:30');
    expect(formatDateTime(moment, 'Europe/Belgrade', 'en')).toBe('30 March 2025 at 14:30');
    expect(formatDateTime(moment, 'America/Chicago', 'sr-Latn')).toBe('30. mart 2025. 07:30');
  });

  it('crosses the DST change correctly', () => {
    expect(formatTime(new Date('2025-03-30T00:30:00Z'), 'Europe/Belgrade', 'sr-Latn')).toBe('01:30');
    expect(formatTime(new Date('2025-03-30T01:30:00Z'), 'Europe/Belgrade', 'sr-Latn')).toBe('03:30');
  });

  it('can name the zone, and show only a date', () => {
    expect(formatDateTime(moment, 'Europe/Belgrade', 'sr-Latn', { showZone: true })).toBe(
      '30. mart 2025. 14:30 CEST',
    );
    expect(formatDate('2025-01-05T23:30:00Z', 'Europe/Belgrade', 'sr-Latn')).toBe('6. januar 2025.');
  });

  it('rejects an invalid date', () => {
    expect(() => formatDateTime('not a date', 'Europe/Belgrade', 'sr-Latn')).toThrow(RangeError);
  });
});

describe('formatMonth', () => {
  it('names a calendar month in each script and in English, the same in every zone', () => {
    expect(formatMonth('2026-11', 'sr-Latn')).toBe('novembar 2026.');
    expect(formatMonth('2026-11', 'sr-Cyrl')).toBe('новембар 2026.');
    expect(formatMonth('2027-01', 'en')).toBe('January 2027');
    expect(() => formatMonth('2026-1', 'sr-Latn')).toThrow(RangeError);
  });
});
