import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ConversationRead, MessageSent } from '@oslonac/proto/oslonac/events/v1/messaging';
import { MemberRole } from '@oslonac/proto/oslonac/messaging/v1/messaging';
import pg from 'pg';
import { v7 } from 'uuid';
import { SUBJECTS } from '../src/events';
import { failure, type Harness, startMessaging } from './support/harness';
import { endRelationship, type Pair, pair, reopenRelationship, send } from './support/world';

// Tuesday 1 December 2026, 10:00 UTC (11:00 in Belgrade: the default promise is answering).
const START = new Date('2026-12-01T10:00:00Z');

let h: Harness;
let c: Harness['client'];

beforeAll(async () => {
  h = await startMessaging('messaging_messages', START);
  c = h.client;
});

afterAll(async () => {
  await h?.close();
});

const list = (p: Pair, token: string, q: { after?: string; before?: string; limit?: number } = {}) =>
  h.call(
    c.listMessages.bind(c),
    {
      relationshipId: p.relationshipId,
      afterMessageId: q.after ?? '',
      beforeMessageId: q.before ?? '',
      limit: q.limit ?? 0,
    },
    token,
  );

async function outboxOf<T>(subject: string, decode: (b: Uint8Array) => T): Promise<T[]> {
  const rows = await h.prisma.outbox.findMany({ where: { subject }, orderBy: { createdAt: 'asc' } });
  return rows.map((r) => decode(r.payload));
}

