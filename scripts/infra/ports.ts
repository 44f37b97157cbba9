import net from 'node:net';

/** True when something accepts TCP connections on host:port within the timeout. */
export function isListening(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * A port that is free right now, chosen below Linux's ephemeral range (32768–60999). A port the kernel hands out for
 * `listen(0)` comes from that range, where every outgoing connection (browsers, database clients, fetch) also takes
 * its local port: with test stacks starting side by side, one of those could grab it before the server listens.
 */
export async function freePort(): Promise<number> {
  const [from, size] = portSlice(process.env.JEST_WORKER_ID);
  const now = Date.now();
  for (const [port, at] of handedOut) if (now - at > HANDED_OUT_MS) handedOut.delete(port);
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = from + Math.floor(Math.random() * size);
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.set(port, now);
      return port;
    }
  }
  throw new Error(`no free port between ${from} and ${from + size}`);
}

/**
 * Ports this process handed out lately, and when. A stack picks all its ports before any of its services listens,
 * so a port still looks free after it was handed out; without this a stack could give one port to two services.
 */
const handedOut = new Map<number, number>();
const HANDED_OUT_MS = 10 * 60_000;

const PORTS_FROM = 20_000;
const PORTS_SPAN = 12_000;
const SLICES = 4;

/**
 * Where a process picks its ports: each jest worker its own slice. Two test stacks starting side by side (the
 * journeys run two files at a time) could otherwise both find one port free and both try to listen on it, since a
 * service binds its port only a second or two after the stack chose it.
 */
export function portSlice(jestWorkerId: string | undefined): [from: number, size: number] {
  const worker = Number(jestWorkerId);
  if (!Number.isInteger(worker) || worker < 1) return [PORTS_FROM, PORTS_SPAN];
  const size = PORTS_SPAN / SLICES;
  return [PORTS_FROM + ((worker - 1) % SLICES) * size, size];
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
}
