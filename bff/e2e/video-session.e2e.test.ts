// Browser journey of a video session: the demo client and the demo therapist, each in their own headless chromium
// page with Chromium's fake camera and microphone, meet in the room of a confirmed booking that is happening now.
// The client enters from the dashboard's "Uđi u sesiju" and waits; the therapist admits them; each page decodes the
// other's video and receives their audio. A third account is refused. A page that loses its network for a few
// seconds comes back by itself, and so do both when the SFU's media worker is killed mid-call. The therapist ends the
// session; booking marks it completed and the client is asked for a review. Every page visited passes axe.
// Build first: `npx tsx -e "import('./scripts/stack/build.ts').then((m) => m.buildBff())"`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { apiCall, eventually } from './api';
import { expectAccessible, launchBrowser, newVisitor, waitForPath } from './browser';
import { signInDemo } from './second-factor';
import { DEMO, seedDemoAccounts } from './seed';
import { callStats, cuttableSignalling, expectMediaFlowing, mediaWorkerPids, seedSessionNow } from './video';

let stack: Stack;
let browser: Browser;
let client: BrowserContext;
let therapist: BrowserContext;
let clientPage: Page;
let therapistPage: Page;
let sessionId = '';
let clientNetwork: Awaited<ReturnType<typeof cuttableSignalling>>;

beforeAll(async () => {
  stack = await startStack({ name: 'video' });
  await seedDemoAccounts(stack);
  await seedSessionNow(stack);
  browser = await launchBrowser({ fakeMedia: true });
  [client, therapist] = await Promise.all([
    newVisitor(browser, stack.bffUrl),
    newVisitor(browser, stack.bffUrl),
  ]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('a video session between a client and their therapist', () => {
  it('lets the client in from the dashboard to the waiting room', async () => {
    clientPage = await signInDemo(client, DEMO.client.email);
    clientNetwork = await cuttableSignalling(clientPage);
    const join = clientPage.getByRole('link', { name: 'Uđi u sesiju' }).first();
    await join.waitFor({ timeout: 30_000 });
    await join.click();
    await clientPage.waitForURL((url) => url.pathname.startsWith('/app/session/'));
    sessionId = new URL(clientPage.url()).pathname.split('/').pop() ?? '';
    await clientPage.getByRole('button', { name: 'Uđi', exact: true }).waitFor();
    await expectAccessible(clientPage);
    // The session reaches the sessions service from booking's event; until then the join is refused calmly.
    await eventually('the session known to the SFU', async () => {
      const res = await apiCall(client, stack.bffUrl, 'GET', `/api/v1/sessions/${sessionId}`);
      return res.status === 200 ? true : null;
    });
    await clientPage.getByRole('button', { name: 'Uđi', exact: true }).click();
    await clientPage.getByTestId('waiting-room').waitFor({ timeout: 30_000 });
    await expectAccessible(clientPage);
  });

  it('has the therapist admit the client, and both see and hear each other', async () => {
    therapistPage = await signInDemo(therapist, DEMO.therapist.email);
    await therapistPage.goto(`/app/session/${sessionId}`);
    await therapistPage.getByRole('button', { name: 'Uđi', exact: true }).click();
    const admit = therapistPage.getByRole('button', { name: `Primi: ${DEMO.client.name}` });
    await admit.waitFor({ timeout: 30_000 });
    await expectAccessible(therapistPage);
    await admit.click();

    await Promise.all([expectMediaFlowing(clientPage, 1), expectMediaFlowing(therapistPage, 1)]);
    // The therapist's private notes are beside the video, and never on the client's page.
    await therapistPage.getByTestId('session-notes').waitFor();
    expect(await clientPage.getByTestId('session-notes').count()).toBe(0);
    await expectAccessible(therapistPage);
    await expectAccessible(clientPage);
  });

  it('refuses a third account', async () => {
    const admin = await newVisitor(browser, stack.bffUrl);
    const page = await signInDemo(admin, DEMO.admin.email);
    await page.goto(`/app/session/${sessionId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Uđi', exact: true }).count()).toBe(0);
    const [view, join] = await Promise.all([
      apiCall(admin, stack.bffUrl, 'GET', `/api/v1/sessions/${sessionId}`),
      apiCall(admin, stack.bffUrl, 'POST', `/api/v1/sessions/${sessionId}/join`),
    ]);
    expect(view.status).toBe(404);
    expect(join.status).toBe(404);
    await admin.close();
  });

  it('comes back by itself after a few seconds without network', async () => {
    const before = (await callStats(clientPage)).entries;
    const outage = clientNetwork.cut(5_000);
    await eventually('the page noticing the drop', async () =>
      (await callStats(clientPage)).state === 'reconnecting' ? true : null,
    );
    await outage;
    const after = await expectMediaFlowing(clientPage, 1, 90_000);
    expect(after.entries).toBeGreaterThan(before);
    await expectMediaFlowing(therapistPage, 1, 90_000);
  });

  it('recreates the room when its media worker dies, and both pages rejoin', async () => {
    const sessionsPid = stack.pidOf('sessions');
    expect(sessionsPid).toBeDefined();
    const workers = mediaWorkerPids(sessionsPid ?? 0);
    expect(workers.length).toBeGreaterThan(0);
    const entered = await Promise.all([callStats(clientPage), callStats(therapistPage)]);
    for (const pid of workers) process.kill(pid, 'SIGKILL');
    // A new worker takes the room; the pages get "rejoin", fetch a fresh token and come back without a click.
    await eventually('a new media worker', async () => {
      const now = mediaWorkerPids(sessionsPid ?? 0);
      return now.length > 0 && now.every((pid) => !workers.includes(pid)) ? true : null;
    });
    await eventually('both pages back in the recreated room', async () => {
      const now = await Promise.all([callStats(clientPage), callStats(therapistPage)]);
      return now.every((s, i) => s.entries > (entered[i]?.entries ?? 0)) ? true : null;
    });
    await Promise.all([
      expectMediaFlowing(clientPage, 1, 90_000),
      expectMediaFlowing(therapistPage, 1, 90_000),
    ]);
  });

  it('ends when the therapist ends it; booking marks it completed and the client is asked for a review', async () => {
    await therapistPage.getByRole('button', { name: 'Završi sesiju' }).first().click();
    await therapistPage.getByRole('button', { name: 'Da, završi sesiju' }).click();
    await therapistPage.getByTestId('session-ended').waitFor({ timeout: 30_000 });
    await clientPage.getByTestId('session-ended').waitFor({ timeout: 30_000 });
    expect((await callStats(clientPage)).state).toBe('ended');
    await expectAccessible(clientPage);

    await eventually('the booking completed', async () => {
      const res = await apiCall<{ session?: { status: string; clientJoined: boolean } }>(
        client,
        stack.bffUrl,
        'GET',
        `/api/v1/sessions/${sessionId}`,
      );
      return res.body.session?.status === 'ended' && res.body.session.clientJoined ? true : null;
    });
    await eventually(
      'the review prompt on the dashboard',
      async () => {
        await clientPage.goto('/app/dashboard');
        await waitForPath(clientPage, '/app/dashboard');
        return (await clientPage.getByText('Kako je prošla sesija?').count()) > 0 ? true : null;
      },
      60_000,
    );
    await expectAccessible(clientPage);
  });
});
