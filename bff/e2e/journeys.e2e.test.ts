import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { expectAccessible, heading, launchBrowser, newVisitor, waitForPath } from './browser';
import { latestLink } from './mailbox';
import { passDemoSecondFactor } from './second-factor';
import { DEMO, DEMO_PASSWORD, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ name: 'pages' });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const ANY_HEADING = /\S/;

/** Goes to a path and checks the page that loads: one h1 with the expected text, no axe violations. */
async function open(page: Page, path: string, h1: string | RegExp): Promise<void> {
  await page.goto(path);
  await expectPage(page, h1);
}

async function expectPage(page: Page, h1: string | RegExp): Promise<void> {
  await page.locator('h1', { hasText: h1 }).first().waitFor();
  // After an in-app navigation Next sets the new <title> a moment after the content.
  await page.waitForFunction(() => document.title.trim().length > 0);
  const text = await heading(page);
  if (typeof h1 === 'string') expect(text).toBe(h1);
  else expect(text).toMatch(h1);
  await expectAccessible(page);
}

/** A text control by its accessible name (the label without the hidden "(obavezno)" mark). */
function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await open(page, '/app/login', 'Prijava');
  const form = page.locator('form', { has: field(page, 'Lozinka') });
  await field(form, 'E-adresa').fill(email);
  await field(form, 'Lozinka').fill(password);
  await form.getByRole('button', { name: 'Prijavi se lozinkom' }).click();
  await passDemoSecondFactor(page, email);
}

/** Opens the newest sign-in link sent to `email` and presses the confirm button; returns the link. */
async function confirmLatestLink(page: Page, email: string, since: Date): Promise<string> {
  const link = await latestLink(stack.identityHttpUrl, email, since);
  expect(new URL(link).pathname).toBe('/verify-request');
  await page.goto(link);
  await expectPage(page, 'Još samo jedan korak');
  await page.getByRole('button', { name: 'Potvrdite prijavu' }).click();
  return link;
}

