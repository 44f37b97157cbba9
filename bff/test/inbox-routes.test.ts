// The inbox routes against a scripted messaging (and booking, for names) service: what the service is asked and as
// whom, what people get back, every "no" as the right status with a Serbian sentence, attachments served with safe
// headers, and the live stream end to end through real NATS: membership first, backlog after Last-Event-ID, a new
// message woken by an event, read receipts, presence.
import { randomBytes } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { BookingServiceService, Relationship } from '@oslonac/proto/oslonac/booking/v1/booking';
import { ConversationRead, MessageSent } from '@oslonac/proto/oslonac/events/v1/messaging';
import {
  Conversation,
  MemberRole,
  Message,
  MessagingServiceService,
} from '@oslonac/proto/oslonac/messaging/v1/messaging';
import { call, ORIGIN, problem, signedIn } from './support/http';
import { grpcError, type ScriptedServer, startScriptedServer } from './support/scripted-server';

const REL = '0193a1b2-0000-7000-8000-0000000000aa';
const REL2 = '0193a1b2-0000-7000-8000-0000000000bb';
const CLIENT = 'user-ana';
const THERAPIST = 'user-marko';
const id = (n: number) => `0193a1b2-${String(n).padStart(4, '0')}-7000-8000-000000000000`;

const pbMessage = (n: number, sender = THERAPIST) =>
  Message.fromPartial({
    id: id(n),
    conversationId: 'conv-1',
    senderUserId: sender,
    text: `poruka ${n}`,
    sentAt: new Date('2026-11-26T09:00:00Z'),
  });

const pbConversation = (relationshipId: string, last: string, over: Partial<Conversation> = {}) =>
  Conversation.fromPartial({
    id: `conv-${relationshipId}`,
    relationshipId,
    members: [
      { userId: CLIENT, role: MemberRole.MEMBER_ROLE_CLIENT, lastReadMessageId: '' },
      { userId: THERAPIST, role: MemberRole.MEMBER_ROLE_THERAPIST, lastReadMessageId: id(1) },
    ],
    unreadCount: 1,
    lastMessageAt: new Date(last),
    answeringNow: true,
    medianReplySeconds: 0,
    ...over,
  });

const relationship = (relId: string, clientName: string) =>
  Relationship.fromPartial({
    id: relId,
    therapistUserId: THERAPIST,
    therapistName: 'Dr Marko Marković',
    clientUserId: CLIENT,
    clientName,
    partnerUserId: relId === REL2 ? 'user-partner' : '',
    partnerName: relId === REL2 ? 'Petar' : '',
  });

let messaging: ScriptedServer<typeof MessagingServiceService>;
let booking: ScriptedServer<typeof BookingServiceService>;
let nc: NatsConnection;
const prefix = `inbox${randomBytes(3).toString('hex')}.`;
let routes: {
  list: typeof import('../app/api/v1/inbox/route');
  one: typeof import('../app/api/v1/inbox/[relationshipId]/route');
  messages: typeof import('../app/api/v1/inbox/[relationshipId]/messages/route');
  stream: typeof import('../app/api/v1/inbox/[relationshipId]/stream/route');
  attachment: typeof import('../app/api/v1/inbox/attachments/[attachmentId]/route');
  upload: typeof import('../app/api/v1/inbox/[relationshipId]/attachments/route');
  report: typeof import('../app/api/v1/inbox/messages/[messageId]/report/route');
  promise: typeof import('../app/api/v1/me/reply-promise/route');
};
let closeAll: () => Promise<void>;

