import { toLatin } from './transliterate';

/**
 * Search key: lower case, Latin script, no diacritics, single spaces. "Čačak", "Cacak", "ČAČAK" and "Чачак"
 * all fold to "cacak"; đ folds to "dj" because that is how people type it without a Serbian keyboard.
 * Apply the same fold to the query and to the text it is matched against (the catalogue's stored search
 * document and the browser's filter alike), so every way people write Serbian meets every other.
 */
export function fold(text: string): string {
  return toLatin(text.normalize('NFC').toLowerCase())
    .replace(/đ/g, 'dj')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query is found in the text, across scripts and with or without diacritics. */
export function foldIncludes(text: string, query: string): boolean {
  const haystack = fold(text);
  return fold(query)
    .split(' ')
    .every((word) => haystack.includes(word));
}

/** The words of a folded text that a query can be made of: letters and digits only. */
export function foldedWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * An address fragment from any text: the fold, then ASCII letters and digits joined by single dashes
 * ("Šta je anksioznost?" → "sta-je-anksioznost", "Милица Ђорђевић" → "milica-djordjevic"); '' when nothing
 * usable is left.
 */
export function slugify(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