describe('sign-up by e-mail link, onboarding as a client, sign-out', () => {
  it('takes a new person from sign-up to a dashboard with their name, and out again', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    const email = `milica.${Date.now()}@primer.rs`;

    // The home page's words belong to the public site; any single h1 will do here.
    await open(page, '/', ANY_HEADING);
    await open(page, '/app/login?mode=signup', 'Otvorite nalog');

    // Inline errors first: nothing filled in.
    await page.getByRole('button', { name: 'Otvori nalog' }).click();
    await page.getByRole('alert').getByText('Upišite ime.').waitFor();
    expect(await page.locator('#signup-name-error').textContent()).toContain('Upišite ime.');
    await expectAccessible(page);

    const since = new Date(Date.now() - 1000);
    await field(page, 'Ime').fill('Mila');
    await field(page, 'E-adresa').fill(email);
    await page.getByRole('button', { name: 'Otvori nalog' }).click();
    await waitForPath(page, '/verify-request');
    await expectPage(page, 'Proverite e-poštu');
    expect(await page.getByText(email).count()).toBeGreaterThan(0);

    const link = await confirmLatestLink(page, email, since);

    await waitForPath(page, '/app/onboarding');
    await expectPage(page, 'Dobro došli u Oslonac');
    await page.getByRole('button', { name: 'Nastavi' }).click();
    await page.locator('#path-error').waitFor();
    await page.getByLabel('Tražim podršku za sebe').check();
    await page.getByRole('button', { name: 'Nastavi' }).click();

    await waitForPath(page, '/app/onboarding/korisnik');
    await expectPage(page, 'Kako da vam se obraćamo?');
    const name = field(page, 'Ime ili nadimak');
    expect(await name.inputValue()).toBe('Mila');
    await name.fill('Milica');
    await page.getByRole('button', { name: 'Sačuvaj i nastavi' }).click();

    await waitForPath(page, '/app/dashboard');
    await expectPage(page, 'Zdravo, Milica');

    // The other signed-in pages of this issue, with the same checks.
    await open(page, '/app/settings', 'Podešavanja');
    await open(page, '/app/settings/account', 'Nalog');
    await page.getByText('Ovaj uređaj').waitFor();
    await open(page, '/mobile-auth', 'Prijava u mobilnu aplikaciju');
    const code = page.locator('.s-code__value [aria-hidden="true"]');
    await code.waitFor();
    expect(await code.textContent()).toMatch(/^[A-Z0-9]{4} [A-Z0-9]{4}$/);
    expect(await page.getByRole('link', { name: 'Otvori aplikaciju Oslonac' }).getAttribute('href')).toMatch(
      /^oslonac:\/\/auth\?code=[A-Z0-9]{8}$/,
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Odjavi se' }).click();
    await waitForPath(page, '/');
    await expectPage(page, ANY_HEADING);

    await page.goto('/app/dashboard');
    await waitForPath(page, '/app/login?next=%2Fapp%2Fdashboard');
    await expectPage(page, 'Prijava');

    // The link has done its work: opening it again explains that and offers a new one.
    await page.goto(link);
    await page.getByRole('button', { name: 'Potvrdite prijavu' }).click();
    await page.getByText('Ovaj link više ne važi').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});

describe('the admin console', () => {
  beforeAll(async () => {
    await seedDemoAccounts(stack);
  }, 90_000);

  it('refuses a signed-in client', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    await signInWithPassword(page, DEMO.client.email, DEMO_PASSWORD);
    await waitForPath(page, '/app/dashboard');
    await expectPage(page, `Zdravo, ${DEMO.client.name}`);
    expect(await page.getByRole('link', { name: 'Administracija' }).count()).toBe(0);

    await page.goto('/admin');
    await waitForPath(page, '/app/dashboard?denied=admin');
    await expectPage(page, `Zdravo, ${DEMO.client.name}`);
    await page.getByText('Ta stranica je dostupna samo administratorima').waitFor();
    expect(await page.locator('table').count()).toBe(0);
    await context.close();
  });

  it('shows an admin the users, filters them and grants a role', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    await signInWithPassword(page, DEMO.admin.email, DEMO_PASSWORD);
    await waitForPath(page, '/app/dashboard');
    await page.getByRole('link', { name: 'Administracija', exact: true }).first().click();
    await waitForPath(page, '/admin');
    await expectPage(page, 'Administracija');
    const table = page.locator('table');
    await table.getByText(DEMO.client.email).waitFor();
    await table.getByText(DEMO.therapist.email).waitFor();

    await page.getByRole('combobox', { name: 'Uloga', exact: true }).selectOption('therapist');
    await page.getByRole('button', { name: 'Prikaži' }).click();
    await waitForPath(page, '/admin?q=&role=therapist');
    await expectPage(page, 'Administracija');
    await table.getByText(DEMO.therapist.email).waitFor();
    expect(await table.getByText(DEMO.client.email).count()).toBe(0);

    // A page marker identity does not know starts the same list over instead of failing.
    await page.goto('/admin?role=client&pageToken=nepoznato');
    await waitForPath(page, '/admin?role=client');
    await expectPage(page, 'Administracija');

    await page.goto('/admin?q=Jovanovi%C4%87');
    await expectPage(page, 'Administracija');
    const row = table.locator('tr', { hasText: DEMO.client.email });
    await row
      .getByRole('combobox', { name: `Nova uloga za korisnika ${DEMO.client.name}` })
      .selectOption('partner');
    await row.getByRole('button', { name: `Dodeli ulogu korisniku ${DEMO.client.name}` }).click();
    await page.getByText(`Uloga „Partner” je dodeljena korisniku ${DEMO.client.name}.`).waitFor();
    await row.getByText('Klijent, Partner').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});

describe('scripts', () => {
  it('shows the same sign-in page in Cyrillic after switching script, and back', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    await open(page, '/app/login', 'Prijava');
    expect(await page.getAttribute('html', 'lang')).toBe('sr-Latn');

    await page.getByRole('button', { name: 'Ћирилица' }).click();
    // The switch reloads the page: between the two documents there is briefly no <html> to ask.
    await page.waitForFunction(() => document.documentElement?.lang === 'sr-Cyrl');
    await expectPage(page, 'Пријава');
    await page.getByRole('button', { name: 'Пошаљите ми линк за пријаву' }).waitFor();
    await page.getByText('Ако сте у кризи').waitFor();

    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement?.lang === 'en');
    await expectPage(page, 'Sign in');

    await page.getByRole('button', { name: 'Latinica' }).click();
    await page.waitForFunction(() => document.documentElement?.lang === 'sr-Latn');
    await expectPage(page, 'Prijava');
    await context.close();
  });

  it('answers an unknown address with the not-found page in the same voice', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    const response = await page.goto('/ova-stranica-ne-postoji');
    expect(response?.status()).toBe(404);
    await expectPage(page, 'Ova stranica ne postoji');
    await open(page, '/partneri/login', 'Prijava za partnere');
    await open(page, '/partneri', ANY_HEADING);
    await open(page, '/mobile-auth', 'Prijava u mobilnu aplikaciju');
    await context.close();
  });
});

