import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A fresh browser profile (no cookies) with a Serbian-speaking visitor's settings. */
export async function newVisitor(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale: 'sr-Latn-RS', timezoneId: 'Europe/Belgrade' });
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of violations: rule, impact, the
 * elements involved. Every page a journey visits goes through this.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  if (result.violations.length === 0) return;
  const report = result.violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'unknown'}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');
  throw new Error(`axe found ${result.violations.length} violation(s) on ${page.url()}:\n${report}`);
}

/** The page's only h1, as text. Fails when there is not exactly one. */
export async function heading(page: Page): Promise<string> {
  const h1 = page.locator('h1');
  const count = await h1.count();
  if (count !== 1) throw new Error(`expected exactly one h1 on ${page.url()}, found ${count}`);
  return ((await h1.textContent()) ?? '').trim();
}

/** Waits until the page's path (and query, when given) is as expected. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path || url.pathname === path, {
    timeout: 30_000,
  });
}
