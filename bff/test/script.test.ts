import { describe, expect, it } from '@jest/globals';
import { dynamicRouteOf } from '../src/server/dynamic-routes';
import {
  scriptAlternates,
  scriptFromSearch,
  scriptOf,
  withCookie,
  withoutScriptParam,
} from '../src/server/script';

const search = (q: string) => new URLSearchParams(q);

describe('?pismo= in the address', () => {
  it('names the two scripts in plain Serbian words, and nothing else', () => {
    expect(scriptOf('cirilica')).toBe('sr-Cyrl');
    expect(scriptOf('latinica')).toBe('sr-Latn');
    for (const other of [
      '',
      'Cirilica',
      'ćirilica',
      'sr-Cyrl',
      'en',
      'toString',
      '__proto__',
      null,
      undefined,
    ]) {
      expect(scriptOf(other)).toBeNull();
    }
  });

  it('is read from a query string; repeated with different values it names no script', () => {
    expect(scriptFromSearch(search('pismo=cirilica'))).toBe('sr-Cyrl');
    expect(scriptFromSearch(search('q=ana&pismo=latinica&page=2'))).toBe('sr-Latn');
    expect(scriptFromSearch(search('pismo=cirilica&pismo=cirilica'))).toBe('sr-Cyrl');
    expect(scriptFromSearch(search('pismo=cirilica&pismo=latinica'))).toBeNull();
    expect(scriptFromSearch(search('pismo=grcki'))).toBeNull();
    expect(scriptFromSearch(search('q=pismo'))).toBeNull();
  });

  it('is taken off the address the language switch returns to, leaving the rest', () => {
    expect(withoutScriptParam('/o-nama?pismo=cirilica')).toBe('/o-nama');
    expect(withoutScriptParam('/terapeuti?q=ana&pismo=latinica&page=2')).toBe('/terapeuti?q=ana&page=2');
    expect(withoutScriptParam('/terapeuti?q=ana')).toBe('/terapeuti?q=ana');
    expect(withoutScriptParam('/')).toBe('/');
  });
});

describe('links between the scripts of a page', () => {
  const origin = 'https://oslonac.rs';

  it('link both scripts and the plain address as x-default', () => {
    expect(scriptAlternates(origin, '/terapeuti/ana-jovic', null)).toEqual({
      canonical: 'https://oslonac.rs/terapeuti/ana-jovic',
      languages: {
        'sr-Latn': 'https://oslonac.rs/terapeuti/ana-jovic?pismo=latinica',
        'sr-Cyrl': 'https://oslonac.rs/terapeuti/ana-jovic?pismo=cirilica',
        'x-default': 'https://oslonac.rs/terapeuti/ana-jovic',
      },
    });
  });

  it('make the address that named a script its own canonical', () => {
    expect(scriptAlternates(origin, '/o-nama', 'sr-Cyrl').canonical).toBe(
      'https://oslonac.rs/o-nama?pismo=cirilica',
    );
    expect(scriptAlternates(origin, '/', 'sr-Latn').canonical).toBe('https://oslonac.rs/?pismo=latinica');
  });
});

describe('the Cookie header a page renders with', () => {
  it('replaces the one cookie and keeps the others as they came', () => {
    expect(withCookie('oslonac_csrf=abc; oslonac_locale=sr-Latn; x=1', 'oslonac_locale', 'sr-Cyrl')).toBe(
      'oslonac_csrf=abc; x=1; oslonac_locale=sr-Cyrl',
    );
    expect(withCookie(null, 'oslonac_locale', 'sr-Cyrl')).toBe('oslonac_locale=sr-Cyrl');
    expect(withCookie('oslonac_locale_old=1', 'oslonac_locale', 'sr-Latn')).toBe(
      'oslonac_locale_old=1; oslonac_locale=sr-Latn',
    );
  });
});

describe('dynamic public routes', () => {
  it.each([
    ['/blog/sagorevanje-na-poslu', 'blog', 'sagorevanje-na-poslu'],
    ['/legal/privatnost', 'legal', 'privatnost'],
    ['/legal/..%2F..%2Fpackage.json', 'legal', '../../package.json'],
    ['/poredjenje/oslonac-vs-nesto', 'comparison', 'oslonac-vs-nesto'],
    ['/terapija/cena/do-3000', 'price', 'do-3000'],
    ['/terapija/anksioznost', 'specialty', 'anksioznost'],
    ['/terapija/cena', 'specialty', 'cena'],
    ['/terapeuti/ana-jovic/', 'therapist', 'ana-jovic'],
    ['/terapeuti/ana-jovic/book', 'therapist', 'ana-jovic'],
    ['/upitnik/0190f0a0-0000-7000-8000-000000000000', 'match', '0190f0a0-0000-7000-8000-000000000000'],
    ['/terapeuti/%E0%A4%A', 'therapist', ''],
  ])('%s is the %s route with %j', (path, route, param) => {
    expect(dynamicRouteOf(path)).toEqual({ route, param });
  });

  it.each([
    '/',
    '/terapeuti',
    '/terapija',
    '/blog',
    '/upitnik',
    '/upitnik/a/b',
    '/app/settings',
    '/api/v1/x',
  ])('%s names nothing to look up', (path) => {
    expect(dynamicRouteOf(path)).toBeNull();
  });
});
