import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@oslonac/kit/testing';
import { RelationshipPartnerJoined } from '@oslonac/proto/oslonac/events/v1/booking';
import { MessageSent } from '@oslonac/proto/oslonac/events/v1/messaging';
import { NoticeKind } from '@oslonac/proto/oslonac/identity/v1/identity';
import { upsertReminders } from '../src/store/notices';
import { header, type NoticesWorld, type Person, PUBLIC_URL, startNoticesWorld } from './notices-world';

// Issue 13: "you have a new message" — only to the members messaging saw offline, never the sender, never the
// text, at most once per conversation and person per hour; and erasure takes the person's notice rows along.

let w: NoticesWorld;
let client: Person;
let therapist: Person;
const H = 60 * 60_000;
const SUBJECT = 'Imate novu poruku na Oslonac';
const SECRET = 'Ne mogu više da spavam od straha';

beforeAll(async () => {
  w = await startNoticesWorld('notices_messages');
  client = await w.person({ displayName: 'Ana' });
  therapist = await w.person({ displayName: 'Milica', locale: 'sr-Cyrl', password: 'Lozinka-za-brisanje-1' });
});

afterAll(async () => {
  await w?.close();
});

function sent(conversationId: string, relationshipId: string, sender: Person, notify: Person[]) {
  return MessageSent.encode({
    messageId: randomUUID(),
    conversationId,
    relationshipId,
    senderUserId: sender.userId,
    memberUserIds: [client.userId, therapist.userId],
    notifyUserIds: notify.map((p) => p.userId),
    occurredAt: w.h.clock.now(),
  }).finish();
}

/** Publishes, then waits until the consumer has handled it (its inbox row), so "no mail" is a real answer. */
async function publishHandled(payload: Uint8Array): Promise<void> {
  const id = await w.publish('messaging.message.sent.v1', payload);
  await eventually('the message handled', () =>
    w.h.prisma.inbox.findFirst({ where: { consumer: 'identity-notices-message-sent', messageId: id } }),
  );
}

describe('new-message mail', () => {
  it('mails the offline recipient a link only, once per conversation per hour', async () => {
    const conversation = randomUUID();
    const relationship = randomUUID();
    await publishHandled(sent(conversation, relationship, client, [therapist, client]));
    const mail = await w.mailTo(therapist.email, (m) => m.subject === 'Имате нову поруку на Ослонац');
    expect(mail.links[0]).toBe(`${PUBLIC_URL}/app/inbox/${relationship}`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).not.toContain(SECRET);
    // The sender is never told about their own message, even if listed.
    expect(await w.mailsTo(client.email, (m) => m.subject === SUBJECT)).toEqual([]);

    // A second message 20 minutes later: nothing more.
    w.h.clock.advance(20 * 60_000);
    await publishHandled(sent(conversation, relationship, client, [therapist]));
    expect(
      await w.mailsTo(therapist.email, (m) => m.subject === 'Имате нову поруку на Ослонац'),
    ).toHaveLength(1);

    // Another conversation is its own: mailed at once.
    await publishHandled(sent(randomUUID(), randomUUID(), client, [therapist]));
    // And past the hour, the first one mails again.
    w.h.clock.advance(41 * 60_000);
    await publishHandled(sent(conversation, relationship, client, [therapist]));
    const all = await w.mailsTo(therapist.email, (m) => m.subject === 'Имате нову поруку на Ослонац');
    expect(all).toHaveLength(3);
  });

  it('mails nobody who is online (not in notify_user_ids) or who turned the kind off', async () => {
    const conversation = randomUUID();
    await publishHandled(sent(conversation, randomUUID(), therapist, []));
    await w.h.call(
      w.h.client.saveMyNoticePreferences,
      { preferences: [{ kind: NoticeKind.NOTICE_KIND_NEW_MESSAGE, enabled: false }] },
      client.actor,
    );
    await publishHandled(sent(conversation, randomUUID(), therapist, [client]));
    expect(await w.mailsTo(client.email, (m) => m.subject === SUBJECT)).toEqual([]);
    // Turned back on: mailed at once (an opted-out message took no throttle slot).
    await w.h.call(
      w.h.client.saveMyNoticePreferences,
      { preferences: [{ kind: NoticeKind.NOTICE_KIND_NEW_MESSAGE, enabled: true }] },
      client.actor,
    );
    await publishHandled(sent(conversation, randomUUID(), therapist, [client]));
    expect(await w.mailsTo(client.email, (m) => m.subject === SUBJECT)).toHaveLength(1);
  });
});

describe('erasure', () => {
  it('takes the person’s reminders, throttle rows, unsubscribe tokens, preferences and partner rows along', async () => {
    const relationship = randomUUID();
    await w.publish(
      'booking.relationship.partner_joined.v1',
      RelationshipPartnerJoined.encode({
        relationshipId: relationship,
        clientUserId: client.userId,
        partnerUserId: therapist.userId,
        therapistUserId: randomUUID(),
        therapistProfileId: randomUUID(),
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    await eventually('the partner row', () =>
      w.h.prisma.noticeRelationshipPartner.findFirst({ where: { partnerUserId: therapist.userId } }),
    );
    await upsertReminders(w.h.prisma, [
      {
        bookingId: randomUUID(),
        lead: '24h',
        dueAt: new Date(w.h.clock.now().getTime() + 24 * H),
        startsAt: new Date(w.h.clock.now().getTime() + 48 * H),
        clientUserId: client.userId,
        therapistUserId: therapist.userId,
        relationshipId: relationship,
      },
    ]);
    await w.h.call(
      w.h.client.saveMyNoticePreferences,
      { preferences: [{ kind: NoticeKind.NOTICE_KIND_REMINDERS, enabled: false }] },
      therapist.actor,
    );
    const rows = async (userId: string) => ({
      reminders: await w.h.prisma.noticeReminder.count({
        where: { OR: [{ clientUserId: userId }, { therapistUserId: userId }] },
      }),
      throttle: await w.h.prisma.noticeMessageThrottle.count({ where: { userId } }),
      tokens: await w.h.prisma.noticeUnsubscribeToken.count({ where: { userId } }),
      preferences: await w.h.prisma.noticePreference.count({ where: { userId } }),
      partners: await w.h.prisma.noticeRelationshipPartner.count({ where: { partnerUserId: userId } }),
    });
    expect(await rows(therapist.userId)).toEqual({
      reminders: 1,
      throttle: 2,
      tokens: 1,
      preferences: 1,
      partners: 1,
    });

    await w.h.call(w.h.client.deleteMyAccount, { currentPassword: 'Lozinka-za-brisanje-1' }, therapist.actor);
    expect(await rows(therapist.userId)).toEqual({
      reminders: 0,
      throttle: 0,
      tokens: 0,
      preferences: 0,
      partners: 0,
    });
    // The other person's own rows stay.
    expect((await rows(client.userId)).throttle).toBe(1);
  });
});