beforeAll(async () => {
  messaging = await startScriptedServer(MessagingServiceService);
  booking = await startScriptedServer(BookingServiceService);
  nc = await connect({ servers: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222' });
  process.env.MESSAGING_GRPC_ADDR = messaging.addr;
  process.env.BOOKING_GRPC_ADDR = booking.addr;
  process.env.IDENTITY_GRPC_ADDR = '127.0.0.1:9';
  process.env.COOKIE_SECURE = 'false';
  process.env.NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
  process.env.EVENT_SUBJECT_PREFIX = prefix;
  routes = {
    list: await import('../app/api/v1/inbox/route'),
    one: await import('../app/api/v1/inbox/[relationshipId]/route'),
    messages: await import('../app/api/v1/inbox/[relationshipId]/messages/route'),
    stream: await import('../app/api/v1/inbox/[relationshipId]/stream/route'),
    attachment: await import('../app/api/v1/inbox/attachments/[attachmentId]/route'),
    upload: await import('../app/api/v1/inbox/[relationshipId]/attachments/route'),
    report: await import('../app/api/v1/inbox/messages/[messageId]/report/route'),
    promise: await import('../app/api/v1/me/reply-promise/route'),
  };
  const [{ closeMessagingClient }, { closeBookingClient }, { closeLiveHub }] = await Promise.all([
    import('../src/server/gateways/messaging'),
    import('../src/server/gateways/booking'),
    import('../src/server/live/hub'),
  ]);
  closeAll = async () => {
    await closeLiveHub();
    closeMessagingClient();
    closeBookingClient();
  };
});

afterAll(async () => {
  await closeAll?.();
  await nc?.close();
  await messaging?.stop();
  await booking?.stop();
});

beforeEach(() => {
  messaging.seen.length = 0;
  booking.seen.length = 0;
});

const client = () => signedIn('ana', ['client']);
const therapist = () => signedIn('marko', ['therapist']);

describe('the conversation list', () => {
  it('names each conversation as the caller sees it, newest first, asking both services as the caller', async () => {
    messaging.answer('listConversations', () => ({
      conversations: [
        pbConversation(REL, '2026-11-20T10:00:00Z'),
        pbConversation(REL2, '2026-11-25T10:00:00Z', { closed: true }),
      ],
    }));
    booking.answer('listMyRelationships', () => ({
      relationships: [relationship(REL, 'Ana Anić'), relationship(REL2, 'Jovana')],
    }));
    const asClient = await call(routes.list.GET, '/api/v1/inbox', { headers: client() });
    expect(asClient.status).toBe(200);
    const body = (await asClient.json()) as {
      conversations: { relationshipId: string; names: string[]; closed: boolean }[];
    };
    expect(body.conversations.map((c) => [c.relationshipId, c.names, c.closed])).toEqual([
      [REL2, ['Dr Marko Marković'], true],
      [REL, ['Dr Marko Marković'], false],
    ]);
    expect(messaging.seen[0]?.actorToken).toBe('actor-ana');

    // signedIn('marko') is user-marko, the therapist of both: the names flip to the clients' (and partner's).
    const asTherapist = await call(routes.list.GET, '/api/v1/inbox', { headers: therapist() });
    const names = ((await asTherapist.json()) as { conversations: { names: string[] }[] }).conversations.map(
      (c) => c.names,
    );
    expect(names).toEqual([['Jovana', 'Petar'], ['Ana Anić']]);
  });

  it('still opens when booking cannot say the names', async () => {
    messaging.answer('listConversations', () => ({
      conversations: [pbConversation(REL, '2026-11-20T10:00:00Z')],
    }));
    booking.answer('listMyRelationships', () => grpcError(status.UNAVAILABLE, 'unavailable'));
    const res = await call(routes.list.GET, '/api/v1/inbox', { headers: client() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { conversations: { names: string[] }[] }).conversations[0]?.names).toEqual(
      [],
    );
  });
});

describe('a conversation', () => {
  it('is a plain 404 for anyone not in it, and for an id that names nothing', async () => {
    messaging.answer('getConversation', () => grpcError(status.NOT_FOUND, 'messaging.not_found'));
    booking.answer('listMyRelationships', () => ({ relationships: [] }));
    const res = await call(routes.one.GET, `/api/v1/inbox/${REL}`, {
      headers: client(),
      params: { relationshipId: REL },
    });
    expect(res.status).toBe(404);
    expect((await problem(res)).title).toBe('Ovaj razgovor ili poruka ne postoji, ili vam nije dostupna.');
    const bad = await call(routes.one.GET, '/api/v1/inbox/nesto', {
      headers: client(),
      params: { relationshipId: 'nesto' },
    });
    expect(bad.status).toBe(400);
    const stream = await call(routes.stream.GET, `/api/v1/inbox/${REL}/stream`, {
      headers: client(),
      params: { relationshipId: REL },
    });
    expect(stream.status).toBe(404);
  });

  it('refuses an empty message before asking the service, and sends a good one with the sender’s id', async () => {
    const empty = await call(routes.messages.POST, `/api/v1/inbox/${REL}/messages`, {
      headers: client(),
      params: { relationshipId: REL },
      body: { text: '   ', clientMessageId: id(90) },
    });
    expect(empty.status).toBe(400);
    expect((await problem(empty)).errors?.text).toBe(
      'Napišite poruku (do 5.000 znakova) ili dodajte prilog.',
    );
    expect(messaging.seen).toEqual([]);

    messaging.answer('sendMessage', () => ({ message: pbMessage(7, CLIENT) }));
    const ok = await call(routes.messages.POST, `/api/v1/inbox/${REL}/messages`, {
      headers: client(),
      params: { relationshipId: REL },
      body: { text: ' Dobar dan ', clientMessageId: id(90) },
    });
    expect(ok.status).toBe(201);
    expect(messaging.seen[0]?.request).toMatchObject({
      relationshipId: REL,
      text: 'Dobar dan',
      attachmentIds: [],
      clientMessageId: id(90),
    });
  });

  it('words a closed conversation plainly', async () => {
    messaging.answer('sendMessage', () =>
      grpcError(status.FAILED_PRECONDITION, 'messaging.conversation_closed'),
    );
    const res = await call(routes.messages.POST, `/api/v1/inbox/${REL}/messages`, {
      headers: client(),
      params: { relationshipId: REL },
      body: { text: 'Halo', clientMessageId: id(91) },
    });
    expect(res.status).toBe(409);
    expect((await problem(res)).title).toMatch(/zatvoren jer je terapija završena/);
  });

  it('asks a report for a reason of at least 10 characters', async () => {
    const short = await call(routes.report.POST, `/api/v1/inbox/messages/${id(3)}/report`, {
      headers: client(),
      params: { messageId: id(3) },
      body: { reason: 'ružno' },
    });
    expect(short.status).toBe(400);
    expect((await problem(short)).errors?.reason).toBe('Napišite razlog prijave, od 10 do 1.000 znakova.');
    messaging.answer('reportMessage', () => ({ reportId: 'r-1' }));
    const ok = await call(routes.report.POST, `/api/v1/inbox/messages/${id(3)}/report`, {
      headers: client(),
      params: { messageId: id(3) },
      body: { reason: 'Poruka sadrži pretnju.' },
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ reportId: 'r-1' });
  });
});

describe('attachments', () => {
  it('serves an image inline and anything else as a download, with a type from the fixed list only', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    messaging.answer('getAttachment', (req) => ({
      attachment: {
        id: req.attachmentId,
        fileName: req.attachmentId === id(1) ? 'slika.png' : 'nalaz"; x=1\r\n.pdf',
        contentType: req.attachmentId === id(1) ? 'image/png' : 'text/html',
        sizeBytes: png.length,
      },
      content: png,
    }));
    const image = await call(routes.attachment.GET, `/api/v1/inbox/attachments/${id(1)}`, {
      headers: client(),
      params: { attachmentId: id(1) },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBe(
      `inline; filename="slika.png"; filename*=UTF-8''slika.png`,
    );
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);

    const odd = await call(routes.attachment.GET, `/api/v1/inbox/attachments/${id(2)}`, {
      headers: client(),
      params: { attachmentId: id(2) },
    });
    expect(odd.headers.get('content-type')).toBe('application/octet-stream');
    const disposition = odd.headers.get('content-disposition') ?? '';
    expect(
      disposition.startsWith('attachment; filename="nalaz__ x_1__.pdf"; filename*=UTF-8\'\'nalaz%22%3B'),
    ).toBe(true);
    expect(disposition).not.toMatch(/[\r\n]/);
  });

  it('uploads a file as the caller, naming the form field in a refusal', async () => {
    messaging.answer('uploadAttachment', () =>
      grpcError(status.INVALID_ARGUMENT, 'messaging.attachment_type', { field: 'content' }),
    );
    const form = new FormData();
    form.set('file', new Blob([Buffer.from('not an image')]), 'x.png');
    const req = new Request(`${ORIGIN}/api/v1/inbox/${REL}/attachments`, {
      method: 'POST',
      headers: client(),
      body: form,
    });
    const res = await routes.upload.POST(req, { params: Promise.resolve({ relationshipId: REL }) });
    expect(res.status).toBe(400);
    expect((await problem(res)).errors?.file).toBe(
      'Možete poslati sliku ili PDF dokument. Ova datoteka nije ni jedno ni drugo.',
    );
    expect(messaging.seen[0]?.request).toMatchObject({ relationshipId: REL, fileName: 'x.png' });
  });
});

describe('the reply promise', () => {
  it('is the therapist’s alone, and its hours must make sense', async () => {
    const asClient = await call(routes.promise.GET, '/api/v1/me/reply-promise', { headers: client() });
    expect(asClient.status).toBe(403);
    const backwards = await call(routes.promise.PUT, '/api/v1/me/reply-promise', {
      method: 'PUT',
      headers: therapist(),
      body: { answerWithinHours: 24, days: [1, 2], startMinute: 1020, endMinute: 540 },
    });
    expect(backwards.status).toBe(400);
    expect((await problem(backwards)).errors?.endMinute).toBe('Kraj mora biti posle početka.');
  });
});

/** Reads SSE frames from a streaming body until `done` says so. */
async function readUntil(
  body: ReadableStream<Uint8Array>,
  done: (events: { id?: string; event: string; data: unknown }[]) => boolean,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: { id?: string; event: string; data: unknown }[] = [];
  while (!done(events)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    text += decoder.decode(value, { stream: true });
    let cut = text.indexOf('\n\n');
    while (cut >= 0) {
      const block = text.slice(0, cut);
      text = text.slice(cut + 2);
      cut = text.indexOf('\n\n');
      if (!block.startsWith('event:') && !block.startsWith('id:')) continue;
      const e: { id?: string; event: string; data: unknown } = { event: '', data: null };
      for (const line of block.split('\n')) {
        const at = line.indexOf(': ');
        const key = line.slice(0, at);
        const value = line.slice(at + 2);
        if (key === 'id') e.id = value;
        else if (key === 'event') e.event = value;
        else if (key === 'data') e.data = JSON.parse(value);
      }
      events.push(e);
    }
  }
  return { events, reader };
}

describe('the live stream', () => {
  it('resumes after Last-Event-ID, wakes on NATS for new messages and receipts, and keeps presence', async () => {
    const store = [pbMessage(1), pbMessage(2), pbMessage(3)];
    messaging.answer('getConversation', () => ({
      conversation: pbConversation(REL, '2026-11-26T09:00:00Z'),
    }));
    messaging.answer('listMessages', (req) => ({
      messages: store.filter((m) => !req.afterMessageId || m.id > req.afterMessageId),
      hasOlder: false,
    }));
    messaging.answer('getUnreadCount', () => ({ unreadCount: 2 }));
    messaging.answer('setPresence', () => ({}));

    const res = await call(routes.stream.GET, `/api/v1/inbox/${REL}/stream?after=${id(1)}`, {
      headers: { ...client(), 'last-event-id': id(2) },
      params: { relationshipId: REL },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-transform');
    const body = res.body!;
    const first = await readUntil(
      body,
      (ev) => ev.some((e) => e.event === 'unread') && ev.some((e) => e.event === 'message'),
    );
    expect(first.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual([id(3)]);
    first.reader.releaseLock();

    // A message sent in this conversation, announced on the bus as messaging publishes it.
    store.push(pbMessage(4));
    const members = [CLIENT, THERAPIST];
    nc.publish(
      `${prefix}messaging.message.sent.v1`,
      MessageSent.encode({
        messageId: id(4),
        conversationId: 'conv-1',
        relationshipId: REL,
        senderUserId: THERAPIST,
        memberUserIds: members,
        notifyUserIds: [],
        occurredAt: new Date(),
      }).finish(),
    );
    nc.publish(
      `${prefix}messaging.conversation.read.v1`,
      ConversationRead.encode({
        conversationId: 'conv-1',
        relationshipId: REL,
        readerUserId: THERAPIST,
        upToMessageId: id(3),
        memberUserIds: members,
        occurredAt: new Date(),
      }).finish(),
    );
    const second = await readUntil(
      body,
      (ev) => ev.some((e) => e.event === 'message') && ev.some((e) => e.event === 'read'),
    );
    expect(second.events.filter((e) => e.event === 'message').map((e) => e.id)).toEqual([id(4)]);
    expect(second.events.find((e) => e.event === 'read')?.data).toEqual({
      relationshipId: REL,
      readerUserId: THERAPIST,
      upToMessageId: id(3),
    });
    // Read as the connected reader, after the last id the stream wrote.
    const reads = messaging.seen.filter((s) => s.method === 'listMessages');
    expect(reads.map((s) => (s.request as { afterMessageId: string }).afterMessageId)).toEqual([
      id(2),
      id(3),
    ]);
    expect(reads.every((s) => s.actorToken === 'actor-ana')).toBe(true);

    await second.reader.cancel();
    // Closing sets presence to now: a call that goes out after the stream has ended.
    const presenceCalls = () => messaging.seen.filter((s) => s.method === 'setPresence');
    while (presenceCalls().length < 2) await new Promise((r) => setImmediate(r));
    const presence = presenceCalls();
    const [opened, closed] = [presence[0], presence.at(-1)].map((s) =>
      (s!.request as { onlineUntil: Date }).onlineUntil.getTime(),
    );
    expect(opened! - closed!).toBeGreaterThan(50_000);
  });
});
