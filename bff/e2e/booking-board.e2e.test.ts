// The free-slot board and the booking page in a real browser, against the built BFF, identity, therapists and
// booking with their demo seeds: the board lists seeded free times, a filter narrows them (also without
// JavaScript), nonsense in the address is a calm notice, and a visitor in Chicago books a time from the board —
// signing in on the booking page itself — until the session waits for payment, which is paid by bank transfer
// and confirmed by an admin on /admin/payments (reached from /admin/sessions). Every page with scripts passes axe.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { expectAccessible, heading, launchBrowser, reloadedInZone } from './browser';
import { payByBankTransfer } from './pay-by-bank';
import { passDemoSecondFactor } from './second-factor';
import { DEMO, DEMO_PASSWORD, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ name: 'board' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

interface BoardJson {
  entries: { therapist: { slug: string; displayName: string; languages: string[] }; slots: unknown[] }[];
  nextPageToken: string;
}

/** Every therapist on the board for a query, following the pages as a client of the API would. */
async function everyone(query: string): Promise<BoardJson['entries']> {
  const out: BoardJson['entries'] = [];
  let token = '';
  do {
    const sep = query ? '&' : '';
    const res = await fetch(
      `${stack.bffUrl}/api/v1/free-slots?${query}${token ? `${sep}pageToken=${encodeURIComponent(token)}` : ''}`,
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as BoardJson;
    out.push(...page.entries);
    token = page.nextPageToken;
  } while (token);
  return out;
}

function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

async function expectPage(page: Page, h1: string | RegExp): Promise<void> {
  await page.locator('h1', { hasText: h1 }).first().waitFor();
  const text = await heading(page);
  if (typeof h1 === 'string') expect(text).toBe(h1);
  else expect(text).toMatch(h1);
  await expectAccessible(page);
}

const names = (page: Page) => page.locator('.b-board > li h2').allTextContents();

describe('the free-slot board', () => {
  it('lists seeded free times, narrows them with a filter, and answers nonsense calmly — without JavaScript', async () => {
    const all = await everyone('window=168');
    expect(all.length).toBeGreaterThan(1);
    // The rarest language someone on the board speaks: filtering by it must leave fewer therapists.
    const counts = new Map<string, number>();
    for (const e of all) for (const l of e.therapist.languages) counts.set(l, (counts.get(l) ?? 0) + 1);
    const [language, speakers] = [...counts].sort((a, b) => a[1] - b[1])[0]!;
    expect(speakers).toBeLessThan(all.length);
    const expected = (await everyone(`window=168&language=${language}`)).map((e) => e.therapist.displayName);
    expect(expected.length).toBe(speakers);

    const context = await browser.newContext({
      baseURL: stack.bffUrl,
      javaScriptEnabled: false,
      locale: 'sr-Latn-RS',
    });
    const page = await context.newPage();
    expect((await page.goto('/slobodni-termini'))?.status()).toBe(200);
    expect(await heading(page)).toBe('Slobodni termini');
    const before = await names(page);
    expect(before.length).toBe(Math.min(all.length, 20));
    await page.locator('select[name="language"]').selectOption(language);
    await page.getByRole('button', { name: 'Prikaži termine' }).click();
    await page.waitForURL(new RegExp(`language=${language}`));
    const after = await names(page);
    expect(after.length).toBeLessThan(before.length);
    expect(after).toEqual(expected.slice(0, 20));
    expect(await page.locator('#b-board-count').textContent()).toMatch(
      new RegExp(`^${after.length} terapeuta? (ima|imaju) slobod`),
    );

    for (const bad of [
      '/slobodni-termini?window=72',
      '/slobodni-termini?maxPrice=mnogo',
      '/slobodni-termini?language=xx',
    ]) {
      const res = await page.goto(bad);
      expect(res?.status()).toBe(200);
      await page.getByText('Neispravan filter').waitFor();
    }

    // The booking page takes any address calmly: odd choices fall back to a step that makes sense.
    const slug = all[0]!.therapist.slug;
    for (const odd of [
      `/terapeuti/${slug}/book?vrsta=grupna&termin=sutra&od=2026-02-31&dan=x&zona=..%2Fetc&greska=%3Cb%3E`,
      `/terapeuti/${slug}/book?vrsta=individual&termin=2020-01-01T10:00:00Z`,
      `/terapeuti/${slug}/book?rezervacija=00000000-0000-7000-8000-000000000000`,
      `/terapeuti/${slug}/book?vrsta=individual&od=2999-01-01`,
    ]) {
      const res = await page.goto(odd);
      expect(res?.status()).toBe(200);
      expect(await heading(page)).toMatch(/^(Zakazivanje: |Prijava)/);
    }
    expect((await page.goto('/terapeuti/nema-takvog/book'))?.status()).toBe(404);
    expect((await page.goto('/terapeuti/NE%20POSTOJI/book'))?.status()).toBe(404);

    // Days are links too: from a board time to the booking page, then to another day of that week.
    await page.goto('/slobodni-termini');
    await page.locator('.b-board > li').first().locator('.b-slots a').first().click();
    await page.getByRole('heading', { name: 'Izabrani termin' }).waitFor();
    await page.getByRole('link', { name: 'Izaberite drugi termin' }).click();
    await page.getByRole('heading', { name: 'Dan i vreme' }).waitFor();
    const days = page.locator('.b-days a');
    const last = days.last();
    const href = (await last.getAttribute('href'))!;
    await last.click();
    await page.waitForURL((url) =>
      url.search.includes(`dan=${new URLSearchParams(href.split('?')[1]).get('dan')}`),
    );
    expect(await page.locator('.b-slots a').count()).toBeGreaterThan(0);
    expect(await page.locator('.b-days a[aria-current="date"]').getAttribute('href')).toBe(href);
    await context.close();

    // The same pages in Cyrillic, derived from the Latin copy, with scripts and axe.
    const cyrillic = await browser.newContext({ baseURL: stack.bffUrl, timezoneId: 'Europe/Belgrade' });
    await cyrillic.addCookies([{ name: 'oslonac_locale', value: 'sr-Cyrl', url: stack.bffUrl }]);
    const cyr = await cyrillic.newPage();
    await cyr.goto('/slobodni-termini');
    await expectPage(cyr, 'Слободни термини');
    await cyr.locator('.b-board > li').first().locator('.b-slots a').first().click();
    await expectPage(cyr, /^Заказивање: /);
    await cyr.getByRole('heading', { name: 'Отказивање и померање' }).waitFor();
    await cyrillic.close();
  });

  it('takes a visitor in Chicago from a board time, through signing in on the page, to "awaiting payment"; an admin confirms it', async () => {
    const context = await browser.newContext({
      baseURL: stack.bffUrl,
      locale: 'sr-Latn-RS',
      timezoneId: 'America/Chicago',
    });
    const page = await context.newPage();
    await page.goto('/slobodni-termini');
    // The page learns the browser's zone and renders again in Chicago time, with the therapist's clock beside it.
    await reloadedInZone(page, 'America/Chicago');
    await page.locator('.b-slots__other').first().waitFor();
    await expectPage(page, 'Slobodni termini');
    // Some therapists work from other zones (Berlin, Vienna…); which comes first depends on the hour the test runs.
    const inBelgrade = page.locator('.b-slots a', { hasText: '(Beograd ' });
    const entry = page.locator('.b-board > li', { has: inBelgrade }).first();
    const therapist = ((await entry.locator('h2').textContent()) ?? '').trim();
    const slot = entry.locator('.b-slots a', { hasText: '(Beograd ' }).first();
    expect(await slot.textContent()).toMatch(/\d{2}:\d{2} \(Beograd \d{2}:\d{2}\)$/);
    await slot.click();

    await expectPage(page, `Zakazivanje: ${therapist}`);
    const reviewUrl = page.url();
    await page.getByRole('heading', { name: 'Otkazivanje i pomeranje' }).waitFor();
    expect(await page.locator('.b-policy li').count()).toBeGreaterThan(0);
    expect(await page.locator('.b-summary').textContent()).toMatch(/\(Beograd \d{2}:\d{2}\)/);
    await page.getByText(/termin čuvamo samo za vas 10 minuta/).waitFor();

    // Not signed in: the account forms are on the page, and the chosen time survives signing in.
    const form = page.locator('form', { has: field(page, 'Lozinka') });
    await field(form, 'E-adresa').fill(DEMO.client.email);
    await field(form, 'Lozinka').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Prijavi se lozinkom' }).click();
    await page.waitForURL(/rezervacija=[0-9a-f-]{36}/);
    await expectPage(page, `Zakazivanje: ${therapist}`);
    await page.getByRole('heading', { name: 'Termin je sačuvan za vas' }).waitFor();
    await page.getByText(/Čuvamo ga do /).waitFor();

    await page.getByRole('button', { name: 'Pošalji rezervaciju' }).click();
    await page.getByRole('heading', { name: 'Rezervacija je poslata. Seansa čeka uplatu.' }).waitFor();
    await page
      .getByText(
        'Platite karticom na sigurnoj stranici kompanije Stripe. Broj kartice unosite samo tamo: Oslonac ga nikada ne vidi.',
      )
      .waitFor();
    await expectAccessible(page);
    const bookingUrl = page.url();

    const admin = await browser.newContext({
      baseURL: stack.bffUrl,
      locale: 'sr-Latn-RS',
      timezoneId: 'Europe/Belgrade',
    });
    const adminPage = await admin.newPage();
    await adminPage.goto('/app/login');
    const login = adminPage.locator('form', { has: field(adminPage, 'Lozinka') });
    await field(login, 'E-adresa').fill(DEMO.admin.email);
    await field(login, 'Lozinka').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Prijavi se lozinkom' }).click();
    await passDemoSecondFactor(adminPage, DEMO.admin.email);
    await adminPage.waitForURL(/\/app\/dashboard/);
    await adminPage.goto('/admin/sessions');
    await expectPage(adminPage, 'Seanse koje čekaju uplatu');
    const card = adminPage.locator('.b-admin > li', {
      hasText: `${DEMO.client.name} kod terapeuta ${therapist}`,
    });
    const paymentsLink = card.getByRole('link', { name: /^Uplate za ovu seansu/ });
    const bookingId = new URL((await paymentsLink.getAttribute('href')) ?? '', stack.bffUrl).searchParams.get(
      'q',
    );
    await payByBankTransfer(page.context(), adminPage, stack.bffUrl, bookingId ?? '');
    await admin.close();

    // Billing's payment event confirms the booking in booking a moment later.
    for (let i = 0; i < 60; i++) {
      await page.goto(bookingUrl);
      if (await page.getByRole('heading', { name: 'Seansa je potvrđena' }).count()) break;
      await page.waitForTimeout(500);
    }
    await page.getByRole('heading', { name: 'Seansa je potvrđena' }).waitFor();
    await expectAccessible(page);

    // The time is taken now: its old address says so and offers the other times of that week.
    await page.goto(reviewUrl);
    await page.getByText('Ovaj termin nije slobodan. Izaberite jedan od ponuđenih termina.').waitFor();
    await page.getByRole('heading', { name: 'Dan i vreme' }).waitFor();

    // Signed in, a time is reserved with one press, and can be let go at once for someone else.
    await page.locator('.b-slots a').first().click();
    await page.getByRole('button', { name: 'Rezerviši termin' }).click();
    await page.getByRole('heading', { name: 'Termin je sačuvan za vas' }).waitFor();
    await page.getByRole('button', { name: 'Odustani i oslobodi termin' }).click();
    await page.getByText('Termin je oslobođen. Možete izabrati drugi.').waitFor();
    await expectAccessible(page);

    // A signed-in client can ask to hear when a therapist frees a time.
    await page.goto('/slobodni-termini');
    const first = page.locator('.b-board > li').first();
    await first.getByRole('button', { name: /^Javi mi kad se oslobodi termin/ }).click();
    await page.getByText('Upisani ste na listu čekanja.', { exact: false }).waitFor();
    await expectAccessible(page);

    // From the profile, "Zakaži seansu" opens the same booking page at its first open step.
    await page.goto((await first.locator('h2 a').getAttribute('href'))!);
    await page.getByRole('button', { name: 'Javi mi kad se oslobodi termin' }).waitFor();
    await page.getByRole('link', { name: 'Zakaži seansu' }).click();
    await expectPage(page, /^Zakazivanje: /);
    await page.getByRole('navigation', { name: 'Koraci zakazivanja' }).waitFor();
    await context.close();
  });
});
