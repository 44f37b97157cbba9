/**
 * Serbian Latin ⇄ Cyrillic. Copy is written once in Latin and the Cyrillic UI is derived from it, so this
 * must be right for real text: digraphs (lj, nj, dž) that are sometimes two letters, and tokens that Serbian
 * Cyrillic text keeps in Latin (addresses, placeholders, markup, a few foreign words and abbreviations).
 */

const LATIN_TO_CYRILLIC: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
  dž: 'џ',
  lj: 'љ',
  nj: 'њ',
  A: 'А',
  B: 'Б',
  C: 'Ц',
  Č: 'Ч',
  Ć: 'Ћ',
  D: 'Д',
  Đ: 'Ђ',
  E: 'Е',
  F: 'Ф',
  G: 'Г',
  H: 'Х',
  I: 'И',
  J: 'Ј',
  K: 'К',
  L: 'Л',
  M: 'М',
  N: 'Н',
  O: 'О',
  P: 'П',
  R: 'Р',
  S: 'С',
  Š: 'Ш',
  T: 'Т',
  U: 'У',
  V: 'В',
  Z: 'З',
  Ž: 'Ж',
  Dž: 'Џ',
  DŽ: 'Џ',
  Lj: 'Љ',
  LJ: 'Љ',
  Nj: 'Њ',
  NJ: 'Њ',
  // Unicode's one-code-point digraphs, which some keyboards and OCR output produce.
  Ǆ: 'Џ',
  ǅ: 'Џ',
  ǆ: 'џ',
  Ǉ: 'Љ',
  ǈ: 'Љ',
  ǉ: 'љ',
  Ǌ: 'Њ',
  ǋ: 'Њ',
  ǌ: 'њ',
};

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  ц: 'c',
  ч: 'č',
  ћ: 'ć',
  д: 'd',
  ђ: 'đ',
  е: 'e',
  ф: 'f',
  г: 'g',
  х: 'h',
  и: 'i',
  ј: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  ш: 'š',
  т: 't',
  у: 'u',
  в: 'v',
  з: 'z',
  ж: 'ž',
  џ: 'dž',
  љ: 'lj',
  њ: 'nj',
  А: 'A',
  Б: 'B',
  Ц: 'C',
  Ч: 'Č',
  Ћ: 'Ć',
  Д: 'D',
  Ђ: 'Đ',
  Е: 'E',
  Ф: 'F',
  Г: 'G',
  Х: 'H',
  И: 'I',
  Ј: 'J',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Ш: 'Š',
  Т: 'T',
  У: 'U',
  В: 'V',
  З: 'Z',
  Ж: 'Ž',
};

/** Upper-case Cyrillic letters whose Latin form is two letters: the case of the second depends on context. */
const CYRILLIC_DIGRAPHS: Record<string, [title: string, upper: string]> = {
  Џ: ['Dž', 'DŽ'],
  Љ: ['Lj', 'LJ'],
  Њ: ['Nj', 'NJ'],
};

/**
 * Word beginnings where a Latin digraph is really two letters. `|` marks the split: "nad|živ" makes
 * "nadživeti" надживети, not наџивети. Matched case-insensitively at the start of a word, so one stem covers
 * every inflected form (nadživela, injekcije, konjunkture…). Mostly prefixes od-/pod-/nad-/pred- before ž-,
 * and in-/kon-/van- before j-.
 */
export const TRANSLITERATION_EXCEPTIONS: readonly string[] = [
  // d|ž
  'nad|živ', // nadživeti, nadživljavati
  'nad|žnje', // nadžnjeti
  'nad|žup', // nadžupnik
  'od|žal', // odžaliti
  'od|živ', // odživeti
  'pod|žanr', // podžanr
  'pod|žup', // podžupan
  'pod|želud', // podželudačna žlezda
  'pred|želud', // predželudac
  // n|j
  'in|jekc', // injekcija
  'in|jekt', // injektor
  'kon|jug', // konjugacija
  'kon|junk', // konjunktura, konjunkcija, konjunktivitis
  'tan|jug', // Tanjug
  'van|jezi', // vanjezički
  'van|jevrop', // vanjevropski
  'van|jugoslov', // vanjugoslovenski
  'ben|jamin', // Benjamin
];

/**
 * Latin tokens that Serbian Cyrillic text keeps as written. Entries in capitals are abbreviations and match
 * only in capitals (so a Serbian word that happens to share the letters is still transliterated); the rest
 * match in any case. Words with q, w, x, y or non-Serbian letters are always kept, so they need no entry.
 */
