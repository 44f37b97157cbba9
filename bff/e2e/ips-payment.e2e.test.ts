// Paying for a session by bank transfer (IPS QR, NBS), in a real browser against the built BFF and the services
// with their demo seeds (scripts/stack): the demo client books a session with the demo therapist (they already
// have a therapy relationship from the seeded practice), chooses "Uplata preko banke (IPS QR)", and the QR image the
// page shows is fetched and read as a phone's camera would (jsQR): NBS's text, a model 97 reference whose check
// digits hold, the booking's own amount. /mobile/payment/<relationshipId> shows the same reference; a foreign id is
// a missing page, and signed out it asks to sign in first. Every page passes axe. Build first.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jsQR from 'jsqr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { type Stack, startStack } from '../../scripts/stack/index';
import { type BrowserApi, browserApi } from './api';
import { bookToAwaitingPayment, expectPage } from './book-slot';
import { expectAccessible, launchBrowser, newVisitor } from './browser';
import { signInDemo } from './second-factor';
import { DEMO, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;
let client: BrowserContext;
let page: Page;
let api: BrowserApi;

beforeAll(async () => {
  stack = await startStack({ name: 'ipspay' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
  client = await newVisitor(browser, stack.bffUrl);
  page = await signInDemo(client, DEMO.client.email);
  api = browserApi(client, stack.bffUrl);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The QR image at `src`, fetched with the client's session and read as a camera would. */
async function readQr(src: string): Promise<string> {
  const res = await client.request.get(new URL(src, stack.bffUrl).toString());
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(res.headers()['cache-control']).toBe('private, no-store');
  const img = PNG.sync.read(await res.body());
  const code = jsQR(new Uint8ClampedArray(img.data), img.width, img.height);
  if (!code) throw new Error('the page’s QR image holds no readable code');
  return code.data;
}

/** ISO 7064 MOD 97-10 as NBS's model 97: the number followed by its two check digits is 1 modulo 97. */
const checksOut = (digits: string, check: string) => BigInt(`${digits}${check}`) % 97n === 1n;

describe('paying for a session by bank transfer (IPS QR)', () => {
  let slug = '';
  let therapistName = '';
  let relationshipId = '';
  let bookingId = '';
  let priceMinor = 0;
  let reference = '';

  beforeAll(async () => {
    // The seeded practice: the demo client and the demo therapist already have a relationship.
    const ties = await api<{
      relationships: { id: string; therapistSlug: string; therapistName: string; clientUserId: string }[];
    }>('GET', '/api/v1/relationships');
    const tie = ties.body.relationships.find((r) => r.therapistName === DEMO.therapist.name);
    if (!tie) throw new Error('the demo client has no relationship with the demo therapist');
    relationshipId = tie.id;
    slug = tie.therapistSlug;
    therapistName = tie.therapistName;
  });

  it('books from the profile, chooses IPS and gets a QR code a bank app reads: NBS text, model 97, the price', async () => {
    bookingId = await bookToAwaitingPayment(page, api, { slug, name: therapistName });

    const booked = await api<{
      booking: { status: string; price: { amountMinor: number; currency: string } };
    }>('GET', `/api/v1/bookings/${bookingId}`);
    expect(booked.body.booking.status).toBe('awaiting_payment');
    expect(booked.body.booking.price.currency).toBe('RSD');
    priceMinor = booked.body.booking.price.amountMinor;

    // The second way to pay, by keyboard.
    const ips = page.getByRole('button', { name: /^Uplata preko banke \(IPS QR\)/ });
    await ips.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Uplata preko banke' }).waitFor();
    await page.getByText('Seansa je potvrđena kada uplata stigne na naš račun.', { exact: false }).waitFor();
    await expectAccessible(page);

    const img = page.getByRole('img', { name: /^IPS QR kod za uplatu/ });
    const src = await img.getAttribute('src');
    if (!src) throw new Error('the QR image has no address');
    const text = await readQr(src);

    // NBS's tags in order; no "|" at either end.
    const m =
      /^K:PR\|V:01\|C:1\|R:(\d{18})\|N:([^|]{1,70})\|I:RSD(\d+),(\d{2})\|SF:(\d{3})\|S:([^|]{1,35})\|RO:97(\d{2})(\d{1,21})$/.exec(
        text,
      );
    if (!m) throw new Error(`not an NBS IPS QR text: ${text}`);
    const [, account, , whole, cents, code, purpose, check, number] = m as unknown as string[];
    expect(checksOut(account!.slice(0, 16), account!.slice(16))).toBe(true);
    expect(checksOut(number!, check!)).toBe(true);
    expect(Number(whole) * 100 + Number(cents)).toBe(priceMinor);
    expect(code).toBe('289');
    expect(purpose).toMatch(/^Psihoterapija \d{2}\.\d{2}\.\d{4}\.$/);
    reference = `97 ${check}${number}`;

    // The order as text says the same, field by field.
    const field = (key: string) => page.locator(`[data-ips-field="${key}"] dd`).first();
    expect(await field('reference').textContent()).toBe(reference);
    expect(await field('code').textContent()).toBe('289');
    expect(await field('account').textContent()).toBe(
      `${account!.slice(0, 3)}-${account!.slice(3, 16)}-${account!.slice(16)}`,
    );

    // A second press (here: the API the button calls) resumes the same reference.
    const again = await api<{ order: { reference: string } }>(
      'POST',
      `/api/v1/bookings/${bookingId}/ips-payment`,
    );
    expect(again.status).toBe(200);
    expect(`97 ${again.body.order.reference}`).toBe(reference);
  });

  it('shows the same order on /mobile/payment/<relationshipId>, with the card button beside it', async () => {
    expect(reference).not.toBe('');
    await page.goto(`/mobile/payment/${relationshipId}`);
    await expectPage(page, 'Plaćanje seanse');
    await page.getByText(therapistName).first().waitFor();
    await page.getByRole('button', { name: /^Plati karticom/ }).waitFor();
    const field = page.locator('[data-ips-field="reference"] dd').first();
    await field.waitFor();
    expect(await field.textContent()).toBe(reference);
    const src = await page.getByRole('img', { name: /^IPS QR kod za uplatu/ }).getAttribute('src');
    expect(await readQr(src ?? '')).toContain(`|RO:${reference.replace(' ', '')}`);
  });

  it('answers a foreign id as a missing page, and asks a signed-out visitor to sign in first', async () => {
    const res = await page.goto('/mobile/payment/01900000-0000-7000-8000-00000000dead');
    expect(res?.status()).toBe(404);
    await expectAccessible(page);

    const stranger = await newVisitor(browser, stack.bffUrl);
    try {
      const p = await stranger.newPage();
      await p.goto(`/mobile/payment/${relationshipId}`);
      await p.waitForURL((url) => url.pathname === '/app/login');
      expect(new URL(p.url()).searchParams.get('next')).toBe(`/mobile/payment/${relationshipId}`);
    } finally {
      await stranger.close();
    }
  });

  it('offers the bank transfer from the calendar too', async () => {
    await page.goto('/app/calendar');
    await expectPage(page, 'Kalendar');
    const session = page.locator(`#booking-${bookingId}`);
    await session.getByRole('button', { name: /^Uplata preko banke \(IPS QR\)/ }).click();
    const field = session.locator('[data-ips-field="reference"] dd').first();
    await field.waitFor();
    expect(await field.textContent()).toBe(reference);
    await expectAccessible(page);
  });
});
