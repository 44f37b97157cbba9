// The whole paid session as issue 11 accepts it, in a real browser against the built BFF, the services with
// their demo seeds, billing and the Stripe emulator (scripts/stack): a new client whose name is written in
// Cyrillic books from a therapist's profile, pays with the success card on the emulator's page, sees the session
// confirmed in /app/calendar, downloads the invoice from /app/settings/invoices and finds in the PDF's text the
// number, the amount as printed and their name exactly; then cancels inside the free window and, once billing's
// refund round has run, finds the credit note beside it, whose PDF names the corrected invoice. The decline is
// card-payment.e2e.test.ts's journey. Build first: `cd bff && npx next build`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatMoney } from '@oslonac/web/i18n';
import { weekOf } from '@oslonac/web/screens/calendar/week';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { type BrowserApi, browserApi } from './api';
import { bookToAwaitingPayment, expectPage, payableTherapist } from './book-slot';
import { expectAccessible, launchBrowser, newVisitor, waitForPath } from './browser';
import { latestLink } from './mailbox';
import { seedDemoAccounts } from './seed';

const BELGRADE = 'Europe/Belgrade';
const CLIENT = { name: 'Јелена Петровић', email: `jelena.invoice.${Date.now()}@example.rs` };

let stack: Stack;
let browser: Browser;
let client: BrowserContext;
let page: Page;
let api: BrowserApi;
let slug = '';
let therapistName = '';

interface BookingJson {
  id: string;
  status: string;
  startsAt: string;
  price: { amountMinor: number | string; currency: string } | null;
}

