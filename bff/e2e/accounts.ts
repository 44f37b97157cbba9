import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Stack } from '../../scripts/stack/index';
import { newVisitor, waitForPath } from './browser';
import { latestLink } from './mailbox';

/**
 * A new person signs up by e-mail link in the browser, the way people do: name and address, then the link mailed
 * to the stack's catcher, confirmed. Returns the page as the sign-in leaves it (the caller waits for where it goes).
 */
export async function signUpByLink(
  context: BrowserContext,
  stack: Stack,
  name: string,
  email: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/app/login?mode=signup');
  const since = new Date(Date.now() - 1000);
  await page.getByRole('textbox', { name: 'Ime', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'E-adresa', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Otvori nalog' }).click();
  await waitForPath(page, '/verify-request');
  await page.goto(await latestLink(stack.identityHttpUrl, email, since));
  await page.getByRole('button', { name: 'Potvrdite prijavu' }).click();
  return page;
}

/**
 * A therapist who has just joined: signed up by e-mail link and past the first onboarding step, with no profile
 * and no hours yet. The demo therapist cannot play this part: the demo seed gives them a practice.
 */
export async function newTherapist(
  browser: Browser,
  stack: Stack,
  name: string,
  email: string,
): Promise<Page> {
  const page = await signUpByLink(await newVisitor(browser, stack.bffUrl), stack, name, email);
  await waitForPath(page, '/app/onboarding');
  await page.getByLabel('Ja sam psihoterapeut').check();
  await page.getByRole('button', { name: 'Nastavi' }).click();
  await waitForPath(page, '/app/onboarding/terapeut');
  await page.getByRole('button', { name: 'Sačuvaj i nastavi' }).click();
  await waitForPath(page, '/app/onboarding/terapeut/profil');
  return page;
}
