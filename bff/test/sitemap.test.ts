import { describe, expect, it } from '@jest/globals';
import { PRICE_RANGE_SLUGS } from '@oslonac/web/screens/catalog/types';
import { type ListedProfile, type SitemapSources, sitemapEntries } from '../src/api/loaders/sitemap';

const origin = 'https://oslonac.rs';

function sources(over: Partial<SitemapSources> = {}): SitemapSources {
  return {
    posts: () => [{ slug: 'sagorevanje-na-poslu', updated: '2026-10-01' }],
    legal: () => [{ slug: 'privatnost', updated: '2026-09-01' }],
    specialtySlugs: async () => ['anksioznost', 'trauma'],
    profiles: async (found) => {
      found([{ slug: 'ana-jovic', updatedAt: '2026-11-01T10:00:00.000Z' }]);
      found([{ slug: 'marko-ilic', updatedAt: null }]);
    },
    ...over,
  };
}

const urls = (entries: { url: string }[]) => entries.map((e) => e.url);

describe('sitemap.xml', () => {
  it('lists fixed pages, price and specialty pages, posts, legal texts and profiles', async () => {
    const entries = await sitemapEntries(origin, sources());
    const listed = urls(entries);
    for (const path of [
      '/',
      '/terapeuti',
      '/upitnik',
      ...PRICE_RANGE_SLUGS.map((s) => `/terapija/cena/${s}`),
      '/terapija/anksioznost',
      '/terapija/trauma',
      '/blog/sagorevanje-na-poslu',
      '/legal/privatnost',
      '/terapeuti/ana-jovic',
      '/terapeuti/marko-ilic',
    ]) {
      expect(listed).toContain(`${origin}${path}`);
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(entries.find((e) => e.url === `${origin}/terapeuti/ana-jovic`)?.lastModified).toBe(
      '2026-11-01T10:00:00.000Z',
    );
  });

  it('gives every address its two scripts and the plain one as x-default', async () => {
    for (const e of await sitemapEntries(origin, sources())) {
      expect(e.alternates?.languages).toEqual({
        'sr-Latn': `${e.url}?pismo=latinica`,
        'sr-Cyrl': `${e.url}?pismo=cirilica`,
        'x-default': e.url,
      });
    }
  });

  it('still lists what it can when the therapists service is down', async () => {
    const down = async () => {
      throw new Error('14 UNAVAILABLE');
    };
    const listed = urls(await sitemapEntries(origin, sources({ specialtySlugs: down, profiles: down })));
    expect(listed).toContain(`${origin}/terapeuti`);
    expect(listed).toContain(`${origin}/terapija/cena/do-3000`);
    expect(listed).toContain(`${origin}/blog/sagorevanje-na-poslu`);
    expect(listed.some((u) => u.startsWith(`${origin}/terapeuti/`))).toBe(false);
  });

  it('keeps the profiles listed before the service failed half-way', async () => {
    const halfway = async (found: (page: ListedProfile[]) => void) => {
      found([{ slug: 'ana-jovic', updatedAt: null }]);
      throw new Error('4 DEADLINE_EXCEEDED');
    };
    const listed = urls(await sitemapEntries(origin, sources({ profiles: halfway })));
    expect(listed).toContain(`${origin}/terapeuti/ana-jovic`);
    expect(listed).toContain(`${origin}/terapija/anksioznost`);
  });
});
