import { toLatin } from '@oslonac/web/transliterate';

// One searchable form for every way people write Serbian: Cyrillic → Latin, lower case, diacritics
// stripped (č ć → c, š → s, ž → z, đ → dj; other accents dropped). Applied to the stored search document
// and to the query alike, so "Чачак", "Čačak" and "cacak" are the same word.

const SERBIAN: Record<string, string> = { č: 'c', ć: 'c', š: 's', ž: 'z', đ: 'dj' };

export function foldText(text: string): string {
  return toLatin(text)
    .toLowerCase()
    .replace(/[čćšžđ]/g, (c) => SERBIAN[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a folded text that a query can be made of: letters and digits only. */
export function foldedWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
