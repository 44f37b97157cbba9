// Every public route of the site, reached the way a search engine reaches the Cyrillic site: by address
// (?pismo=cirilica), with no cookie. Each page is in Cyrillic from its <html lang> to its heading, links its
// Latin and Cyrillic addresses, and passes axe. The demo seed supplies the profiles, specialties and a
// questionnaire result for the routes that carry a name.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hasCyrillic, KEEP_LATIN } from '@oslonac/lang';
import { PRICE_RANGE_SLUGS } from '@oslonac/web/screens/catalog/types';
import { CATALOG_ROUTES, MARKETING_ROUTES } from '@oslonac/web/screens/public/routes';
import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { LOCALE_COOKIE } from '../src/shared/types';
import { expectAccessible, heading, launchBrowser, newVisitor } from './browser';
import { seedDemoAccounts } from './seed';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
const slugsIn = (folder: string) =>
  readdirSync(path.join(contentDir, folder))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3));

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Words toCyrillic leaves in Latin on purpose (online, PDF, BetterHelp…), as whole words.
const KEEP = new RegExp(`(?<![\\p{L}])(?:${KEEP_LATIN.map(escapeRe).join('|')})(?![\\p{L}])`, 'giu');
const LATIN_LETTER = /[A-Za-zČĆĐŠŽčćđšž]/u;

/** The heading with the words that stay Latin taken out: what is left must hold no Latin letter. */
function expectCyrillicHeading(h1: string): void {
  expect(hasCyrillic(h1)).toBe(true);
  const rest = h1.replace(KEEP, '');
  expect({ heading: h1, latin: LATIN_LETTER.test(rest) }).toEqual({ heading: h1, latin: false });
}

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let routes: string[] = [];
let resultPath = '';

async function json<T>(pathname: string): Promise<T> {
  const res = await fetch(`${stack.bffUrl}${pathname}`);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  stack = await startStack({ name: 'cyrillic' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
  context = await newVisitor(browser, stack.bffUrl);

  const taxonomy = await json<{ specialties: { slug: string }[] }>('/api/v1/therapists/taxonomy');
  const catalogue = await json<{ therapists: { slug: string }[] }>('/api/v1/therapists?pageSize=3');
  expect(taxonomy.specialties.length).toBeGreaterThan(0);
  expect(catalogue.therapists.length).toBeGreaterThan(0);
  routes = [
    ...MARKETING_ROUTES.map((r) => r.path),
    ...CATALOG_ROUTES.map((r) => r.path),
    ...catalogue.therapists.map((t) => `/terapeuti/${t.slug}`),
    ...taxonomy.specialties.map((s) => `/terapija/${s.slug}`),
    ...PRICE_RANGE_SLUGS.map((s) => `/terapija/cena/${s}`),
    ...slugsIn('blog').map((s) => `/blog/${s}`),
    ...slugsIn('legal').map((s) => `/legal/${s}`),
  ];
}, 300_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

/** Opens a path in Cyrillic by address alone, in a profile that has never chosen a script. */
async function openCyrillic(pathname: string, keep: Cookie[] = []): Promise<Page> {
  await context.clearCookies();
  if (keep.length > 0) await context.addCookies(keep);
  const page = await context.newPage();
  const url = `${pathname}${pathname.includes('?') ? '&' : '?'}pismo=cirilica`;
  const response = await page.goto(url);
  expect({ url, status: response?.status() }).toEqual({ url, status: 200 });
  expect(await page.locator('html').getAttribute('lang')).toBe('sr-Cyrl');
  expectCyrillicHeading(await heading(page));
  return page;
}

/** The page's head links its own Cyrillic address as canonical, and both scripts and the plain address. */
async function expectScriptLinks(page: Page, pathname: string): Promise<void> {
  const plain = pathname === '/' ? stack.bffUrl : `${stack.bffUrl}${pathname}`;
  const href = async (selector: string) => page.locator(`head ${selector}`).getAttribute('href');
  const base = `${stack.bffUrl}${pathname}`;
  expect(await href('link[rel="canonical"]')).toBe(`${base}?pismo=cirilica`);
  expect(await href('link[rel="alternate"][hreflang="sr-Cyrl"]')).toBe(`${base}?pismo=cirilica`);
  expect(await href('link[rel="alternate"][hreflang="sr-Latn"]')).toBe(`${base}?pismo=latinica`);
  expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(plain);
}

describe('every public page in Cyrillic, by address', () => {
  it('has a Cyrillic heading, links both scripts and passes axe', async () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const page = await openCyrillic(route);
      await expectScriptLinks(page, route);
      await expectAccessible(page);
      await page.close();
    }
  }, 900_000);

  it('shows a questionnaire result in Cyrillic (personal: not indexed, no alternates)', async () => {
    const page = await openCyrillic('/upitnik');
    await expectAccessible(page);
    await page.locator('input[name="concerns"]').first().check();
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL(/\/upitnik\/[0-9a-f-]{36}$/);
    resultPath = new URL(page.url()).pathname;
    await page.close();

    // A visitor's result opens only in the browser that holds its secret (an HttpOnly cookie): keep that one.
    const secret = (await context.cookies()).filter((c) => c.name.startsWith('oslonac_match_'));
    expect(secret).toHaveLength(1);
    expect(secret[0]).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const result = await openCyrillic(resultPath, secret);
    expect(await result.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await result.locator('link[rel="alternate"]').count()).toBe(0);
    await expectAccessible(result);
    await result.close();
  });
});

