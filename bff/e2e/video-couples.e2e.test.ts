// Browser journey of couples therapy by video: the demo client invites a partner, who joins the relationship with
// their own account; then client, partner and therapist, three headless chromium pages with fake camera and
// microphone, are in one room, and each page receives and decodes the other two people's video and audio.
// Also /device-test: the public check of camera, microphone and a loopback through the SFU.
// Build first: `npx tsx -e "import('./scripts/stack/build.ts').then((m) => m.buildBff())"`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { signUpByLink } from './accounts';
import { apiCall, eventually } from './api';
import { expectAccessible, launchBrowser, newVisitor, waitForPath } from './browser';
import { signInDemo } from './second-factor';
import { DEMO, seedDemoAccounts } from './seed';
import { expectMediaFlowing, seedSessionNow } from './video';

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startStack({ name: 'couples' });
  await seedDemoAccounts(stack);
  await seedSessionNow(stack);
  browser = await launchBrowser({ fakeMedia: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function visitor(): Promise<BrowserContext> {
  const context = await newVisitor(browser, stack.bffUrl);
  contexts.push(context);
  return context;
}

/** A new person signs up by e-mail link in the browser, the way people do. */
async function signUp(context: BrowserContext, name: string, email: string): Promise<Page> {
  const page = await signUpByLink(context, stack, name, email);
  await page.waitForURL((url) => url.pathname.startsWith('/app/'));
  return page;
}

async function enter(page: Page, sessionId: string): Promise<void> {
  await page.goto(`/app/session/${sessionId}`);
  await page.getByRole('button', { name: 'Uđi', exact: true }).click();
}

describe('couples therapy by video', () => {
  it('has three people in one room, each receiving the other two', async () => {
    const client = await visitor();
    const clientPage = await signInDemo(client, DEMO.client.email);
    const relationships = await apiCall<{ relationships: { id: string }[] }>(
      client,
      stack.bffUrl,
      'GET',
      '/api/v1/relationships',
    );
    const relationshipId = relationships.body.relationships[0]?.id ?? '';
    const invitation = await apiCall<{ url: string }>(
      client,
      stack.bffUrl,
      'POST',
      `/api/v1/relationships/${relationshipId}/invitation`,
    );
    expect(invitation.status).toBe(201);
    const token = new URL(invitation.body.url).hash.replace(/^#token=/, '');

    const partner = await visitor();
    const partnerPage = await signUp(partner, 'Marko Jovanović', `partner.${Date.now()}@primer.rs`);
    const accepted = await apiCall(
      partner,
      stack.bffUrl,
      'POST',
      `/api/v1/partner-invitations/${relationshipId}/accept`,
      { token },
    );
    expect(accepted.status).toBe(200);

    // The session happening now, from the client's dashboard link.
    const join = clientPage.getByRole('link', { name: 'Uđi u sesiju' }).first();
    await join.waitFor({ timeout: 30_000 });
    const sessionId = ((await join.getAttribute('href')) ?? '').split('/').pop() ?? '';
    expect(sessionId).not.toBe('');
    // The partner is known to the sessions service once booking's partner_joined event has arrived.
    await eventually('the partner in the session', async () => {
      const res = await apiCall<{ session?: { myRole: string } }>(
        partner,
        stack.bffUrl,
        'GET',
        `/api/v1/sessions/${sessionId}`,
      );
      return res.body.session?.myRole === 'partner' ? true : null;
    });

    const therapist = await visitor();
    const therapistPage = await signInDemo(therapist, DEMO.therapist.email);
    await enter(therapistPage, sessionId);
    await enter(clientPage, sessionId);
    await enter(partnerPage, sessionId);
    for (const name of [DEMO.client.name, 'Marko Jovanović']) {
      const admit = therapistPage.getByRole('button', { name: `Primi: ${name}` });
      await admit.waitFor({ timeout: 30_000 });
      await admit.click();
    }
    await Promise.all([
      expectMediaFlowing(therapistPage, 2, 90_000),
      expectMediaFlowing(clientPage, 2, 90_000),
      expectMediaFlowing(partnerPage, 2, 90_000),
    ]);
    await expectAccessible(partnerPage);
    for (const context of contexts.splice(0)) await context.close();
  });

  it('checks camera, microphone and the connection on /device-test, with a loopback through the SFU', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await page.goto('/device-test');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page);
    await page.getByTestId('connection-test').click();
    const result = await eventually(
      'the loopback result',
      () =>
        page.evaluate(() => {
          const hook = (
            window as unknown as {
              __oslonacDeviceTest?: {
                result(): {
                  done: boolean;
                  rttMs: number | null;
                  packetLossPercent: number | null;
                  videoFramesDecoded: number;
                };
              };
            }
          ).__oslonacDeviceTest;
          const r = hook?.result();
          return r?.done ? r : null;
        }),
      60_000,
    );
    expect(result.videoFramesDecoded).toBeGreaterThan(0);
    expect(result.rttMs).not.toBeNull();
    expect(result.packetLossPercent).not.toBeNull();
    await page.getByTestId('connection-result').waitFor();
    await expectAccessible(page);
  });
});