describe('a conversation between client and therapist', () => {
  it('lists its members and the default promise for both of them', async () => {
    const p = await pair(h);
    const { conversation } = await h.call(
      c.getConversation.bind(c),
      { relationshipId: p.relationshipId },
      p.client.token,
    );
    expect(conversation).toMatchObject({
      relationshipId: p.relationshipId,
      closed: false,
      unreadCount: 0,
      medianReplySeconds: 0,
      answeringNow: true,
      nextAnswerAt: START,
    });
    expect(conversation?.promise).toBeUndefined();
    expect(conversation?.members.map((m) => [m.userId, m.role])).toEqual([
      [p.client.actor.userId, MemberRole.MEMBER_ROLE_CLIENT],
      [p.therapist.actor.userId, MemberRole.MEMBER_ROLE_THERAPIST],
    ]);
    const mine = await h.call(c.listConversations.bind(c), {}, p.therapist.token);
    expect(mine.conversations.map((x) => x.relationshipId)).toEqual([p.relationshipId]);
  });

  it('sends, lists the newest page, resumes after an id and pages back, oldest first', async () => {
    const p = await pair(h);
    const sent = [];
    for (let i = 1; i <= 7; i += 1) {
      const who = i % 2 === 1 ? p.client : p.therapist;
      sent.push((await send(h, p, who, `Poruka broj ${i}: kako ste danas?`)).message);
      h.clock.advance(1);
    }
    const ids = sent.map((m) => m?.id as string);
    expect([...ids].sort()).toEqual(ids);

    const newest = await list(p, p.client.token, { limit: 3 });
    expect(newest.messages.map((m) => m.text)).toEqual([
      'Poruka broj 5: kako ste danas?',
      'Poruka broj 6: kako ste danas?',
      'Poruka broj 7: kako ste danas?',
    ]);
    expect(newest.hasOlder).toBe(true);
    expect(newest.messages[0]).toMatchObject({ senderUserId: p.client.actor.userId, attachments: [] });

    const back = await list(p, p.client.token, { before: ids[4], limit: 3 });
    expect(back.messages.map((m) => m.id)).toEqual(ids.slice(1, 4));
    expect(back.hasOlder).toBe(true);
    const first = await list(p, p.client.token, { before: ids[1], limit: 3 });
    expect(first.messages.map((m) => m.id)).toEqual([ids[0]]);
    expect(first.hasOlder).toBe(false);

    const resumed = await list(p, p.therapist.token, { after: ids[3] });
    expect(resumed.messages.map((m) => m.id)).toEqual(ids.slice(4));
    expect(resumed.hasOlder).toBe(true);
    const nothingNew = await list(p, p.therapist.token, { after: ids[6] });
    expect(nothingNew).toEqual({ messages: [], hasOlder: true });

    const all = await list(p, p.client.token);
    expect(all.messages).toHaveLength(7);
    expect(all.hasOlder).toBe(false);
  });

  it('refuses both cursors at once and an empty message', async () => {
    const p = await pair(h);
    const id = v7();
    expect((await failure(list(p, p.client.token, { after: id, before: id }))).status).toBe(
      status.INVALID_ARGUMENT,
    );
    const empty = await failure(send(h, p, p.client, '   '));
    expect([empty.status, empty.code]).toEqual([status.INVALID_ARGUMENT, 'messaging.empty_message']);
    const long = await failure(send(h, p, p.client, 'a'.repeat(5001)));
    expect(long.code).toBe('messaging.text_too_long');
  });

  it('makes a retried send harmless: the same client id returns the same message, once', async () => {
    const p = await pair(h);
    const clientMessageId = 'posalji-jednom-1';
    const [a, b] = await Promise.all([
      send(h, p, p.client, 'Hvala na jučerašnjem razgovoru.', { clientMessageId }),
      send(h, p, p.client, 'Hvala na jučerašnjem razgovoru.', { clientMessageId }),
    ]);
    expect(a.message?.id).toBe(b.message?.id);
    const again = await send(h, p, p.client, 'Drugi tekst istog slanja', { clientMessageId });
    expect(again.message?.id).toBe(a.message?.id);
    expect(again.message?.text).toBe('Hvala na jučerašnjem razgovoru.');
    expect((await list(p, p.client.token)).messages).toHaveLength(1);
    const events = (await outboxOf(SUBJECTS.messageSent, MessageSent.decode)).filter(
      (e) => e.relationshipId === p.relationshipId,
    );
    expect(events).toHaveLength(1);
    // The same client id from the other member is their own send.
    const theirs = await send(h, p, p.therapist, 'I ja vama hvala.', { clientMessageId });
    expect(theirs.message?.id).not.toBe(a.message?.id);
  });

  it('announces MessageSent with the members and those who are not online', async () => {
    const p = await pair(h, { partner: true });
    const partner = p.partner as NonNullable<Pair['partner']>;
    await h.call(
      c.setPresence.bind(c),
      { onlineUntil: new Date(h.clock.read().getTime() + 5 * 60_000) },
      p.therapist.token,
    );
    await h.call(c.setPresence.bind(c), { onlineUntil: h.clock.read() }, partner.token);
    const { message } = await send(h, p, p.client, 'Da li možemo da pomerimo sledeći termin?');
    const event = (await outboxOf(SUBJECTS.messageSent, MessageSent.decode)).find(
      (e) => e.messageId === message?.id,
    );
    expect(event).toMatchObject({
      relationshipId: p.relationshipId,
      senderUserId: p.client.actor.userId,
      notifyUserIds: [partner.actor.userId],
    });
    expect([...(event?.memberUserIds ?? [])].sort()).toEqual(
      [p.client.actor.userId, p.therapist.actor.userId, partner.actor.userId].sort(),
    );
  });
});

