import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { PLACES } from '../seed/places';
import { APPROACH_SLUGS, LANGUAGE_CODES, SPECIALTY_SLUGS } from '../seed/taxonomy';
import { slugify } from '../src/domain/slug';
import { generateBenchTherapists, generateDemoTherapists, seedUuid } from '../src/seed/generate';
import type { SeedTherapist } from '../src/seed/types';

const here = path.dirname(fileURLToPath(import.meta.url));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PLACEHOLDER =
  /\b(lorem|ipsum|todo|fixme|tbd|undefined|null|NaN|placeholder|xxx)\b|\[object|\$\{|\s{2}|\s[.,]/i;
const diaspora = new Set(PLACES.filter((p) => p.diaspora).map((p) => p.city));
const zoneOf = new Map(PLACES.map((p) => [p.city, p.timeZone]));

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter(Boolean);
}

function individual(t: SeedTherapist) {
  const s = t.sessionTypes.find((x) => x.kind === 'individual');
  if (!s) throw new Error(`${t.slug} has no individual session`);
  return s;
}

/** The slugs the service's migrations seed into a taxonomy table, so the seed constant cannot drift from them. */
function migrationSlugs(table: 'specialties' | 'approaches'): Set<string> {
  const dir = path.join(here, '../prisma/migrations');
  const slugs = new Set<string>();
  for (const m of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const sql = readFileSync(path.join(dir, m.name, 'migration.sql'), 'utf8');
    const re = new RegExp(`INSERT INTO "${table}"[^;]*;`, 'g');
    for (const block of sql.match(re) ?? []) {
      for (const row of block.matchAll(/^\s*\('([^']+)',/gm)) slugs.add(row[1]!);
    }
  }
  return slugs;
}

describe('seed taxonomy', () => {
  it('matches the slugs the migrations put in the database', () => {
    expect([...migrationSlugs('specialties')].sort()).toEqual([...SPECIALTY_SLUGS].sort());
    expect([...migrationSlugs('approaches')].sort()).toEqual([...APPROACH_SLUGS].sort());
  });
});

describe('seedUuid', () => {
  it('is a stable version 5 UUID that differs per name', () => {
    expect(seedUuid('demo:milica-djordjevic')).toMatch(UUID);
    expect(seedUuid('demo:milica-djordjevic')).toBe(seedUuid('demo:milica-djordjevic'));
    expect(seedUuid('demo:milica-djordjevic')).not.toBe(seedUuid('bench:milica-djordjevic'));
  });
});

describe('generateDemoTherapists', () => {
  let demo: SeedTherapist[];
  beforeAll(() => {
    demo = generateDemoTherapists();
  });

  it('gives at least 60 therapists, the same on every call', () => {
    expect(demo.length).toBeGreaterThanOrEqual(60);
    expect(generateDemoTherapists()).toEqual(demo);
  });

  it('has unique, folded slugs and unique deterministic ids', () => {
    expect(new Set(demo.map((t) => t.slug)).size).toBe(demo.length);
    expect(new Set(demo.map((t) => t.userId)).size).toBe(demo.length);
    for (const t of demo) {
      expect(t.slug).toMatch(SLUG);
      expect(t.userId).toMatch(UUID);
      // The slug is the folded name, with -2, -3… only when the name is taken.
      expect(t.slug === slugify(t.displayName) || t.slug.startsWith(`${slugify(t.displayName)}-`)).toBe(true);
    }
    const withDj = demo.find((t) => /đ/i.test(t.displayName));
    expect(withDj?.slug).toContain('dj');
  });

  it('uses only taxonomy slugs and ISO 639-1 languages, and every term has therapists', () => {
    const specialtyUse = new Map<string, number>();
    const approachUse = new Map<string, number>();
    for (const t of demo) {
      expect(t.specialties.length).toBeGreaterThan(0);
      expect(t.approaches.length).toBeGreaterThan(0);
      expect(new Set(t.specialties).size).toBe(t.specialties.length);
      expect(new Set(t.approaches).size).toBe(t.approaches.length);
      for (const s of t.specialties) {
        expect(SPECIALTY_SLUGS).toContain(s);
        specialtyUse.set(s, (specialtyUse.get(s) ?? 0) + 1);
      }
      for (const a of t.approaches) {
        expect(APPROACH_SLUGS).toContain(a);
        approachUse.set(a, (approachUse.get(a) ?? 0) + 1);
      }
      expect(t.languages[0]).toBe('sr');
      for (const l of t.languages) expect(LANGUAGE_CODES).toContain(l);
      if (t.worksWithCouples) expect(t.specialties).toContain('partnerski-odnosi');
    }
    // Every /terapija/{specialty} page and approach filter has several people to show.
    for (const s of SPECIALTY_SLUGS) expect(specialtyUse.get(s) ?? 0).toBeGreaterThanOrEqual(3);
    for (const a of APPROACH_SLUGS) expect(approachUse.get(a) ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('covers every city and both genders, with time zones that fit the city', () => {
    expect(new Set(demo.map((t) => t.city))).toEqual(new Set(PLACES.map((p) => p.city)));
    const women = demo.filter((t) => t.gender === 'female').length;
    expect(women).toBeGreaterThan(demo.length / 3);
    expect(demo.length - women).toBeGreaterThan(demo.length / 6);
    for (const t of demo) {
      expect(t.timeZone).toBe(zoneOf.get(t.city));
      expect(() => new Intl.DateTimeFormat('en', { timeZone: t.timeZone })).not.toThrow();
    }
  });

  it('prices sessions within the market ranges', () => {
    for (const t of demo) {
      const ind = individual(t);
      expect(ind.durationMinutes).toBeGreaterThanOrEqual(45);
      expect(ind.durationMinutes).toBeLessThanOrEqual(60);
      for (const s of t.sessionTypes) {
        expect(Number.isInteger(s.priceRsdMinor) && s.priceRsdMinor % 100 === 0).toBe(true);
        expect(Number.isInteger(s.priceEurMinor) && s.priceEurMinor % 100 === 0).toBe(true);
      }
      if (diaspora.has(t.city)) {
        expect(ind.priceEurMinor).toBeGreaterThanOrEqual(30_00);
        expect(ind.priceEurMinor).toBeLessThanOrEqual(80_00);
        expect(Math.abs(ind.priceRsdMinor / ind.priceEurMinor - 117)).toBeLessThan(3);
      } else {
        expect(ind.priceRsdMinor).toBeGreaterThanOrEqual(3_000_00);
        expect(ind.priceRsdMinor).toBeLessThanOrEqual(8_000_00);
        expect(ind.priceEurMinor).toBeGreaterThan(0);
      }
      const couples = t.sessionTypes.find((s) => s.kind === 'couples');
      expect(couples !== undefined).toBe(t.worksWithCouples);
      if (couples) {
        expect(couples.durationMinutes).toBe(80);
        expect(couples.priceRsdMinor).toBeGreaterThan(ind.priceRsdMinor);
        expect(couples.priceEurMinor).toBeGreaterThan(ind.priceEurMinor);
      }
      const first = t.sessionTypes.find((s) => s.kind === 'first_consultation');
      if (first) {
        expect(first.durationMinutes).toBeLessThan(ind.durationMinutes);
        expect(first.priceRsdMinor).toBeLessThan(ind.priceRsdMinor);
      }
      expect(t.sessionTypes.filter((s) => s.kind === 'individual')).toHaveLength(1);
    }
    // Every catalogue price band, free first talks and paid ones all occur.
    const rsd = demo.map((t) => individual(t).priceRsdMinor / 100);
    expect(rsd.some((p) => p <= 3000)).toBe(true);
    expect(rsd.some((p) => p > 3000 && p <= 5000)).toBe(true);
    expect(rsd.some((p) => p > 5000 && p <= 7000)).toBe(true);
    expect(rsd.some((p) => p > 7000)).toBe(true);
    const firsts = demo.flatMap((t) => t.sessionTypes.filter((s) => s.kind === 'first_consultation'));
    expect(firsts.some((s) => s.priceRsdMinor === 0)).toBe(true);
    expect(firsts.some((s) => s.priceRsdMinor > 0)).toBe(true);
  });

  it('writes distinct, complete bios of 3 to 5 sentences without placeholder text', () => {
    expect(new Set(demo.map((t) => t.bio)).size).toBe(demo.length);
    const sentenceUse = new Map<string, number>();
    for (const t of demo) {
      const ss = sentences(t.bio);
      expect(ss.length).toBeGreaterThanOrEqual(3);
      expect(ss.length).toBeLessThanOrEqual(5);
      expect(t.bio).not.toMatch(PLACEHOLDER);
      expect(t.bio.trim().length).toBeGreaterThanOrEqual(80);
      for (const s of ss) {
        expect(s).toMatch(/^\p{Lu}/u);
        sentenceUse.set(s, (sentenceUse.get(s) ?? 0) + 1);
      }
    }
    // No stock phrase carries the catalogue: any one sentence appears in at most a few bios.
    expect(Math.max(...sentenceUse.values())).toBeLessThanOrEqual(3);
  });

  it('agrees the bio with the therapist: gender, place, couples work', () => {
    for (const t of demo) {
      if (t.gender === 'female') expect(t.bio).not.toMatch(/\b(radio|završio|preselio|odrastao) sam\b/);
      else expect(t.bio).not.toMatch(/\b(radila|završila|preselila|odrasla) sam\b|Edukovana|Članica/);
      if (t.city === 'Online') expect(t.bio).not.toMatch(/ordinacij/i);
      if (!t.worksWithCouples) expect(t.bio).not.toMatch(/parov/);
      const firstPerson = /\b(sam|radim|mi je)\b/.test(t.bio);
      const named = t.bio.includes(t.displayName) || t.bio.startsWith(t.displayName.split(' ')[0]!);
      expect(firstPerson || named).toBe(true);
    }
  });

  it('has credentials, verification and plausible careers', () => {
    for (const t of demo) {
      expect(t.yearsOfPractice).toBeGreaterThanOrEqual(2);
      expect(t.yearsOfPractice).toBeLessThanOrEqual(30);
      expect(t.education.length).toBeGreaterThan(0);
      for (const e of t.education) {
        expect(e.institution).not.toBe('');
        expect(e.degree).not.toBe('');
        expect(e.year).toBeGreaterThanOrEqual(1980);
        expect(e.year).toBeLessThanOrEqual(2026);
      }
      if (t.title.startsWith('psihijatar')) expect(t.education[0]!.degree).toBe('Doktor medicine');
      expect(t.certifications.length).toBeGreaterThan(0);
      expect(new Set(t.certifications).size).toBe(t.certifications.length);
      const v = t.verification;
      expect(v.degreeChecked).toBe(true);
      expect(v.licenceNumber).toMatch(/\d{4,}/);
      expect(v.association).not.toBe('');
      expect(v.checkedBy).not.toBe('');
      expect(v.note).not.toMatch(PLACEHOLDER);
      expect(Number.isNaN(v.checkedAt.getTime())).toBe(false);
      expect(v.checkedAt.getUTCFullYear()).toBe(2026);
      // Initials are drawn by the UI in the reader's script, never baked into a picture.
      expect(t.photoUrl).toBe('');
    }
    expect(demo.some((t) => t.certifications.includes('Evropski sertifikat za psihoterapiju (ECP)'))).toBe(
      true,
    );
  });

  it('features a few therapists in a clear order', () => {
    const featured = demo.filter((t) => t.featured);
    expect(featured.length).toBeGreaterThanOrEqual(5);
    expect(featured.length).toBeLessThanOrEqual(12);
    expect(new Set(featured.map((t) => t.rank)).size).toBe(featured.length);
    for (const t of featured) expect(t.rank).toBeGreaterThanOrEqual(1);
    for (const t of demo.filter((x) => !x.featured)) expect(t.rank).toBe(0);
  });

  it('publishes a couple of real reviews for some therapists', () => {
    const reviewed = demo.filter((t) => t.reviews.length > 0);
    expect(reviewed.length).toBeGreaterThanOrEqual(20);
    expect(reviewed.length).toBeLessThan(demo.length);
    for (const t of reviewed) {
      expect(new Set(t.reviews.map((r) => r.text)).size).toBe(t.reviews.length);
      for (const r of t.reviews) {
        expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
        expect(r.text.length).toBeGreaterThan(40);
        expect(r.text).not.toMatch(PLACEHOLDER);
        expect(r.authorLabel).toMatch(/^(\p{Lu}\p{Ll}+ \p{Lu}\.)?$/u);
      }
    }
  });
});

describe('generateBenchTherapists', () => {
  let bench: SeedTherapist[];
  beforeAll(() => {
    bench = generateBenchTherapists(10_000);
  });

  it('is deterministic, and a smaller run is a prefix of a larger one', () => {
    const small = generateBenchTherapists(300);
    expect(generateBenchTherapists(300)).toEqual(small);
    expect(bench.slice(0, 300)).toEqual(small);
    expect(generateBenchTherapists(0)).toEqual([]);
  });

  it('gives 10,000 unique slugs and ids that never collide with the demo set', () => {
    expect(bench).toHaveLength(10_000);
    const slugs = new Set(bench.map((t) => t.slug));
    expect(slugs.size).toBe(bench.length);
    expect(new Set(bench.map((t) => t.userId)).size).toBe(bench.length);
    expect(generateDemoTherapists().filter((t) => slugs.has(t.slug))).toEqual([]);
    expect(bench.filter((t) => !SLUG.test(t.slug) || !UUID.test(t.userId))).toEqual([]);
  });

  it('has the shape of the real market', () => {
    const count = <T>(items: T[]) => {
      const m = new Map<T, number>();
      for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
      return m;
    };
    const specialties = count(bench.flatMap((t) => t.specialties));
    for (const s of SPECIALTY_SLUGS) expect(specialties.get(s) ?? 0).toBeGreaterThan(50);
    const knownSpecialties = new Set<string>(SPECIALTY_SLUGS);
    const knownApproaches = new Set<string>(APPROACH_SLUGS);
    expect(bench.flatMap((t) => t.specialties).filter((s) => !knownSpecialties.has(s))).toEqual([]);
    expect(bench.flatMap((t) => t.approaches).filter((a) => !knownApproaches.has(a))).toEqual([]);
    // Anxiety is everywhere, identity work is a niche.
    expect(specialties.get('anksioznost')!).toBeGreaterThan(3 * specialties.get('identitet-i-lgbtq')!);

    const cities = count(bench.map((t) => t.city));
    const [topCity] = [...cities].sort((a, b) => b[1] - a[1])[0]!;
    expect(topCity).toBe('Beograd');
    expect(cities.size).toBe(PLACES.length);
    const diasporaShare = bench.filter((t) => diaspora.has(t.city)).length / bench.length;
    expect(diasporaShare).toBeGreaterThan(0.05);
    expect(diasporaShare).toBeLessThan(0.3);

    const rsd = bench.map((t) => individual(t).priceRsdMinor / 100);
    const bands = [rsd.filter((p) => p <= 3000), rsd.filter((p) => p > 3000 && p <= 5000)];
    bands.push(
      rsd.filter((p) => p > 5000 && p <= 7000),
      rsd.filter((p) => p > 7000),
    );
    for (const band of bands) expect(band.length).toBeGreaterThan(50);
    expect(bands[1]!.length + bands[2]!.length).toBeGreaterThan(bench.length * 0.7);

    expect(bench.every((t) => t.languages.includes('sr'))).toBe(true);
    const english = bench.filter((t) => t.languages.includes('en')).length / bench.length;
    expect(english).toBeGreaterThan(0.3);
    expect(english).toBeLessThan(0.9);
    const women = bench.filter((t) => t.gender === 'female').length / bench.length;
    expect(women).toBeGreaterThan(0.5);
    expect(women).toBeLessThan(0.85);
    expect(bench.some((t) => t.featured)).toBe(true);
    expect(bench.filter((t) => t.featured).length).toBeLessThan(bench.length * 0.05);
  });

  it('writes complete bios for every profile', () => {
    const broken = bench.filter((t) => {
      const n = sentences(t.bio).length;
      return n < 3 || n > 5 || PLACEHOLDER.test(t.bio);
    });
    expect(broken.map((t) => t.bio)).toEqual([]);
  });
});
