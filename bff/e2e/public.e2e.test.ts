import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hasCyrillic } from '@oslonac/lang';
import { BOOKING_POLICY, PARTNER_REFERRAL, THERAPIST_PRICING } from '@oslonac/web/screens/public/pricing';
import { MARKETING_ROUTES } from '@oslonac/web/screens/public/routes';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { DEV_SESSION_COOKIE, SECURE_SESSION_COOKIE } from '../src/server/cookies';
import { CSRF_COOKIE, LOCALE_COOKIE } from '../src/shared/types';
import { expectAccessible, heading, launchBrowser, newVisitor } from './browser';

// The public site, both scripts: every marketing page, blog post and legal text renders real content with
// one h1, passes axe (in Latin here, in Cyrillic in cyrillic.e2e), shows the crisis lines; sitemap and robots list
// what they should.

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
const slugsIn = (folder: string) =>
  readdirSync(path.join(contentDir, folder))
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3));
const POSTS = slugsIn('blog');
const LEGAL = slugsIn('legal');
const ROUTES = [
  ...MARKETING_ROUTES.map((r) => r.path),
  ...POSTS.map((s) => `/blog/${s}`),
  ...LEGAL.map((s) => `/legal/${s}`),
];
const ALLOWED_COOKIES = new Set([SECURE_SESSION_COOKIE, DEV_SESSION_COOKIE, CSRF_COOKIE, LOCALE_COOKIE]);
const PLACEHOLDER = /lorem|ipsum|todo|tbd|placeholder|xxx|\?\?\?|undefined|\[object/i;

let stack: Stack;
let browser: Browser;
const contexts: Partial<Record<'sr-Latn' | 'sr-Cyrl', BrowserContext>> = {};

beforeAll(async () => {
  stack = await startStack({ name: 'public' });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  for (const c of Object.values(contexts)) await c?.close();
  await browser?.close();
  await stack?.stop();
});

async function visitor(locale: 'sr-Latn' | 'sr-Cyrl'): Promise<BrowserContext> {
  let context = contexts[locale];
  if (!context) {
    context = await newVisitor(browser, stack.bffUrl);
    if (locale === 'sr-Cyrl') {
      await context.addCookies([{ name: LOCALE_COOKIE, value: 'sr-Cyrl', url: stack.bffUrl }]);
    }
    contexts[locale] = context;
  }
  return context;
}

/** Opens a path and checks what every public page must have. Returns the page for further checks. */
async function openPublic(locale: 'sr-Latn' | 'sr-Cyrl', route: string): Promise<Page> {
  const page = await (await visitor(locale)).newPage();
  const response = await page.goto(route);
  expect(response?.status()).toBe(200);
  expect(await page.locator('html').getAttribute('lang')).toBe(locale);

  const h1 = await heading(page);
  expect(h1.length).toBeGreaterThan(3);
  if (locale === 'sr-Cyrl') expect(hasCyrillic(h1)).toBe(true);

  const main = ((await page.locator('main').textContent()) ?? '').trim();
  expect(main.length).toBeGreaterThan(600);
  expect(main).not.toMatch(PLACEHOLDER);

  const footer = (await page.locator('footer').textContent()) ?? '';
  for (const number of ['0800 300 303', '011 7777 000', '194']) expect(footer).toContain(number);

  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(40);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  // Next writes the home page's canonical address without the trailing slash.
  expect(canonical).toBe(route === '/' ? stack.bffUrl : `${stack.bffUrl}${route}`);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('index');

  // Every one of these pages also passes axe in Cyrillic in cyrillic.e2e (each public route, reached by address),
  // which renders the same document: once per script is enough.
  if (locale === 'sr-Latn') await expectAccessible(page);
  return page;
}

describe.each(['sr-Latn', 'sr-Cyrl'] as const)('public pages in %s', (locale) => {
  it.each(ROUTES)('%s renders real content, accessibly', async (route) => {
    const page = await openPublic(locale, route);
    await page.close();
  });
});

describe('what the pages promise matches the rules in code', () => {
  it('the therapist page states the commission, the payout day and no monthly fee', async () => {
    const page = await openPublic('sr-Latn', '/za-psihoterapeute');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(`${THERAPIST_PRICING.commissionPercent}%`);
    expect(text).toContain(`do ${THERAPIST_PRICING.payoutDayOfMonth}. dana narednog meseca`);
    expect(text).toContain('Nema mesečne pretplate');
    await page.close();
  });

  it('the partner page and the terms state the same numbers as the constants', async () => {
    const partners = await openPublic('sr-Latn', '/partneri');
    const text = (await partners.locator('main').textContent()) ?? '';
    expect(await heading(partners)).toBe('Partneri Oslonca');
    expect(text).toContain(`${PARTNER_REFERRAL.shareOfCommissionPercent}%`);
    expect(text).toContain(`${PARTNER_REFERRAL.months} meseci`);
    await partners.close();

    const terms = await openPublic('sr-Latn', '/legal/uslovi');
    expect((await terms.locator('main').textContent()) ?? '').toContain(
      `najkasnije ${BOOKING_POLICY.freeCancellationHours} sata pre početka`,
    );
    await terms.close();
  });

  it('lists exactly the cookies the site sets, and the browser receives no others', async () => {
    for (const route of ['/cookies', '/legal/kolacici']) {
      const page = await openPublic('sr-Latn', route);
      const text = (await page.locator('main').textContent()) ?? '';
      for (const name of ALLOWED_COOKIES) expect(text).toContain(name);
      await page.close();
    }
    const received = (await (await visitor('sr-Latn')).cookies()).map((c) => c.name);
    expect(received.length).toBeGreaterThan(0);
    for (const name of received) expect(ALLOWED_COOKIES.has(name)).toBe(true);
  });

  it('the privacy policy names the law, the authority and the special category of health data', async () => {
    const page = await openPublic('sr-Latn', '/legal/privatnost');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('87/2018');
    expect(text).toContain('Poverenik');
    expect(text).toContain('izričitog pristanka');
    await page.close();
  });
});

describe('addresses that do not exist', () => {
  it.each([
    '/poredjenje/oslonac-vs-nesto',
    '/blog/ovaj-tekst-ne-postoji',
    '/legal/nepostojeci',
    '/legal/..%2F..%2Fpackage.json',
  ])('%s is the not-found page, with a 404', async (route) => {
    const page = await (await visitor('sr-Latn')).newPage();
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
    expect(await heading(page)).toBe('Ova stranica ne postoji');
    await expectAccessible(page);
    await page.close();
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every public page, post and legal text with absolute addresses', async () => {
    const res = await fetch(`${stack.bffUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const route of ROUTES) expect(locs).toContain(`${stack.bffUrl}${route}`);
    for (const route of ['/terapeuti', '/upitnik']) expect(locs).toContain(`${stack.bffUrl}${route}`);
    expect(locs.some((l) => l?.includes('/app') || l?.includes('/admin'))).toBe(false);
  });

  it('robots.txt allows the public site and keeps private areas out', async () => {
    const res = await fetch(`${stack.bffUrl}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^Allow: \/$/m);
    for (const prefix of ['/app', '/admin', '/api'])
      expect(text).toMatch(new RegExp(`^Disallow: ${prefix}$`, 'm'));
    expect(text).toContain(`Sitemap: ${stack.bffUrl}/sitemap.xml`);
  });
});
