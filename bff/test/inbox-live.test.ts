// The inbox's live streams without a socket: SSE framing, where a reconnect resumes, and the rule that nothing is
// lost or written twice when the backlog read after subscribing overlaps messages woken by events.
import { describe, expect, it } from '@jest/globals';
import { MessageCursor } from '../src/server/live/cursor';
import type { LiveEvent } from '../src/server/live/events';
import { InboxStream, type InboxStreamDeps, STREAM_PAGE } from '../src/server/live/inbox-stream';
import { openPresence, PRESENCE_TTL_MS } from '../src/server/live/presence';
import { resumeCursor, SSE_PING, sseFrame } from '../src/server/live/sse';
import type { InboxMessage } from '../src/server/views/messaging';

const ME = 'user-ana';
const THERAPIST = 'user-marko';
const REL = '0193a1b2-0000-7000-8000-0000000000aa';
const OTHER_REL = '0193a1b2-0000-7000-8000-0000000000bb';

/** UUIDv7-shaped ids that sort by n. */
const id = (n: number) => `0193a1b2-${String(n).padStart(4, '0')}-7000-8000-000000000000`;
const msg = (n: number, sender = THERAPIST): InboxMessage => ({
  id: id(n),
  senderUserId: sender,
  text: `poruka ${n}`,
  attachments: [],
  sentAt: '2026-11-26T09:00:00.000Z',
});

const sent = (n: number, over: Partial<Extract<LiveEvent, { kind: 'sent' }>> = {}): LiveEvent => ({
  kind: 'sent',
  relationshipId: REL,
  messageId: id(n),
  senderUserId: THERAPIST,
  memberUserIds: [ME, THERAPIST],
  ...over,
});

/** Parses what a stream wrote back into events, the way EventSource would. */
function parse(chunks: string[]): { id?: string; event: string; data: unknown }[] {
  return chunks
    .join('')
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':') && !block.startsWith('retry:'))
    .map((block) => {
      const out: { id?: string; event: string; data: unknown } = { event: 'message', data: null };
      for (const line of block.split('\n')) {
        const i = line.indexOf(': ');
        const [field, value] = [line.slice(0, i), line.slice(i + 2)];
        if (field === 'id') out.id = value;
        if (field === 'event') out.event = value;
        if (field === 'data') out.data = JSON.parse(value);
      }
      return out;
    });
}

