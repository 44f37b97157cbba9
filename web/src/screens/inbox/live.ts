'use client';

// The browser's half of the inbox's live updates. The BFF streams Server-Sent Events; EventSource reconnects by
// itself and sends the last message id back, so resuming is the server's work. When the stream keeps failing
// (a proxy that cuts it, the BFF without NATS) the page polls for messages after the newest it has, and goes
// back to the stream once one opens again. Whatever arrives twice (stream, poll, own send) is kept once.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InboxMessage, ReadReceiptEvent } from './types';

/** Errors in a row before the page stops waiting for EventSource and polls. */
export const FAILURES_BEFORE_POLLING = 3;
export const POLL_MS = 4_000;
/** While polling, how often a fresh stream is tried. */
export const STREAM_RETRY_MS = 20_000;

/** The window event the navigation badge listens to. */
export const UNREAD_EVENT = 'oslonac:unread';

/** Tells the navigation badge (and anyone else listening) the caller's unread count. */
export function announceUnread(count: number): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<number>(UNREAD_EVENT, { detail: count }));
}

/** Messages by id, oldest first; a message seen again replaces nothing and is not repeated. */
export function mergeMessages(
  current: readonly InboxMessage[],
  incoming: readonly InboxMessage[],
): InboxMessage[] {
  if (incoming.length === 0) return current as InboxMessage[];
  const byId = new Map(current.map((m) => [m.id, m]));
  let added = false;
  for (const m of incoming) {
    if (byId.has(m.id)) continue;
    byId.set(m.id, m);
    added = true;
  }
  if (!added) return current as InboxMessage[];
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The newest id of a list kept oldest first (the resume point). */
export function newestId(messages: readonly InboxMessage[]): string | null {
  return messages.length > 0 ? messages[messages.length - 1]!.id : null;
}

export type LiveMode = 'stream' | 'polling';
export interface LiveState {
  mode: LiveMode;
  failures: number;
}
/** error: EventSource will reconnect by itself; closed: it gave up (an HTTP error such as 503), polling at once. */
export type LiveSignal = 'open' | 'error' | 'closed';

/** The stream/polling switch: a few errors in a row → polling; any stream that opens → streaming again. */
export function nextLiveState(state: LiveState, signal: LiveSignal): LiveState {
  switch (signal) {
    case 'open':
      return { mode: 'stream', failures: 0 };
    case 'error': {
      const failures = state.failures + 1;
      return { mode: failures >= FAILURES_BEFORE_POLLING ? 'polling' : state.mode, failures };
    }
    case 'closed':
      return { mode: 'polling', failures: Math.max(state.failures + 1, FAILURES_BEFORE_POLLING) };
  }
}

/** EventSource.CLOSED, without reading the global (absent where the page renders on the server). */
const CLOSED = 2;

/** The newest id a reader has read, kept per member; receipts never move back. */
export function applyReceipt(
  readBy: Readonly<Record<string, string | null>>,
  receipt: Pick<ReadReceiptEvent, 'readerUserId' | 'upToMessageId'>,
): Record<string, string | null> {
  const before = readBy[receipt.readerUserId];
  if (before && before >= receipt.upToMessageId) return readBy as Record<string, string | null>;
  return { ...readBy, [receipt.readerUserId]: receipt.upToMessageId };
}

type Fetcher = (path: string) => Promise<unknown>;

export interface LiveThreadOptions {
  relationshipId: string;
  initial: readonly InboxMessage[];
  initialReadBy: Record<string, string | null>;
  /** GET as JSON through the runtime's API (problems thrown). */
  get: Fetcher;
}

/**
 * The thread's messages and read receipts, kept current from the stream or, when it fails, by polling.
 * `add` merges messages the page got itself (its own sends, older pages).
 */
export function useLiveThread({ relationshipId, initial, initialReadBy, get }: LiveThreadOptions) {
  const [messages, setMessages] = useState<InboxMessage[]>(() => mergeMessages([], initial));
  const [readBy, setReadBy] = useState<Record<string, string | null>>(initialReadBy);
  const [live, setLive] = useState<LiveState>({ mode: 'stream', failures: 0 });
  const newest = useRef<string | null>(newestId(messages));
  newest.current = newestId(messages);
  const getRef = useRef(get);
  getRef.current = get;

  const add = useCallback((incoming: readonly InboxMessage[]) => {
    setMessages((current) => mergeMessages(current, incoming));
  }, []);

  // The stream: opened again whenever the page returns from polling.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` opens a fresh stream after polling
  useEffect(() => {
    if (live.mode !== 'stream' || typeof EventSource === 'undefined') return;
    const after = newest.current;
    const url = `/api/v1/inbox/${encodeURIComponent(relationshipId)}/stream${after ? `?after=${after}` : ''}`;
    const source = new EventSource(url);
    source.addEventListener('open', () => setLive((s) => nextLiveState(s, 'open')));
    source.addEventListener('message', (e) => {
      try {
        add([JSON.parse((e as MessageEvent<string>).data) as InboxMessage]);
      } catch {
        // A frame that is not a message is ignored; the next poll or reconnect fills any gap.
      }
    });
    source.addEventListener('read', (e) => {
      try {
        const receipt = JSON.parse((e as MessageEvent<string>).data) as ReadReceiptEvent;
        setReadBy((r) => applyReceipt(r, receipt));
      } catch {
        // As above.
      }
    });
    source.addEventListener('unread', (e) => {
      try {
        announceUnread((JSON.parse((e as MessageEvent<string>).data) as { unreadCount: number }).unreadCount);
      } catch {
        // As above.
      }
    });
    source.addEventListener('error', () =>
      setLive((s) => nextLiveState(s, source.readyState === CLOSED ? 'closed' : 'error')),
    );
    return () => source.close();
  }, [relationshipId, live.mode, attempt, add]);

  // Polling while the stream is down, with a fresh stream tried now and then.
  useEffect(() => {
    if (live.mode !== 'polling') return;
    let stopped = false;
    const poll = async () => {
      const after = newest.current;
      const query = after ? `?after=${after}` : '';
      try {
        const page = (await getRef.current(
          `/api/v1/inbox/${encodeURIComponent(relationshipId)}/messages${query}`,
        )) as { messages: InboxMessage[] };
        if (!stopped) add(page.messages);
        const unread = (await getRef.current('/api/v1/inbox/unread')) as { unreadCount: number };
        if (!stopped) announceUnread(unread.unreadCount);
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    };
    void poll();
    const pollTimer = setInterval(() => void poll(), POLL_MS);
    const retryTimer = setInterval(() => {
      setLive({ mode: 'stream', failures: FAILURES_BEFORE_POLLING - 1 });
      setAttempt((n) => n + 1);
    }, STREAM_RETRY_MS);
    return () => {
      stopped = true;
      clearInterval(pollTimer);
      clearInterval(retryTimer);
    };
  }, [relationshipId, live.mode, add]);

  return { messages, readBy, mode: live.mode, add, setReadBy };
}

/** The whole inbox's stream (list page): the badge's count, and a refresh when a conversation changed. */
export function useInboxStream(onConversation: () => void) {
  const callback = useRef(onConversation);
  callback.current = onConversation;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v1/inbox/stream');
    source.addEventListener('unread', (e) => {
      try {
        announceUnread((JSON.parse((e as MessageEvent<string>).data) as { unreadCount: number }).unreadCount);
      } catch {
        // Ignored: the next event brings a fresh count.
      }
    });
    source.addEventListener('conversation', () => callback.current());
    return () => source.close();
  }, []);
}
