import { toLatin } from './transliterate';

/**
 * Search key: lower case, Latin script, no diacritics, single spaces. "Čačak", "Cacak", "ČAČAK" and "Чачак"
 * all fold to "cacak"; đ folds to "dj" because that is how people type it without a Serbian keyboard.
 * Apply the same fold to the query and to the text it is matched against.
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