describe('the script chosen by address', () => {
  it('stays chosen on pages reached without the parameter, until ?pismo=latinica', async () => {
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto('/o-nama?pismo=cirilica');
    expect((await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value).toBe('sr-Cyrl');
    await page.goto('/terapeuti');
    expect(await page.locator('html').getAttribute('lang')).toBe('sr-Cyrl');
    expectCyrillicHeading(await heading(page));
    // The plain address is its own canonical, whatever the cookie says.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${stack.bffUrl}/terapeuti`,
    );

    await page.goto('/terapeuti?pismo=latinica');
    expect(await page.locator('html').getAttribute('lang')).toBe('sr-Latn');
    expect(await heading(page)).toBe('Psihoterapeuti');
    await page.goto('/o-nama');
    expect(await page.locator('html').getAttribute('lang')).toBe('sr-Latn');
    await page.close();
  });

  it('the sitemap lists both addresses of each page, profiles and specialty pages included', async () => {
    const xml = await (await fetch(`${stack.bffUrl}/sitemap.xml`)).text();
    for (const route of routes) {
      expect(xml).toContain(`<loc>${stack.bffUrl}${route}</loc>`);
      expect(xml).toContain(`hreflang="sr-Latn" href="${stack.bffUrl}${route}?pismo=latinica"`);
      expect(xml).toContain(`hreflang="sr-Cyrl" href="${stack.bffUrl}${route}?pismo=cirilica"`);
    }
  });
});

describe('a 404 without JavaScript, in Cyrillic', () => {
  it.each([
    '/terapeuti/nepostojeci',
    '/blog/nepostojeci',
    '/terapija/nepostojeca',
    '/terapija/cena/besplatno',
    '/legal/nepostojeci',
    '/poredjenje/oslonac-vs-nesto',
    '/upitnik/0190f0a0-0000-7000-8000-000000000000',
    '/nepostojeca-stranica',
  ])('%s is the not-found page, rendered on the server', async (route) => {
    const noScript = await browser.newContext({ baseURL: stack.bffUrl, javaScriptEnabled: false });
    const page = await noScript.newPage();
    const response = await page.goto(`${route}?pismo=cirilica`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('sr-Cyrl');
    expect(await heading(page)).toBe('Ова страница не постоји');
    for (const number of ['0800 300 303', '194']) {
      expect((await page.locator('footer').textContent()) ?? '').toContain(number);
    }
    await noScript.close();
  });
});
