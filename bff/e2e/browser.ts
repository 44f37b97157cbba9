import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium, headless. With `fakeMedia` it has a camera and a microphone (Chromium's test pattern and beep)
 * and grants them without asking: the video journeys' pages really capture, send and decode media.
 */
export async function launchBrowser(o: { fakeMedia?: boolean } = {}): Promise<Browser> {
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
      ...(o.fakeMedia
        ? [
            // Ten frames a second (Chromium's default is 30): the journeys check that frames arrive, not their rate,
            // and two calls' capture, encoding and decoding at 30 fps took most of a core from the other journeys.
            '--use-fake-device-for-media-stream=fps=10',
            '--use-fake-ui-for-media-stream',
            '--autoplay-policy=no-user-gesture-required',
          ]
        : []),
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
  await settled(page);
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

/**
 * Waits for running CSS transitions and finite animations: a button that just changed style (and still has the
 * pointer over it) is half-way between two colour pairs for a moment, and axe would measure that moment.
 * Spinners run forever and are left alone.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
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

/**
 * Waits until a booking page (the board, a booking step) has remembered the browser's `zone` and finished the one
 * reload that follows: anything read or started before then would meet a page being replaced. Read from outside
 * the page, whose context the reload replaces.
 */
export async function reloadedInZone(page: Page, zone: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'oslonac_zona');
    const reloaded = await page
      .evaluate(
        () =>
          document.readyState === 'complete' &&
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ===
            'reload',
      )
      .catch(() => false);
    if (cookie && decodeURIComponent(cookie.value) === zone && reloaded) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the page never settled in the zone ${zone}`);
}
