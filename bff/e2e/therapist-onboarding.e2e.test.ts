// Browser journey of issue 3: a therapist signs up and onboards, sends a profile with a document for
// verification, an admin approves it with a record of what was checked, and the profile is found in the
// public search. A client's "connect me" request reaches the admin queue and gets a therapist; the client
// cannot read the therapist's documents. Every page visited passes axe. Build first: `cd bff && npx next build`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { expectAccessible, heading, launchBrowser, newVisitor, waitForPath } from './browser';
import { latestLink } from './mailbox';
import { passDemoSecondFactor } from './second-factor';
import { DEMO, DEMO_PASSWORD, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;

// A fresh therapists database per run, so this name is the only one like it in the catalogue.
const THERAPIST = { name: 'Teodora Ranisavljević', email: `teodora.${Date.now()}@primer.rs` };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  stack = await startStack({ name: 'tonboard' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
}, 180_000);

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
  await page.goto(path);
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

/** A JSON call with the browser's own cookies, CSRF header included, as the screens make it. */
async function api(context: BrowserContext, method: 'GET' | 'POST', path: string) {
  const csrf = (await context.cookies()).find((c) => c.name === 'oslonac_csrf')?.value ?? '';
  return context.request.fetch(`${stack.bffUrl}${path}`, {
    method,
    headers: { 'x-csrf-token': csrf, origin: stack.bffUrl },
  });
}

describe('therapist onboarding, verification and the admin queues', () => {
  let therapist: BrowserContext;
  let documentId = '';

  it('takes a new therapist from sign-up to a profile sent for verification', async () => {
    therapist = await newVisitor(browser, stack.bffUrl);
    const page = await therapist.newPage();

    await open(page, '/app/login?mode=signup', 'Otvorite nalog');
    const since = new Date(Date.now() - 1000);
    await field(page, 'Ime').fill(THERAPIST.name);
    await field(page, 'E-adresa').fill(THERAPIST.email);
    await page.getByRole('button', { name: 'Otvori nalog' }).click();
    await waitForPath(page, '/verify-request');
    await page.goto(await latestLink(stack.identityHttpUrl, THERAPIST.email, since));
    await page.getByRole('button', { name: 'Potvrdite prijavu' }).click();

    await waitForPath(page, '/app/onboarding');
    await expectPage(page, 'Dobro došli u Oslonac');
    await page.getByLabel('Ja sam psihoterapeut').check();
    await page.getByRole('button', { name: 'Nastavi' }).click();
    await waitForPath(page, '/app/onboarding/terapeut');
    await expectPage(page, 'Dobro došli, drage kolege');
    expect(await field(page, 'Ime i prezime').inputValue()).toBe(THERAPIST.name);
    await page.getByRole('button', { name: 'Sačuvaj i nastavi' }).click();

    await waitForPath(page, '/app/onboarding/terapeut/profil');
    await expectPage(page, 'Vaš profil');
    // Checks in the browser first: an education row without its fields is pointed out, nothing is sent.
    await page.getByRole('button', { name: 'Dodaj obrazovanje' }).click();
    await page.getByRole('button', { name: 'Sačuvaj nacrt' }).click();
    await page.locator('#tp-edu-0-institution-error').waitFor();
    await expectAccessible(page);

    await page
      .getByRole('combobox', { name: 'Zvanje', exact: true })
      .selectOption('psiholog i psihoterapeut');
    await field(page, 'Kako radite').fill(
      'Radim sa odraslima koji se nose sa anksioznošću, stresom i sagorevanjem na poslu. Razgovaramo mirno i bez žurbe, tempom koji vama odgovara.',
    );
    await field(page, 'Godine prakse').fill('9');
    await field(page, 'Grad').fill('Čačak');
    await page.getByLabel('Žensko').check();
    await page.locator('#tp-specialties').check();
    await page.locator('#tp-approaches').check();
    await page.locator('#tp-edu-0-institution').fill('Filozofski fakultet u Beogradu');
    await page.locator('#tp-edu-0-degree').fill('Master psiholog');
    await page.locator('#tp-edu-0-year').fill('2014');
    await page.locator('#tp-individual-rsd').fill('4500');
    await page.locator('#tp-individual-eur').fill('40');
    await page.getByRole('button', { name: 'Sačuvaj nacrt' }).click();
    await page.getByText('Nacrt je sačuvan.').waitFor();
    await page.getByRole('button', { name: 'Sačuvaj i nastavi' }).click();

    await waitForPath(page, '/app/onboarding/terapeut/complete');
    await expectPage(page, 'Pregled i slanje na proveru');
    await page.getByText('Filozofski fakultet u Beogradu').first().waitFor();
    await page.getByRole('combobox', { name: 'Vrsta dokumenta' }).selectOption('diploma');
    await page
      .locator('#doc-file')
      .setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Otpremi dokument' }).click();
    await page.getByText('Dokument „diploma.pdf” je sačuvan.').waitFor();
    await page.getByRole('row', { name: /diploma\.pdf/ }).waitFor();
    await expectAccessible(page);

    const docs = await api(therapist, 'GET', '/api/v1/me/therapist/documents');
    expect(docs.status()).toBe(200);
    const listed = (await docs.json()) as { documents: { id: string; fileName: string }[] };
    expect(listed.documents.map((d) => d.fileName)).toEqual(['diploma.pdf']);
    documentId = listed.documents[0]!.id;
    const own = await api(therapist, 'GET', `/api/v1/me/therapist/documents/${documentId}`);
    expect(own.status()).toBe(200);
    expect(own.headers()['content-disposition']).toContain('attachment');
    expect(
      Buffer.from(await own.body())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.getByRole('button', { name: 'Pošalji na proveru' }).click();
    await waitForPath(page, '/app/onboarding/verifying');
    await expectPage(page, 'Provera profila');
    await page.getByText('Hvala. Vaš profil je kod nas na proveri.').waitFor();

    await open(page, '/app/settings/documents', 'Dokumenti');
    await page.getByRole('row', { name: /diploma\.pdf/ }).waitFor();
    await open(page, '/app/settings/documents/w-8', 'Obrazac W-8BEN');
    await field(page, 'Ime i prezime').fill(THERAPIST.name);
    await field(page, 'Državljanstvo').fill('Srbija');
    await field(page, 'Adresa prebivališta').fill('Gradsko šetalište 12, 32000 Čačak, Srbija');
    await field(page, 'Poreski identifikacioni broj').fill('0101990785012');
    await page.locator('#w8-dateOfBirth').fill('1990-01-01');
    await field(page, 'Potpis: upišite ime i prezime').fill(THERAPIST.name);
    await page.getByRole('button', { name: 'Sačuvaj obrazac' }).click();
    await page.getByText('Obrazac je sačuvan. Hvala.').waitFor();
    await expectAccessible(page);
    await open(page, '/app/settings/individualne-cene', 'Individualne cene');
  });

  it('lets an admin read the documents and approve with a verification; the profile is then public', async () => {
    const admin = await newVisitor(browser, stack.bffUrl);
    const page = await signIn(admin, DEMO.admin.email);
    await open(page, '/admin/users-therapists', 'Terapeuti');
    await page.getByRole('link', { name: THERAPIST.name }).click();
    await expectPage(page, THERAPIST.name);

    const download = await api(admin, 'GET', `/api/v1/admin/therapists/documents/${documentId}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');

    await page.getByRole('button', { name: 'Prikaži podatke W-8BEN' }).click();
    await page.getByText('0101990785012').waitFor();

    // The degree box is the one thing an approval cannot go without.
    await page.getByRole('button', { name: 'Odobri profil' }).click();
    await page.locator('#v-degree-error').waitFor();
    await page.getByLabel('Diploma je proverena').check();
    await field(page, 'Broj licence ili sertifikata udruženja').fill('DPS-2014-0931');
    await field(page, 'Udruženje ili komora').fill('Društvo psihologa Srbije');
    await page.getByLabel('Supervizija je proverena').check();
    await page.getByRole('button', { name: 'Odobri profil' }).click();
    await page.getByText('Profil je odobren i sada je javan.').waitFor();
    await expectAccessible(page);

    await open(page, '/admin/reviews', 'Ocene');
    await open(page, '/admin/featured-therapists', 'Istaknuti terapeuti');
    await page.getByRole('row', { name: new RegExp(THERAPIST.name) }).waitFor();

    const visitor = await newVisitor(browser, stack.bffUrl);
    const search = await visitor.newPage();
    await search.goto(`/pretraga?q=${encodeURIComponent('Ranisavljević')}`);
    await search.locator('h1').first().waitFor();
    await search.getByText(THERAPIST.name).first().waitFor();
    await expectAccessible(search);
    await visitor.close();

    const status = await therapist.newPage();
    await open(status, '/app/onboarding/verifying', 'Provera profila');
    await status.getByText('Vaš profil je odobren i klijenti ga vide.').waitFor();
    await status.getByText('Broj licence ili sertifikata: DPS-2014-0931').waitFor();
    await admin.close();
  });

  it('brings a "connect me" request to the admin queue, where it is assigned', async () => {
    const client = await newVisitor(browser, stack.bffUrl);
    const page = await signIn(client, DEMO.client.email);
    await open(page, '/app/settings/account', 'Nalog');
    const clientId = ((await page.locator('code').first().textContent()) ?? '').trim();
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto('/povezi-me');
    await page.locator('h1').first().waitFor();
    await page
      .getByRole('textbox', { name: 'Šta vam je potrebno?' })
      .fill('Teško mi je da spavam, treba mi razgovor.');
    await page.getByRole('button', { name: 'Pošalji zahtev' }).click();
    await page.getByText('Zahtev je poslat.').first().waitFor();

    // Documents belong to the therapist and verifying admins only.
    for (const path of [
      `/api/v1/me/therapist/documents/${documentId}`,
      `/api/v1/admin/therapists/documents/${documentId}`,
    ]) {
      const res = await api(client, 'GET', path);
      expect([403, 404]).toContain(res.status());
      expect(res.headers()['content-type']).toContain('application/problem+json');
    }

    const admin = await newVisitor(browser, stack.bffUrl);
    const adminPage = await signIn(admin, DEMO.admin.email);
    await open(adminPage, '/admin/users-not-assigned', 'Zahtevi za povezivanje');
    await adminPage.getByRole('link', { name: `Otvori zahtev klijenta ${clientId}` }).click();
    await expectPage(adminPage, 'Dodela terapeuta');
    await adminPage.getByText('Teško mi je da spavam').waitFor();
    await adminPage.getByRole('searchbox', { name: 'Ime, tema ili grad' }).fill('Ranisavljević');
    await adminPage.getByRole('button', { name: 'Pretraži' }).click();
    await adminPage.getByRole('button', { name: `Dodeli terapeuta ${THERAPIST.name}` }).click();
    await adminPage.getByText(`Terapeut ${THERAPIST.name} je dodeljen.`).waitFor();
    await expectAccessible(adminPage);

    await open(adminPage, '/admin/users-not-assigned?status=assigned', 'Zahtevi za povezivanje');
    await adminPage
      .getByRole('row', { name: new RegExp(clientId) })
      .getByText(THERAPIST.name)
      .waitFor();
    await admin.close();
    await client.close();
    await therapist.close();
  });
});
