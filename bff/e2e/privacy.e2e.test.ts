// Browser journey of "Vaši podaci" (GDPR Art. 15/17/20): a client downloads the copy of their data (the ZIP holds
// identity.json with their address), then deletes their account after the calm confirmation, lands on the status
// page (the erasure id in an HttpOnly cookie, not in the URL), and their address no longer signs in. Every page
// visited passes axe.
// Build first: `npx tsx -e "import('./scripts/stack/build.ts').then((m) => m.buildBff())"`.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Locator, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { expectAccessible, heading, launchBrowser, newVisitor, waitForPath } from './browser';
import { DEMO, DEMO_PASSWORD, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ name: 'privacy' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

async function expectPage(page: Page, h1: string): Promise<void> {
  await page.locator('h1').first().waitFor();
  expect(await heading(page)).toBe(h1);
  await expectAccessible(page);
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/app/login');
  await expectPage(page, 'Prijava');
  const form = page.locator('form', { has: field(page, 'Lozinka') });
  await field(form, 'E-adresa').fill(email);
  await field(form, 'Lozinka').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Prijavi se lozinkom' }).click();
}

describe('Vaši podaci: export and erase', () => {
  it('downloads the copy, deletes the account, shows the progress, and the address no longer signs in', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    await signInWithPassword(page, DEMO.client.email);
    await waitForPath(page, '/app/dashboard');

    const res = await page.goto('/app/settings/account');
    expect(res?.status()).toBe(200);
    await expectPage(page, 'Nalog');
    await page.getByRole('heading', { name: 'Vaši podaci' }).waitFor();

    // The copy: a ZIP named by today's date, with identity.json holding the address and a README in Serbian.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Preuzmi kopiju podataka (ZIP)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^oslonac-moji-podaci-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path()) as string)));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'identity.json',
        'therapists.json',
        'booking.json',
        'billing.json',
        'messaging.json',
        'sessions.json',
        'admin.json',
      ]),
    );
    const identityJson = JSON.parse(strFromU8(files['identity.json'] as Uint8Array));
    expect(identityJson.profile.email).toBe(DEMO.client.email);
    expect(JSON.stringify(identityJson)).not.toMatch(/argon2|passwordHash|tokenHash/);

    // Deleting: the explanation first (keyboard-reachable, focus on its heading), then the confirmation.
    await page.getByRole('button', { name: 'Želim da obrišem nalog' }).click();
    await page.getByRole('heading', { name: 'Pre nego što obrišete nalog' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Pre nego što obrišete nalog');
    await expectAccessible(page);
    await page.getByRole('checkbox', { name: /Razumem da brisanje ne može da se poništi/ }).check();
    await page
      .getByLabel(/^Trenutna lozinka/)
      .last()
      .fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Trajno obriši nalog' }).press('Enter');

    await waitForPath(page, '/nalog-obrisan');
    expect(new URL(page.url()).search).toBe('');
    await expectPage(page, 'Vaš nalog je obrisan');
    const progress = page.getByTestId('erasure-progress');
    await expect(progress.locator('li[data-service="identity"]').getAttribute('data-done')).resolves.toBe(
      'true',
    );

    // The other services report within moments (seconds on a quiet machine; a loaded CI runner with two
    // stacks side by side takes longer); the page says so once all have.
    let done = false;
    for (const until = Date.now() + 120_000; !done && Date.now() < until; ) {
      done = (await page.getByText(/Brisanje je završeno/).count()) > 0;
      if (!done) {
        await page.waitForTimeout(500);
        await page.reload();
      }
    }
    // Named, so a failure says which service has not reported its erasure.
    const pending = await progress
      .locator('li[data-service][data-done="false"]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-service')));
    expect({ done, pending }).toEqual({ done: true, pending: [] });
    await expectAccessible(page);

    // The session is gone, and the address finds no account.
    const me = await page.request.get('/api/v1/me');
    expect(me.status()).toBe(401);
    await signInWithPassword(page, DEMO.client.email);
    await expect(
      page.getByText('E-adresa ili lozinka nisu tačni.').first().textContent(),
    ).resolves.toBeTruthy();
    expect(new URL(page.url()).pathname).toBe('/app/login');
    await context.close();
  }, 240_000);
});