describe('closed conversations', () => {
  it('refuses sends and uploads once the relationship ended, and opens again when it is reopened', async () => {
    const p = await pair(h);
    const { message } = await send(h, p, p.client, 'Poslednja poruka pre kraja saradnje.', {
      clientMessageId: 'kraj-1',
    });
    h.clock.advance(1);
    await endRelationship(h, p);
    const conv = await h.call(
      c.getConversation.bind(c),
      { relationshipId: p.relationshipId },
      p.client.token,
    );
    expect(conv.conversation).toMatchObject({ closed: true, closedAt: h.clock.read() });
    const refused = await failure(send(h, p, p.therapist, 'Još nešto?'));
    expect([refused.status, refused.code]).toEqual([
      status.FAILED_PRECONDITION,
      'messaging.conversation_closed',
    ]);
    const upload = await failure(
      h.call(
        c.uploadAttachment.bind(c),
        { relationshipId: p.relationshipId, fileName: 'a.pdf', content: Buffer.from('%PDF-1.4 x') },
        p.client.token,
      ),
    );
    expect(upload.code).toBe('messaging.conversation_closed');
    // Reading stays, and a retry of a send that happened still answers with it.
    expect((await list(p, p.therapist.token)).messages.map((m) => m.id)).toEqual([message?.id]);
    const retry = await send(h, p, p.client, 'Poslednja poruka pre kraja saradnje.', {
      clientMessageId: 'kraj-1',
    });
    expect(retry.message?.id).toBe(message?.id);

    h.clock.advance(1);
    await reopenRelationship(h, p);
    expect((await send(h, p, p.therapist, 'Drago mi je da nastavljamo.')).message?.text).toBe(
      'Drago mi je da nastavljamo.',
    );
  });
});

describe('read receipts and unread counts', () => {
  it('counts the others messages newer than the last read one, per conversation and in total', async () => {
    const p = await pair(h);
    const q = await pair(h);
    // The same therapist in a second relationship would be a different pair in booking; here q's client writes
    // to q's therapist, and p's therapist writes to p's client.
    const m1 = (await send(h, p, p.therapist, 'Dobro jutro, kako je prošla nedelja?')).message;
    const m2 = (await send(h, p, p.therapist, 'Podsećam da je termin u četvrtak.')).message;
    await send(h, p, p.client, 'Dobro, hvala. Vidimo se u četvrtak.');
    await send(h, q, q.client, 'Zdravo!');

    const unread = (token: string) => h.call(c.getUnreadCount.bind(c), {}, token).then((r) => r.unreadCount);
    expect(await unread(p.client.token)).toBe(2);
    expect(await unread(p.therapist.token)).toBe(1);
    const convs = await h.call(c.listConversations.bind(c), {}, p.client.token);
    expect(convs.conversations.map((x) => x.unreadCount)).toEqual([2]);

    const read1 = await h.call(
      c.markRead.bind(c),
      { relationshipId: p.relationshipId, upToMessageId: m1?.id as string },
      p.client.token,
    );
    expect(read1.member).toMatchObject({ userId: p.client.actor.userId, lastReadMessageId: m1?.id });
    expect(await unread(p.client.token)).toBe(1);
    await h.call(
      c.markRead.bind(c),
      { relationshipId: p.relationshipId, upToMessageId: m2?.id as string },
      p.client.token,
    );
    expect(await unread(p.client.token)).toBe(0);

    // Never back: marking the older one again leaves the position where it was, and announces nothing.
    const back = await h.call(
      c.markRead.bind(c),
      { relationshipId: p.relationshipId, upToMessageId: m1?.id as string },
      p.client.token,
    );
    expect(back.member?.lastReadMessageId).toBe(m2?.id);
    const reads = (await outboxOf(SUBJECTS.conversationRead, ConversationRead.decode)).filter(
      (e) => e.relationshipId === p.relationshipId,
    );
    expect(reads.map((e) => [e.readerUserId, e.upToMessageId])).toEqual([
      [p.client.actor.userId, m1?.id],
      [p.client.actor.userId, m2?.id],
    ]);

    // The therapist sees the client's read receipt on the member list.
    const seen = await h.call(
      c.getConversation.bind(c),
      { relationshipId: p.relationshipId },
      p.therapist.token,
    );
    expect(
      seen.conversation?.members.find((m) => m.userId === p.client.actor.userId)?.lastReadMessageId,
    ).toBe(m2?.id);

    // A message of another conversation is no read position here.
    const foreign = (await list(q, q.client.token)).messages[0]?.id as string;
    const wrong = await failure(
      h.call(
        c.markRead.bind(c),
        { relationshipId: p.relationshipId, upToMessageId: foreign },
        p.client.token,
      ),
    );
    expect([wrong.status, wrong.code]).toEqual([status.NOT_FOUND, 'messaging.message_not_found']);
  });
});

