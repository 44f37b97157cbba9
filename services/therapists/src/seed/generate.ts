import { createHash } from 'node:crypto';
import { BIO_SHAPES, type BioFacts, type Person, PREVIOUS_WORK, type Sentence, SLOTS } from '../../seed/bios';
import {
  APPROACH_TRAINING,
  CHECKERS,
  CLINICAL_SPECIALISATION,
  COUNSELLING_SCHOOLS,
  DPS,
  ECP,
  KPS,
  LKS,
  MEDICAL_SCHOOLS,
  PSYCHIATRY_SPECIALISATION,
  PSYCHOLOGY_SCHOOLS,
  type School,
  SDPS,
  TITLES,
  type Title,
  VERIFICATION_NOTES,
} from '../../seed/credentials';
import { APPROACH_FORMS } from '../../seed/grammar';
import {
  DIASPORA_FEMALE_FIRST,
  DIASPORA_MALE_FIRST,
  DIASPORA_SURNAMES,
  FEMALE_FIRST,
  INITIALS,
  MALE_FIRST,
  REVIEWER_FEMALE,
  REVIEWER_MALE,
  SURNAMES,
  VOJVODINA_SURNAMES,
} from '../../seed/names';
import { HOME_TOWNS_LOC, PLACES, type Place } from '../../seed/places';
import { REVIEW_TEMPLATES } from '../../seed/reviews';
import {
  APPROACH_SLUGS,
  type ApproachSlug,
  type LanguageCode,
  SPECIALTY_SLUGS,
  type SpecialtySlug,
} from '../../seed/taxonomy';
import { uniqueSlug } from '../domain/slug';
import type { SeedEducation, SeedReview, SeedSessionType, SeedTherapist, SeedVerification } from './types';

// Demo and benchmark therapists. Everything comes from a seeded PRNG and fixed tables, so the same call always
// returns the same therapists (ids, slugs, bios, prices): seeding is idempotent and benchmarks comparable.

export const DEMO_COUNT = 64;
const DEMO_SEED = 0x05105ac;
const BENCH_SEED = 0xbe7c4;
/** The year the data is "as of"; fixed so that graduation years do not drift with the clock. */
const AS_OF_YEAR = 2026;
/** RSD per EUR, rounded: enough for showing both prices. */
const RSD_PER_EUR = 117;

/** Fixed namespace for the seed's name-based (v5) user ids. */
const SEED_NAMESPACE = 'c5a9f3d2-4b1e-4f6a-9d2c-7e8b1a0f3c64';

/** RFC 4122 version 5 UUID (SHA-1, name-based) of `name` in the seed namespace. */
export function seedUuid(name: string): string {
  const ns = Buffer.from(SEED_NAMESPACE.replace(/-/g, ''), 'hex');
  const bytes = createHash('sha1').update(ns).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// --- randomness --------------------------------------------------------------------------------------------

/** mulberry32: tiny, fast, and the same sequence on every platform. */
class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weight(item);
    let r = this.next() * total;
    for (const item of items) {
      r -= weight(item);
      if (r < 0) return item;
    }
    return items[items.length - 1]!;
  }
  /** k distinct items, earlier ones more likely when weighted. */
  sample<T>(items: readonly T[], k: number, weight: (item: T) => number = () => 1): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < k && pool.length > 0) {
      const item = this.weighted(pool, weight);
      out.push(item);
      pool.splice(pool.indexOf(item), 1);
    }
    return out;
  }
}

/**
 * Picks sentences for bios. The demo set spreads use (the least-used fitting sentence wins, ties at random) so
 * that 60 bios read as 60 people; the bench set picks plainly at random, which is faster and good enough.
 */
class SentencePicker {
  private used = new Map<string, number>();
  constructor(
    private rng: Rng,
    private spread: boolean,
  ) {}
  pick(options: Sentence[], f: BioFacts, person: Person, exclude: Set<string>): Sentence | null {
    const fitting = options.filter(
      (s) => s.person === person && !exclude.has(s.id) && (s.when === undefined || s.when(f)),
    );
    if (fitting.length === 0) return null;
    if (!this.spread) return this.rng.pick(fitting);
    let least = Number.POSITIVE_INFINITY;
    for (const s of fitting) least = Math.min(least, this.used.get(s.id) ?? 0);
    const chosen = this.rng.pick(fitting.filter((s) => (this.used.get(s.id) ?? 0) === least));
    this.used.set(chosen.id, least + 1);
    return chosen;
  }
}

