import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN_TOTP_SECRET } from '../../services/identity/seed/demo-accounts';
import { expectAccessible, waitForPath } from './browser';
import { DEMO, DEMO_PASSWORD } from './seed';

const STEP_MS = 30_000;
const lastStep = new Map<string, number>();

/**
 * A code an authenticator would show, never for a time step this process has used before (identity refuses a
 * step twice): the current step, else the next one (identity accepts ±1 step), else it waits for a step to pass.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  let current = Math.floor(Date.now() / STEP_MS);
  let step = Math.max(current, (lastStep.get(secret) ?? 0) + 1);
  if (step > current + 1) {
    await new Promise((r) => setTimeout(r, (current + 1) * STEP_MS - Date.now() + 50));
    current = Math.floor(Date.now() / STEP_MS);
    step = Math.max(current, (lastStep.get(secret) ?? 0) + 1);
  }
  lastStep.set(secret, step);
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * STEP_MS });
}

/** The second step of signing in, as a person with the authenticator does it (checked with axe on the way). */
export async function passSecondFactor(page: Page, secret: string): Promise<void> {
  await waitForPath(page, '/app/login/drugi-korak');
  await page.locator('h1', { hasText: 'Drugi korak prijave' }).waitFor();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Kod', exact: true }).fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: 'Potvrdi' }).click();
}

/** After a password or link sign-in: the demo admin has TOTP (seeded secret), everyone else goes straight on. */
export async function passDemoSecondFactor(page: Page, email: string): Promise<void> {
  if (email !== DEMO.admin.email) return;
  await passSecondFactor(page, DEMO_ADMIN_TOTP_SECRET);
}

/** A demo account signed in with its password in a new page of `context` (and the admin's second factor). */
export async function signInDemo(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/app/login');
  const form = page.locator('form', { has: page.getByRole('textbox', { name: 'Lozinka', exact: true }) });
  await form.getByRole('textbox', { name: 'E-adresa', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Lozinka', exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Prijavi se lozinkom' }).click();
  await passDemoSecondFactor(page, email);
  await waitForPath(page, '/app/dashboard');
  return page;
}
