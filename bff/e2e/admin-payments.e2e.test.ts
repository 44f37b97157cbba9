// Staff's payments (issue 11), in a real browser against the built BFF and the services with their demo seeds
// (scripts/stack): the demo client books a session and chooses to pay by bank transfer (IPS); the demo admin signs
// in with the second factor, opens /admin/payments and imports the bank's statement (a CSV as Serbian banks export
// it) carrying the transfer's reference: the line is matched, billing's payment event reaches booking and the
// client's session turns confirmed. Importing the same statement again says "already paid" and changes nothing.
// /admin/invoices then lists the invoice, whose PDF downloads. Every page passes axe. Build first.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { apiCall, eventually } from './api';
import { expectAccessible, heading, launchBrowser, newVisitor } from './browser';
import { signInDemo } from './second-factor';
import { DEMO, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;
let client: BrowserContext;
let admin: BrowserContext;
let adminPage: Page;

const HOUR = 3_600_000;

beforeAll(async () => {
  stack = await startStack({ name: 'adminpay' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
  client = await newVisitor(browser, stack.bffUrl);
  await signInDemo(client, DEMO.client.email);
  admin = await newVisitor(browser, stack.bffUrl);
  adminPage = await signInDemo(admin, DEMO.admin.email);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A JSON call as `context`'s screens make it. */
const api = <T = unknown>(
  context: BrowserContext,
  method: 'GET' | 'POST',
  path: string,
  body: unknown = {},
) => apiCall<T>(context, stack.bffUrl, method, path, body);

/** Today in Belgrade as a bank prints it: "26.11.2026". */
function bankDate(at: Date): string {
  const [y, m, d] = at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Belgrade' }).split('-');
  return `${d}.${m}.${y}`;
}

/** 450000 → "4.500,00", as a Serbian bank prints an amount. */
function bankAmount(minor: number): string {
  const whole = Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(minor % 100).padStart(2, '0')}`;
}

describe('staff reconcile a bank transfer from the statement', () => {
  let bookingId = '';
  let reference = '';
  let priceMinor = 0;
  let csv = '';

  it('the client books and chooses to pay by bank transfer', async () => {
    const ties = await api<{ relationships: { therapistSlug: string; therapistName: string }[] }>(
      client,
      'GET',
      '/api/v1/relationships',
    );
    const tie = ties.body.relationships.find((r) => r.therapistName === DEMO.therapist.name);
    if (!tie) throw new Error('the demo client has no relationship with the demo therapist');
    const q = new URLSearchParams({
      kind: 'individual',
      from: new Date(Date.now() + 72 * HOUR).toISOString(),
      to: new Date(Date.now() + 14 * 24 * HOUR).toISOString(),
    });
    const slots = await api<{ slots: { startsAt: string }[] }>(
      client,
      'GET',
      `/api/v1/therapists/${tie.therapistSlug}/slots?${q}`,
    );
    expect(slots.body.slots.length).toBeGreaterThan(0);
    const hold = await api<{ booking: { id: string } }>(client, 'POST', '/api/v1/bookings', {
      therapistSlug: tie.therapistSlug,
      kind: 'individual',
      startsAt: slots.body.slots[0]!.startsAt,
    });
    expect(hold.status).toBe(201);
    bookingId = hold.body.booking.id;
    const submit = await api<{ booking: { status: string } }>(
      client,
      'POST',
      `/api/v1/bookings/${bookingId}/submit`,
    );
    expect(submit.body.booking.status).toBe('awaiting_payment');
    const ips = await api<{ order: { reference: string; amountMinor: number } }>(
      client,
      'POST',
      `/api/v1/bookings/${bookingId}/ips-payment`,
    );
    expect(ips.status).toBe(200);
    reference = ips.body.order.reference;
    priceMinor = ips.body.order.amountMinor;
    // As an e-banking export prints it: preamble rows, the bank's own header, "97" and spaces in the reference.
    csv = [
      'Izvod br. 231;;;;;',
      'Datum knjiženja;Naziv;Poziv na broj odobrenja;Svrha;Isplata;Uplata',
      `${bankDate(new Date())};Marko Klijent;97 ${reference};Psihoterapija;;${bankAmount(priceMinor)}`,
      '25.11.2026;EPS Snabdevanje;;Račun za struju;1.234,56;',
    ].join('\r\n');
  });

  async function importStatement(): Promise<void> {
    const input = adminPage.getByLabel('Fajl izvoda (CSV)');
    await input.setInputFiles({
      name: 'izvod.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}`),
    });
    const submit = adminPage.getByRole('button', { name: 'Učitaj izvod' });
    await submit.focus();
    await adminPage.keyboard.press('Enter');
  }

  it('the admin imports the statement on /admin/payments: the line is matched and the session confirmed', async () => {
    expect(bookingId).not.toBe('');
    await adminPage.goto(`/admin/payments?q=${encodeURIComponent(`97${reference}`)}`);
    await adminPage.locator('h1', { hasText: 'Uplate' }).first().waitFor();
    expect(await heading(adminPage)).toBe('Uplate');
    const row = adminPage.locator('tr[data-payment]');
    expect(await row.count()).toBe(1);
    await row.getByText('Čeka uplatu').waitFor();
    await expectAccessible(adminPage);

    await importStatement();
    const results = adminPage.locator('table', {
      has: adminPage.getByText('Redovi izvoda i šta je sa njima urađeno'),
    });
    await results.waitFor();
    await adminPage.getByText('Izvod je učitan: 1 od 2 redova upareno.').waitFor();
    expect(await results.locator('tr[data-outcome="matched"]').textContent()).toContain(
      'Upareno: uplata je potvrđena',
    );
    expect(await results.locator('tr[data-outcome="skipped"]').count()).toBe(1);
    await expectAccessible(adminPage);

    // Billing's payment event reaches booking: the client sees the session confirmed.
    await eventually('the booking confirmed', async () => {
      const b = await api<{ booking: { status: string } }>(client, 'GET', `/api/v1/bookings/${bookingId}`);
      return b.body.booking.status === 'confirmed' ? true : null;
    });
    await adminPage.reload();
    await adminPage.locator('tr[data-payment]').getByText('Plaćeno').waitFor();
  });

  it('importing the same statement again says already paid and changes nothing', async () => {
    await importStatement();
    await adminPage.getByText('Izvod je učitan: 0 od 2 redova upareno.').waitFor();
    const line = adminPage.locator('tr[data-outcome="already_paid"]');
    expect(await line.textContent()).toContain('Već plaćeno: ništa nije promenjeno');
    const payments = await api<{ payments: { payment: { status: string } }[] }>(
      admin,
      'GET',
      `/api/v1/admin/payments?q=${bookingId}`,
    );
    expect(payments.body.payments.map((p) => p.payment.status)).toEqual(['succeeded']);
  });

  it('a file that is not a statement is refused in Serbian and nothing changes', async () => {
    await adminPage.getByLabel('Fajl izvoda (CSV)').setInputFiles({
      name: 'spisak.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Ime;Prezime\nMarko;Marković\n'),
    });
    await adminPage.getByRole('button', { name: 'Učitaj izvod' }).click();
    await adminPage.getByText('Izvod nije učitan', { exact: false }).first().waitFor();
    await adminPage.getByText('nismo našli zaglavlje izvoda', { exact: false }).waitFor();
    await expectAccessible(adminPage);
  });

  it('/admin/invoices lists the invoice of the payment, and its PDF downloads', async () => {
    await adminPage.goto(`/admin/invoices?q=${bookingId}`);
    await adminPage.locator('h1', { hasText: 'Računi i knjižna odobrenja' }).first().waitFor();
    await expectAccessible(adminPage);
    const link = adminPage.getByRole('link', { name: /^Preuzmi/ });
    expect(await link.count()).toBe(1);
    const href = await link.getAttribute('href');
    const pdf = await admin.request.get(`${stack.bffUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
