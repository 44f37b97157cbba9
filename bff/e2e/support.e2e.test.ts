// Browser journey of the support slice: a visitor writes to support on /podrska (with JavaScript, and once
// without it), an admin signs in, finds the ticket on /admin/complaints, reads the message (the read lands in
// the admin service's audit log) and marks it answered. Every page visited passes axe.
// Build first: `npx tsx -e "import('./scripts/stack/build.ts').then((m) => m.buildBff())"`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { expectAccessible, heading, launchBrowser, newVisitor, waitForPath } from './browser';
import { passDemoSecondFactor } from './second-factor';
import { DEMO, DEMO_PASSWORD, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;

// A fresh admin database per run, so these are the only tickets from these people.
const VISITOR = { name: 'Vesna Radosavljević', email: `vesna.${Date.now()}@primer.rs` };
const OFFLINE = { name: 'Dragan Tomić', email: `dragan.${Date.now()}@primer.rs` };
const MESSAGE = 'Platila sam seansu za sredu, ali u nalogu ne vidim potvrdu. Da li je uplata stigla?';

beforeAll(async () => {
  stack = await startStack({ name: 'support' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function expectPage(page: Page, h1: string | RegExp): Promise<void> {
  await page.locator('h1').first().waitFor();
  const text = await heading(page);
  if (typeof h1 === 'string') expect(text).toBe(h1);
  else expect(text).toMatch(h1);
  await expectAccessible(page);
}

async function open(page: Page, path: string, h1: string | RegExp): Promise<void> {
  const res = await page.goto(path);
  expect(res?.status()).toBeLessThan(400);
  await expectPage(page, h1);
}

function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

async function signIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await open(page, '/app/login', 'Prijava');
  const form = page.locator('form', { has: field(page, 'Lozinka') });
  await field(form, 'E-adresa').fill(email);
  await field(form, 'Lozinka').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Prijavi se lozinkom' }).click();
  await passDemoSecondFactor(page, email);
  await waitForPath(page, '/app/dashboard');
  return page;
}

function contactForm(page: Page): Locator {
  return page.locator('form', { has: page.getByRole('button', { name: 'Pošalji poruku' }) });
}

async function fillContactForm(page: Page, who: { name: string; email: string }, message: string) {
  const form = contactForm(page);
  await field(form, 'Ime').fill(who.name);
  await field(form, 'E-adresa').fill(who.email);
  await form.getByRole('combobox', { name: 'Tema' }).selectOption('payment');
  await field(form, 'Poruka').fill(message);
}

describe('support tickets from /podrska to /admin/complaints', () => {
  it('takes a visitor’s message, after saying clearly what was missing', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    await open(page, '/podrska', 'Kako možemo da pomognemo?');
    await page.getByRole('heading', { name: 'Pošaljite poruku podršci' }).waitFor();

    const form = contactForm(page);
    await field(form, 'Poruka').fill('Pomoć');
    await form.getByRole('button', { name: 'Pošalji poruku' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Proverite' });
    await summary.getByText('Upišite ime kojim da vam se obratimo.').waitFor();
    await summary
      .getByText('Poruka treba da ima bar 10 znakova, da bismo razumeli kako da pomognemo.')
      .waitFor();
    expect(await field(form, 'Ime').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    await fillContactForm(page, VISITOR, MESSAGE);
    await form.getByRole('button', { name: 'Pošalji poruku' }).click();
    await page.getByText('Poruka je poslata.').waitFor();
    expect(await field(form, 'Poruka').inputValue()).toBe('');
    expect(page.url()).toBe(`${stack.bffUrl}/podrska`);
    await expectAccessible(page);
    await context.close();
  });

  it('works without JavaScript too, and speaks Cyrillic', async () => {
    const context = await browser.newContext({
      baseURL: stack.bffUrl,
      javaScriptEnabled: false,
      locale: 'sr-Latn-RS',
    });
    const page = await context.newPage();
    // No script runs here, axe included: the plain form post is under test; the page passes axe above.
    expect((await page.goto('/podrska'))?.status()).toBe(200);
    await fillContactForm(page, OFFLINE, 'Kako da promenim e-adresu na nalogu? Stara mi više ne radi.');
    await contactForm(page).getByRole('button', { name: 'Pošalji poruku' }).click();
    await page.waitForURL(/\/podrska\?poslato=1/);
    await page.getByText('Poruka je poslata.').waitFor();

    // A refusal comes back to the same page with the reason and with what was typed, still without scripts.
    const flood = { name: 'Petar Ilić', email: `petar.${Date.now()}@primer.rs` };
    for (let i = 1; i <= 6; i++) {
      await page.goto('/podrska');
      await fillContactForm(page, flood, `Pitanje broj ${i}: kada stiže račun za seansu?`);
      await contactForm(page).getByRole('button', { name: 'Pošalji poruku' }).click();
      if (i <= 5) await page.waitForURL(/\/podrska\?poslato=1/);
    }
    await page
      .getByText('Sa ove e-adrese smo u poslednjem satu već primili nekoliko poruka.', { exact: false })
      .waitFor();
    expect(await field(contactForm(page), 'Poruka').inputValue()).toBe(
      'Pitanje broj 6: kada stiže račun za seansu?',
    );
    expect(await field(contactForm(page), 'E-adresa').inputValue()).toBe(flood.email);
    await context.close();

    const cyrillic = await newVisitor(browser, stack.bffUrl);
    await cyrillic.addCookies([{ name: 'oslonac_locale', value: 'sr-Cyrl', url: stack.bffUrl }]);
    const cyr = await cyrillic.newPage();
    await open(cyr, '/podrska', 'Како можемо да помогнемо?');
    await cyr.getByRole('heading', { name: 'Пошаљите поруку подршци' }).waitFor();
    await cyr.getByRole('button', { name: 'Пошаљи поруку' }).waitFor();
    await cyrillic.close();
  });

  it('brings the ticket to the admin queue, where it is read (audited) and marked answered', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await signIn(context, DEMO.admin.email);
    await open(page, '/admin/complaints', 'Prijave i pitanja korisnika');
    await page
      .getByRole('navigation', { name: 'Odeljci administracije' })
      .getByRole('link', {
        name: 'Prijave i pitanja',
      })
      .waitFor();
    const row = page.getByRole('row', { name: new RegExp(VISITOR.name) });
    await row.getByText('Plaćanje').waitFor();
    await page.getByRole('row', { name: new RegExp(OFFLINE.name) }).waitFor();
    // Lists never carry the message.
    expect(await page.getByText('Platila sam seansu').count()).toBe(0);

    await row.getByRole('link', { name: new RegExp(`Otvori prijavu: ${VISITOR.name}`) }).click();
    await expectPage(page, `Prijava: ${VISITOR.name}`);
    await page.getByText(MESSAGE).waitFor();
    await page.getByRole('link', { name: `Odgovorite na ${VISITOR.email}` }).waitFor();

    await field(page, 'Interna beleška').fill('Uplata je stigla; odgovorila e-poštom.');
    await page.getByRole('button', { name: 'Označi kao odgovorenu' }).click();
    await page.getByText('Prijava je označena kao odgovorena.').waitFor();
    await page.getByRole('button', { name: 'Vrati u otvorene' }).waitFor();
    await expectAccessible(page);

    await open(page, '/admin/complaints?status=answered', 'Prijave i pitanja korisnika');
    await page
      .getByRole('row', { name: new RegExp(VISITOR.name) })
      .getByText('Odgovorena')
      .waitFor();
    await open(page, '/admin/complaints', 'Prijave i pitanja korisnika');
    expect(await page.getByRole('row', { name: new RegExp(VISITOR.name) }).count()).toBe(0);

    // Every opening of the message is in the admin service's audit log, under the admin's account.
    const db = new pg.Client({ connectionString: stack.services.admin.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ action: string; actor_user_id: string }>(
        `SELECT a.action, a.actor_user_id::text FROM audit_log a
           JOIN support_tickets t ON a.subject_id = t.id::text
          WHERE t.name = $1 ORDER BY a.at, a.id`,
        [VISITOR.name],
      );
      expect(rows.map((r) => r.action)).toEqual(
        expect.arrayContaining(['support_ticket.read', 'support_ticket.answered']),
      );
      expect(new Set(rows.map((r) => r.actor_user_id)).size).toBe(1);
      const { rows: sealed } = await db.query<{ m: Buffer }>(
        'SELECT message_ciphertext AS m FROM support_tickets WHERE name = $1',
        [VISITOR.name],
      );
      expect(sealed[0]!.m.includes(Buffer.from('Platila'))).toBe(false);
    } finally {
      await db.end();
    }
    await context.close();
  });

  it('keeps clients out of the queue', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await signIn(context, DEMO.client.email);
    await page.goto('/admin/complaints');
    await waitForPath(page, '/app/dashboard?denied=admin');
    const csrf = (await context.cookies()).find((c) => c.name === 'oslonac_csrf')?.value ?? '';
    const res = await context.request.get(`${stack.bffUrl}/api/v1/admin/support/tickets`, {
      headers: { 'x-csrf-token': csrf, origin: stack.bffUrl },
    });
    expect(res.status()).toBe(403);
    await context.close();
  });
});