// --- tables that only the generator needs ------------------------------------------------------------------

/** How often a specialty or approach shows up on real profiles: anxiety and CBT everywhere, the rest less. */
const SPECIALTY_WEIGHT: Record<SpecialtySlug, number> = {
  anksioznost: 10,
  depresija: 8,
  'partnerski-odnosi': 6,
  trauma: 5,
  'stres-i-sagorevanje': 7,
  samopouzdanje: 6,
  tugovanje: 3,
  zavisnosti: 2,
  'porodicni-odnosi': 4,
  'licni-razvoj': 5,
  'panicni-napadi': 5,
  'poremecaji-ishrane': 2,
  'opsesivno-kompulzivni-poremecaj': 2,
  roditeljstvo: 3,
  'identitet-i-lgbtq': 2,
  usamljenost: 3,
};

const APPROACH_WEIGHT: Record<ApproachSlug, number> = {
  kbt: 10,
  psihodinamska: 5,
  gestalt: 5,
  'sistemska-porodicna': 5,
  'transakciona-analiza': 4,
  integrativna: 6,
  psihoanaliza: 2,
  egzistencijalna: 2,
  emdr: 3,
  'shema-terapija': 2,
  act: 3,
  'racionalno-emotivna': 4,
};

const RARE_LANGUAGES: LanguageCode[] = ['ru', 'fr', 'it', 'es', 'sl', 'mk'];

// --- one therapist -----------------------------------------------------------------------------------------

interface Draw {
  rng: Rng;
  picker: SentencePicker;
  taken: Set<string>;
  /** Demo: the place, specialty and approach this profile must carry, so every one of them has therapists. */
  place?: Place;
  specialty?: SpecialtySlug;
  approach?: ApproachSlug;
  idPrefix: string;
}

function makeName(rng: Rng, female: boolean, place: Place): { first: string; last: string } {
  if (place.diaspora && rng.chance(0.4)) {
    return {
      first: rng.chance(0.5)
        ? rng.pick(female ? DIASPORA_FEMALE_FIRST : DIASPORA_MALE_FIRST)
        : rng.pick(female ? FEMALE_FIRST : MALE_FIRST),
      last: rng.pick(DIASPORA_SURNAMES),
    };
  }
  const vojvodina = place.localLanguage === 'hu' && rng.chance(0.3);
  return {
    first: rng.pick(female ? FEMALE_FIRST : MALE_FIRST),
    last: rng.pick(vojvodina ? VOJVODINA_SURNAMES : SURNAMES),
  };
}

function chooseSpecialties(rng: Rng, required: SpecialtySlug | undefined, couples: boolean): SpecialtySlug[] {
  const count = rng.weighted([1, 2, 3, 4, 5], (n) => [1, 5, 8, 5, 2][n - 1]!);
  const chosen = required ? [required] : [];
  for (const s of rng.sample(SPECIALTY_SLUGS, count + 1, (s) => SPECIALTY_WEIGHT[s])) {
    if (chosen.length < count && !chosen.includes(s)) chosen.push(s);
  }
  if (couples && !chosen.includes('partnerski-odnosi')) chosen.push('partnerski-odnosi');
  return chosen;
}

function chooseApproaches(rng: Rng, required: ApproachSlug | undefined, title: Title): ApproachSlug[] {
  // Counsellors and psychologists without psychotherapy training more often name one approach.
  const count =
    title.kind === 'counsellor' ? rng.int(1, 2) : rng.weighted([1, 2, 3], (n) => [5, 6, 2][n - 1]!);
  const chosen = required ? [required] : [];
  for (const a of rng.sample(APPROACH_SLUGS, count + 1, (a) => APPROACH_WEIGHT[a])) {
    if (chosen.length < count && !chosen.includes(a)) chosen.push(a);
  }
  return chosen;
}

