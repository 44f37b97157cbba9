// One NATS connection per BFF process, shared by every open live stream: a plain subscription (not a queue group)
// to messaging's two subjects, so every replica gets every event and wakes the streams it holds. Streams listen
// in memory; the connection opens with the first stream and is closed on shutdown.
import { connect, type NatsConnection, nkeyAuthenticator, type Subscription } from '@nats-io/transport-node';
import { bffConfig } from '../config';
import { reportError } from '../report';
import { CONVERSATION_READ_SUBJECT, decodeLiveEvent, type LiveEvent, MESSAGE_SENT_SUBJECT } from './events';

export type LiveListener = (event: LiveEvent) => void;

interface Hub {
  listeners: Set<LiveListener>;
  nc: NatsConnection | null;
  opening: Promise<NatsConnection> | null;
  subs: Subscription[];
  shutdownHooked: boolean;
}

// Next may load this module in several bundles; globalThis keeps one connection per process.
const store = globalThis as typeof globalThis & { __oslonacLiveHub?: Hub };
function hub(): Hub {
  store.__oslonacLiveHub ??= {
    listeners: new Set(),
    nc: null,
    opening: null,
    subs: [],
    shutdownHooked: false,
  };
  return store.__oslonacLiveHub;
}

function emit(event: LiveEvent): void {
  for (const listener of [...hub().listeners]) {
    try {
      listener(event);
    } catch (err) {
      reportError(err, { where: 'live.listener' }, 'bug');
    }
  }
}

async function open(): Promise<NatsConnection> {
  const config = bffConfig();
  const auth = config.natsAuth;
  const nc = await connect({
    servers: config.natsUrl.split(','),
    name: 'bff-live',
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    timeout: 3000,
    ...(auth && 'nkeySeed' in auth
      ? { authenticator: nkeyAuthenticator(new TextEncoder().encode(auth.nkeySeed)) }
      : auth
        ? { user: auth.user, pass: auth.password }
        : {}),
  });
  const h = hub();
  const prefix = config.eventSubjectPrefix;
  for (const subject of [MESSAGE_SENT_SUBJECT, CONVERSATION_READ_SUBJECT]) {
    const sub = nc.subscribe(`${prefix}${subject}`, {
      callback: (err, msg) => {
        if (err) return;
        const event = decodeLiveEvent(subject, msg.data);
        if (event) emit(event);
      },
    });
    h.subs.push(sub);
  }
  // The subscriptions are registered at the server once this answers: a stream that starts listening after it
  // misses nothing published later, which is what "subscribe first, then read the backlog" relies on.
  await nc.flush();
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'reconnect') emit({ kind: 'resync' });
    }
  })().catch(() => {});
  nc.closed()
    .then(() => {
      if (h.nc === nc) {
        h.nc = null;
        h.subs = [];
      }
    })
    .catch(() => {});
  if (!h.shutdownHooked) {
    h.shutdownHooked = true;
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void closeLiveHub());
  }
  return nc;
}

/** The process's connection, opened (and subscribed) on first use. */
async function connection(): Promise<NatsConnection> {
  const h = hub();
  if (h.nc && !h.nc.isClosed()) return h.nc;
  h.opening ??= open()
    .then((nc) => {
      h.nc = nc;
      return nc;
    })
    .finally(() => {
      h.opening = null;
    });
  return h.opening;
}

/** Opens the connection now (a stream checks NATS before it answers 200, so a failure is a plain 503). */
export async function connectLive(): Promise<void> {
  await connection();
}

/**
 * Adds a listener once the subscriptions are live at the server; the returned function removes it. Rejects when
 * NATS cannot be reached (the stream answers 503 and the page polls instead).
 */
export async function listenLive(listener: LiveListener): Promise<() => void> {
  await connection();
  const h = hub();
  h.listeners.add(listener);
  return () => {
    h.listeners.delete(listener);
  };
}

/** Ends every stream (they reconnect to another replica) and drains the connection. */
export async function closeLiveHub(): Promise<void> {
  const h = hub();
  const nc = h.nc ?? (h.opening ? await h.opening.catch(() => null) : null);
  emit({ kind: 'closing' });
  for (const listener of [...h.listeners]) h.listeners.delete(listener);
  h.nc = null;
  h.subs = [];
  if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
}