describe('strangers', () => {
  it('get NOT_FOUND from every method that names a conversation, message or attachment', async () => {
    const p = await pair(h);
    const { message } = await send(h, p, p.client, 'Ovo je poruka samo za nas dvoje.');
    const { attachment } = await h.call(
      c.uploadAttachment.bind(c),
      { relationshipId: p.relationshipId, fileName: 'nalaz.pdf', content: Buffer.from('%PDF-1.4 nalaz') },
      p.client.token,
    );
    const stranger = await h.person(['therapist']);
    const staff = await h.person(['admin']);
    const rel = { relationshipId: p.relationshipId };
    for (const who of [stranger, staff]) {
      const calls = [
        h.call(c.getConversation.bind(c), rel, who.token),
        h.call(
          c.listMessages.bind(c),
          { ...rel, afterMessageId: '', beforeMessageId: '', limit: 0 },
          who.token,
        ),
        h.call(
          c.sendMessage.bind(c),
          { ...rel, text: 'Upad', attachmentIds: [], clientMessageId: 'x' },
          who.token,
        ),
        h.call(
          c.uploadAttachment.bind(c),
          { ...rel, fileName: 'x.pdf', content: Buffer.from('%PDF-1.4 x') },
          who.token,
        ),
        h.call(c.getAttachment.bind(c), { attachmentId: attachment?.id as string }, who.token),
        h.call(c.markRead.bind(c), { ...rel, upToMessageId: message?.id as string }, who.token),
        h.call(
          c.reportMessage.bind(c),
          { messageId: message?.id as string, reason: 'Želim da vidim šta piše.' },
          who.token,
        ),
      ];
      for (const call of calls) expect((await failure(call)).status).toBe(status.NOT_FOUND);
      expect((await h.call(c.listConversations.bind(c), {}, who.token)).conversations).toEqual([]);
      expect((await h.call(c.getUnreadCount.bind(c), {}, who.token)).unreadCount).toBe(0);
    }
    // A relationship that does not exist looks exactly the same.
    const none = await failure(h.call(c.getConversation.bind(c), { relationshipId: v7() }, stranger.token));
    const hidden = await failure(h.call(c.getConversation.bind(c), rel, stranger.token));
    expect(none).toEqual(hidden);
  });

  it('answers a call without a signed-in person with UNAUTHENTICATED', async () => {
    expect((await failure(h.call(c.listConversations.bind(c), {}))).status).toBe(status.UNAUTHENTICATED);
  });
});

describe('at rest', () => {
  it('stores no readable text: a raw read of every table finds neither the sentence nor its bytes', async () => {
    const p = await pair(h);
    const sentence = 'Nisam spavala tri noći zbog napada panike posle svađe sa majkom';
    const fileName = 'dnevnik-raspoloženja-jun.pdf';
    const { attachment } = await h.call(
      c.uploadAttachment.bind(c),
      { relationshipId: p.relationshipId, fileName, content: Buffer.from(`%PDF-1.4\n${sentence}\n%%EOF`) },
      p.client.token,
    );
    await send(h, p, p.client, sentence, { attachmentIds: [attachment?.id as string] });
    const pool = new pg.Pool({ connectionString: h.db.url, max: 1 });
    try {
      const { rows: tables } = await pool.query<{ t: string }>(
        `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      expect(tables.map((t) => t.t)).toEqual(expect.arrayContaining(['messages', 'attachments']));
      const needles = [sentence, 'napada panike', fileName].flatMap((s) => [
        s.toLowerCase(),
        Buffer.from(s, 'utf8').toString('hex'),
      ]);
      for (const { t } of tables) {
        const { rows } = await pool.query<{ r: string }>(`SELECT x::text AS r FROM "${t}" x`);
        for (const { r } of rows) for (const n of needles) expect(r.toLowerCase().includes(n)).toBe(false);
      }
      // And the row is really there, only sealed.
      const { rows } = await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM messages`);
      expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }
    expect((await list(p, p.therapist.token)).messages.at(-1)?.text).toBe(sentence);
  });
});
