// The bank countries the payout form offers, with their names (Serbian Latin, English; Cyrillic is derived):
// Serbia and the neighbours a bank transfer reaches, then every country Stripe pays out to (CONNECT_PAYOUT_COUNTRIES
// in @oslonac/lang). Written out rather than read from Intl, so the server's and the browser's lists never differ.
import { CONNECT_PAYOUT_COUNTRIES } from '@oslonac/lang/pricing';

const NAMES: Record<string, readonly [sr: string, en: string]> = {
  RS: ['Srbija', 'Serbia'],
  BA: ['Bosna i Hercegovina', 'Bosnia and Herzegovina'],
  ME: ['Crna Gora', 'Montenegro'],
  MK: ['Severna Makedonija', 'North Macedonia'],
  AT: ['Austrija', 'Austria'],
  BE: ['Belgija', 'Belgium'],
  BG: ['Bugarska', 'Bulgaria'],
  HR: ['Hrvatska', 'Croatia'],
  CY: ['Kipar', 'Cyprus'],
  CZ: ['Češka', 'Czechia'],
  DK: ['Danska', 'Denmark'],
  EE: ['Estonija', 'Estonia'],
  FI: ['Finska', 'Finland'],
  FR: ['Francuska', 'France'],
  DE: ['Nemačka', 'Germany'],
  GR: ['Grčka', 'Greece'],
  HU: ['Mađarska', 'Hungary'],
  IE: ['Irska', 'Ireland'],
  IT: ['Italija', 'Italy'],
  LV: ['Letonija', 'Latvia'],
  LT: ['Litvanija', 'Lithuania'],
  LU: ['Luksemburg', 'Luxembourg'],
  MT: ['Malta', 'Malta'],
  NL: ['Holandija', 'Netherlands'],
  PL: ['Poljska', 'Poland'],
  PT: ['Portugalija', 'Portugal'],
  RO: ['Rumunija', 'Romania'],
  SK: ['Slovačka', 'Slovakia'],
  SI: ['Slovenija', 'Slovenia'],
  ES: ['Španija', 'Spain'],
  SE: ['Švedska', 'Sweden'],
  IS: ['Island', 'Iceland'],
  LI: ['Lihtenštajn', 'Liechtenstein'],
  NO: ['Norveška', 'Norway'],
  GB: ['Ujedinjeno Kraljevstvo', 'United Kingdom'],
  CH: ['Švajcarska', 'Switzerland'],
  GI: ['Gibraltar', 'Gibraltar'],
};

const FIRST = ['RS', 'BA', 'ME', 'MK'];

/** Serbia and its neighbours first, then the rest by name; `en` picks the English names. */
export function countryOptions(en: boolean): { value: string; label: string }[] {
  const name = (c: string) => NAMES[c]?.[en ? 1 : 0] ?? c;
  const rest = CONNECT_PAYOUT_COUNTRIES.filter((c) => !FIRST.includes(c)).sort((a, b) =>
    name(a).localeCompare(name(b), en ? 'en' : 'sr-Latn'),
  );
  return [...FIRST, ...rest].map((c) => ({ value: c, label: name(c) }));
}

export function countryName(code: string, en: boolean): string {
  return NAMES[code]?.[en ? 1 : 0] ?? code;
}
