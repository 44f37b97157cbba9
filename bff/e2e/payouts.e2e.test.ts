// Therapist money (issue 11), in a real browser against the built BFF and the services with their demo seeds
// (scripts/stack): the demo client books a session with the demo therapist and pays by bank transfer, which staff
// confirm by hand; the therapist opens /app/settings/uplate-primanja and finds the session earned and Oslonac's
// 15 % taken, then saves a Serbian payout account with the keyboard alone (a mistyped number is refused at the
// field first); staff open /admin/payments/isplate. The month has not ended, so no payout exists yet: the round
// itself is proven against a moved clock in services/billing/test/payouts.int.test.ts. Every page passes axe.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { apiCall, eventually } from './api';
import { expectAccessible, heading, launchBrowser, newVisitor, waitForPath } from './browser';
import { signInDemo } from './second-factor';
import { DEMO, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;
let client: BrowserContext;
let admin: BrowserContext;
let therapist: BrowserContext;
let therapistPage: Page;
let adminPage: Page;
let priceMinor = 0;
/** The demo therapist's ledger before this session was paid (the demo seed pays three past sessions). */
let before = { balanceMinor: 0, entries: 0 };

const HOUR = 3_600_000;

beforeAll(async () => {
  stack = await startStack({ name: 'payouts' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
  client = await newVisitor(browser, stack.bffUrl);
  await signInDemo(client, DEMO.client.email);
  admin = await newVisitor(browser, stack.bffUrl);
  adminPage = await signInDemo(admin, DEMO.admin.email);
  therapist = await newVisitor(browser, stack.bffUrl);
  therapistPage = await signInDemo(therapist, DEMO.therapist.email);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A JSON call with the context's own cookies and CSRF header, as the screens make it. */
const api = <T = unknown>(
  context: BrowserContext,
  method: 'GET' | 'POST',
  path: string,
  body: unknown = {},
) => apiCall<T>(context, stack.bffUrl, method, path, body);

describe('a therapist’s earnings and payout account', () => {
  it('the client books and pays by bank transfer; staff confirm it', async () => {
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
    const hold = await api<{ booking: { id: string } }>(client, 'POST', '/api/v1/bookings', {
      therapistSlug: tie.therapistSlug,
      kind: 'individual',
      startsAt: slots.body.slots[0]!.startsAt,
    });
    expect(hold.status).toBe(201);
    const bookingId = hold.body.booking.id;
    const ledgerBefore = await api<{ balanceMinor: number; entries: unknown[] }>(
      therapist,
      'GET',
      '/api/v1/me/payouts',
    );
    before = { balanceMinor: ledgerBefore.body.balanceMinor, entries: ledgerBefore.body.entries.length };
    await api(client, 'POST', `/api/v1/bookings/${bookingId}/submit`);
    const ips = await api<{ order: { amountMinor: number } }>(
      client,
      'POST',
      `/api/v1/bookings/${bookingId}/ips-payment`,
    );
    expect(ips.status).toBe(200);
    priceMinor = ips.body.order.amountMinor;
    const list = await api<{ payments: { payment: { id: string } }[] }>(
      admin,
      'GET',
      `/api/v1/admin/payments?q=${bookingId}`,
    );
    const paymentId = list.body.payments[0]!.payment.id;
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Belgrade' });
    const reconciled = await api(admin, 'POST', `/api/v1/admin/payments/${paymentId}/reconcile`, {
      amountMinor: priceMinor,
      bookedOn: today,
    });
    expect(reconciled.status).toBe(200);
  });

  it('the therapist sees the session earned and the commission taken', async () => {
    expect(priceMinor).toBeGreaterThan(0);
    await eventually('the ledger entries', async () => {
      const l = await api<{ entries: unknown[] }>(therapist, 'GET', '/api/v1/me/payouts');
      return l.body.entries.length >= before.entries + 2 ? true : null;
    });
    await therapistPage.goto('/app/settings');
    await therapistPage.getByRole('link', { name: 'Uplate i primanja' }).click();
    await waitForPath(therapistPage, '/app/settings/uplate-primanja');
    expect(await heading(therapistPage)).toBe('Uplate i primanja');
    const table = therapistPage.getByRole('table', { name: 'Promene na vašem stanju, najnovije prve' });
    // Newest first: today's session and its commission head the table, above the demo's earlier sessions.
    const newest = table.getByRole('rowheader').filter({ hasText: /^(Plaćena seansa|Provizija Oslonca)$/ });
    expect((await newest.allTextContents()).slice(0, 2).sort()).toEqual([
      'Plaćena seansa',
      'Provizija Oslonca',
    ]);
    const ledger = await api<{ balanceMinor: number }>(therapist, 'GET', '/api/v1/me/payouts');
    // 15 % half up, in minor units: what the public pricing page promises.
    expect(ledger.body.balanceMinor - before.balanceMinor).toBe(
      priceMinor - Math.floor((priceMinor * 1500 + 5000) / 10_000),
    );
    await therapistPage.getByText('Još niste upisali račun za isplatu', { exact: false }).waitFor();
    await expectAccessible(therapistPage);
  });

  it('saves a Serbian payout account with the keyboard; a wrong number is refused at the field', async () => {
    const country = therapistPage.getByRole('combobox', { name: /Zemlja banke/ });
    await country.focus();
    await country.selectOption('RS');
    await therapistPage.getByText('običnim bankarskim nalogom', { exact: false }).waitFor();
    await therapistPage.keyboard.press('Tab');
    await therapistPage.keyboard.type('Milan Petrović');
    await therapistPage.keyboard.press('Tab');
    await therapistPage.keyboard.type('260-0056010016113-78');
    await therapistPage.keyboard.press('Enter');
    const number = therapistPage.getByRole('textbox', { name: /IBAN ili broj računa/ });
    await eventually('the field error', async () =>
      (await number.getAttribute('aria-invalid')) === 'true' ? true : null,
    );
    await therapistPage.getByText('kontrolni broj', { exact: false }).first().waitFor();
    await expectAccessible(therapistPage);
    await number.fill('260-0056010016113-79');
    await number.press('Enter');
    await therapistPage.getByText('Račun je sačuvan.').waitFor();
    await therapistPage.getByText('završava na 1379', { exact: false }).first().waitFor();
    await expectAccessible(therapistPage);
  });

  it('staff open the payouts: nothing yet, since the month has not ended', async () => {
    await adminPage.goto('/admin/payments/isplate');
    expect(await heading(adminPage)).toBe('Isplate terapeutima');
    await adminPage.getByText('Nema isplata za ovaj prikaz.').waitFor();
    await expectAccessible(adminPage);
  });
});