/** A stream whose service holds `store` (every message, oldest first) and answers after `gate` opens. */
function harness(store: InboxMessage[], start: string | null, relationshipId: string | null = REL) {
  const written: string[] = [];
  const ended: string[] = [];
  let unread = 0;
  const asked: (string | null)[] = [];
  let release: (() => void) | null = null;
  let hold = false;
  const deps: InboxStreamDeps = {
    async listAfter(after) {
      asked.push(after);
      if (hold) await new Promise<void>((r) => (release = r));
      const newer = store.filter((m) => after === null || m.id > after);
      return (after === null ? newer.slice(-STREAM_PAGE) : newer.slice(0, STREAM_PAGE)).map((m) => ({
        ...m,
      }));
    },
    async unreadCount() {
      return unread;
    },
    write: (chunk) => written.push(chunk),
    end: (reason) => ended.push(reason),
  };
  const stream = new InboxStream({ userId: ME, relationshipId }, start, deps);
  return {
    stream,
    written,
    ended,
    asked,
    setUnread: (n: number) => {
      unread = n;
    },
    holdNext: () => {
      hold = true;
    },
    release: () => {
      hold = false;
      release?.();
    },
    ids: () =>
      parse(written)
        .filter((e) => e.event === 'message')
        .map((e) => e.id),
  };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('SSE framing', () => {
  it('writes id, event and one-line JSON data, ended by a blank line', () => {
    expect(sseFrame({ id: id(1), event: 'message', data: { text: 'dva\nreda' } })).toBe(
      `id: ${id(1)}\nevent: message\ndata: {"text":"dva\\nreda"}\n\n`,
    );
    expect(sseFrame({ event: 'unread', data: { unreadCount: 2 } })).toBe(
      'event: unread\ndata: {"unreadCount":2}\n\n',
    );
  });

  it('refuses a name or id that would end a field early', () => {
    expect(() => sseFrame({ event: 'a\nid: x', data: 1 })).toThrow();
    expect(() => sseFrame({ id: 'a\r', event: 'message', data: 1 })).toThrow();
  });

  it('keeps proxies awake with a comment line EventSource ignores', () => {
    expect(SSE_PING).toBe(': ping\n\n');
  });

  it('resumes from Last-Event-ID over the page’s own point, and ignores anything that is not a message id', () => {
    expect(resumeCursor(id(5), id(3))).toBe(id(5));
    expect(resumeCursor(null, id(3))).toBe(id(3));
    expect(resumeCursor('  ', undefined)).toBeNull();
    expect(resumeCursor('../../etc', id(3))).toBe(id(3));
    expect(resumeCursor(id(5).toUpperCase(), null)).toBe(id(5));
  });
});

describe('the cursor', () => {
  it('passes each message once, in id order, and never one at or before where it stands', () => {
    const cursor = new MessageCursor(id(2));
    expect(cursor.take([msg(4), msg(1), msg(3), msg(2)]).map((m) => m.id)).toEqual([id(3), id(4)]);
    expect(cursor.take([msg(4), msg(5), msg(3)]).map((m) => m.id)).toEqual([id(5)]);
    expect(cursor.position).toBe(id(5));
  });
});

describe('a conversation’s stream', () => {
  it('sends the backlog after its starting point, then the unread count', async () => {
    const h = harness([msg(1), msg(2), msg(3)], id(1));
    h.setUnread(2);
    await h.stream.start();
    expect(h.ids()).toEqual([id(2), id(3)]);
    expect(parse(h.written).find((e) => e.event === 'unread')?.data).toEqual({ unreadCount: 2 });
  });

  it('writes a message that arrives while the backlog is read once, not twice', async () => {
    const store = [msg(1), msg(2)];
    const h = harness(store, id(1));
    h.holdNext();
    const starting = h.stream.start();
    await settle();
    // Sent (and announced) while the backlog read is on its way: the service already holds it.
    store.push(msg(3));
    h.stream.handle(sent(3));
    h.release();
    await starting;
    await settle();
    await settle();
    expect(h.ids()).toEqual([id(2), id(3)]);
  });

  it('after a reconnect carries on after Last-Event-ID without repeating what the browser had', async () => {
    const store = [msg(1), msg(2), msg(3), msg(4)];
    const first = harness(store, null);
    await first.stream.start();
    expect(first.ids()).toEqual([id(1), id(2), id(3), id(4)]);
    store.push(msg(5));
    const second = harness(store, resumeCursor(first.stream.position, id(1)));
    await second.stream.start();
    expect(second.ids()).toEqual([id(5)]);
  });

  it('pages through a long absence in STREAM_PAGE steps', async () => {
    const store = Array.from({ length: STREAM_PAGE * 2 + 3 }, (_, i) => msg(i + 1));
    const h = harness(store, id(1));
    await h.stream.start();
    expect(h.ids()).toHaveLength(STREAM_PAGE * 2 + 2);
    expect(new Set(h.ids()).size).toBe(STREAM_PAGE * 2 + 2);
    expect(h.asked).toHaveLength(3);
  });

  it('ignores other conversations and people, and passes the others’ read receipts on', async () => {
    const store = [msg(1)];
    const h = harness(store, id(1));
    await h.stream.start();
    store.push(msg(2));
    h.stream.handle(sent(2, { relationshipId: OTHER_REL }));
    h.stream.handle(sent(2, { memberUserIds: ['someone-else', THERAPIST] }));
    h.stream.handle({
      kind: 'read',
      relationshipId: REL,
      readerUserId: THERAPIST,
      upToMessageId: id(1),
      memberUserIds: [ME, THERAPIST],
    });
    await settle();
    expect(h.ids()).toEqual([]);
    const receipt = parse(h.written).find((e) => e.event === 'read');
    expect(receipt).toEqual({
      event: 'read',
      data: { relationshipId: REL, readerUserId: THERAPIST, upToMessageId: id(1) },
    });
    expect(receipt?.id).toBeUndefined();
  });

  it('looks again after NATS came back, and ends when the process shuts down', async () => {
    const store = [msg(1)];
    const h = harness(store, id(1));
    await h.stream.start();
    store.push(msg(2));
    h.stream.handle({ kind: 'resync' });
    await settle();
    await settle();
    expect(h.ids()).toEqual([id(2)]);
    h.stream.handle({ kind: 'closing' });
    expect(h.ended).toEqual(['closing']);
  });

  it('ends (for the browser to reconnect and resume) when the service refuses', async () => {
    const h = harness([], null);
    const failing = new InboxStream({ userId: ME, relationshipId: REL }, null, {
      listAfter: async () => {
        throw new Error('NOT_FOUND');
      },
      unreadCount: async () => 0,
      write: (c) => h.written.push(c),
      end: (reason) => h.ended.push(reason),
    });
    await failing.start();
    expect(h.ended).toEqual(['failed']);
  });
});

describe('the whole inbox’s stream', () => {
  it('says which conversation changed and the new count, never a message', async () => {
    const h = harness([msg(1)], null, null);
    await h.stream.start();
    h.setUnread(3);
    h.stream.handle(sent(2));
    await settle();
    const events = parse(h.written);
    expect(events.filter((e) => e.event === 'message')).toEqual([]);
    expect(events).toContainEqual({ event: 'conversation', data: { relationshipId: REL } });
    expect(events.filter((e) => e.event === 'unread').pop()?.data).toEqual({ unreadCount: 3 });
  });
});

describe('presence', () => {
  it('is online while any stream of the person is open, and offline when the last one closes', async () => {
    const now = new Date('2026-11-26T09:00:00Z');
    const calls: Date[] = [];
    const deps = { setPresence: async (d: Date) => void calls.push(d), now: () => now };
    const a = openPresence('user-presence', deps);
    const b = openPresence('user-presence', deps);
    expect(calls.map((d) => d.getTime())).toEqual([
      now.getTime() + PRESENCE_TTL_MS,
      now.getTime() + PRESENCE_TTL_MS,
    ]);
    a.close();
    a.close();
    expect(calls).toHaveLength(2);
    b.renew();
    b.close();
    expect(calls.map((d) => d.getTime()).slice(2)).toEqual([now.getTime() + PRESENCE_TTL_MS, now.getTime()]);
  });
});