describe("a therapist's first step and the account settings", () => {
  it('signs a therapist up, proves the address, sets a password, then renames, ends sessions and changes it', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    const email = `vesna.${Date.now()}@primer.rs`;
    const password = 'moja-duga-lozinka-1';

    await open(page, '/app/login?mode=signup', 'Otvorite nalog');
    const since = new Date(Date.now() - 1000);
    await field(page, 'Ime').fill('Vesna');
    await field(page, 'E-adresa').fill(email);
    // No password before the address is proven: the sign-up form has none.
    expect(await page.getByLabel('Lozinka', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Otvori nalog' }).click();
    await waitForPath(page, '/verify-request');
    await expectPage(page, 'Proverite e-poštu');
    await confirmLatestLink(page, email, since);

    await waitForPath(page, '/app/onboarding');
    await expectPage(page, 'Dobro došli u Oslonac');
    await page.getByLabel('Ja sam psihoterapeut').check();
    await page.getByRole('button', { name: 'Nastavi' }).click();
    await waitForPath(page, '/app/onboarding/terapeut');
    await expectPage(page, 'Dobro došli, drage kolege');
    await field(page, 'Ime i prezime').fill('Vesna Ilić');
    await page.getByRole('button', { name: 'Sačuvaj i nastavi' }).click();
    // The next step (the profile) belongs to the therapists' own pages; this journey only needs it reached.
    await page.waitForURL((url) => url.pathname !== '/app/onboarding/terapeut', { timeout: 30_000 });
    await expectPage(page, ANY_HEADING);
    await open(page, '/app/dashboard', 'Zdravo, Vesna Ilić');
    expect(await page.getByRole('link', { name: 'Administracija' }).count()).toBe(0);

    // Just signed in by the link, so a first password needs no other proof.
    await open(page, '/app/settings/account', 'Nalog');
    const firstPassword = page.locator('form', { has: field(page, 'Nova lozinka') });
    expect(await field(firstPassword, 'Trenutna lozinka').count()).toBe(0);
    await field(firstPassword, 'Nova lozinka').fill(password);
    await firstPassword.getByRole('button', { name: 'Postavi lozinku' }).click();
    await page.getByText('Lozinka je sačuvana.').waitFor();

    // The same account on a second device, by password.
    const other = await newVisitor(browser, stack.bffUrl);
    const otherPage = await other.newPage();
    await signInWithPassword(otherPage, email, password);
    await waitForPath(otherPage, '/app/dashboard');

    await open(page, '/app/settings', 'Podešavanja');
    await page.getByRole('link', { name: 'Nalog' }).click();
    await waitForPath(page, '/app/settings/account');
    await expectPage(page, 'Nalog');
    const items = page.locator('.s-sessions__item');
    await items.nth(1).waitFor();
    expect(await items.count()).toBe(2);
    await items
      .filter({ hasNot: page.getByText('Ovaj uređaj') })
      .getByRole('button', { name: /^Odjavi: / })
      .click();
    await page.getByText('Uređaj je odjavljen.').waitFor();
    await items.nth(1).waitFor({ state: 'detached' });
    await expectAccessible(page);
    await otherPage.goto('/app/dashboard');
    await waitForPath(otherPage, '/app/login?next=%2Fapp%2Fdashboard');
    await other.close();

    await field(page, 'Ime ili nadimak').fill('Vesna');
    await page.getByRole('button', { name: 'Sačuvaj ime' }).click();
    await page.getByText('Ime je sačuvano.').waitFor();

    const passwordForm = page.locator('form', { has: field(page, 'Nova lozinka') });
    await field(passwordForm, 'Trenutna lozinka').fill('nije-ova-lozinka');
    await field(passwordForm, 'Nova lozinka').fill('nova-duga-lozinka-2');
    await passwordForm.getByRole('button', { name: 'Promeni lozinku' }).click();
    await passwordForm.getByRole('alert').getByText('Trenutna lozinka nije tačna.').waitFor();
    await expectAccessible(page);
    await field(passwordForm, 'Trenutna lozinka').fill(password);
    await passwordForm.getByRole('button', { name: 'Promeni lozinku' }).click();
    await page.getByText('Lozinka je sačuvana.').waitFor();

    await open(page, '/app/dashboard', 'Zdravo, Vesna');
    await open(page, '/app/settings/account', 'Nalog');
    await page.getByRole('button', { name: 'Odjavi me svuda' }).click();
    await waitForPath(page, '/app/login');
    await expectPage(page, 'Prijava');
    await context.close();
  });
});

// Last: it takes identity down for the rest of this file's stack.
describe('when identity cannot be reached', () => {
  it('still serves public pages and shows the generic error screen on signed-in pages', async () => {
    await stack.stopService('identity');
    const context = await newVisitor(browser, stack.bffUrl);
    // A session cookie the BFF has never resolved, so it has to ask identity.
    await context.addCookies([
      { name: 'oslonac_session', value: 'e2e-unresolved-session-token-0000000000000', url: stack.bffUrl },
    ]);
    const page = await context.newPage();

    await open(page, '/', ANY_HEADING);

    await page.goto('/app/dashboard');
    await expectPage(page, 'Stranica trenutno ne može da se prikaže');
    const host = new URL(stack.bffUrl).hostname;
    await page
      .getByText(
        `Application error: a client-side or server-side exception has occurred while loading ${host} (see the browser console or server logs for more information)`,
        { exact: true },
      )
      .waitFor();
    expect(await page.getByText(/^Digest: \S+$/).count()).toBe(1);

    await page.getByRole('button', { name: 'Pokušaj ponovo' }).click();
    await expectPage(page, 'Stranica trenutno ne može da se prikaže');
    await context.close();
  });
});
