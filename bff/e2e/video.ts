// What the video journeys share: a session whose room is open now, the call's own numbers read from the page
// (RTCPeerConnection stats through window.__oslonacCall), and the SFU's media worker processes of one stack.
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from '@jest/globals';
import type { Page, WebSocketRoute } from 'playwright-core';
import type { Stack } from '../../scripts/stack/index';
import { seedService } from '../../scripts/stack/services';
import { DEMO_PASSWORD } from './seed';

export interface CallStats {
  inboundVideoFramesDecoded: number;
  inboundAudioBytes: number;
  remoteVideoCount: number;
  state: string;
  /** How many times the page entered the room: it rose means the page rejoined by itself. */
  entries: number;
}

/** Booking's demo seed with DEMO_SESSION_NOW: a confirmed session of the demo pair that started at the last 5-minute mark. */
export function seedSessionNow(stack: Stack): Promise<void> {
  return seedService('booking', stack.services.booking.databaseUrl, {
    DEMO_PASSWORD,
    DEMO_SESSION_NOW: '1',
  });
}

export async function callStats(page: Page): Promise<CallStats> {
  return page.evaluate(async () => {
    const call = (window as unknown as { __oslonacCall?: { stats(): Promise<CallStats> } }).__oslonacCall;
    if (!call) {
      return {
        inboundVideoFramesDecoded: 0,
        inboundAudioBytes: 0,
        remoteVideoCount: 0,
        state: 'none',
        entries: 0,
      };
    }
    return call.stats();
  });
}

/**
 * Waits until the page decodes remote video (frames decoded keep growing between two reads) and receives audio
 * from at least `remotes` people: media really flows through the SFU, not just the signalling.
 */
export async function expectMediaFlowing(page: Page, remotes: number, ms = 60_000): Promise<CallStats> {
  const until = Date.now() + ms;
  let last: CallStats | null = null;
  for (;;) {
    const now = await callStats(page);
    if (
      last &&
      now.state === 'live' &&
      now.remoteVideoCount >= remotes &&
      now.inboundAudioBytes > last.inboundAudioBytes &&
      now.inboundVideoFramesDecoded > last.inboundVideoFramesDecoded
    ) {
      return now;
    }
    if (Date.now() > until) {
      expect({ page: page.url(), stats: now, wantedRemotes: remotes }).toEqual('media flowing');
    }
    last = now;
    await page.waitForTimeout(1_000);
  }
}

/** The mediasoup worker processes below a process (the sessions service), found through /proc. */
export function mediaWorkerPids(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      names.set(pid, stat.slice(stat.indexOf('(') + 1, close));
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (names.get(child)?.startsWith('mediasoup-work')) found.push(child);
      walk(child);
    }
  };
  walk(rootPid);
  return found;
}

/**
 * The page's signalling socket passes through here, so a journey can cut it the way a lost network does: the open
 * socket dies on both ends, new ones are refused, and the page's HTTP (the fresh join token) fails as offline until
 * the network is back. Chromium's offline switch alone leaves an open WebSocket to a local server untouched.
 */
export async function cuttableSignalling(page: Page): Promise<{ cut(ms: number): Promise<void> }> {
  let down = false;
  const live = new Set<{ page: WebSocketRoute; server: WebSocketRoute }>();
  await page.routeWebSocket(/\/rtc(\?|$)/, (ws) => {
    if (down) {
      void ws.close({ code: 1001, reason: 'network down' });
      return;
    }
    const pair = { page: ws, server: ws.connectToServer() };
    live.add(pair);
    ws.onClose(() => live.delete(pair));
  });
  return {
    async cut(ms: number) {
      down = true;
      await page.context().setOffline(true);
      for (const pair of [...live]) {
        live.delete(pair);
        await pair.server.close();
        await pair.page.close({ code: 1001, reason: 'network down' });
      }
      await page.waitForTimeout(ms);
      await page.context().setOffline(false);
      down = false;
    },
  };
}
