// A sign-in link opened while another account is signed in asks which account to continue with, instead of
// switching silently: "stay" keeps the current account and leaves the link unused; "continue" signs the current
// account out here and uses the link.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { expectAccessible, heading, launchBrowser, newVisitor, waitForPath } from './browser';
import { latestLink } from './mailbox';
import { DEMO, DEMO_PASSWORD, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ name: 'link-choice' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function whoIsSignedIn(context: BrowserContext): Promise<string> {
  const res = await context.request.get(`${stack.bffUrl}/api/v1/me`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { email: string } }).user.email;
}

/** Asks for a sign-in link to `email` from a browser of its own, as the link's owner would. */
async function linkFor(email: string): Promise<string> {
  const context = await newVisitor(browser, stack.bffUrl);
  const page = await context.newPage();
  const since = new Date(Date.now() - 1000);
  await page.goto('/app/login');
  const form = page.locator('form', {
    has: page.getByRole('button', { name: 'Pošaljite mi link za prijavu' }),
  });
  await form.getByRole('textbox', { name: 'E-adresa', exact: true }).fill(email);
  await form.getByRole('button', { name: 'Pošaljite mi link za prijavu' }).click();
  await waitForPath(page, '/verify-request');
  await context.close();
  return latestLink(stack.identityHttpUrl, email, since);
}

async function expectChoicePage(page: Page): Promise<void> {
  await page.locator('h1', { hasText: 'Sa kojim nalogom nastavljate?' }).waitFor();
  expect(await heading(page)).toBe('Sa kojim nalogom nastavljate?');
  await page
    .getByText(`Prijavljeni ste kao ${DEMO.client.email}. Ovaj link je za nalog t***@oslonac.rs.`)
    .waitFor();
  await expectAccessible(page);
}

describe('a sign-in link for another account', () => {
  it('asks which account to continue with: "stay" keeps A and the link unused, "continue" signs in as B', async () => {
    const context = await newVisitor(browser, stack.bffUrl);
    const page = await context.newPage();
    await page.goto('/app/login');
    const form = page.locator('form', { has: page.getByRole('textbox', { name: 'Lozinka', exact: true }) });
    await form.getByRole('textbox', { name: 'E-adresa', exact: true }).fill(DEMO.client.email);
    await form.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Prijavi se lozinkom' }).click();
    await waitForPath(page, '/app/dashboard');
    expect(await whoIsSignedIn(context)).toBe(DEMO.client.email);

    const link = await linkFor(DEMO.therapist.email);
    expect(new URL(link).pathname).toBe('/verify-request');

    // Stay: still A, and the link was not used.
    await page.goto(link);
    await expectChoicePage(page);
    const stay = page.getByRole('link', { name: `Ostani kao ${DEMO.client.email}` });
    await stay.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/app/dashboard');
    expect(await whoIsSignedIn(context)).toBe(DEMO.client.email);

    // The same link again: the choice again (it is still valid), and "continue" signs in as B.
    await page.goto(link);
    await expectChoicePage(page);
    const go = page.getByRole('button', { name: 'Nastavi kao t***@oslonac.rs' });
    await go.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/verify-request', { timeout: 30_000 });
    expect(await whoIsSignedIn(context)).toBe(DEMO.therapist.email);
    await context.close();
  });
});
