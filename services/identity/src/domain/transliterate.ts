// Serbian Latin → Cyrillic for our own copy. Digraphs first (lj, nj, dž are single Cyrillic letters).
// Only template text goes through this; names, addresses and links are inserted afterwards unchanged.
const DIGRAPHS: Record<string, string> = {
  LJ: 'Љ',
  Lj: 'Љ',
  lj: 'љ',
  NJ: 'Њ',
  Nj: 'Њ',
  nj: 'њ',
  DŽ: 'Џ',
  Dž: 'Џ',
  dž: 'џ',
};
const LETTERS: Record<string, string> = {
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
};

export function latinToCyrillic(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    // {placeholders} are filled in later with names and links, which keep their own script.
    if (text[i] === '{') {
      const end = text.indexOf('}', i);
      if (end !== -1) {
        out += text.slice(i, end + 1);
        i = end;
        continue;
      }
    }
    const pair = text.slice(i, i + 2);
    const di = DIGRAPHS[pair];
    if (di) {
      out += di;
      i++;
      continue;
    }
    const ch = text[i] as string;
    const lower = ch.toLowerCase();
    const cy = LETTERS[lower];
    out += cy ? (ch === lower ? cy : cy.toUpperCase()) : ch;
  }
  return out;
}
