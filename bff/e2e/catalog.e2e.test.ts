// Browser journeys through the public catalogue against the built BFF, identity and therapists
// (scripts/stack), with the therapists' demo seed: search across scripts, the questionnaire to a profile,
// filters that must never end in a 500. Every visited page passes axe.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { expectAccessible, heading, launchBrowser, newVisitor } from './browser';
import { seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ name: 'catalog' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function open(page: Page, pathname: string, h1: string | RegExp): Promise<void> {
  const res = await page.goto(pathname);
  expect(res?.status()).toBeLessThan(500);
  await expectPage(page, h1);
}

/** The page now shown: one h1 with the expected text, no axe violations. */
async function expectPage(page: Page, h1: string | RegExp): Promise<void> {
  await page.locator('h1', { hasText: h1 }).first().waitFor();
  const text = await heading(page);
  if (typeof h1 === 'string') expect(text).toBe(h1);
  else expect(text).toMatch(h1);
  await expectAccessible(page);
}

describe('the public catalogue', () => {
  it('finds a Latin profile with a Cyrillic search, and opens it', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    await open(page, '/pretraga', 'Pretraga');
    await page.getByRole('searchbox', { name: 'Šta tražite?' }).fill('психолог анксиозност');
    await page.getByRole('button', { name: 'Traži' }).click();
    await page.waitForURL(/\/pretraga\?q=/);
    await page.getByText(/Pronađen[aoe]? (je|su) \d+ terapeut/).waitFor();
    await expectAccessible(page);

    const first = page.locator('.c-list > li').first().locator('h3 a');
    const name = (await first.textContent())!.trim();
    // The profile is written in Latin: the match came from folding scripts, not from Cyrillic text.
    expect(name).toMatch(/[A-Za-zčćžšđČĆŽŠĐ]/);
    await first.click();
    await expectPage(page, name);
    await page.getByRole('heading', { name: 'Šta je Oslonac proverio' }).waitFor();
    await page.getByRole('link', { name: 'Zakaži seansu' }).waitFor();
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ '@type': 'ProfessionalService', employee: { name } });
    await context.close();
  });

  it('takes the questionnaire to ranked matches with reasons, then to a profile', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    await open(page, '/upitnik', 'Upitnik: pronađite svog terapeuta');
    await page.getByRole('checkbox', { name: 'Anksioznost' }).check();
    await page.getByRole('checkbox', { name: 'srpski' }).check();
    await page.getByRole('button', { name: 'Prikaži terapeute koji mi odgovaraju' }).click();
    await page.waitForURL(/\/upitnik\/[0-9a-f-]{36}$/);
    await expectPage(page, 'Terapeuti koji vam odgovaraju');
    // The result is bound to this browser: another one that knows only the address gets the not-found page.
    const stranger = await newVisitor(browser, stack.bffUrl);
    const strangerPage = await stranger.newPage();
    expect((await strangerPage.goto(page.url()))?.status()).toBe(404);
    await expectPage(strangerPage, 'Ova stranica ne postoji');
    await stranger.close();
    const ranked = page.locator('.c-matches > li');
    expect(await ranked.count()).toBeGreaterThan(0);
    await ranked.first().getByRole('heading', { name: 'Zašto odgovara' }).waitFor();
    expect((await ranked.first().locator('ul li').first().textContent())!.length).toBeGreaterThan(5);
    const name = (await ranked.first().locator('h2').textContent())!.trim();
    await ranked
      .first()
      .getByRole('link', { name: /Pogledajte profil/ })
      .click();
    await expectPage(page, name);
    await context.close();
  });

  it('lists, filters and pages without JavaScript, and answers nonsense calmly', async () => {
    const context = await browser.newContext({
      baseURL: stack.bffUrl,
      javaScriptEnabled: false,
      locale: 'sr-Latn-RS',
    });
    const page = await context.newPage();
    // No script runs in this context, axe included: here only the plain GET form is under test. The same pages
    // pass axe with scripts on below.
    const heading1 = async (pathname: string) => {
      const res = await page.goto(pathname);
      expect(res?.status()).toBe(200);
      return (await page.locator('h1').first().textContent())?.trim();
    };
    expect(await heading1('/terapeuti')).toBe('Psihoterapeuti');
    await page.getByRole('combobox', { name: 'Tema' }).selectOption('anksioznost');
    await page.getByRole('button', { name: 'Prikaži terapeute' }).click();
    await page.waitForURL(/specialty=anksioznost/);
    await page.getByText(/Pronađen[aoe]? (je|su) \d+ terapeut/).waitFor();
    for (const bad of [
      '/terapeuti?page=99999999',
      "/terapeuti?specialty=x'%20OR%201=1--",
      '/terapeuti?price=sve&sort=random',
      '/terapeuti?gender=robot',
    ]) {
      expect(await heading1(bad)).toBe('Psihoterapeuti');
      await page.getByText('Neispravan filter').first().waitFor();
    }
    for (const missing of [
      '/terapija/nepostoji',
      '/terapija/cena/besplatno',
      '/terapeuti/nema-takvog-profila',
    ]) {
      const res = await page.goto(missing);
      expect(res?.status()).toBe(404);
    }
    await context.close();

    const visitor = await newVisitor(browser, stack.bffUrl);
    const withScripts = await visitor.newPage();
    await open(withScripts, '/terapeuti?specialty=anksioznost', 'Psihoterapeuti');
    await open(withScripts, '/terapeuti?gender=robot', 'Psihoterapeuti');
    await open(withScripts, '/terapija', 'Sa čim vam terapija može pomoći');
    await open(withScripts, '/terapija/anksioznost', 'Anksioznost');
    await open(withScripts, '/terapija/cena/3000-5000', /3\.000 do 5\.000 RSD/);
    await visitor.close();
  });

  it('renders Cyrillic taxonomy for sr-Cyrl visitors', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    await context.addCookies([{ name: 'oslonac_locale', value: 'sr-Cyrl', url: stack.bffUrl }]);
    const page = await context.newPage();
    await open(page, '/terapija', 'Са чим вам терапија може помоћи');
    await page.getByRole('link', { name: 'Анксиозност' }).waitFor();
    await context.close();
  });
});
