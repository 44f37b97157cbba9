import { DomainError } from '@oslonac/kit';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@oslonac/lang';

export const MAX_DISPLAY_NAME_LENGTH = 80;

/** Unknown or empty locales fall back to Serbian Latin rather than failing a sign-up. */
export function normaliseLocale(raw: string | null | undefined): Locale {
  if (!raw) return DEFAULT_LOCALE;
  const found = LOCALES.find((l) => l.toLowerCase() === raw.trim().toLowerCase());
  return found ?? DEFAULT_LOCALE;
}

export function normaliseDisplayName(raw: string): string {
  // Collapse runs of whitespace: names are shown in lists and headers.
  const name = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  const length = [...name].length;
  if (length === 0 || length > MAX_DISPLAY_NAME_LENGTH) {
    throw new DomainError(
      'invalid_argument',
      'identity.invalid_argument',
      `Ime mora imati od 1 do ${MAX_DISPLAY_NAME_LENGTH} znakova.`,
      { field: 'displayName' },
    );
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters do not belong in a name.
  if (/[\u0000-\u001f\u007f]/u.test(name)) {
    throw new DomainError(
      'invalid_argument',
      'identity.invalid_argument',
      'Ime sadrži nedozvoljene znakove.',
      {
        field: 'displayName',
      },
    );
  }
  return name;
}
