import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { TRANSLITERATION_EXCEPTIONS, toCyrillic, toLatin } from '../src/transliterate';

describe('toCyrillic', () => {
  it.each([
    ['abvgdđežzijklljmnnjoprstćufhcčdžš', 'абвгдђежзијклљмнњопрстћуфхцчџш'],
    ['ABVGDĐEŽZIJKLLJMNNJOPRSTĆUFHCČDŽŠ', 'АБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШ'],
    ['Ljubav, Njegoš, Džep', 'Љубав, Његош, Џеп'],
    ['LJUBAV NJEGOŠ DŽEP', 'ЉУБАВ ЊЕГОШ ЏЕП'],
    ['konj, polje, odžak, hodža', 'коњ, поље, оџак, хоџа'],
    ['Čačak, Ćuprija, Đakovica, Šabac, Žabalj', 'Чачак, Ћуприја, Ђаковица, Шабац, Жабаљ'],
    ['Oslonac', 'Ослонац'],
    ['Kognitivno-bihejvioralna terapija (KBT)', 'Когнитивно-бихејвиорална терапија (КБТ)'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(toCyrillic(latin)).toBe(cyrillic);
  });

  it('does not treat lJ (lower then upper) as a digraph', () => {
    expect(toCyrillic('lJ nJ dŽ')).toBe('лЈ нЈ дЖ');
  });

  it('maps the one-code-point digraph letters and decomposed diacritics', () => {
    expect(toCyrillic('ǅep ǈubav ǌiva')).toBe('Џеп Љубав њива');
    expect(toCyrillic('c\u030Cas')).toBe('час');
  });

  describe('exceptions: a digraph that is two letters', () => {
    it.each([
      ['nadživeti', 'надживети'],
      ['Nadživela', 'Надживела'],
      ['NADŽIVETI', 'НАДЖИВЕТИ'],
      ['podžanr', 'поджанр'],
      ['podžanrovi', 'поджанрови'],
      ['odžaliti', 'оджалити'],
      ['odživeti', 'одживети'],
      ['podžupan', 'поджупан'],
      ['podželudačna žlezda', 'поджелудачна жлезда'],
      ['injekcija', 'инјекција'],
      ['injekcije', 'инјекције'],
      ['konjunktura', 'конјунктура'],
      ['konjunktivitis', 'конјунктивитис'],
      ['konjugacija', 'конјугација'],
      ['vanjezički', 'ванјезички'],
      ['Tanjug', 'Танјуг'],
    ])('%s → %s', (latin, cyrillic) => {
      expect(toCyrillic(latin)).toBe(cyrillic);
    });

    it('keeps the digraph in look-alike words that are not exceptions', () => {
      expect(toCyrillic('odžak odžačar konj konjić injam')).toBe('оџак оџачар коњ коњић ињам');
    });

    it('every listed exception splits exactly one digraph', () => {
      for (const entry of TRANSLITERATION_EXCEPTIONS) {
        const [before = '', after = ''] = entry.split('|');
        const pair = (before.slice(-1) + after.slice(0, 1)).toLowerCase();
        expect(['dž', 'lj', 'nj']).toContain(pair);
      }
    });
  });

  describe('what stays as written', () => {
    it('placeholders', () => {
      expect(toCyrillic('Zdravo {name}, imate {count} poruka')).toBe('Здраво {name}, имате {count} порука');
    });

    it('markup and entities, but not the text inside', () => {
      expect(
        toCyrillic('<a href="/legal/uslovi" class="link">Uslovi</a>&nbsp;i <strong>pravila</strong>'),
      ).toBe('<a href="/legal/uslovi" class="link">Услови</a>&nbsp;и <strong>правила</strong>');
    });

    it('URLs, e-mail addresses and domains', () => {
      expect(toCyrillic('Pišite na podrska@oslonac.rs ili posetite https://oslonac.rs/podrska.')).toBe(
        'Пишите на podrska@oslonac.rs или посетите https://oslonac.rs/podrska.',
      );
      expect(toCyrillic('Sajt oslonac.rs radi.')).toBe('Сајт oslonac.rs ради.');
    });

    it('the keep list and foreign words', () => {
      expect(toCyrillic('Terapija online, potvrda na e-mail, račun u PDF formatu, Wi-Fi, Chrome')).toBe(
        'Терапија online, потврда на e-mail, рачун у PDF формату, Wi-Fi, Chrome',
      );
    });

    it('form names with digits stay whole', () => {
      expect(toCyrillic('Obrazac W-8BEN za isplate')).toBe('Образац W-8BEN за исплате');
    });

    it('abbreviations in the keep list only in capitals', () => {
      expect(toCyrillic('QR kod i pin')).toBe('QR код и пин');
    });

    it('text that is already Cyrillic, digits and punctuation', () => {
      expect(toCyrillic('Већ ћирилица: 0800 300 303 — 45%')).toBe('Већ ћирилица: 0800 300 303 — 45%');
    });
  });
});

describe('toLatin', () => {
  it.each([
    ['Љубав', 'Ljubav'],
    ['ЉУБАВ', 'LJUBAV'],
    ['Његош ЊЕГОШ Џеп ЏЕП', 'Njegoš NJEGOŠ Džep DŽEP'],
    ['КОЊ', 'KONJ'],
    ['Љ', 'Lj'],
    ['Ћуприја, Ђаковица', 'Ćuprija, Đakovica'],
    ['инјекција', 'injekcija'],
    ['Ослонац online {name}', 'Oslonac online {name}'],
  ])('%s → %s', (cyrillic, latin) => {
    expect(toLatin(cyrillic)).toBe(latin);
  });
});

// Serbian Latin letters as units, so a generated "l"+"j" is a real digraph as often as it is two letters.
const LOWER = 'a b c č ć d dž đ e f g h i j k l lj m n nj o p r s š t u v z ž'.split(' ');
const capitalize = (unit: string) => unit.charAt(0).toUpperCase() + unit.slice(1);

// An all-capitals word must be at least two Cyrillic letters long: a lone Љ could be "LJ" or "Lj", and
// toLatin reads the case of the second Latin letter from the neighbouring letter.
const cyrillicLength = (w: string) => w.replace(/dž|lj|nj/gi, '#').length;

const word = fc
  .tuple(
    fc.array(fc.constantFrom(...LOWER), { minLength: 1, maxLength: 12 }),
    fc.constantFrom('lower', 'title', 'upper'),
  )
  .map(([units, style]) => {
    if (style === 'lower') return units.join('');
    if (style === 'upper') return units.join('').toUpperCase();
    return capitalize(units[0]!) + units.slice(1).join('');
  })
  .filter((w) => w !== w.toUpperCase() || cyrillicLength(w) >= 2);

const isExceptionWord = (w: string) =>
  TRANSLITERATION_EXCEPTIONS.some((e) => w.toLowerCase().startsWith(e.replace('|', '')));

describe('round trip', () => {
  it('toLatin(toCyrillic(x)) === x for Serbian Latin text', () => {
    fc.assert(
      fc.property(
        fc.array(
          word.filter((w) => !isExceptionWord(w)),
          { minLength: 1, maxLength: 8 },
        ),
        fc.array(fc.constantFrom(' ', ', ', '. ', ' - ', '!\n'), { minLength: 8, maxLength: 8 }),
        (words, separators) => {
          const text = words.map((w, i) => w + (i < words.length - 1 ? separators[i] : '')).join('');
          expect(toLatin(toCyrillic(text))).toBe(text);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('toCyrillic always produces Cyrillic letters only for Serbian words', () => {
    fc.assert(
      fc.property(word, (w) => {
        const out = toCyrillic(w);
        // keep-list words (e.g. a generated "email") legitimately stay Latin
        if (out === w) return;
        expect(out).toMatch(/^[\u0400-\u04FF]+$/u);
      }),
    );
  });
});
