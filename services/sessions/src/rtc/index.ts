import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger, Metrics } from '@oslonac/kit';
import { MAX_FRAME_BYTES, RTC_PATH } from '@oslonac/rtc';
import { WebSocketServer } from 'ws';
import { iceServersOf, type RtcConfig } from './config';
import { Connection } from './connection';
import type { SessionLedger } from './ports';
import { RoomRegistry } from './room-registry';
import { type RtcStats, registerRtcGauges } from './rtc-metrics';
import { WorkerPool } from './worker-pool';

export type { RtcConfig } from './config';
export type { RoomFacts, SessionLedger } from './ports';

export interface Rtc {
  /** The HTTP server's upgrade hook: takes `/rtc` (returns true) and leaves every other path alone (false). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Refuses new joins, waits for rooms to empty (at most maxMs), then tells whoever is left to rejoin elsewhere. */
  drain(maxMs: number): Promise<void>;
  close(): Promise<void>;
  stats(): RtcStats;
}

const TICK_MS = 1000;
const HEARTBEAT_MS = 20_000;

/** The SFU: mediasoup workers, one room per session, and the WebSocket signalling at /rtc. */
export async function startRtc(opts: {
  config: RtcConfig;
  ledger: SessionLedger;
  clock: () => Date;
  log: Logger;
  metrics: Metrics;
}): Promise<Rtc> {
  const { config, log } = opts;
  const rtcLog = log.child({ component: 'rtc' });
  let registry: RoomRegistry | undefined;
  const pool = await WorkerPool.create({
    count: config.RTC_WORKERS,
    workerBin: config.MEDIASOUP_WORKER_BIN || undefined,
    rtcMinPort: config.RTC_MIN_PORT,
    rtcMaxPort: config.RTC_MAX_PORT,
    log: rtcLog,
    onDied: (worker) => registry?.onWorkerDied(worker),
  });
  registry = new RoomRegistry(pool, {
    secret: config.JOIN_TOKEN_SECRET,
    ledger: opts.ledger,
    clock: opts.clock,
    log: rtcLog,
    listen: { listenIp: config.RTC_LISTEN_IP, announcedAddress: config.RTC_ANNOUNCED_ADDRESS },
    iceServers: iceServersOf(config),
  });
  const rooms = registry;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  wss.on('connection', (ws) => {
    const connection = new Connection(ws, rooms, rtcLog);
    connections.add(connection);
    ws.on('close', () => connections.delete(connection));
  });

  const tick = setInterval(() => rooms.tick(), TICK_MS);
  tick.unref();
  const heartbeat = setInterval(() => {
    for (const c of connections) c.heartbeat();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const stats = (): RtcStats => ({ ...rooms.stats(), workers: pool.size });
  registerRtcGauges(opts.metrics, stats);
  let closed = false;

  return {
    handleUpgrade(req, socket, head) {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path !== RTC_PATH) return false;
      if (closed) {
        socket.destroy();
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      return true;
    },

    async drain(maxMs) {
      rooms.draining = true;
      pool.stopReplacing();
      const deadline = Date.now() + maxMs;
      while (!rooms.empty && Date.now() < deadline) {
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(250, Math.max(1, deadline - Date.now()))),
        );
      }
      await rooms.evacuate();
    },

    async close() {
      if (closed) return;
      closed = true;
      rooms.draining = true;
      clearInterval(tick);
      clearInterval(heartbeat);
      await rooms.evacuate();
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await pool.close();
    },

    stats,
  };
}