function chooseLanguages(rng: Rng, place: Place): LanguageCode[] {
  const languages: LanguageCode[] = ['sr'];
  if (place.localLanguage === 'de' || place.localLanguage === 'en') languages.push(place.localLanguage);
  if (!languages.includes('en') && rng.chance(place.diaspora || place.onlineOnly ? 0.75 : 0.5))
    languages.push('en');
  if (place.localLanguage === 'hu' && rng.chance(0.35)) languages.push('hu');
  if (place.city === 'Cirih' && rng.chance(0.3)) languages.push('fr');
  if (rng.chance(0.07)) {
    const extra = rng.pick(RARE_LANGUAGES);
    if (!languages.includes(extra)) languages.push(extra);
  }
  return languages;
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function chooseSessions(
  rng: Rng,
  title: Title,
  years: number,
  place: Place,
  couples: boolean,
  approaches: ApproachSlug[],
): { sessions: SeedSessionType[]; consultation: BioFacts['consultation']; couplesMinutes: number } {
  const bonus = {
    psychiatrist: 1500,
    clinical: 600,
    psychotherapist: 300,
    psychologist: 0,
    counsellor: -400,
  }[title.kind];
  let rsd: number;
  let eur: number;
  if (place.diaspora) {
    eur = clamp(round(35 + years * 1.3 + bonus / 100 + (rng.next() - 0.5) * 20, 5), 30, 80);
    rsd = round(eur * RSD_PER_EUR, 100);
  } else {
    const capital = place.city === 'Beograd' ? 400 : 0;
    rsd = clamp(round(3000 + years * 110 + bonus + capital + (rng.next() - 0.5) * 1800, 500), 3000, 8000);
    eur = Math.max(25, round(rsd / RSD_PER_EUR, 5));
  }
  const individualMinutes = approaches[0] === 'psihoanaliza' ? 45 : rng.chance(0.12) ? 60 : 50;
  const sessions: SeedSessionType[] = [];
  let consultation: BioFacts['consultation'] = null;
  if (rng.chance(0.6)) {
    const free = rng.chance(0.45);
    const minutes = free ? 20 : 30;
    const share = free ? 0 : 0.5 + rng.next() * 0.1;
    consultation = { minutes, free };
    sessions.push({
      kind: 'first_consultation',
      durationMinutes: minutes,
      priceRsdMinor: free ? 0 : Math.max(1000, round(rsd * share, 500)) * 100,
      priceEurMinor: free ? 0 : Math.max(10, round(eur * share, 5)) * 100,
    });
  }
  sessions.push({
    kind: 'individual',
    durationMinutes: individualMinutes,
    priceRsdMinor: rsd * 100,
    priceEurMinor: eur * 100,
  });
  const couplesMinutes = 80;
  if (couples) {
    const factor = 1.4 + rng.next() * 0.2;
    sessions.push({
      kind: 'couples',
      durationMinutes: couplesMinutes,
      priceRsdMinor: round(rsd * factor, 500) * 100,
      priceEurMinor: round(eur * factor, 5) * 100,
    });
  }
  return { sessions, consultation, couplesMinutes };
}

function weightedSchool(rng: Rng, schools: School[]): School {
  return rng.weighted(schools, (s) => s.weight);
}

function chooseEducation(
  rng: Rng,
  title: Title,
  years: number,
  place: Place,
  approaches: ApproachSlug[],
): SeedEducation[] {
  const education: SeedEducation[] = [];
  const practiceFrom = AS_OF_YEAR - years;
  if (title.kind === 'psychiatrist') {
    const school = weightedSchool(rng, MEDICAL_SCHOOLS);
    const graduated = practiceFrom - rng.int(5, 7);
    education.push({ institution: school.institution, degree: school.degree, year: graduated });
    education.push({
      institution: rng.pick(PSYCHIATRY_SPECIALISATION),
      degree: 'Specijalista psihijatrije',
      year: practiceFrom,
    });
  } else {
    const school = weightedSchool(
      rng,
      title.kind === 'counsellor' ? COUNSELLING_SCHOOLS : PSYCHOLOGY_SCHOOLS,
    );
    const graduated = practiceFrom - rng.int(0, 2);
    // Bologna master's degrees exist from the late 2000s; older diplomas are the four-year "diplomirani".
    const degree = school.master && graduated >= 2010 ? school.master : school.degree;
    education.push({ institution: school.institution, degree, year: graduated });
    if (title.kind === 'clinical') {
      education.push({
        institution: rng.pick(CLINICAL_SPECIALISATION),
        degree: 'Specijalista medicinske psihologije',
        year: Math.min(AS_OF_YEAR - 1, graduated + rng.int(4, 6)),
      });
    }
  }
  // A psychiatrist's medical degree and residency are the whole story; psychologists often add a local master.
  if (place.localUniversity && title.kind !== 'psychiatrist' && rng.chance(0.6)) {
    education.push({
      institution: place.localUniversity.institution,
      degree: place.localUniversity.degree,
      year: Math.min(AS_OF_YEAR - 1, practiceFrom + rng.int(0, 3)),
    });
  }
  if (title.kind !== 'counsellor' || rng.chance(0.5)) {
    const main = approaches[0]!;
    education.push({
      institution: APPROACH_TRAINING[main].institution,
      degree: `Psihoterapijska edukacija: ${APPROACH_FORMS[main].short}`,
      year: Math.min(AS_OF_YEAR - 1, practiceFrom + rng.int(1, 4)),
    });
  }
  return education;
}

function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
}

