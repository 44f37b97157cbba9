// The catalogue's query contract: what /api/v1/therapists and /terapeuti accept, and what the service is asked.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { searchInputOf } from '../src/api/handlers/catalog';
import { CatalogQuery, MatchAnswersBody } from '../src/api/schemas';
import { PRICE_RANGES } from '../src/server/views/therapists';

describe('CatalogQuery', () => {
  it('turns a full filter into the service request, with price ranges in para', () => {
    const parsed = CatalogQuery.parse({
      q: ' психолог анксиозност ',
      specialty: 'anksioznost',
      approach: 'kbt',
      price: '3000-5000',
      gender: 'female',
      language: 'sr',
      couples: 'true',
      city: 'Čačak',
      sort: 'price_asc',
      dostupno: '7',
      page: '3',
    });
    expect(searchInputOf(parsed)).toEqual({
      query: 'психолог анксиозност',
      specialties: ['anksioznost'],
      approaches: ['kbt'],
      priceMinRsd: 300_001,
      priceMaxRsd: 500_000,
      gender: 'female',
      languages: ['sr'],
      couplesOnly: true,
      city: 'Čačak',
      sort: 'price_asc',
      availableWithinDays: 7,
      page: 3,
      pageSize: 12,
    });
  });

  it('treats the empty values a GET form sends as "not set"', () => {
    const parsed = CatalogQuery.parse({
      q: '',
      specialty: '',
      approach: '',
      price: '',
      gender: '',
      language: '',
      city: '',
      sort: '',
      dostupno: '',
    });
    expect(searchInputOf(parsed)).toEqual({ page: 1, pageSize: 12, sort: 'relevance' });
  });

  it('has ranges that do not overlap, so a price belongs to exactly one', () => {
    const ranges = Object.values(PRICE_RANGES);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (price) => {
        const hits = ranges.filter((r) => price >= r.minRsd && (r.maxRsd === 0 || price <= r.maxRsd));
        return hits.length === 1;
      }),
    );
  });

  it.each([
    ['page', '0'],
    ['page', '501'],
    ['page', '99999999'],
    ['page', '-1'],
    ['page', '1e3'],
    ['pageSize', '51'],
    ['price', 'besplatno'],
    ['specialty', "x' OR 1=1--"],
    ['specialty', '../etc'],
    ['gender', 'robot'],
    ['language', 'xx'],
    ['sort', 'random'],
    ['couples', 'maybe'],
    ['q', 'a'.repeat(101)],
    ['city', 'c'.repeat(61)],
    ['dostupno', '0'],
    ['dostupno', '61'],
    ['dostupno', 'sutra'],
    ['unknown', '1'],
  ])('refuses %s=%s', (key, value) => {
    expect(CatalogQuery.safeParse({ [key]: value }).success).toBe(false);
  });
});

describe('MatchAnswersBody', () => {
  it('accepts a questionnaire and refuses absurd answers', () => {
    expect(
      MatchAnswersBody.safeParse({
        concerns: ['anksioznost', 'depresija'],
        preferredGender: 'female',
        maxPriceRsd: 500_000,
        languages: ['sr', 'en'],
        couples: false,
        schedule: ['weekends'],
      }).success,
    ).toBe(true);
    expect(MatchAnswersBody.safeParse({ maxPriceRsd: -1 }).success).toBe(false);
    expect(MatchAnswersBody.safeParse({ concerns: Array(17).fill('trauma') }).success).toBe(false);
    expect(MatchAnswersBody.safeParse({ schedule: ['noću'] }).success).toBe(false);
    expect(MatchAnswersBody.safeParse({ languages: ['klingon'] }).success).toBe(false);
  });
});
