// The taxonomy slugs exactly as issue 3 fixes them. The seed only ever tags profiles with these, and the seed
// tests check every generated profile against this list, so a typo here or in the generator cannot reach the
// database as a tag nobody can filter by.

export const SPECIALTY_SLUGS = [
  'anksioznost',
  'depresija',
  'partnerski-odnosi',
  'trauma',
  'stres-i-sagorevanje',
  'samopouzdanje',
  'tugovanje',
  'zavisnosti',
  'porodicni-odnosi',
  'licni-razvoj',
  'panicni-napadi',
  'poremecaji-ishrane',
  'opsesivno-kompulzivni-poremecaj',
  'roditeljstvo',
  'identitet-i-lgbtq',
  'usamljenost',
] as const;
export type SpecialtySlug = (typeof SPECIALTY_SLUGS)[number];

export const APPROACH_SLUGS = [
  'kbt',
  'psihodinamska',
  'gestalt',
  'sistemska-porodicna',
  'transakciona-analiza',
  'integrativna',
  'psihoanaliza',
  'egzistencijalna',
  'emdr',
  'shema-terapija',
  'act',
  'racionalno-emotivna',
] as const;
export type ApproachSlug = (typeof APPROACH_SLUGS)[number];

export const LANGUAGE_CODES = ['sr', 'en', 'de', 'ru', 'hu', 'fr', 'it', 'es', 'sl', 'mk'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The catalogue's price bands (RSD per individual session), as /terapija/cena/{priceRange} names them. */
export const PRICE_RANGES = ['do-3000', '3000-5000', '5000-7000', 'preko-7000'] as const;
