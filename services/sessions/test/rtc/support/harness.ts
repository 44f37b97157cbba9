import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createLogger, Metrics } from '@oslonac/kit';
import type { Role } from '@oslonac/rtc';
import { signJoinToken } from '../../../src/domain/join-token';
import { type Rtc, startRtc } from '../../../src/rtc/index';
import type { RoomFacts } from '../../../src/rtc/ports';
import { FakeLedger } from './fake-ledger';
import { RtcClient } from './rtc-client';

export const SECRET = 'rtc-test-secret-0123456789-abcdefghij';
/** A session at 10:00–10:50; the clock starts five minutes before it, inside the room's window. */
export const STARTS_AT = new Date('2026-05-04T10:00:00Z');
export const ENDS_AT = new Date('2026-05-04T10:50:00Z');

const root = fileURLToPath(new URL('../../../../../', import.meta.url));

/** The built worker (cached per machine; the first call may wait for a running build). */
export function workerBin(): string {
  if (process.env.MEDIASOUP_WORKER_BIN) return process.env.MEDIASOUP_WORKER_BIN;
  const bin = execFileSync('bash', ['scripts/mediasoup/build-worker.sh'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  process.env.MEDIASOUP_WORKER_BIN = bin;
  return bin;
}

export interface Harness {
  rtc: Rtc;
  ledger: FakeLedger;
  metrics: Metrics;
  url: string;
  server: Server;
  setNow(d: Date): void;
  now(): Date;
  session(id: string, overrides?: Partial<RoomFacts>): RoomFacts;
  token(
    sessionId: string,
    userId: string,
    role: Role,
    overrides?: { expiresAt?: number; secret?: string },
  ): string;
  connect(): Promise<RtcClient>;
  /** Connects and joins; returns the client and its join answer. */
  join(
    sessionId: string,
    userId: string,
    role: Role,
  ): Promise<{ client: RtcClient; data: Record<string, unknown> }>;
  stop(): Promise<void>;
}

export async function startHarness(
  opts: { workers?: number; minPort: number } = { minPort: 45000 },
): Promise<Harness> {
  let now = new Date(STARTS_AT.getTime() - 5 * 60_000);
  const ledger = new FakeLedger();
  const metrics = Metrics.create({ defaultMetrics: false });
  const rtc = await startRtc({
    config: {
      JOIN_TOKEN_SECRET: SECRET,
      MEDIASOUP_WORKER_BIN: workerBin(),
      RTC_WORKERS: opts.workers ?? 1,
      RTC_LISTEN_IP: '127.0.0.1',
      RTC_ANNOUNCED_ADDRESS: '',
      RTC_MIN_PORT: opts.minPort,
      RTC_MAX_PORT: opts.minPort + 999,
      TURN_URLS: 'turn:turn.example.test:3478?transport=udp, turns:turn.example.test:5349',
      TURN_USERNAME: 'user',
      TURN_CREDENTIAL: 'pass',
    },
    ledger,
    clock: () => now,
    log: createLogger('sessions-rtc-test', process.env.RTC_TEST_LOG ?? 'silent'),
    metrics,
  });
  const server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (!rtc.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `ws://127.0.0.1:${port}/rtc`;
  const clients: RtcClient[] = [];

  const h: Harness = {
    rtc,
    ledger,
    metrics,
    url,
    server,
    setNow: (d) => {
      now = d;
    },
    now: () => now,
    session: (id, overrides = {}) =>
      ledger.add({
        sessionId: id,
        therapistUserId: `${id}-therapist`,
        clientUserId: `${id}-client`,
        partnerUserId: `${id}-partner`,
        startsAt: STARTS_AT,
        endsAt: ENDS_AT,
        status: 'scheduled',
        ...overrides,
      }),
    token: (sessionId, userId, role, o = {}) =>
      signJoinToken(
        { sessionId, userId, role, expiresAt: o.expiresAt ?? now.getTime() + 120_000 },
        o.secret ?? SECRET,
      ),
    async connect() {
      const c = await RtcClient.connect(url);
      clients.push(c);
      return c;
    },
    async join(sessionId, userId, role) {
      const client = await h.connect();
      const data = await client.ok({ type: 'join', token: h.token(sessionId, userId, role) });
      return { client, data };
    },
    async stop() {
      for (const c of clients) c.close();
      await rtc.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return h;
}

export async function waitUntil(cond: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
