// E-mail notices (issue 13), in a real browser against the built BFF and the services with their demo seeds
// (scripts/stack), mail really leaving over SMTP to the stack's catcher: staff see the sign-in mail this test
// just caused on /admin/emails (sent, with the address, never the body); the demo client turns off "new message"
// mail on /app/settings/account and it stays off after a reload; a real unsubscribe link from a received notice
// (the seed's completed sessions make identity ask for a review) works by one-click POST without a session, and
// its page describes first and unsubscribes only on the button. Ending the collaboration with the demo therapist
// while sessions are booked is refused calmly. Every page passes axe. Build the BFF first.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { mailCatcherUrlFor } from '../../scripts/stack/mail';
import { apiCall, eventually } from './api';
import { expectAccessible, heading, launchBrowser, newVisitor } from './browser';
import { latestLink } from './mailbox';
import { signInDemo } from './second-factor';
import { DEMO, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;
let client: BrowserContext;
let clientPage: Page;

beforeAll(async () => {
  stack = await startStack({ name: 'emails' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
  client = await newVisitor(browser, stack.bffUrl);
  clientPage = await signInDemo(client, DEMO.client.email);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

type Preferences = { preferences: { kind: string; enabled: boolean }[] };

async function preference(kind: string): Promise<boolean | undefined> {
  const res = await apiCall<Preferences>(client, stack.bffUrl, 'GET', '/api/v1/me/notice-preferences');
  expect(res.status).toBe(200);
  return res.body.preferences.find((p) => p.kind === kind)?.enabled;
}

/**
 * The unsubscribe page's address from a notice the demo client received (its footer carries the link): the
 * seed's completed sessions make identity ask for a review, a kind people may turn off.
 */
async function unsubscribeLinkOf(to: string): Promise<string> {
  const catcher = mailCatcherUrlFor(stack.identityHttpUrl);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${catcher}/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { subject: string; links: string[] }[] };
    const link = messages.flatMap((m) => m.links).find((l) => /\/unsubscribe\/[A-Za-z0-9_-]+$/.test(l));
    if (link) return link;
    if (Date.now() > deadline)
      throw new Error(`no unsubscribe link for ${to} in: ${JSON.stringify(messages.map((m) => m.subject))}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('e-mail notices', () => {
  it('shows staff the sign-in mail just sent: sent, to whom, and no body', async () => {
    const since = new Date(Date.now() - 1000);
    const visitor = await newVisitor(browser, stack.bffUrl);
    const asked = await apiCall(visitor, stack.bffUrl, 'POST', '/api/v1/auth/email-link', {
      email: DEMO.client.email,
    });
    expect(asked.status).toBe(202);
    const link = await latestLink(stack.identityHttpUrl, DEMO.client.email, since);
    await visitor.close();

    const admin = await newVisitor(browser, stack.bffUrl);
    const page = await signInDemo(admin, DEMO.admin.email);
    await page.goto('/admin/emails');
    expect(await heading(page)).toBe('Poslata e-pošta');
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Primalac (tačna adresa)' }).fill(DEMO.client.email);
    await page.getByRole('combobox', { name: 'Vrsta' }).selectOption('identity.sign_in_link');
    await page.getByRole('button', { name: 'Prikaži' }).click();
    await page.waitForURL(/kind=identity\.sign_in_link/);
    // The catcher has it, so identity has sent it; the newest row says so once identity has written it down.
    const newest = page.locator('tbody tr').first();
    await eventually('the sign-in mail marked sent', async () => {
      if ((await newest.locator('td').nth(1).textContent()) === 'Poslato') return true;
      await page.reload();
      return null;
    });
    expect(await newest.getByRole('rowheader').textContent()).toBe(DEMO.client.email);
    expect(await newest.locator('td').first().textContent()).toBe('Link za prijavu');
    // The log never carries what the mail said.
    expect(await page.content()).not.toContain(new URL(link).search || new URL(link).hash);
    await expectAccessible(page);
    await admin.close();
  });

  it('lets the client turn off "new message" mail, and it stays off after a reload', async () => {
    await clientPage.goto('/app/settings/account');
    const box = clientPage.getByRole('checkbox', { name: 'Nova poruka' });
    await expect(box.isChecked()).resolves.toBe(true);
    await expectAccessible(clientPage);
    await box.uncheck();
    await clientPage.getByRole('button', { name: 'Sačuvaj izbor' }).click();
    await clientPage.getByText('Sačuvano. Od sada šaljemo samo izabrane poruke.').waitFor();
    await expectAccessible(clientPage);
    await clientPage.reload();
    await expect(clientPage.getByRole('checkbox', { name: 'Nova poruka' }).isChecked()).resolves.toBe(false);
    await expect(
      clientPage.getByRole('checkbox', { name: 'Podsetnici pred razgovor' }).isChecked(),
    ).resolves.toBe(true);
    expect(await preference('new_message')).toBe(false);
  });

  it('unsubscribes with one click (RFC 8058) and by the page’s button, never by opening the page', async () => {
    const link = await unsubscribeLinkOf(DEMO.client.email);
    const token = link.slice(link.lastIndexOf('/') + 1);
    expect(await preference('review_request')).toBe(true);

    // What a mail provider does: a form-encoded POST from its own servers, with no cookie and no CSRF token.
    const oneClick = await fetch(`${stack.bffUrl}/api/v1/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await preference('review_request')).toBe(false);

    // On again from the settings, then the page: opening it changes nothing, the button does.
    const csrf = (await client.cookies()).find((c) => c.name === 'oslonac_csrf')?.value ?? '';
    const on = await client.request.fetch(`${stack.bffUrl}/api/v1/me/notice-preferences`, {
      method: 'PUT',
      headers: { 'x-csrf-token': csrf, origin: stack.bffUrl, 'content-type': 'application/json' },
      data: JSON.stringify({ preferences: [{ kind: 'review_request', enabled: true }] }),
    });
    expect(on.status()).toBe(200);

    const reader = await newVisitor(browser, stack.bffUrl);
    const page = await reader.newPage();
    await page.goto(new URL(link).pathname);
    expect(await heading(page)).toBe('Odjava sa e-pošte');
    await page.getByText('Isključujemo: Molba za ocenu').waitFor();
    await expectAccessible(page);
    expect(await preference('review_request')).toBe(true);

    await page.getByRole('button', { name: 'Odjavi me' }).click();
    await page.getByText('Ove poruke vam više nećemo slati.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Podešavanja e-pošte' }).getAttribute('href')).toBe(
      '/app/settings/account',
    );
    await expectAccessible(page);
    expect(await preference('review_request')).toBe(false);
    await reader.close();
  });

  it('asks the client to cancel booked sessions before ending the collaboration, by keyboard', async () => {
    await clientPage.goto('/app/calendar');
    const end = clientPage.getByRole('button', { name: `Završi saradnju sa: ${DEMO.therapist.name}` });
    await end.focus();
    await clientPage.keyboard.press('Enter');
    const confirm = clientPage.getByRole('button', { name: 'Da, završi saradnju' });
    await confirm.waitFor();
    await expectAccessible(clientPage);
    await confirm.focus();
    await clientPage.keyboard.press('Enter');
    await clientPage.getByText('Prvo otkažite zakazane termine').waitFor();
    // The step closed and the focus went back to the button it came from.
    await expect(end.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expectAccessible(clientPage);
    const ties = await apiCall<{ relationships: { therapistName: string; endedAt: string | null }[] }>(
      client,
      stack.bffUrl,
      'GET',
      '/api/v1/relationships',
    );
    expect(ties.body.relationships.find((r) => r.therapistName === DEMO.therapist.name)?.endedAt).toBeNull();
  });
});
