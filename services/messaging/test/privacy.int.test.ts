import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, shredOwnerKeys, startErasureConsumer, type Tx } from '@oslonac/kit';
import { assertErasureContract, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { v7 } from 'uuid';
import { keyOwnerPrefix } from '../src/domain/conversations';
import { eraser, eraseUser } from '../src/flows/privacy';
import { onCreated } from '../src/flows/relationships';
import { FILE_NAME_CONTEXT, MESSAGE_CONTEXT, REASON_CONTEXT } from '../src/flows/sealing';
import { auditOf } from '../src/store/audit';
import { failure, type Harness, startMessaging } from './support/harness';
import { type Pair, PDF_BYTES, type Person, pair, send } from './support/world';

// GDPR export and erasure in messaging: a person's own messages are theirs to export, and go (with their keys)
// when the account is deleted; the others keep their own words.

const START = new Date('2026-12-01T10:00:00Z');
const log = createLogger('messaging-privacy-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let events: TestBus;
let c: Harness['client'];

beforeAll(async () => {
  h = await startMessaging('messaging_privacy', START);
  events = await startTestBus('messaging-privacy-test', log);
  c = h.client;
});

afterAll(async () => {
  await events?.close();
  await h?.close();
});

/** What the kit's erasure consumer does in its transaction: the service's erase, then the keys it names shredded. */
const erase = (userId: string) =>
  h.prisma.$transaction(async (tx) => {
    const result = await eraseUser(tx as unknown as Tx, userId, h.clock.read());
    await shredOwnerKeys(tx as unknown as Tx, result.ownerKeys);
  });
const messagesOf = (p: Pair, who: Person) =>
  h.call(
    c.listMessages.bind(c),
    { relationshipId: p.relationshipId, afterMessageId: '', beforeMessageId: '', limit: 0 },
    who.token,
  );
const keysOf = (conversationId: string) =>
  h.prisma.dataKey.findMany({ where: { ownerId: { startsWith: keyOwnerPrefix(conversationId) } } });
const conversationIdOf = async (p: Pair) =>
  (await h.prisma.conversation.findUniqueOrThrow({ where: { relationshipId: p.relationshipId } })).id;

describe('ExportMyData', () => {
  it("returns the person's conversations and own messages opened, and nobody else's words", async () => {
    const p = await pair(h);
    const { attachment } = await h.call(
      c.uploadAttachment.bind(c),
      { relationshipId: p.relationshipId, fileName: 'moj nalaz.pdf', content: PDF_BYTES },
      p.client.token,
    );
    const mine = (
      await send(h, p, p.client, 'Osećam se bolje otkad šetam svako jutro.', {
        attachmentIds: [attachment?.id as string],
      })
    ).message;
    const theirs = (await send(h, p, p.therapist, 'Odlično, nastavite tako i beležite raspoloženje.'))
      .message;
    await h.call(
      c.reportMessage.bind(c),
      { messageId: theirs?.id as string, reason: 'Probna prijava za izvoz podataka.' },
      p.client.token,
    );

    const out = await h.call(c.exportMyData.bind(c), {}, p.client.token);
    const doc = JSON.parse(out.json);
    expect(doc).toMatchObject({ service: 'messaging', userId: p.client.actor.userId, replyPromise: null });
    expect(doc.conversations).toEqual([
      expect.objectContaining({ relationshipId: p.relationshipId, role: 'client', closedAt: null }),
    ]);
    expect(doc.messages).toEqual([
      {
        id: mine?.id,
        conversationId: doc.conversations[0].conversationId,
        text: 'Osećam se bolje otkad šetam svako jutro.',
        attachments: [
          {
            id: attachment?.id,
            fileName: 'moj nalaz.pdf',
            contentType: 'application/pdf',
            sizeBytes: PDF_BYTES.length,
          },
        ],
        sentAt: START.toISOString(),
      },
    ]);
    expect(doc.reportsFiled).toEqual([
      expect.objectContaining({
        messageId: theirs?.id,
        reason: 'Probna prijava za izvoz podataka.',
        status: 'open',
      }),
    ]);
    expect(out.json).not.toContain('beležite');

    await h.call(
      c.saveMyReplyPromise.bind(c),
      {
        promise: {
          answerWithinHours: 12,
          days: [1, 3],
          startMinute: 600,
          endMinute: 720,
          timeZone: 'Europe/Belgrade',
        },
      },
      p.therapist.token,
    );
    const therapist = JSON.parse((await h.call(c.exportMyData.bind(c), {}, p.therapist.token)).json);
    expect(therapist.replyPromise).toEqual({
      answerWithinHours: 12,
      days: [1, 3],
      startMinute: 600,
      endMinute: 720,
      timeZone: 'Europe/Belgrade',
    });
    expect(therapist.messages.map((m: { text: string }) => m.text)).toEqual([
      'Odlično, nastavite tako i beležite raspoloženje.',
    ]);
  });

  it('answers a call without a signed-in person with UNAUTHENTICATED', async () => {
    expect((await failure(h.call(c.exportMyData.bind(c), {}))).status).toBe(status.UNAUTHENTICATED);
  });
});

describe('erasure', () => {
  it('honours the erasure contract: messages, uploads, reports and keys gone, another person untouched', async () => {
    const { event } = await assertErasureContract({
      service: 'messaging',
      databaseUrl: h.db.url,
      bus: events.bus,
      crypto: h.deps.crypto,
      seed: async (userId, m) => {
        const relationshipId = v7();
        const therapistUserId = v7();
        await h.prisma.$transaction((tx) =>
          onCreated(
            tx as unknown as Tx,
            {
              relationshipId,
              clientUserId: userId,
              therapistUserId,
              therapistProfileId: v7(),
              occurredAt: START,
            },
            h.clock.read,
          ),
        );
        const p: Pair = {
          relationshipId,
          client: {
            actor: { userId, roles: ['client'], sessionId: v7() },
            token: await h.actorToken({ userId, roles: ['client'], sessionId: v7() }),
          },
          therapist: {
            actor: { userId: therapistUserId, roles: ['therapist'], sessionId: v7() },
            token: await h.actorToken({ userId: therapistUserId, roles: ['therapist'], sessionId: v7() }),
          },
        };
        const { attachment } = await h.call(
          c.uploadAttachment.bind(c),
          { relationshipId, fileName: `${m.name}.pdf`, content: PDF_BYTES },
          p.client.token,
        );
        const sent = (
          await send(h, p, p.client, `${m.health}. Pišite mi na ${m.email}.`, {
            attachmentIds: [attachment?.id as string],
          })
        ).message;
        const answer = (await send(h, p, p.therapist, 'Hvala što ste podelili, razgovaraćemo u četvrtak.'))
          .message;
        const { reportId } = await h.call(
          c.reportMessage.bind(c),
          { messageId: answer?.id as string, reason: `Prijavljujem: ${m.health}` },
          p.client.token,
        );
        await h.call(c.setPresence.bind(c), { onlineUntil: h.clock.read() }, p.client.token);
        const row = await h.prisma.message.findUniqueOrThrow({ where: { id: sent?.id as string } });
        const file = await h.prisma.attachment.findUniqueOrThrow({ where: { id: attachment?.id as string } });
        const report = await h.prisma.messageReport.findUniqueOrThrow({ where: { id: reportId } });
        return {
          sealed: [
            { ciphertext: row.textCiphertext, context: MESSAGE_CONTEXT(row.id) },
            { ciphertext: file.fileNameCiphertext, context: FILE_NAME_CONTEXT(file.id) },
            { ciphertext: report.reasonCiphertext, context: REASON_CONTEXT(report.id) },
          ],
        };
      },
      start: () =>
        startErasureConsumer({
          service: 'messaging',
          bus: events.bus,
          prisma: h.prisma,
          log,
          erase: eraser(h.clock.read),
          retryBaseMs: 50,
        }),
    });
    expect(event).toMatchObject({ service: 'messaging', keptRecords: 0 });
  });

  it('leaves the others their words; a conversation left with one member is closed', async () => {
    const p = await pair(h, { partner: true });
    const partner = p.partner as Person;
    await send(h, p, p.client, 'Klijentkinjina poruka ostaje.');
    await send(h, p, partner, 'Partnerova poruka ostaje.');
    const gone = (await send(h, p, p.therapist, 'Terapeutova poruka odlazi.')).message;
    const { reportId } = await h.call(
      c.reportMessage.bind(c),
      { messageId: gone?.id as string, reason: 'Prijava poruke osobe koja se briše.' },
      p.client.token,
    );
    await h.call(
      c.saveMyReplyPromise.bind(c),
      {
        promise: {
          answerWithinHours: 12,
          days: [1],
          startMinute: 600,
          endMinute: 720,
          timeZone: 'Europe/Belgrade',
        },
      },
      p.therapist.token,
    );
    await erase(p.therapist.actor.userId);

    const left = await messagesOf(p, p.client);
    expect(left.messages.map((m) => m.text)).toEqual([
      'Klijentkinjina poruka ostaje.',
      'Partnerova poruka ostaje.',
    ]);
    const conv = await h.call(
      c.getConversation.bind(c),
      { relationshipId: p.relationshipId },
      p.client.token,
    );
    expect(conv.conversation?.closed).toBe(false);
    expect(conv.conversation?.members.map((m) => m.userId)).toEqual([
      p.client.actor.userId,
      partner.actor.userId,
    ]);
    expect(await h.prisma.messageReport.findUnique({ where: { id: reportId } })).toBeNull();
    expect(
      await h.prisma.replyPromise.findUnique({ where: { therapistUserId: p.therapist.actor.userId } }),
    ).toBeNull();

    await erase(partner.actor.userId);
    const alone = await h.call(
      c.getConversation.bind(c),
      { relationshipId: p.relationshipId },
      p.client.token,
    );
    expect(alone.conversation).toMatchObject({ closed: true, closedAt: h.clock.read() });
    expect((await messagesOf(p, p.client)).messages.map((m) => m.text)).toEqual([
      'Klijentkinjina poruka ostaje.',
    ]);
  });

  it('deletes a conversation nobody is left in, with every key it had; the audit log keeps its ids', async () => {
    const p = await pair(h);
    await send(h, p, p.client, 'Poruka klijenta.');
    const reported = (await send(h, p, p.therapist, 'Poruka terapeuta.')).message;
    const { reportId } = await h.call(
      c.reportMessage.bind(c),
      { messageId: reported?.id as string, reason: 'Prijava pre brisanja oba naloga.' },
      p.client.token,
    );
    const staff = await h.person(['admin']);
    await h.call(c.getMessageReport.bind(c), { reportId }, staff.token);
    const id = await conversationIdOf(p);
    expect(await keysOf(id)).toHaveLength(2);

    await erase(p.client.actor.userId);
    expect((await keysOf(id)).map((k) => k.ownerId)).toEqual([
      `conversation:${id}:member:${p.therapist.actor.userId}`,
    ]);
    await erase(p.therapist.actor.userId);
    expect(await h.prisma.conversation.findUnique({ where: { id } })).toBeNull();
    expect(await keysOf(id)).toEqual([]);
    expect((await auditOf(h.prisma, 'message_report', reportId)).map((a) => a.actorUserId)).toEqual([
      staff.actor.userId,
    ]);
    // Erasing again finds nothing and fails nothing.
    await erase(p.therapist.actor.userId);
  });
});
