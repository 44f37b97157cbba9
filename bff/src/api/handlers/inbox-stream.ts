// The inbox's live streams over Server-Sent Events. SSE rather than WebSocket: the traffic is one-way (the
// browser sends over the ordinary POST routes, with their CSRF and validation), it is plain HTTP that passes
// proxies and the ingress unchanged, and EventSource reconnects by itself and sends Last-Event-ID, which is
// exactly the resume point a conversation needs. Each stream listens to the process's NATS subscription
// (src/server/live/hub.ts), so any replica can serve any stream.
import { resolveActor } from '../../server/actor';
import { messaging } from '../../server/gateways/messaging';
import { connectLive, listenLive } from '../../server/live/hub';
import { InboxStream, STREAM_PAGE } from '../../server/live/inbox-stream';
import { openPresence, PRESENCE_RENEW_MS } from '../../server/live/presence';
import { resumeCursor, SSE_PING, sseRetry } from '../../server/live/sse';
import { HttpProblem } from '../../server/problem';
import { reportError } from '../../server/report';
import type { EndpointContext } from '../route';

/** Comments this often keep proxies (and their idle timeouts, often 60 s) from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;
/** How long the browser waits before reconnecting after the stream ends. */
const RECONNECT_MS = 2_000;

export interface StreamClock {
  now(): Date;
  every(ms: number, fn: () => void): () => void;
}

const systemClock: StreamClock = {
  now: () => new Date(),
  every(ms, fn) {
    const timer = setInterval(fn, ms);
    timer.unref?.();
    return () => clearInterval(timer);
  },
};

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: compression would hold events back until a buffer fills.
  'cache-control': 'no-cache, no-store, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

type StreamCtx = EndpointContext<'inboxStream'> | EndpointContext<'inboxConversationStream'>;

async function openStream(
  ctx: StreamCtx,
  relationshipId: string | null,
  start: string | null,
  clock: StreamClock,
): Promise<Response> {
  const session = ctx.session;
  const sessionToken = ctx.token?.token ?? '';
  // The actor token expires long before a stream ends: each call takes a current one (cached for ≤ 60 s).
  const actor = async (): Promise<string> => {
    const fresh = sessionToken ? await resolveActor(sessionToken) : null;
    if (!fresh) throw new HttpProblem(401, 'identity.session_invalid');
    return fresh.actorToken;
  };
  try {
    await connectLive();
  } catch (err) {
    reportError(err, { where: 'inbox.stream.nats' }, 'upstream');
    throw new HttpProblem(503, 'upstream.unavailable', { headers: { 'retry-after': '5' } });
  }
  const encoder = new TextEncoder();
  let cleanup = () => {};

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const stopTimers: (() => void)[] = [];
      let unlisten = () => {};
      const presence = openPresence(session.user.id, {
        setPresence: async (until) => messaging.setPresence(await actor(), until),
        now: clock.now,
      });
      cleanup = () => {
        if (closed) return;
        closed = true;
        unlisten();
        for (const stop of stopTimers) stop();
        presence.close();
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      const write = (chunk: string) => {
        if (closed) throw new Error('stream closed');
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch (err) {
          // The client went away between two writes: end everything of this stream.
          cleanup();
          throw err;
        }
      };
      const ping = () => {
        try {
          if (!closed) write(SSE_PING);
        } catch {
          // Already cleaned up by write().
        }
      };
      const stream = new InboxStream({ userId: session.user.id, relationshipId }, start, {
        listAfter: async (after) =>
          (
            await messaging.listMessages(await actor(), {
              relationshipId: relationshipId ?? '',
              after: after ?? undefined,
              limit: STREAM_PAGE,
            })
          ).messages,
        unreadCount: async () => messaging.getUnreadCount(await actor()),
        write,
        end: () => cleanup(),
      });
      try {
        write(sseRetry(RECONNECT_MS));
        // Listening first, then the backlog: a message sent in between is in one or the other, and the cursor
        // writes it once.
        const stopListening = await listenLive((event) => stream.handle(event));
        // The browser may have left while the listener was being added: nothing of it may stay behind.
        if (closed) return stopListening();
        unlisten = stopListening;
      } catch (err) {
        if (!closed) reportError(err, { where: 'inbox.stream.nats' }, 'upstream');
        cleanup();
        return;
      }
      stopTimers.push(clock.every(HEARTBEAT_MS, ping));
      stopTimers.push(clock.every(PRESENCE_RENEW_MS, () => presence.renew()));
      ctx.req.signal?.addEventListener('abort', () => cleanup(), { once: true });
      await stream.start();
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}

/** GET /api/v1/inbox/{relationshipId}/stream: 404 for anyone not in the conversation, before any stream opens. */
export function conversationStream(clock: StreamClock = systemClock) {
  return async (ctx: EndpointContext<'inboxConversationStream'>): Promise<Response> => {
    await messaging.getConversation(ctx.session.actorToken, ctx.params.relationshipId);
    const start = resumeCursor(ctx.req.headers.get('last-event-id'), ctx.query.after);
    return openStream(ctx, ctx.params.relationshipId, start, clock);
  };
}

/** GET /api/v1/inbox/stream: the badge and the list (counts and which conversation changed; no messages). */
export function inboxStream(clock: StreamClock = systemClock) {
  return async (ctx: EndpointContext<'inboxStream'>): Promise<Response> => openStream(ctx, null, null, clock);
}