beforeAll(async () => {
  stack = await startStack({ name: 'invoice' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
  client = await newVisitor(browser, stack.bffUrl);
  page = await client.newPage();
  api = browserApi(client, stack.bffUrl);
  // A new client signs up by e-mail link with the name in Cyrillic: booking knows them by it, so the invoice
  // names them so.
  await page.goto('/app/login?mode=signup');
  const since = new Date(Date.now() - 1000);
  await page.getByRole('textbox', { name: 'Ime', exact: true }).fill(CLIENT.name);
  await page.getByRole('textbox', { name: 'E-adresa', exact: true }).fill(CLIENT.email);
  await page.getByRole('button', { name: 'Otvori nalog' }).click();
  await waitForPath(page, '/verify-request');
  await page.goto(await latestLink(stack.identityHttpUrl, CLIENT.email, since));
  await page.getByRole('button', { name: 'Potvrdite prijavu' }).click();
  await waitForPath(page, '/app/onboarding');
  await page.getByLabel('Tražim podršku za sebe').check();
  await page.getByRole('button', { name: 'Nastavi' }).click();
  await waitForPath(page, '/app/onboarding/korisnik');
  expect(await page.getByRole('textbox', { name: 'Ime ili nadimak', exact: true }).inputValue()).toBe(
    CLIENT.name,
  );
  await page.getByRole('button', { name: 'Sačuvaj i nastavi' }).click();
  await waitForPath(page, '/app/dashboard');
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Reads again (a reload) until `text` is on the page: a webhook or the refund round may still be on its way. */
async function untilShown(text: string, reloads = 10): Promise<void> {
  for (let i = 0; ; i++) {
    const shown = await page
      .getByText(text, { exact: false })
      .first()
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
    if (i >= reloads) throw new Error(`"${text}" never appeared on ${page.url()}`);
    await page.reload();
  }
}

/** "4.500,00 RSD": how the invoice prints dinars (dots between thousands, a decimal comma). */
function printed(minor: bigint): string {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${(minor % 100n).toString().padStart(2, '0')} RSD`;
}

/** Reads the invoices page again (a reload) until a row with `text` is in its table. */
async function untilRow(text: RegExp, reloads = 12): Promise<Locator> {
  const row = page.locator('tbody tr', { hasText: text });
  for (let i = 0; ; i++) {
    const shown = await row
      .first()
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return row.first();
    if (i >= reloads) throw new Error(`no row with ${text} on ${page.url()}`);
    await page.reload();
  }
}

/** The PDF's text as a reader extracts it (pdfjs), one string per text run. */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const runs: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) runs.push(item.str);
  }
  await doc.destroy();
  return runs.join('\n');
}

/** Follows the row's download link the way the browser does (a download), and reads the file it saves. */
async function downloadFrom(linkName: RegExp): Promise<{ fileName: string; text: string }> {
  const link = page.getByRole('link', { name: linkName });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { fileName: download.suggestedFilename(), text: await pdfText(pdf) };
}

describe('a paid session, its invoice, and the credit note after a free cancellation', () => {
  let bookingId = '';
  let invoiceNumber = '';
  let printedAmount = '';

  beforeAll(async () => {
    ({ slug, name: therapistName } = await payableTherapist(api));
  });

  it('pays by card, sees the session confirmed and downloads an invoice naming the client in Cyrillic', async () => {
    // Three days ahead at the least: far outside the 24-hour window, whatever the hour the journey runs at.
    bookingId = await bookToAwaitingPayment(page, api, { slug, name: therapistName }, 72);

    await page.getByRole('button', { name: /^Plati karticom/ }).click();
    await page.waitForURL((url) => url.origin === new URL(stack.stripe.url).origin, { timeout: 30_000 });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();

    await waitForPath(page, `/app/calendar?placanje=${bookingId}`);
    await expectPage(page, 'Kalendar');
    await untilShown('Uplata je primljena. Seansa je potvrđena.');
    await page.locator(`#booking-${bookingId}`).getByText('Potvrđen', { exact: false }).first().waitFor();

    const booked = await api<{ booking: BookingJson }>('GET', `/api/v1/bookings/${bookingId}`);
    expect(booked.body.booking.status).toBe('confirmed');
    const price = booked.body.booking.price;
    expect(price?.currency).toBe('RSD');
    // The amount as the invoice prints it: Serbian grouping and decimals, e.g. "4.500,00 RSD".
    printedAmount = printed(BigInt(price?.amountMinor ?? 0));

    await page.goto('/app/settings/invoices');
    await expectPage(page, 'Računi');
    const row = await untilRow(/\d{4}-\d{6}/);
    invoiceNumber = ((await row.locator('th').textContent()) ?? '').trim();
    expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    // Numbered per calendar year in Belgrade.
    const year = new Intl.DateTimeFormat('en-CA', { timeZone: BELGRADE, year: 'numeric' }).format(new Date());
    expect(invoiceNumber.slice(0, 4)).toBe(year);
    // The page shows the same amount, in its own (locale's) format.
    await row.getByText(formatMoney(Number(price?.amountMinor), 'RSD', 'sr-Latn')).waitFor();

    const invoice = await downloadFrom(new RegExp(`^Preuzmi račun ${invoiceNumber} \\(PDF\\)$`));
    expect(invoice.fileName).toBe(`racun-${invoiceNumber}.pdf`);
    expect(invoice.text).toContain(`RAČUN br. ${invoiceNumber}`);
    expect(invoice.text).toContain(printedAmount);
    expect(invoice.text).toContain(CLIENT.name);
  });

  it('cancels inside the free window and gets a credit note naming the invoice', async () => {
    expect(invoiceNumber).not.toBe('');
    const booked = await api<{ booking: BookingJson }>('GET', `/api/v1/bookings/${bookingId}`);
    await page.goto(`/app/calendar?week=${weekOf(booked.body.booking.startsAt, BELGRADE)}`);
    await expectPage(page, 'Kalendar');
    const item = page.locator(`#booking-${bookingId}`);
    await item.getByRole('button', { name: new RegExp(`^Otkaži razgovor: ${therapistName}`) }).click();
    const step = item.getByRole('group', { name: 'Da li želite da otkažete razgovor?' });
    await step.getByText('Ako sada otkažete, dobijate ceo iznos nazad (100 %).').waitFor();
    await expectAccessible(page);
    await step.getByRole('button', { name: 'Da, otkaži razgovor' }).click();
    await page.getByText('Razgovor je otkazan.').first().waitFor();
    const after = await api<{ booking: BookingJson }>('GET', `/api/v1/bookings/${bookingId}`);
    expect(after.body.booking.status).toBe('cancelled');

    // Billing refunds on booking's cancellation event; its refund round (every 10 s) issues the credit note.
    await page.goto('/app/settings/invoices');
    await expectPage(page, 'Računi');
    const note = await untilRow(/ON-\d{4}-\d{6}/);
    const noteNumber = ((await note.locator('th').textContent()) ?? '').trim();
    expect(noteNumber).toMatch(/^ON-\d{4}-\d{6}$/);
    await note.getByText(`uz račun ${invoiceNumber}`, { exact: false }).waitFor();
    await expectAccessible(page);

    const credit = await downloadFrom(new RegExp(`^Preuzmi knjižno odobrenje ${noteNumber} \\(PDF\\)$`));
    expect(credit.fileName).toBe(`knjizno-odobrenje-${noteNumber}.pdf`);
    expect(credit.text).toContain(`KNJIŽNO ODOBRENJE br. ${noteNumber}`);
    expect(credit.text).toContain(`Odnosi se na račun br. ${invoiceNumber}`);
    expect(credit.text).toContain(CLIENT.name);
    expect(credit.text).toContain(printedAmount);
  });
});