/** The body that vouches for the profile and a number in the format that body uses. */
function licence(
  rng: Rng,
  title: Title,
  place: Place,
  years: number,
): { association: string; number: string } {
  const since = AS_OF_YEAR - years + rng.int(0, 2);
  if (place.localBody) {
    const p = place.localBody.licencePrefix;
    const number =
      p === 'PSY'
        ? `PSY000${digits(rng, 7)}`
        : p === 'IL-LCPC'
          ? `180.${digits(rng, 6)}`
          : p === 'CRPO'
            ? `CRPO #${digits(rng, 5)}`
            : `${p}-${digits(rng, 5)}`;
    return { association: place.localBody.name, number };
  }
  switch (title.kind) {
    case 'psychiatrist':
      return { association: LKS, number: `LKS ${digits(rng, 6)}` };
    case 'psychotherapist':
      return { association: SDPS, number: `SDPS-${Math.min(since, AS_OF_YEAR)}-${digits(rng, 4)}` };
    case 'counsellor':
      return rng.chance(0.5)
        ? { association: KPS, number: `KSZ ${digits(rng, 5)}` }
        : { association: SDPS, number: `SDPS-${Math.min(since, AS_OF_YEAR)}-${digits(rng, 4)}` };
    default:
      return { association: DPS, number: `DPS ${digits(rng, 4)}/${Math.min(since, AS_OF_YEAR)}` };
  }
}

function chooseCertifications(
  rng: Rng,
  title: Title,
  female: boolean,
  years: number,
  approaches: ApproachSlug[],
  association: string,
): string[] {
  const member = female ? 'Članica' : 'Član';
  const certs = approaches.map((a) => APPROACH_TRAINING[a].certificate);
  if ((title.kind === 'psychotherapist' || title.kind === 'psychiatrist') && years >= 8 && rng.chance(0.45)) {
    certs.push(ECP);
  }
  if (association === LKS) certs.push('Licenca Lekarske komore Srbije');
  else if (association === DPS) certs.push(`${member} Društva psihologa Srbije`);
  else if (association === SDPS) certs.push(`${member} Saveza društava psihoterapeuta Srbije`);
  else if (association === KPS) certs.push('Licenca Komore socijalne zaštite Srbije');
  else certs.push(`Licenca: ${association}`);
  if (title.kind !== 'psychiatrist' && association !== DPS && rng.chance(0.4)) {
    certs.push(`${member} Društva psihologa Srbije`);
  }
  return [...new Set(certs)];
}

