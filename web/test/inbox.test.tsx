/**
 * The inbox in the browser: messages merged by id whatever way they arrive (stream, poll, own send), the switch to
 * polling when the stream keeps failing, read receipts, the closed and outside-hours states, and the words used for
 * the therapist's promise.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getT } from '../src/i18n';
import { LocaleProvider } from '../src/i18n/provider';
import {
  clock,
  conversationTitle,
  daysText,
  durationText,
  minuteOf,
  promiseText,
} from '../src/screens/inbox/format';
import { ThreadScreen } from '../src/screens/inbox/InboxScreens';
import {
  applyReceipt,
  FAILURES_BEFORE_POLLING,
  mergeMessages,
  nextLiveState,
  UNREAD_EVENT,
} from '../src/screens/inbox/live';
import { inboxMessages } from '../src/screens/inbox/messages';
import { checkPromise } from '../src/screens/inbox/ReplyPromiseForm';
import type { ConversationSummary, InboxMessage } from '../src/screens/inbox/types';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

const ME = 'user-ana';
const THERAPIST = 'user-marko';
const REL = '0193a1b2-0000-7000-8000-0000000000aa';
const id = (n: number) => `0193a1b2-${String(n).padStart(4, '0')}-7000-8000-000000000000`;
const msg = (n: number, sender = THERAPIST, text = `poruka ${n}`): InboxMessage => ({
  id: id(n),
  senderUserId: sender,
  text,
  attachments: [],
  sentAt: '2026-11-26T09:00:00.000Z',
});

const t = getT(inboxMessages, 'sr-Latn');

describe('merging messages', () => {
  it('keeps each id once, oldest first, and returns the same list when nothing is new', () => {
    const list = mergeMessages([], [msg(3), msg(1)]);
    expect(list.map((m) => m.id)).toEqual([id(1), id(3)]);
    expect(mergeMessages(list, [msg(3)])).toBe(list);
    expect(mergeMessages(list, [msg(2), msg(3), msg(2)]).map((m) => m.id)).toEqual([id(1), id(2), id(3)]);
  });

  it('moves read receipts forward only', () => {
    const r = applyReceipt({}, { readerUserId: THERAPIST, upToMessageId: id(3) });
    expect(applyReceipt(r, { readerUserId: THERAPIST, upToMessageId: id(2) })).toBe(r);
    expect(applyReceipt(r, { readerUserId: THERAPIST, upToMessageId: id(4) })).toEqual({
      [THERAPIST]: id(4),
    });
  });

  it('polls after repeated stream errors and streams again once a stream opens', () => {
    let s = { mode: 'stream' as const, failures: 0 } as ReturnType<typeof nextLiveState>;
    for (let i = 1; i < FAILURES_BEFORE_POLLING; i++) s = nextLiveState(s, 'error');
    expect(s.mode).toBe('stream');
    s = nextLiveState(s, 'error');
    expect(s.mode).toBe('polling');
    expect(nextLiveState(s, 'open')).toEqual({ mode: 'stream', failures: 0 });
    // A stream the browser gave up on (an HTTP error such as 503) is not retried by EventSource: poll at once.
    expect(nextLiveState({ mode: 'stream', failures: 0 }, 'closed').mode).toBe('polling');
  });
});

describe('the therapist’s promise in words', () => {
  it('says working days, every day, or the days by name, and clock times', () => {
    expect(daysText([5, 4, 3, 2, 1], t)).toBe('radnim danima');
    expect(daysText([1, 2, 3, 4, 5, 6, 7], t)).toBe('svakog dana');
    expect(daysText([6, 1], t)).toBe('ponedeljak, subota');
    expect(clock(540)).toBe('09:00');
    expect(minuteOf('17:30')).toBe(1050);
    expect(minuteOf('25:00')).toBeNull();
    expect(
      promiseText(
        {
          answerWithinHours: 24,
          days: [1, 2, 3, 4, 5],
          startMinute: 540,
          endMinute: 1020,
          timeZone: 'Europe/Belgrade',
        },
        t,
      ),
    ).toBe('Terapeut odgovara u roku od 24 h, radnim danima, od 09:00 do 17:00.');
    expect(promiseText(null, t)).toBe(t('promiseDefault'));
  });

  it('measures reply time in minutes, hours or days with Serbian plurals', () => {
    expect(durationText(90, t)).toBe('2 minuta');
    expect(durationText(3 * 3600, t)).toBe('3 sata');
    expect(durationText(5 * 3600, t)).toBe('5 sati');
    expect(durationText(3 * 86400, t)).toBe('3 dana');
  });

  it('names a conversation by who it is with', () => {
    expect(conversationTitle(['Ana', 'Marko'], t)).toBe('Razgovor sa: Ana i Marko');
    expect(conversationTitle([], t)).toBe('Razgovor');
  });

  it('checks the promise form before it is sent', () => {
    expect(checkPromise({ hours: '24', days: [1], start: '09:00', end: '17:00' }).errors).toEqual({});
    expect(checkPromise({ hours: '0', days: [], start: '18:00', end: '09:00' }).errors).toEqual({
      hours: 'promiseHoursInvalid',
      days: 'promiseDaysRequired',
      end: 'promiseEndAfterStart',
    });
  });
});

/** EventSource as the page uses it, driven by the test. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((e: Event) => void)[]>();
  closed = false;
  readyState = 0;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const fn of this.listeners.get(type) ?? []) fn(event);
  }
}

const conversation = (over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  relationshipId: REL,
  names: ['Dr Milan Petrović'],
  memberNames: { [THERAPIST]: 'Dr Milan Petrović', [ME]: 'Ana Jovanović' },
  members: [
    { userId: ME, role: 'client', lastReadMessageId: id(1) },
    { userId: THERAPIST, role: 'therapist', lastReadMessageId: null },
  ],
  closed: false,
  closedAt: null,
  unreadCount: 0,
  lastMessageAt: '2026-11-26T09:00:00.000Z',
  promise: null,
  medianReplySeconds: null,
  answeringNow: true,
  nextAnswerAt: null,
  ...over,
});

function renderThread(c: ConversationSummary, messages: InboxMessage[], api: ScreenRuntime['api']) {
  const runtime: ScreenRuntime = {
    api,
    navigate: () => {},
    refresh: () => {},
    pathname: `/app/inbox/${REL}`,
  };
  return render(
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider value={runtime}>
        <ThreadScreen me={ME} conversation={c} page={{ messages, hasOlder: false }} />
      </ScreenRuntimeProvider>
    </LocaleProvider>,
  );
}

describe('the thread', () => {
  const original = (globalThis as { EventSource?: unknown }).EventSource;
  beforeEach(() => {
    FakeEventSource.all = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = original;
  });

  it('streams from after the newest message shown, adds what arrives once, and passes the count to the badge', async () => {
    const api = jest.fn(async () => ({ ok: true })) as unknown as ScreenRuntime['api'];
    renderThread(conversation(), [msg(1)], api);
    const source = FakeEventSource.all[0]!;
    expect(source.url).toBe(`/api/v1/inbox/${REL}/stream?after=${id(1)}`);
    const counts: number[] = [];
    const onCount = (e: Event) => counts.push((e as CustomEvent<number>).detail);
    window.addEventListener(UNREAD_EVENT, onCount);
    act(() => {
      source.emit('open');
      source.emit('message', msg(2, THERAPIST, 'Vidimo se u sredu.'));
      source.emit('message', msg(2, THERAPIST, 'Vidimo se u sredu.'));
      source.emit('unread', { unreadCount: 4 });
    });
    window.removeEventListener(UNREAD_EVENT, onCount);
    expect(screen.getAllByText('Vidimo se u sredu.')).toHaveLength(1);
    expect(counts).toEqual([4]);
    // The newest message from the other side is marked read.
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(`/api/v1/inbox/${REL}/read`, {
        method: 'POST',
        body: { upToMessageId: id(2) },
      }),
    );
  });

  it('shows "Pročitano" under my newest message the other side has read, live', () => {
    renderThread(conversation(), [msg(1), msg(2, ME, 'Hvala!')], (async () => ({})) as ScreenRuntime['api']);
    expect(screen.queryByTestId('read-receipt')).toBeNull();
    act(() =>
      FakeEventSource.all[0]!.emit('read', {
        relationshipId: REL,
        readerUserId: THERAPIST,
        upToMessageId: id(2),
      }),
    );
    expect(screen.getByTestId('read-receipt')).toHaveTextContent('Pročitano');
  });

  it('polls for messages after the newest one when the stream keeps failing', async () => {
    const api = jest.fn(async (path: string) =>
      path.includes('/messages')
        ? { messages: [msg(2, THERAPIST, 'Stiglo anketiranjem.')], hasOlder: false }
        : { unreadCount: 0 },
    ) as unknown as ScreenRuntime['api'];
    renderThread(conversation(), [msg(1)], api);
    const source = FakeEventSource.all[0]!;
    act(() => {
      for (let i = 0; i < FAILURES_BEFORE_POLLING; i++) source.emit('error');
    });
    expect(source.closed).toBe(true);
    await screen.findByText('Stiglo anketiranjem.');
    expect(api).toHaveBeenCalledWith(`/api/v1/inbox/${REL}/messages?after=${id(1)}`);
    expect(screen.getByText(t('liveOff'))).toBeInTheDocument();
  });

  it('outside the therapist’s hours says when to expect an answer and shows the crisis lines', () => {
    renderThread(
      conversation({ answeringNow: false, nextAnswerAt: '2026-11-27T08:00:00.000Z' }),
      [],
      (async () => ({})) as ScreenRuntime['api'],
    );
    expect(screen.getByText(/Odgovor možete očekivati od/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 300 303' })).toHaveAttribute('href', 'tel:0800300303');
    expect(screen.getByText(/Poruke nisu za hitne slučajeve/)).toBeInTheDocument();
  });

  it('is read-only once closed, and says why', () => {
    renderThread(conversation({ closed: true }), [msg(1)], (async () => ({})) as ScreenRuntime['api']);
    expect(screen.getByText(t('closedNote'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t('composerLabel') })).toBeNull();
  });

  it('asks for a reason of at least 10 characters before reporting a message', async () => {
    const api = jest.fn(async () => ({ reportId: 'r1' })) as unknown as ScreenRuntime['api'];
    renderThread(conversation(), [msg(1)], api);
    fireEvent.click(screen.getByRole('button', { name: /Prijavi poruku od/ }));
    const reason = screen.getByRole('textbox', { name: t('reportReason') });
    expect(reason).toHaveFocus();
    fireEvent.change(reason, { target: { value: 'kratko' } });
    fireEvent.click(screen.getByRole('button', { name: t('reportSend') }));
    expect(await screen.findByText(t('reportReasonShort'))).toBeInTheDocument();
    fireEvent.change(reason, { target: { value: 'Poruka sadrži uvredu.' } });
    fireEvent.click(screen.getByRole('button', { name: t('reportSend') }));
    expect(await screen.findByText(t('reportSent'))).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(`/api/v1/inbox/messages/${id(1)}/report`, {
      method: 'POST',
      body: { reason: 'Poruka sadrži uvredu.' },
    });
  });
});
