// One open live stream of the inbox, without the socket: what it writes for each event, in which order. A stream
// of a conversation sends that conversation's new messages (with `id:` = the message id, so a reconnect resumes
// after the last one the browser saw), the others' read receipts, and the caller's total unread count; a stream
// of the whole inbox (no conversation) sends the count and which conversation changed, for the list and the badge.
//
// Nothing lost: the caller listens (hub.ts) before start() reads the backlog after its cursor, so a message sent
// meanwhile is either in the backlog or wakes a later pull. Nothing doubled: every pull goes through one
// MessageCursor, which writes only ids greater than the last one written, and pulls never run side by side.
import type { InboxMessage } from '../views/messaging';
import { MessageCursor } from './cursor';
import { concerns, type LiveEvent } from './events';
import { sseFrame } from './sse';

/** Messaging's largest page: a long absence is caught up in few calls. */
export const STREAM_PAGE = 200;

export interface InboxStreamDeps {
  /** Messages after `after` (the newest page when null), oldest first, at most STREAM_PAGE, as the reader. */
  listAfter(after: string | null): Promise<InboxMessage[]>;
  unreadCount(): Promise<number>;
  write(chunk: string): void;
  /** Ends the stream: the browser reconnects with its Last-Event-ID, which is how any failure recovers. */
  end(reason: 'closing' | 'failed'): void;
}

export interface InboxStreamScope {
  userId: string;
  /** The conversation of this stream, or null for the whole inbox. */
  relationshipId: string | null;
}

/** Runs `task` once, or once more after the current run when asked again meanwhile (never two at a time). */
class Coalesced {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly task: () => Promise<void>) {}

  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.task();
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}

export class InboxStream {
  private readonly cursor: MessageCursor;
  private readonly pulls: Coalesced;
  private readonly counts: Coalesced;
  private ended = false;

  constructor(
    private readonly scope: InboxStreamScope,
    start: string | null,
    private readonly deps: InboxStreamDeps,
  ) {
    this.cursor = new MessageCursor(start);
    this.pulls = new Coalesced(() => this.pull());
    this.counts = new Coalesced(() => this.count());
  }

  /** The last message id written (or the starting point). */
  get position(): string | null {
    return this.cursor.position;
  }

  /** The backlog after the starting point, then the unread count. Call after listening has begun. */
  async start(): Promise<void> {
    await Promise.all([this.scope.relationshipId ? this.pulls.run() : null, this.counts.run()]);
  }

  /** Called for every event the process receives; ignores those of other people's conversations. */
  handle(event: LiveEvent): void {
    if (this.ended || !concerns(event, this.scope.userId)) return;
    const own = this.scope.relationshipId;
    switch (event.kind) {
      case 'closing':
        this.stop('closing');
        return;
      case 'resync':
        if (own) void this.pulls.run();
        else this.send({ event: 'conversation', data: { relationshipId: null } });
        void this.counts.run();
        return;
      case 'sent':
        if (own === event.relationshipId) void this.pulls.run();
        if (!own) this.send({ event: 'conversation', data: { relationshipId: event.relationshipId } });
        if (event.senderUserId !== this.scope.userId) void this.counts.run();
        return;
      case 'read':
        if (own === event.relationshipId) {
          this.send({
            event: 'read',
            data: {
              relationshipId: event.relationshipId,
              readerUserId: event.readerUserId,
              upToMessageId: event.upToMessageId,
            },
          });
        }
        if (event.readerUserId === this.scope.userId) void this.counts.run();
        return;
    }
  }

  private async pull(): Promise<void> {
    try {
      for (;;) {
        if (this.ended) return;
        const page = await this.deps.listAfter(this.cursor.position);
        for (const m of this.cursor.take(page)) this.send({ id: m.id, event: 'message', data: m });
        if (page.length < STREAM_PAGE) return;
      }
    } catch {
      // The browser comes back with the last id it got; the service (or the session) decides then.
      this.stop('failed');
    }
  }

  private async count(): Promise<void> {
    try {
      const unreadCount = await this.deps.unreadCount();
      this.send({ event: 'unread', data: { unreadCount } });
    } catch {
      // A count is only a badge: the next event brings a fresh one.
    }
  }

  private send(event: Parameters<typeof sseFrame>[0]): void {
    if (this.ended) return;
    try {
      this.deps.write(sseFrame(event));
    } catch {
      this.stop('failed');
    }
  }

  private stop(reason: 'closing' | 'failed'): void {
    if (this.ended) return;
    this.ended = true;
    this.deps.end(reason);
  }
}
