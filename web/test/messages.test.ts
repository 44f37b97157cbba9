import { describe, expect, it } from '@jest/globals';
import { defineMessages, getT, interpolate, t, translate } from '../src/i18n/messages';

const messages = defineMessages(
  {
    greeting: 'Zdravo, {name}!',
    booked: {
      one: 'Zakazan je {count} termin',
      few: 'Zakazana su {count} termina',
      other: 'Zakazano je {count} termina',
    },
    onlyLatin: 'Ljubazno vas molimo da sačekate',
    fixed: 'Injekcija',
  },
  {
    en: {
      greeting: 'Hello, {name}!',
      booked: { one: '{count} session booked', other: '{count} sessions booked' },
    },
    cyrl: { fixed: 'Ручно исправљено' },
  },
);

describe('messages', () => {
  it('uses Latin as the source', () => {
    expect(t(messages, 'sr-Latn', 'greeting', { name: 'Ana' })).toBe('Zdravo, Ana!');
  });

  it('derives Cyrillic, leaving variables as given', () => {
    expect(t(messages, 'sr-Cyrl', 'greeting', { name: 'Ana' })).toBe('Здраво, Ana!');
    expect(t(messages, 'sr-Cyrl', 'onlyLatin')).toBe('Љубазно вас молимо да сачекате');
  });

  it('memoizes the derived Cyrillic dictionary', () => {
    expect(translate(messages, 'sr-Cyrl')).toBe(translate(messages, 'sr-Cyrl'));
  });

  it('prefers a hand-written Cyrillic override', () => {
    expect(t(messages, 'sr-Cyrl', 'fixed')).toBe('Ручно исправљено');
  });

  it('uses English where given and falls back to Latin', () => {
    expect(t(messages, 'en', 'greeting', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(t(messages, 'en', 'onlyLatin')).toBe('Ljubazno vas molimo da sačekate');
  });

  it('picks plural forms by count', () => {
    const tr = getT(messages, 'sr-Latn');
    expect(tr('booked', { count: 1 })).toBe('Zakazan je 1 termin');
    expect(tr('booked', { count: 3 })).toBe('Zakazana su 3 termina');
    expect(tr('booked', { count: 5 })).toBe('Zakazano je 5 termina');
    expect(tr('booked', { count: 21 })).toBe('Zakazan je 21 termin');
    expect(getT(messages, 'sr-Cyrl')('booked', { count: 22 })).toBe('Заказана су 22 термина');
    expect(getT(messages, 'en')('booked', { count: 1 })).toBe('1 session booked');
    expect(getT(messages, 'en')('booked', { count: 2 })).toBe('2 sessions booked');
  });

  it('formats numbers for the locale and leaves unknown placeholders visible', () => {
    expect(interpolate('{n} / {missing}', { n: 12000 }, 'sr-Latn')).toBe('12.000 / {missing}');
    expect(interpolate('{n}', { n: 12000 }, 'en')).toBe('12,000');
  });

  it('throws on an unknown key instead of showing nothing', () => {
    expect(() => t(messages, 'sr-Latn', 'nope' as 'greeting')).toThrow(/unknown message key/);
  });
});
