// Browser journey of the inbox: the demo client and the demo therapist (whose conversation messaging's demo seed
// opens from booking's relationship) write to each other in two browsers and each sees the other's message
// without reloading; the therapist's unread badge rises and falls live; the client sees "Pročitano"; a PNG made here
// goes up and comes back byte for byte; a third account (the admin) gets the site's 404 for the page and the API.
// Every page visited passes axe.
// Build first: `npx tsx -e "import('./scripts/stack/build.ts').then((m) => m.buildBff())"`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { type Stack, startStack } from '../../scripts/stack/index';
import { apiCall, eventually } from './api';
import { expectPage } from './book-slot';
import { expectAccessible, launchBrowser, newVisitor } from './browser';
import { signInDemo } from './second-factor';
import { DEMO, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;
let client: BrowserContext;
let therapist: BrowserContext;

beforeAll(async () => {
  stack = await startStack({ name: 'inbox' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
  [client, therapist] = await Promise.all([
    newVisitor(browser, stack.bffUrl),
    newVisitor(browser, stack.bffUrl),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A small PNG drawn here (a 6×4 gradient), so the bytes that come back can be compared with what went up. */
function tinyPng(): Buffer {
  const png = new PNG({ width: 6, height: 4 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = (i * 7) % 256;
    png.data[i + 1] = 120;
    png.data[i + 2] = 200;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

const badge = (page: Page) => page.getByTestId('unread-badge');

/** Sets a marker on the page's window: still there later means the page was never reloaded. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __inboxMark?: boolean }).__inboxMark = true;
  });
}
async function notReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __inboxMark?: boolean }).__inboxMark === true);
}

async function unread(context: BrowserContext): Promise<number> {
  return (await apiCall<{ unreadCount: number }>(context, stack.bffUrl, 'GET', '/api/v1/inbox/unread')).body
    .unreadCount;
}

describe('the inbox between a client and their therapist', () => {
  let relationshipId = '';
  let clientPage: Page;
  let therapistPage: Page;
  const hello = `Dobar dan, stigla sam kući i htela sam da javim kako je prošlo (${Date.now()}).`;
  const reply = 'Hvala, Ana. Šaljem vam crtež o kome smo pričali.';

  it('opens the conversation for both, live', async () => {
    [clientPage, therapistPage] = await Promise.all([
      signInDemo(client, DEMO.client.email),
      signInDemo(therapist, DEMO.therapist.email),
    ]);
    // The conversation comes from booking's relationship event, which messaging may still be taking in.
    relationshipId = await eventually('the demo conversation', async () => {
      const res = await apiCall<{ conversations?: { relationshipId: string }[] }>(
        client,
        stack.bffUrl,
        'GET',
        '/api/v1/inbox',
      );
      return res.body.conversations?.[0]?.relationshipId ?? null;
    });

    await therapistPage.goto('/app/inbox');
    await expectPage(therapistPage, 'Poruke');
    await mark(therapistPage);
    await clientPage.goto(`/app/inbox/${relationshipId}`);
    await expectPage(clientPage, `Razgovor sa: ${DEMO.therapist.name}`);
    await clientPage.getByText('Poruke nisu za hitne slučajeve', { exact: false }).waitFor();
    await mark(clientPage);
  });

  it('brings the client’s message to the therapist’s badge and thread without a reload, and the receipt back', async () => {
    const before = await unread(therapist);
    await clientPage.getByRole('textbox', { name: 'Vaša poruka' }).fill(hello);
    await clientPage.getByRole('button', { name: 'Pošalji' }).click();
    await clientPage.getByTestId('thread').getByText(hello).waitFor();

    // The badge in the therapist's navigation counts it, live on the inbox page.
    await badge(therapistPage)
      .getByText(String(before + 1), { exact: true })
      .waitFor();
    expect(await notReloaded(therapistPage)).toBe(true);

    await therapistPage.getByRole('link', { name: new RegExp(`Razgovor sa: ${DEMO.client.name}`) }).click();
    await expectPage(therapistPage, `Razgovor sa: ${DEMO.client.name}`);
    await therapistPage.getByTestId('thread').getByText(hello).waitFor();
    // Reading it there marks it read: the badge falls back and the client sees the receipt, live.
    if (before === 0) await badge(therapistPage).waitFor({ state: 'detached' });
    else await badge(therapistPage).getByText(String(before), { exact: true }).waitFor();
    await clientPage.getByTestId('read-receipt').getByText('Pročitano').waitFor();
    expect(await notReloaded(clientPage)).toBe(true);
    await mark(therapistPage);
  });

  it('sends an image that the client sees inline and that comes back byte for byte', async () => {
    const png = tinyPng();
    await therapistPage
      .getByLabel('Dodaj prilog')
      .setInputFiles({ name: 'crtez.png', mimeType: 'image/png', buffer: png });
    await therapistPage.getByRole('button', { name: 'Ukloni prilog crtez.png' }).waitFor();
    await therapistPage.getByRole('textbox', { name: 'Vaša poruka' }).fill(reply);
    await therapistPage.getByRole('button', { name: 'Pošalji' }).click();
    await therapistPage.getByTestId('thread').getByText(reply).waitFor();

    await clientPage.getByTestId('thread').getByText(reply).waitFor();
    const image = clientPage.getByRole('img', { name: 'Slika u prilogu: crtez.png' });
    await image.waitFor();
    expect(await notReloaded(clientPage)).toBe(true);
    const src = await image.getAttribute('src');
    const res = await client.request.get(`${stack.bffUrl}${src}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await res.body(), png)).toBe(0);
    await expectAccessible(clientPage);
    await expectAccessible(therapistPage);
  });

  let admin: BrowserContext;
  let adminPage: Page;

  it('is a 404 for anyone else, page and API', async () => {
    const other = await newVisitor(browser, stack.bffUrl);
    admin = other;
    const page = await signInDemo(other, DEMO.admin.email);
    adminPage = page;
    const res = await page.goto(`/app/inbox/${relationshipId}`);
    expect(res?.status()).toBe(404);
    await expectAccessible(page);
    const api = await apiCall(other, stack.bffUrl, 'GET', `/api/v1/inbox/${relationshipId}`);
    expect(api.status).toBe(404);
    const attachments = await apiCall(other, stack.bffUrl, 'GET', `/api/v1/inbox/${relationshipId}/messages`);
    expect(attachments.status).toBe(404);
  });

  it('takes a report to the support queue, where staff read only that message and close it', async () => {
    const reported = clientPage.locator('li', { hasText: reply });
    await reported.getByRole('button', { name: /Prijavi poruku od/ }).click();
    await reported.getByRole('textbox', { name: 'Zašto je prijavljujete?' }).fill('Ne želim ovakve crteže.');
    await reported.getByRole('button', { name: 'Pošalji prijavu' }).click();
    await reported.getByText('Hvala. Prijava je poslata timu podrške.').waitFor();

    await adminPage.goto('/admin/complaints');
    await expectPage(adminPage, 'Prijave i pitanja korisnika');
    const section = adminPage.locator('section', {
      has: adminPage.getByRole('heading', { name: 'Prijavljene poruke' }),
    });
    // The queue shows who and when, never the text.
    expect(await section.getByText(reply).count()).toBe(0);
    await section
      .getByRole('link', { name: /Otvori prijavu/ })
      .first()
      .click();
    await expectPage(adminPage, 'Prijavljena poruka');
    await adminPage.getByText(reply).waitFor();
    await adminPage.getByText('Ne želim ovakve crteže.').waitFor();
    await adminPage.getByRole('textbox', { name: 'Beleška o ishodu' }).fill('Razgovarano sa terapeutom.');
    await adminPage.getByRole('button', { name: 'Zatvori prijavu' }).click();
    await adminPage.getByText(/Zatvoreno .*: Razgovarano sa terapeutom\./).waitFor();
    await expectAccessible(adminPage);
    await admin.close();
  });

  it('lets the therapist say when they answer, which the client’s conversation then shows', async () => {
    await therapistPage.goto('/app/settings/calendar');
    await therapistPage.getByRole('heading', { name: 'Odgovori na poruke' }).waitFor();
    const hours = therapistPage.getByRole('textbox', { name: 'Odgovaram u roku od (sati)' });
    const form = therapistPage.locator('form', { has: hours });
    await hours.fill('12');
    await form.getByRole('checkbox', { name: 'subota' }).check();
    await form.getByRole('button', { name: 'Sačuvaj odgovaranje na poruke' }).click();
    await therapistPage.getByText('Sačuvano. Klijenti od sada vide ovo obećanje.').waitFor();
    await expectAccessible(therapistPage);
    const seen = await apiCall<{ conversation: { promise: { answerWithinHours: number; days: number[] } } }>(
      client,
      stack.bffUrl,
      'GET',
      `/api/v1/inbox/${relationshipId}`,
    );
    expect(seen.body.conversation.promise).toMatchObject({ answerWithinHours: 12, days: [1, 2, 3, 4, 5, 6] });
  });
});
