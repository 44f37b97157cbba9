import { describe, expect, it } from '@jest/globals';
import { isDomainError } from '@oslonac/kit';
import fc from 'fast-check';
import { parseSearchFilter, prefixTsQuery, type SearchInput } from '../src/domain/search-filter';

const base: SearchInput = {
  query: '',
  specialties: [],
  approaches: [],
  priceMinRsd: 0,
  priceMaxRsd: 0,
  gender: null,
  languages: [],
  couplesOnly: false,
  sort: 'relevance',
  page: 0,
  pageSize: 0,
  city: '',
  availableWithinDays: 0,
};

describe('search filter validation', () => {
  it('takes "available within" from 1 to 60 days, 0 meaning any time', () => {
    expect(parseSearchFilter({ ...base, availableWithinDays: 0 }).availableWithinDays).toBeNull();
    expect(parseSearchFilter({ ...base, availableWithinDays: 1 }).availableWithinDays).toBe(1);
    expect(parseSearchFilter({ ...base, availableWithinDays: 60 }).availableWithinDays).toBe(60);
  });

  it('defaults page and page size and folds the query', () => {
    const f = parseSearchFilter({ ...base, query: 'Психолог  Čačak', city: 'ČAČAK' });
    expect(f).toMatchObject({
      page: 1,
      pageSize: 20,
      offset: 0,
      words: ['psiholog', 'cacak'],
      cityKey: 'cacak',
    });
    expect(prefixTsQuery(f.words)).toBe('psiholog:* & cacak:*');
  });

  it.each([
    ['page over 1000', { page: 1001 }],
    ['negative page', { page: -1 }],
    ['page size over 50', { pageSize: 51 }],
    ['query over 200 characters', { query: 'a'.repeat(201) }],
    ['city over 200 characters', { city: 'a'.repeat(201) }],
    ['more than 20 specialties', { specialties: Array.from({ length: 21 }, (_, i) => `s${i}`) }],
    ['a specialty that is not a slug', { specialties: ["x' OR 1=1"] }],
    ['a language that is not a code', { languages: ['srpski'] }],
    ['min price over max price', { priceMinRsd: 500000, priceMaxRsd: 100000 }],
    ['negative price', { priceMaxRsd: -1 }],
    ['absurd availability', { availableWithinDays: 100000 }],
    ['availability beyond 60 days', { availableWithinDays: 61 }],
    ['negative availability', { availableWithinDays: -1 }],
    ['fractional page', { page: 1.5 }],
  ])('refuses %s', (_what, patch) => {
    try {
      parseSearchFilter({ ...base, ...patch } as SearchInput);
      throw new Error('accepted');
    } catch (err) {
      expect(isDomainError(err) && err.code).toBe('therapists.invalid_filter');
    }
  });

  it('answers absurd input with invalid_argument or a filter, never anything else', () => {
    fc.assert(
      fc.property(
        fc.record({
          query: fc.string({ maxLength: 300 }),
          specialties: fc.array(fc.string(), { maxLength: 25 }),
          approaches: fc.array(fc.string(), { maxLength: 25 }),
          priceMinRsd: fc.oneof(fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER * 4)),
          priceMaxRsd: fc.integer(),
          gender: fc.constantFrom(null, 'female', 'male', 'other'),
          languages: fc.array(fc.string({ maxLength: 3 }), { maxLength: 25 }),
          couplesOnly: fc.boolean(),
          sort: fc.constantFrom('relevance', 'price_asc', 'price_desc', 'random'),
          page: fc.integer({ min: -5, max: 5000 }),
          pageSize: fc.integer({ min: -5, max: 500 }),
          city: fc.string({ maxLength: 300 }),
          availableWithinDays: fc.integer(),
        }),
        (input) => {
          try {
            const f = parseSearchFilter(input as SearchInput);
            expect(f.pageSize).toBeLessThanOrEqual(50);
            expect(f.page).toBeLessThanOrEqual(1000);
            expect(f.words.every((w) => /^[\p{L}\p{N}]+$/u.test(w))).toBe(true);
          } catch (err) {
            expect(isDomainError(err) && err.kind).toBe('invalid_argument');
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
