// Browser journey of two-step sign-in for staff: an admin without a second factor who opens /admin turns TOTP
// on first (QR code drawn as inline SVG, the key as text, a first code, the recovery codes shown once), reaches
// /admin, signs out and in again, meets the second-factor page, gets a calm Serbian error for a wrong code and
// reaches /admin with a right one. Every page passes axe.
// Build first: `npx tsx -e "import('./scripts/stack/build.ts').then((m) => m.buildBff())"`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { expectAccessible, heading, launchBrowser, newVisitor, waitForPath } from './browser';
import { freshTotpCode } from './second-factor';
import { DEMO, DEMO_PASSWORD, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ name: 'second_factor' });
  await seedDemoAccounts(stack);
  // This run's admin starts without a second factor (the demo seed gives the demo admin one).
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    await db.query('DELETE FROM totp_factors WHERE user_id = (SELECT id FROM users WHERE email = $1)', [
      DEMO.admin.email,
    ]);
  } finally {
    await db.end();
  }
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function expectPage(page: Page, h1: string): Promise<void> {
  await page.locator('h1', { hasText: h1 }).first().waitFor();
  expect(await heading(page)).toBe(h1);
  await expectAccessible(page);
}

function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

async function signInWithPassword(page: Page): Promise<void> {
  await page.goto('/app/login');
  await expectPage(page, 'Prijava');
  const form = page.locator('form', { has: field(page, 'Lozinka') });
  await field(form, 'E-adresa').fill(DEMO.admin.email);
  await field(form, 'Lozinka').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Prijavi se lozinkom' }).click();
}

describe('two-step sign-in for staff', () => {
  it('enrols before /admin, shows the recovery codes once, then asks for a code at every sign-in', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    await signInWithPassword(page);
    await waitForPath(page, '/app/dashboard');

    // /admin sends staff without a second factor to turn it on, and back afterwards.
    await page.goto('/admin');
    await waitForPath(page, '/app/settings/account/dvostepena?next=%2Fadmin');
    await expectPage(page, 'Uključite dvostepenu prijavu');
    await page.getByText('Za rad u administraciji dvostepena prijava je obavezna').waitFor();
    await field(page, 'Trenutna lozinka').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Uključi dvostepenu prijavu' }).click();

    await page.getByRole('heading', { name: 'Skenirajte QR kod' }).waitFor();
    const qr = page.getByRole('img', { name: 'QR kod za aplikaciju za autentifikaciju' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page);
    await field(page, 'Kod iz aplikacije').fill(await freshTotpCode(secret));
    await page.getByRole('button', { name: 'Potvrdi i uključi' }).click();

    await page.getByRole('heading', { name: 'Kodovi za oporavak' }).waitFor();
    await page.getByText('Prikazujemo ih samo ovaj put').waitFor();
    const codes = page
      .getByRole('list', { name: 'Kodovi za oporavak, po jedan za svaku prijavu' })
      .getByRole('listitem');
    expect(await codes.count()).toBe(10);
    expect(await codes.first().textContent()).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sačuvao/la sam kodove, nastavi' }).click();
    await waitForPath(page, '/admin');
    await expectPage(page, 'Administracija');

    // Signed out and in again: the second step comes before anything else.
    await page.getByRole('button', { name: 'Odjavi se' }).first().click();
    await waitForPath(page, '/');
    await signInWithPassword(page);
    await waitForPath(page, '/app/login/drugi-korak');
    await expectPage(page, 'Drugi korak prijave');
    await page.goto('/admin');
    await waitForPath(page, '/app/login/drugi-korak?next=%2Fadmin');
    await expectPage(page, 'Drugi korak prijave');

    await field(page, 'Kod').fill('000000');
    await page.getByRole('button', { name: 'Potvrdi' }).click();
    await page.getByText('Kod nije tačan.').first().waitFor();
    await expectAccessible(page);
    expect(new URL(page.url()).pathname).toBe('/app/login/drugi-korak');

    await field(page, 'Kod').fill(await freshTotpCode(secret));
    await page.getByRole('button', { name: 'Potvrdi' }).click();
    await waitForPath(page, '/admin');
    await expectPage(page, 'Administracija');
    await context.close();
  });
});
