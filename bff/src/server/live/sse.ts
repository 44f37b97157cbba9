// Server-Sent Events framing (https://html.spec.whatwg.org/multipage/server-sent-events.html). Pure, so the
// rules that keep a stream resumable are tested without a socket: an `id:` line only on messages (the browser
// sends the last one back as Last-Event-ID when it reconnects), and no newline may end a field early.

/** The longest id accepted back from a browser: a UUID, with room to spare; anything longer is ignored. */
const MAX_EVENT_ID = 64;
const MESSAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SseEvent {
  /** Sets the browser's last event id; omitted, the previous one stays (receipts and counts carry none). */
  id?: string;
  event: string;
  data: unknown;
}

/** One event as its bytes on the wire. The data is JSON on one line, so it cannot hold a bare newline. */
export function sseFrame({ id, event, data }: SseEvent): string {
  if (/[\r\n]/.test(event) || (id !== undefined && /[\r\n\0]/.test(id))) {
    throw new Error('an SSE event name or id must be one line');
  }
  const lines = id !== undefined ? [`id: ${id}`] : [];
  lines.push(`event: ${event}`, `data: ${JSON.stringify(data)}`);
  return `${lines.join('\n')}\n\n`;
}

/** A comment line: ignored by EventSource, but it keeps proxies and load balancers from closing an idle stream. */
export const SSE_PING = ': ping\n\n';

/** Tells the browser how long to wait before reconnecting (ms) when the stream ends. */
export function sseRetry(ms: number): string {
  return `retry: ${Math.max(0, Math.floor(ms))}\n\n`;
}

/**
 * Where a stream resumes: the browser's Last-Event-ID on a reconnect (newer than anything the page was rendered
 * with), else the page's own `after` (the newest message it showed), else nothing (send the newest page). Only a
 * message id is accepted; anything else is treated as absent rather than passed to the service.
 */
export function resumeCursor(lastEventId: string | null, after: string | null | undefined): string | null {
  for (const candidate of [lastEventId, after]) {
    const v = candidate?.trim().toLowerCase();
    if (v && v.length <= MAX_EVENT_ID && MESSAGE_ID.test(v)) return v;
  }
  return null;
}
