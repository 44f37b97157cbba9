/**
 * The SFU in `make bench`: the mediasoup worker's CPU per forwarded media stream, measured with real peers.
 * - Setup: a test stack (the sessions service with one worker), BENCH_PAGES (6) headless chromium pages with
 *   Chromium's fake camera and microphone on the public /device-test page.
 * - Idle baseline, in the same process tree: the worker's CPU over BENCH_WINDOW_S seconds with no room.
 * - Loaded, BENCH_ROUNDS (3) times: every page starts "Test veze" at once (a loopback through the SFU: the page's
 *   Opus and VP8 go up and come back as two consumer streams, 10 seconds); the worker's CPU is read from
 *   /proc/<pid>/stat over a window inside the loopback, after the streams have started.
 * - Reported: worker CPU (% of one core) per forwarded stream above idle, the streams one core would forward at
 *   that cost, the 1:1 sessions that implies (each forwards four streams: two people × audio and video), and the
 *   ratio against mediasoup's own figure of about 500 consumers per worker core (the anchor, not a goal).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { ensureTestInfra } from '../infra/index';
import { buildBff } from '../stack/build';
import { startStack } from '../stack/index';
import { bffStandaloneServer } from '../stack/paths';

const PAGES = Number(process.env.BENCH_PAGES ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WINDOW_S = Number(process.env.BENCH_WINDOW_S ?? 4);
const MEDIASOUP_CONSUMERS_PER_CORE = 500;
const STREAMS_PER_PAGE = 2;
const STREAMS_PER_SESSION = 4;
const TICKS_PER_SECOND = 100;

/** utime + stime of every mediasoup worker below `root`, in clock ticks. */
function workerTicks(root: number): number {
  const parent = new Map<number, number>();
  const stats = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      stats.set(pid, stat);
      parent.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone while we looked.
    }
  }
  const below = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, stat] of stats) {
    const close = stat.lastIndexOf(')');
    if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('mediasoup-work') || !below(pid)) continue;
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}

/** Worker CPU as a share of one core over `seconds`. */
async function workerCpu(root: number, seconds: number): Promise<number> {
  const before = workerTicks(root);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return (workerTicks(root) - before) / TICKS_PER_SECOND / seconds;
}

async function main() {
  const infra = await ensureTestInfra((line) => console.log(`[bench] ${line}`));
  try {
    if (!existsSync(bffStandaloneServer) || process.env.BENCH_BUILD === '1') buildBff({ quiet: true });
    const stack = await startStack({
      name: 'sfubench',
      adminUrl: infra.adminUrl,
      natsUrl: infra.natsUrl,
      serviceEnv: { sessions: { RTC_WORKERS: '1' } },
    });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    });
    try {
      const root = stack.pidOf('sessions');
      if (!root) throw new Error('no sessions process in the stack');
      const pages: Page[] = [];
      for (let i = 0; i < PAGES; i++) {
        const page = await (await browser.newContext({ baseURL: stack.bffUrl })).newPage();
        await page.goto('/device-test');
        await page.getByTestId('connection-test').waitFor();
        pages.push(page);
      }
      const idle = await workerCpu(root, WINDOW_S);
      const loaded: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await Promise.all(pages.map((p) => p.getByTestId('connection-test').click()));
        // Transports up and the first key frames through before the window opens.
        await new Promise((r) => setTimeout(r, 4_000));
        loaded.push(await workerCpu(root, WINDOW_S));
        await Promise.all(
          pages.map((p) =>
            p.waitForFunction(
              () =>
                (
                  window as unknown as { __oslonacDeviceTest?: { result(): { done: boolean } } }
                ).__oslonacDeviceTest?.result().done === true,
              undefined,
              { timeout: 60_000 },
            ),
          ),
        );
      }
      const frames = await Promise.all(
        pages.map((p) =>
          p.evaluate(
            () =>
              (
                window as unknown as { __oslonacDeviceTest?: { result(): { videoFramesDecoded: number } } }
              ).__oslonacDeviceTest?.result().videoFramesDecoded ?? 0,
          ),
        ),
      );
      if (frames.some((f) => f === 0))
        throw new Error(`a page decoded no looped-back video: ${frames.join(', ')}`);
      const streams = PAGES * STREAMS_PER_PAGE;
      const busy = loaded.reduce((a, b) => a + b, 0) / loaded.length;
      const perStream = Math.max(busy - idle, 0) / streams;
      const streamsPerCore = perStream > 0 ? 1 / perStream : Number.POSITIVE_INFINITY;
      console.log(
        `\nSFU: ${PAGES} pages looping Opus + VP8 through one mediasoup worker (${streams} forwarded streams), ${ROUNDS} rounds of ${WINDOW_S} s:`,
      );
      console.log(`  worker CPU idle              ${(idle * 100).toFixed(2).padStart(7)} % of a core`);
      console.log(`  worker CPU with the streams  ${(busy * 100).toFixed(2).padStart(7)} % of a core`);
      console.log(`  per forwarded stream         ${(perStream * 100).toFixed(3).padStart(7)} % of a core`);
      console.log(`  streams one core forwards    ${streamsPerCore.toFixed(0).padStart(7)}`);
      console.log(
        `  1:1 sessions per core        ${(streamsPerCore / STREAMS_PER_SESSION).toFixed(0).padStart(7)}`,
      );
      console.log(
        `  ratio to mediasoup's ~${MEDIASOUP_CONSUMERS_PER_CORE} consumers per core: ${(streamsPerCore / MEDIASOUP_CONSUMERS_PER_CORE).toFixed(2)}`,
      );
    } finally {
      await browser.close();
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
