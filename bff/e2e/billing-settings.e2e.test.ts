// The client's payment settings (issue 11, saved cards), in a real browser against the built BFF, the services with
// their demo seeds, billing and the Stripe emulator (scripts/stack): from /app/settings the client opens
// "Plaćanje", adds a card on the emulator's page in setup mode (4242…), comes back to a calm note and sees the
// card listed, removes it after saying yes once more, saves who invoices name as the buyer (a wrong PIB is
// explained first) and finds the seeded paid sessions in the history with their invoices. The page is reached and used by keyboard, passes axe in Latin and Cyrillic, and a therapist is
// sent to the dashboard as from the other client-only settings. Build first: `cd bff && npx next build`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { expectAccessible, heading, launchBrowser, newVisitor, waitForPath } from './browser';
import { passDemoSecondFactor } from './second-factor';
import { DEMO, DEMO_PASSWORD, seedDemoAccounts } from './seed';

const PATH = '/app/settings/billing';
const CARD = 'Visa •••• 4242, ističe 12/34';

let stack: Stack;
let browser: Browser;
let client: BrowserContext;
let page: Page;

async function signIn(context: BrowserContext, email: string): Promise<Page> {
  const p = await context.newPage();
  await p.goto('/app/login');
  const form = p.locator('form', { has: p.getByRole('textbox', { name: 'Lozinka', exact: true }) });
  await form.getByRole('textbox', { name: 'E-adresa', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Prijavi se lozinkom' }).click();
  await passDemoSecondFactor(p, email);
  await waitForPath(p, '/app/dashboard');
  return p;
}

beforeAll(async () => {
  stack = await startStack({ name: 'billingsettings' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
  client = await newVisitor(browser, stack.bffUrl);
  page = await signIn(client, DEMO.client.email);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function expectPage(h1: string): Promise<void> {
  await page.locator('h1', { hasText: h1 }).first().waitFor();
  expect(await heading(page)).toBe(h1);
  await expectAccessible(page);
}

/** Focuses a control and presses Enter, as a keyboard user does. */
async function press(name: string | RegExp, role: 'button' | 'link' = 'button'): Promise<void> {
  const control = page.getByRole(role, { name });
  await control.focus();
  await page.keyboard.press('Enter');
}

describe('/app/settings/billing', () => {
  it('is linked from the settings and starts with no saved cards', async () => {
    await page.goto('/app/settings');
    await expectPage('Podešavanja');
    await press('Plaćanje', 'link');
    await waitForPath(page, PATH);
    await expectPage('Plaćanje');
    for (const section of ['Kartice', 'Podaci za račun', 'Istorija plaćanja']) {
      await page.getByRole('heading', { name: section }).waitFor();
    }
    await page.getByText('Nemate sačuvanih kartica.').waitFor();
  });

  it('adds 4242… on Stripe’s page, comes back to a calm note and lists it; removes it after a yes', async () => {
    await page.goto(PATH);
    await press('Dodaj karticu');
    await page.waitForURL((url) => url.origin === new URL(stack.stripe.url).origin, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Save a card for future payments' }).waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();

    await waitForPath(page, `${PATH}?kartica=dodata`);
    await expectPage('Plaćanje');
    await page.getByText('Kartica je sačuvana. Možete je izabrati pri sledećem plaćanju.').waitFor();
    const cards = page.getByRole('list', { name: 'Sačuvane kartice' });
    await cards.getByText(CARD).waitFor();

    await press(`Ukloni karticu ${CARD}`);
    // The question takes the focus, so a screen reader reads it at once.
    const question = page.getByText(`Ukloniti karticu ${CARD}?`, { exact: false });
    await question.waitFor();
    expect(await question.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
    // "Odustani" keeps the card; the second time "Da, ukloni" removes it.
    await press('Odustani');
    await cards.getByText(CARD).waitFor();
    await press(`Ukloni karticu ${CARD}`);
    await press('Da, ukloni');
    await page.getByText('Kartica je uklonjena.').waitFor();
    await page.getByText('Nemate sačuvanih kartica.').waitFor();
    await expectAccessible(page);
    await page.reload();
    await page.getByText('Nemate sačuvanih kartica.').waitFor();
  });

  it('leaving Stripe’s page with "Back" adds nothing and says so calmly', async () => {
    await page.goto(PATH);
    await press('Dodaj karticu');
    await page.waitForURL((url) => url.origin === new URL(stack.stripe.url).origin, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Back' }).click();
    await waitForPath(page, `${PATH}?kartica=odustao`);
    await page.getByText('Kartica nije dodata. Možete pokušati ponovo kad god želite.').waitFor();
    await page.getByText('Nemate sačuvanih kartica.').waitFor();
    await expectAccessible(page);
  });

  it('saves the buyer for invoices; a PIB that is not 9 digits is explained first', async () => {
    await page.goto(PATH);
    await page.getByRole('textbox', { name: 'Ime i prezime ili naziv firme' }).fill('Firma Primer d.o.o.');
    await page.getByRole('textbox', { name: 'PIB firme' }).fill('12345');
    await press('Sačuvaj podatke');
    await page
      .getByText('PIB ima tačno 9 cifara. Ostavite prazno ako plaćate kao fizičko lice.')
      .first()
      .waitFor();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'PIB firme' }).fill('100 000 009');
    await press('Sačuvaj podatke');
    await page.getByText('Podaci za račun su sačuvani.').waitFor();
    await page.reload();
    await expect(
      page.getByRole('textbox', { name: 'Ime i prezime ili naziv firme' }).inputValue(),
    ).resolves.toBe('Firma Primer d.o.o.');
    await expect(page.getByRole('textbox', { name: 'PIB firme' }).inputValue()).resolves.toBe('100000009');
  });

  it('lists the demo client’s paid sessions in the history, each with its invoice to download', async () => {
    await page.goto(PATH);
    const history = page.getByRole('table', { name: 'Vaša plaćanja, najnovija prva' });
    await history.waitFor();
    const paid = history.getByRole('row').filter({ hasText: 'Plaćeno' });
    expect(await paid.count()).toBeGreaterThan(0);
    const invoice = paid.first().getByRole('link', { name: /^Preuzmi račun \S+ \(PDF\)$/ });
    const href = (await invoice.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/v1\/me\/invoices\/[0-9a-f-]{36}\/pdf$/);
    const pdf = await client.request.get(`${stack.bffUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectAccessible(page);
  });

  it('reads in Cyrillic and passes axe there too', async () => {
    const res = await page.goto(`${PATH}?pismo=cirilica`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('sr-Cyrl');
    expect(await heading(page)).toBe('Плаћање');
    await page.getByRole('heading', { name: 'Картице' }).waitFor();
    await page.getByRole('button', { name: 'Додај картицу' }).waitFor();
    await expectAccessible(page);
    await page.goto(`${PATH}?pismo=latinica`);
    expect(await heading(page)).toBe('Plaćanje');
  });

  it('sends a therapist to the dashboard, as the other client-only settings do', async () => {
    const other = await newVisitor(browser, stack.bffUrl);
    try {
      const t = await signIn(other, DEMO.therapist.email);
      await t.goto(PATH);
      await t.waitForURL((url) => url.pathname === '/app/dashboard');
    } finally {
      await other.close();
    }
  });
});
