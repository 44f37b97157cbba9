import { describe, expect, it } from '@jest/globals';
import { NextRequest } from 'next/server';
import { proxy } from '../proxy';

function visit(url: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(url, { headers }));
}

describe('proxy: the script named in the address', () => {
  it('renders the page in that script and keeps the choice in the cookie', async () => {
    const res = await visit('http://localhost:3000/o-nama?pismo=cirilica', {
      cookie: 'oslonac_csrf=abc; oslonac_locale=sr-Latn',
    });
    expect(res.headers.get('x-middleware-request-cookie')).toBe('oslonac_csrf=abc; oslonac_locale=sr-Cyrl');
    expect(res.headers.get('x-middleware-request-x-oslonac-pismo')).toBe('sr-Cyrl');
    expect(res.headers.getSetCookie()).toEqual([
      'oslonac_locale=sr-Cyrl; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  it('sets no cookie when it already says the same', async () => {
    const res = await visit('http://localhost:3000/?pismo=latinica', {
      cookie: 'oslonac_csrf=abc; oslonac_locale=sr-Latn',
    });
    expect(res.headers.get('x-middleware-request-x-oslonac-pismo')).toBe('sr-Latn');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('ignores values it does not know, and a header a client sends pretending the address named one', async () => {
    const res = await visit('http://localhost:3000/o-nama?pismo=grcki', {
      cookie: 'oslonac_csrf=abc; oslonac_locale=sr-Latn',
      'x-oslonac-pismo': 'sr-Cyrl',
    });
    expect(res.headers.get('x-middleware-request-cookie')).toBe('oslonac_csrf=abc; oslonac_locale=sr-Latn');
    expect(res.headers.get('x-middleware-request-x-oslonac-pismo')).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('leaves API requests alone', async () => {
    const res = await visit('http://localhost:3000/api/v1/therapists?pismo=cirilica');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('x-middleware-request-cookie')).toBeNull();
  });
});

describe('proxy: addresses that name nothing', () => {
  // Names that cannot exist are told without asking a service; the rest is the browser journeys' to check.
  it.each([
    '/terapija/cena/skupo',
    '/terapeuti/Ne_Postoji',
    '/upitnik/nije-uuid',
    '/poredjenje/oslonac-vs-nesto',
  ])(
    '%s is rewritten to an address no route matches, so Next renders the 404 page on the server',
    async (path) => {
      const res = await visit(`http://localhost:3000${path}`, { cookie: 'oslonac_csrf=abc' });
      expect(new URL(res.headers.get('x-middleware-rewrite')!).pathname).toBe('/_nema');
      expect(res.headers.get('content-security-policy')).toContain("'nonce-");
    },
  );

  it('answers 404 for the bench pages unless the BFF runs with BENCH_PAGES=1', async () => {
    const rewritten = async () =>
      (await visit('http://localhost:3000/bench/katalog')).headers.get('x-middleware-rewrite');
    expect(await rewritten()).not.toBeNull();
    process.env.BENCH_PAGES = '1';
    try {
      expect(await rewritten()).toBeNull();
    } finally {
      delete process.env.BENCH_PAGES;
    }
  });

  it('lets an address that exists through', async () => {
    const res = await visit('http://localhost:3000/terapija/cena/do-3000', { cookie: 'oslonac_csrf=abc' });
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(res.headers.get('x-middleware-next')).toBe('1');
  });
});
