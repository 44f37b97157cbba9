import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { fold, foldIncludes } from '../src/i18n/fold';
import { toCyrillic } from '../src/i18n/transliterate';

describe('fold', () => {
  it('makes a city equal across scripts, case and diacritics', () => {
    const forms = ['Čačak', 'Cacak', 'CACAK', 'čačak', 'Чачак', 'ЧАЧАК', '  Čačak '];
    for (const form of forms) expect(fold(form)).toBe('cacak');
  });

  it.each([
    ['Đorđe', 'djordje'],
    ['Ђорђе', 'djordje'],
    ['Djordje', 'djordje'],
    ['Šabac', 'sabac'],
    ['Ćuprija', 'cuprija'],
    ['Žabalj', 'zabalj'],
    ['Џеп', 'dzep'],
    ['Džep', 'dzep'],
    ['ǅep', 'dzep'],
    ['Љубав', 'ljubav'],
    ['Anksioznost  i\tstres', 'anksioznost i stres'],
    ['Café', 'cafe'],
  ])('%s → %s', (input, folded) => {
    expect(fold(input)).toBe(folded);
  });

  it('is idempotent and equal for any text and its Cyrillic form', () => {
    const letters = 'abcčćddžđefghijklljmnnjoprsštuvzž ';
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...letters), maxLength: 30 }), (text) => {
        expect(fold(fold(text))).toBe(fold(text));
        expect(fold(toCyrillic(text))).toBe(fold(text));
        expect(fold(text.toUpperCase())).toBe(fold(text));
      }),
    );
  });
});

describe('foldIncludes', () => {
  it('matches every word of the query in any script', () => {
    expect(foldIncludes('Psihoterapeutkinja iz Čačka, radi sa anksioznošću', 'cacka anksioznos')).toBe(true);
    expect(foldIncludes('Психотерапеуткиња из Чачка', 'Čačka')).toBe(true);
    expect(foldIncludes('Psihoterapeutkinja iz Čačka', 'Beograd')).toBe(false);
  });
});