function composeBio(d: Draw, f: BioFacts): string {
  const person: Person = d.rng.chance(0.7) ? 'first' : 'third';
  const shape = d.rng.pick(BIO_SHAPES);
  const usedIds = new Set<string>();
  const sentences: string[] = [];
  for (const slot of shape) {
    const s = d.picker.pick(SLOTS[slot], f, person, usedIds);
    if (!s) continue;
    usedIds.add(s.id);
    sentences.push(s.text(f));
  }
  // A shape whose optional slot found nothing that fits still needs three sentences.
  for (const slot of ['practice', 'closing'] as const) {
    if (sentences.length >= 3) break;
    const s = d.picker.pick(SLOTS[slot], f, person, usedIds);
    if (s) {
      usedIds.add(s.id);
      sentences.push(s.text(f));
    }
  }
  return sentences.join(' ');
}

function chooseReviews(
  rng: Rng,
  count: number,
  female: boolean,
  specialties: SpecialtySlug[],
  couples: boolean,
): SeedReview[] {
  const t = (m: string, w: string) => (female ? w : m);
  const fitting = REVIEW_TEMPLATES.filter(
    (r) => (!r.specialty || specialties.includes(r.specialty)) && (!r.couples || couples),
  );
  // Specific reviews first: they say the most about this therapist.
  const specific = fitting.filter((r) => r.specialty || r.couples);
  const general = fitting.filter((r) => !r.specialty && !r.couples);
  const chosen = [
    ...rng.sample(specific, Math.min(specific.length, rng.int(0, count))),
    ...rng.sample(general, count),
  ].slice(0, count);
  return chosen.map((template) => {
    const reviewerFemale = rng.chance(0.65);
    const r = (m: string, w: string) => (reviewerFemale ? w : m);
    const anonymous = rng.chance(0.2);
    const authorLabel = anonymous
      ? ''
      : `${rng.pick(reviewerFemale ? REVIEWER_FEMALE : REVIEWER_MALE)} ${rng.pick(INITIALS)}.`;
    return { rating: template.rating, text: template.text(r, t), authorLabel };
  });
}

function makeTherapist(
  d: Draw,
  opts: { reviewChance: number; featured: boolean; rank: number },
): SeedTherapist {
  const { rng } = d;
  const place = d.place ?? rng.weighted(PLACES, (p) => p.weight);
  const title = rng.weighted(TITLES, (t) => t.weight);
  const female = rng.chance(0.68);
  const { first, last } = makeName(rng, female, place);
  const displayName = `${first} ${last}`;
  const slug = uniqueSlug(displayName, d.taken, 'terapeut');
  d.taken.add(slug);
  const years = clamp(
    Math.round(2 + (rng.next() + rng.next()) * 12 + (title.kind === 'psychiatrist' ? 3 : 0)),
    2,
    30,
  );
  const specialtyFirst =
    d.specialty ??
    (title.kind === 'counsellor' && title.title.includes('partnersk') ? 'partnerski-odnosi' : undefined);
  const couplesLikely =
    specialtyFirst === 'partnerski-odnosi' ||
    d.approach === 'sistemska-porodicna' ||
    title.title.includes('partnersk');
  const couples = rng.chance(couplesLikely ? 0.85 : 0.22);
  const specialties = chooseSpecialties(rng, specialtyFirst, couples);
  const approaches = chooseApproaches(rng, d.approach, title);
  const languages = chooseLanguages(rng, place);
  const { sessions, consultation, couplesMinutes } = chooseSessions(
    rng,
    title,
    years,
    place,
    couples,
    approaches,
  );
  const education = chooseEducation(rng, title, years, place, approaches);
  const { association, number } = licence(rng, title, place, years);
  const certifications = chooseCertifications(rng, title, female, years, approaches, association);
  const previousWork = rng.pick(
    PREVIOUS_WORK.filter((w) => !w.when || w.when({ titleKind: title.kind, specialties })),
  ).text;

  const facts: BioFacts = {
    firstName: first,
    fullName: displayName,
    female,
    title: title.title,
    titleKind: title.kind,
    years,
    place,
    homeTownLoc: rng.pick(HOME_TOWNS_LOC),
    previousWork,
    // The bio names the main specialty first and then two more, in a random order.
    specialties: [specialties[0]!, ...rng.sample(specialties.slice(1), specialties.length - 1)],
    approaches,
    couples,
    couplesMinutes,
    languages,
    consultation,
  };

  // January to October of the as-of year: checks that happened before anyone could run the seed.
  const checkedMonth = rng.int(0, 9);
  const verification: SeedVerification = {
    degreeChecked: true,
    licenceNumber: number,
    association,
    supervisionChecked: title.kind === 'psychotherapist' || rng.chance(0.6),
    checkedBy: rng.pick(CHECKERS),
    checkedAt: new Date(
      Date.UTC(AS_OF_YEAR, checkedMonth, rng.int(1, 28), rng.int(8, 16), rng.pick([0, 15, 30, 45])),
    ),
    note: rng.pick(VERIFICATION_NOTES),
  };

  const reviewCount = rng.chance(opts.reviewChance)
    ? rng.weighted([1, 2, 3, 4], (n) => [4, 4, 3, 2][n - 1]!)
    : 0;

  return {
    userId: seedUuid(`${d.idPrefix}:${slug}`),
    slug,
    displayName,
    title: title.title,
    // No picture: a drawn one would carry Latin initials into the Cyrillic pages. The UI's Avatar draws initials
    // in the reader's script until a therapist uploads a real photo.
    photoUrl: '',
    bio: composeBio(d, facts),
    languages,
    specialties,
    approaches,
    education,
    certifications,
    yearsOfPractice: years,
    city: place.city,
    gender: female ? 'female' : 'male',
    worksWithCouples: couples,
    sessionTypes: sessions,
    timeZone: place.timeZone,
    featured: opts.featured,
    rank: opts.featured ? opts.rank : 0,
    verification,
    reviews: chooseReviews(rng, reviewCount, female, specialties, couples),
  };
}