export const KEEP_LATIN: readonly string[] = [
  'online',
  'offline',
  'e-mail',
  'email',
  'W-8BEN',
  'Wi-Fi',
  'PDF',
  'SMS',
  'QR',
  'URL',
  'IBAN',
  'SWIFT',
  'BIC',
  'PIN',
  'ID',
  'Oslonac.rs',
  'Stripe',
  'Visa',
  'Mastercard',
  'Maestro',
  'PayPal',
  'Google',
  'Apple',
  'iPhone',
  'iPad',
  'iOS',
  'Android',
  'Chrome',
  'Firefox',
  'Safari',
  'Edge',
  'Zoom',
  'Skype',
  'Viber',
  'BetterHelp',
  'LGBTQ',
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const notWordBefore = '(?<![\\p{L}\\p{N}_@./-])';
const notWordAfter = '(?![\\p{L}\\p{N}_@-])';

function keepPattern(words: readonly string[]): string {
  const upper = words.filter((w) => w === w.toUpperCase()).map(escapeRe);
  const other = words.filter((w) => w !== w.toUpperCase()).map(escapeRe);
  const parts: string[] = [];
  // Case-sensitive alternatives cannot share a regex with case-insensitive ones, except through an inline
  // character-class expansion, so any-case words are spelled out as [oO][nN]… classes.
  if (upper.length) parts.push(`${notWordBefore}(?:${upper.join('|')})${notWordAfter}`);
  if (other.length) {
    const anyCase = other.map((w) =>
      [...w]
        .map((ch) =>
          ch.toLowerCase() !== ch.toUpperCase() ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : ch,
        )
        .join(''),
    );
    parts.push(`${notWordBefore}(?:${anyCase.join('|')})${notWordAfter}`);
  }
  return parts.join('|');
}

const TLDS = 'rs|срб|com|org|net|eu|info|io|app|me|ba|hr|si|mk|de|at|ch|uk|us|ca|au|se|no|fr|it|nl';
const URL_END = '[^\\s<>"\'.,;:!?)\\]}]';

/** Everything toCyrillic must leave exactly as written. Order matters: longer constructs first. */
const PROTECTED = new RegExp(
  [
    '\\{[^{}]*\\}', // message placeholders: {name}, {count}
    '<[^<>]*>', // markup tags with their attributes
    '&(?:[a-zA-Z]+|#\\d+|#x[0-9a-fA-F]+);', // HTML entities
    '`[^`]*`', // inline code
    `(?:https?:\\/\\/|mailto:|tel:|www\\.)[^\\s<>"']*${URL_END}`, // URLs
    '[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.\\p{L}{2,}', // e-mail addresses
    `${notWordBefore}[a-zA-Z0-9-]+(?:\\.[a-zA-Z0-9-]+)*\\.(?:${TLDS})(?![\\p{L}\\p{N}])(?:\\/[^\\s<>"']*${URL_END})?`, // bare domains
    keepPattern(KEEP_LATIN),
  ].join('|'),
  'gu',
);

/** Latin letters outside the Serbian alphabet mark a foreign word that stays in Latin (Wi-Fi, Chrome, café). */
const FOREIGN_LATIN = /[qwxyQWXY\u00C0-\u00FF\u0100-\u010B\u010E\u010F\u0112-\u017C\u0180-\u024F]/u;
const SERBIAN_LATIN_EXTRAS = /[čćđšžČĆĐŠŽ\u01C4-\u01CC]/u;

interface Exception {
  stem: string; // lower case, without the split mark
  splits: number[]; // offsets in the stem where the word is cut
}

const EXCEPTIONS: Exception[] = TRANSLITERATION_EXCEPTIONS.map((entry) => {
  const splits: number[] = [];
  let stem = '';
  for (const ch of entry) {
    if (ch === '|') splits.push(stem.length);
    else stem += ch;
  }
  return { stem: stem.normalize('NFC'), splits };
}).sort((a, b) => b.stem.length - a.stem.length);

function isForeign(word: string): boolean {
  for (const ch of word) {
    if (FOREIGN_LATIN.test(ch) && !SERBIAN_LATIN_EXTRAS.test(ch)) return true;
  }
  return false;
}

/** Maps letters of a word fragment, recognising digraphs (lj, Lj, LJ — but not lJ). */
function lettersToCyrillic(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (next !== undefined) {
      const pair = ch + next;
      const mapped = LATIN_TO_CYRILLIC[pair];
      if (mapped) {
        out += mapped;
        i++;
        continue;
      }
    }
    out += LATIN_TO_CYRILLIC[ch] ?? ch;
  }
  return out;
}

function wordToCyrillic(word: string): string {
  if (isForeign(word)) return word;
  const lower = word.toLowerCase();
  const exception = EXCEPTIONS.find((e) => lower.startsWith(e.stem));
  if (!exception) return lettersToCyrillic(word);
  let out = '';
  let from = 0;
  for (const at of exception.splits) {
    out += lettersToCyrillic(word.slice(from, at));
    from = at;
  }
  return out + lettersToCyrillic(word.slice(from));
}

const WORD = /[\p{L}\p{M}]+/gu;

function plainToCyrillic(text: string): string {
  return text.replace(WORD, wordToCyrillic);
}

/**
 * Serbian Latin → Cyrillic. Leaves placeholders (`{name}`), markup, entities, URLs, e-mail addresses,
 * domains, KEEP_LATIN tokens and foreign words untouched, and splits digraphs listed in
 * TRANSLITERATION_EXCEPTIONS. Text already in Cyrillic passes through unchanged.
 */
export function toCyrillic(latin: string): string {
  const text = latin.normalize('NFC');
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    const start = match.index;
    out += plainToCyrillic(text.slice(last, start)) + match[0];
    last = start + match[0].length;
  }
  return out + plainToCyrillic(text.slice(last));
}

const isUpper = (ch: string | undefined) =>
  ch !== undefined && ch !== ch.toLowerCase() && ch === ch.toUpperCase();
const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);

/**
 * Serbian Cyrillic → Latin. Љ, Њ, Џ become "LJ"/"NJ"/"DŽ" inside words written in capitals and
 * "Lj"/"Nj"/"Dž" otherwise. Latin text passes through unchanged.
 */
export function toLatin(cyrillic: string): string {
  const text = cyrillic.normalize('NFC');
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const digraph = CYRILLIC_DIGRAPHS[ch];
    if (digraph) {
      const next = chars[i + 1];
      const prev = chars[i - 1];
      const shouting = isLetter(next) ? isUpper(next) : isUpper(prev) && isLetter(prev);
      out += shouting ? digraph[1] : digraph[0];
      continue;
    }
    out += CYRILLIC_TO_LATIN[ch] ?? ch;
  }
  return out;
}

/** True when the text holds Cyrillic letters (used to decide how to echo user input back). */
export function hasCyrillic(text: string): boolean {
  return /[\u0400-\u04FF]/u.test(text);
}