// --- public ------------------------------------------------------------------------------------------------

/**
 * The therapists `make up` shows: 64 approved, verified profiles in every city of the catalogue, every
 * specialty and approach carried by several therapists, 8 featured, about half with published reviews.
 */
export function generateDemoTherapists(): SeedTherapist[] {
  const rng = new Rng(DEMO_SEED);
  const taken = new Set<string>();
  const picker = new SentencePicker(rng, true);
  // Every place at least once, then by weight; shuffled so the featured ones are not all from Belgrade.
  const places: Place[] = [...PLACES];
  while (places.length < DEMO_COUNT) places.push(rng.weighted(PLACES, (p) => p.weight));
  const order = rng.sample(places, places.length);
  const featuredAt = new Set(rng.sample([...Array(DEMO_COUNT).keys()], 8));
  let rank = 0;
  return order.map((place, i) =>
    makeTherapist(
      {
        rng,
        picker,
        taken,
        place,
        specialty: SPECIALTY_SLUGS[i % SPECIALTY_SLUGS.length],
        approach: APPROACH_SLUGS[i % APPROACH_SLUGS.length],
        idPrefix: 'demo',
      },
      { reviewChance: 0.55, featured: featuredAt.has(i), rank: featuredAt.has(i) ? ++rank : 0 },
    ),
  );
}

/**
 * `n` therapists for benchmarks, with the distribution of the real market (specialties, prices, cities,
 * languages). The first k of generateBenchTherapists(n) are the same for every n ≥ k. Slugs never collide
 * with the demo set, so both can live in one database.
 */
export function generateBenchTherapists(n: number): SeedTherapist[] {
  const rng = new Rng(BENCH_SEED);
  const taken = new Set(generateDemoTherapists().map((t) => t.slug));
  const picker = new SentencePicker(rng, false);
  const out: SeedTherapist[] = [];
  let rank = 0;
  for (let i = 0; i < n; i++) {
    const featured = i % 97 === 13;
    out.push(
      makeTherapist(
        { rng, picker, taken, idPrefix: 'bench' },
        { reviewChance: 0.3, featured, rank: featured ? ++rank : 0 },
      ),
    );
  }
  return out;
}
