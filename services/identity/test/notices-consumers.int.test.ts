import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@oslonac/kit/testing';
import { RefundIssued } from '@oslonac/proto/oslonac/events/v1/billing';
import {
  BookingCancelled,
  BookingCompleted,
  BookingConfirmed,
  BookingHoldCreated,
  BookingRescheduled,
} from '@oslonac/proto/oslonac/events/v1/booking';
import {
  ConnectionRequestAssigned,
  TherapistProfileApproved,
  TherapistProfileRejected,
  TherapistProfileUpdated,
} from '@oslonac/proto/oslonac/events/v1/therapists';
import { NoticeKind, Role } from '@oslonac/proto/oslonac/identity/v1/identity';
import {
  header,
  type NoticesWorld,
  type Person,
  PUBLIC_URL,
  startNoticesWorld,
  unsubscribeToken,
} from './notices-world';
import { failure } from './support/harness';

// Issue 13: other services' facts in, mail out of a real SMTP server: subject, language, link, headers; a
// redelivered event sends nothing twice; the one-click opt-out turns a kind off.

let w: NoticesWorld;
let client: Person;
let therapist: Person;
const H = 60 * 60_000;
const profileId = randomUUID();
const slug = `milica-djordjevic-${randomUUID().slice(0, 4)}`;

const hasUnsubscribe = (m: { headers: Record<string, string> }) => 'list-unsubscribe' in m.headers;

beforeAll(async () => {
  w = await startNoticesWorld('notices_consumers');
  client = await w.person({ displayName: 'Ana Petrović' });
  therapist = await w.person({ displayName: 'Milica', locale: 'en' });
  // The therapist's public facts: the name clients' mail uses, the zone, the page where reviews are written.
  await w.publish(
    'therapists.profile.updated.v1',
    TherapistProfileUpdated.encode({
      profileId,
      userId: therapist.userId,
      slug,
      timeZone: 'America/New_York',
      sessionTypes: [],
      public: true,
      occurredAt: w.h.clock.now(),
      displayName: 'Milica Đorđević',
      title: 'psiholog',
      specialties: ['anksioznost'],
      languages: ['sr'],
    }).finish(),
  );
  await eventually('the therapist read model', () =>
    w.h.prisma.noticeTherapist.findUnique({ where: { userId: therapist.userId } }),
  );
});

afterAll(async () => {
  await w?.close();
});

function confirmed(bookingId: string, startsAt: Date, occurredAt = w.h.clock.now()) {
  return BookingConfirmed.encode({
    bookingId,
    clientUserId: client.userId,
    therapistUserId: therapist.userId,
    therapistProfileId: profileId,
    relationshipId: randomUUID(),
    kind: 'individual',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 50 * 60_000),
    priceMinor: 400000,
    currency: 'RSD',
    occurredAt,
  }).finish();
}

describe('booking notices', () => {
  it('tells the client a held session waits for payment, with the pay link, and no unsubscribe (essential)', async () => {
    const startsAt = new Date(w.h.clock.now().getTime() + 3 * 24 * H);
    await w.publish(
      'booking.hold.created.v1',
      BookingHoldCreated.encode({
        bookingId: randomUUID(),
        clientUserId: client.userId,
        therapistUserId: therapist.userId,
        therapistProfileId: profileId,
        kind: 'individual',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 50 * 60_000),
        expiresAt: new Date(w.h.clock.now().getTime() + 15 * 60_000),
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    const mail = await w.mailTo(client.email, (m) => m.subject === 'Vaš termin čeka uplatu');
    expect(mail.text).toContain('Zdravo, Ana Petrović,');
    expect(mail.text).toContain('Termin kod terapeuta Milica Đorđević čuvamo za vas:');
    expect(mail.text).toContain('(Beograd) · ');
    expect(mail.text).toContain('(Njujork)');
    expect(mail.links).toContain(`${PUBLIC_URL}/app/calendar`);
    expect(hasUnsubscribe(mail)).toBe(false);
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/app/calendar">`);
  });

  it('confirms to both sides in their languages and zones, schedules two reminders, and sends once on redelivery', async () => {
    const bookingId = randomUUID();
    const startsAt = new Date(w.h.clock.now().getTime() + 3 * 24 * H);
    const msgId = await w.publish('booking.booking.confirmed.v1', confirmed(bookingId, startsAt));
    const toClient = await w.mailTo(client.email, (m) => m.subject === 'Vaš termin je potvrđen');
    expect(toClient.text).toContain('Vaš termin kod terapeuta Milica Đorđević je potvrđen:');
    const toTherapist = await w.mailTo(therapist.email, (m) => m.subject === 'Your session is confirmed');
    expect(toTherapist.text).toContain('A client booked a session with you');
    expect(toTherapist.text).toContain('(New York) · ');
    expect(toTherapist.text).not.toContain('Ana');
    const reminders = await w.h.prisma.noticeReminder.findMany({
      where: { bookingId },
      orderBy: { dueAt: 'asc' },
    });
    expect(reminders.map((r) => [r.lead, r.dueAt.getTime()])).toEqual([
      ['24h', startsAt.getTime() - 24 * H],
      ['1h', startsAt.getTime() - H],
    ]);

    // The same event again (a consumer reset replays the stream): the inbox row keeps it from mailing twice.
    for (const d of ['identity-notices-bookings']) {
      await w.bus.bus.jsm.consumers.delete(`${w.bus.streamPrefix}_BOOKING`, d);
    }
    await w.restartConsumers();
    await w.publish('booking.booking.confirmed.v1', confirmed(bookingId, startsAt), msgId);
    const later = randomUUID();
    await w.publish('booking.booking.confirmed.v1', confirmed(later, startsAt));
    await eventually('the later confirmation', () =>
      w.h.prisma.noticeReminder.findFirst({ where: { bookingId: later } }),
    );
    const confirmations = await w.mailsTo(client.email, (m) => m.subject === 'Vaš termin je potvrđen');
    expect(confirmations).toHaveLength(2);
  });

  it('schedules no reminder whose moment has already passed at confirmation', async () => {
    const soon = randomUUID();
    const today = randomUUID();
    await w.publish(
      'booking.booking.confirmed.v1',
      confirmed(soon, new Date(w.h.clock.now().getTime() + 30 * 60_000)),
    );
    await w.publish(
      'booking.booking.confirmed.v1',
      confirmed(today, new Date(w.h.clock.now().getTime() + 5 * H)),
    );
    await eventually('the later one scheduled', () =>
      w.h.prisma.noticeReminder.findFirst({ where: { bookingId: today } }),
    );
    expect(
      (await w.h.prisma.noticeReminder.findMany({ where: { bookingId: today } })).map((r) => r.lead),
    ).toEqual(['1h']);
    // Both confirmations were handled (two mails each side), the first scheduling nothing.
    await eventually(
      'both confirmations mailed',
      async () =>
        (await w.mailsTo(therapist.email, (m) => m.subject === 'Your session is confirmed')).length >= 4,
    );
    expect(await w.h.prisma.noticeReminder.count({ where: { bookingId: soon } })).toBe(0);
  });

  it('moves the reminders with a reschedule and tells both sides the new and the old time', async () => {
    const bookingId = randomUUID();
    const startsAt = new Date(w.h.clock.now().getTime() + 4 * 24 * H);
    await w.publish('booking.booking.confirmed.v1', confirmed(bookingId, startsAt));
    await eventually('the reminders', () => w.h.prisma.noticeReminder.findFirst({ where: { bookingId } }));
    const moved = new Date(startsAt.getTime() + 2 * 24 * H);
    await w.publish(
      'booking.booking.rescheduled.v1',
      BookingRescheduled.encode({
        bookingId,
        clientUserId: client.userId,
        therapistUserId: therapist.userId,
        therapistProfileId: profileId,
        rescheduledBy: 'client',
        previousStartsAt: startsAt,
        startsAt: moved,
        endsAt: new Date(moved.getTime() + 50 * 60_000),
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    const mail = await w.mailTo(client.email, (m) => m.subject === 'Termin je pomeren');
    expect(mail.text).toContain('Novo vreme:');
    expect(mail.text).toContain('Ranije vreme bilo je');
    await w.mailTo(therapist.email, (m) => m.subject === 'Your session was moved');
    const reminders = await w.h.prisma.noticeReminder.findMany({ where: { bookingId } });
    expect(reminders.map((r) => r.dueAt.getTime()).sort()).toEqual([
      moved.getTime() - 24 * H,
      moved.getTime() - H,
    ]);
    expect(reminders.every((r) => r.relationshipId && r.sentAt === null)).toBe(true);
  });

  it('cancels at once with what the policy returns, drops the reminders, and mails the refund when it is made', async () => {
    const bookingId = randomUUID();
    const startsAt = new Date(w.h.clock.now().getTime() + 5 * 24 * H);
    await w.publish('booking.booking.confirmed.v1', confirmed(bookingId, startsAt));
    await eventually('the reminders', () => w.h.prisma.noticeReminder.findFirst({ where: { bookingId } }));
    await w.publish(
      'booking.booking.cancelled.v1',
      BookingCancelled.encode({
        bookingId,
        clientUserId: client.userId,
        therapistUserId: therapist.userId,
        therapistProfileId: profileId,
        cancelledBy: 'client',
        wasConfirmed: true,
        refundPercent: 100,
        startsAt,
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    const cancelled = await w.mailTo(client.email, (m) => m.subject === 'Termin je otkazan');
    expect(cancelled.text).toContain('Ceo uplaćeni iznos vraćamo');
    await w.mailTo(therapist.email, (m) => m.subject === 'Your session was cancelled');
    expect(await w.h.prisma.noticeReminder.count({ where: { bookingId } })).toBe(0);

    await w.publish(
      'billing.refund.issued.v1',
      RefundIssued.encode({
        refundId: randomUUID(),
        paymentId: randomUUID(),
        bookingId,
        clientUserId: client.userId,
        amountMinor: 400000,
        currency: 'RSD',
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    const refund = await w.mailTo(client.email, (m) => m.subject === 'Novac je vraćen');
    expect(refund.text).toMatch(/Vratili smo vam 4\.000\sRSD za otkazani termin\./);
  });
});

describe('facts out of order', () => {
  it('lets neither a late confirmation revive a cancelled session nor an old move undo a newer one', async () => {
    const cancelledId = randomUUID();
    const startsAt = new Date(w.h.clock.now().getTime() + 6 * 24 * H);
    const t0 = w.h.clock.now();
    // The cancellation was handled first; the confirmation before it failed and comes back now.
    await w.publish(
      'booking.booking.cancelled.v1',
      BookingCancelled.encode({
        bookingId: cancelledId,
        clientUserId: client.userId,
        therapistUserId: therapist.userId,
        therapistProfileId: profileId,
        cancelledBy: 'therapist',
        wasConfirmed: true,
        refundPercent: 100,
        startsAt,
        occurredAt: new Date(t0.getTime() + 60_000),
      }).finish(),
    );
    await w.publish('booking.booking.confirmed.v1', confirmed(cancelledId, startsAt, t0));

    const movedId = randomUUID();
    await w.publish('booking.booking.confirmed.v1', confirmed(movedId, startsAt, t0));
    const move = (to: Date, at: Date) =>
      BookingRescheduled.encode({
        bookingId: movedId,
        clientUserId: client.userId,
        therapistUserId: therapist.userId,
        therapistProfileId: profileId,
        rescheduledBy: 'client',
        previousStartsAt: startsAt,
        startsAt: to,
        endsAt: new Date(to.getTime() + 50 * 60_000),
        occurredAt: at,
      }).finish();
    const newer = new Date(startsAt.getTime() + 2 * 24 * H);
    await w.publish('booking.booking.rescheduled.v1', move(newer, new Date(t0.getTime() + 2 * 60_000)));
    await w.publish(
      'booking.booking.rescheduled.v1',
      move(new Date(startsAt.getTime() + 24 * H), new Date(t0.getTime() + 60_000)),
    );
    const marker = randomUUID();
    await w.publish('booking.booking.confirmed.v1', confirmed(marker, startsAt));
    await eventually('the marker', () =>
      w.h.prisma.noticeReminder.findFirst({ where: { bookingId: marker } }),
    );

    expect(await w.h.prisma.noticeReminder.count({ where: { bookingId: cancelledId } })).toBe(0);
    const moved = await w.h.prisma.noticeReminder.findMany({ where: { bookingId: movedId } });
    expect(moved.map((r) => r.startsAt.getTime())).toEqual([newer.getTime(), newer.getTime()]);
    // One "moved" mail to the client for it, not two.
    const movedMails = await w.mailsTo(client.email, (m) => m.subject === 'Termin je pomeren');
    expect(movedMails).toHaveLength(2);
  });
});

describe('therapist notices', () => {
  it('mails approval, rejection (pointing at the profile page, no reason) and an assigned request', async () => {
    await w.publish(
      'therapists.profile.approved.v1',
      TherapistProfileApproved.encode({
        profileId,
        userId: therapist.userId,
        slug,
        timeZone: 'America/New_York',
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    const approved = await w.mailTo(therapist.email, (m) => m.subject === 'Your profile was approved');
    expect(approved.links).toContain(`${PUBLIC_URL}/terapeuti/${slug}`);

    await w.publish(
      'therapists.profile.rejected.v1',
      TherapistProfileRejected.encode({
        profileId,
        userId: therapist.userId,
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    const rejected = await w.mailTo(therapist.email, (m) => m.subject === 'Your profile needs some changes');
    expect(rejected.links).toContain(`${PUBLIC_URL}/app/onboarding/terapeut/profil`);

    await w.publish(
      'therapists.connection_request.assigned.v1',
      ConnectionRequestAssigned.encode({
        requestId: randomUUID(),
        clientUserId: client.userId,
        therapistUserId: therapist.userId,
        therapistProfileId: profileId,
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    const assigned = await w.mailTo(
      therapist.email,
      (m) => m.subject === 'A new connection request was assigned to you',
    );
    expect(assigned.links).toContain(`${PUBLIC_URL}/app/dashboard`);
    expect(hasUnsubscribe(assigned)).toBe(false);
  });
});

describe('unproven addresses', () => {
  it('sends no notice to an address its owner never proved (a typo would tell a stranger)', async () => {
    const email = `neprovereno.${randomUUID().slice(0, 8)}@primer.rs`;
    const { userId } = await w.h.call(w.h.client.signUp, {
      email,
      displayName: 'Nepotvrđena',
      password: 'Duga-lozinka-za-test-1',
      locale: 'sr-Latn',
      nextPath: '',
      client: { ip: '203.0.113.20', userAgent: 'jest' },
      role: Role.ROLE_UNSPECIFIED,
    });
    const msgId = await w.publish(
      'therapists.connection_request.assigned.v1',
      ConnectionRequestAssigned.encode({
        requestId: randomUUID(),
        clientUserId: client.userId,
        therapistUserId: userId,
        therapistProfileId: randomUUID(),
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    await eventually('the event handled', () =>
      w.h.prisma.inbox.findFirst({
        where: { consumer: 'identity-notices-connection-assigned', messageId: msgId },
      }),
    );
    const mails = await w.mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Dobro došli na Oslonac — vaš link za prijavu']);
  });
});

describe('review requests and the one-click opt-out', () => {
  const completed = () =>
    BookingCompleted.encode({
      bookingId: randomUUID(),
      clientUserId: client.userId,
      therapistUserId: therapist.userId,
      therapistProfileId: profileId,
      startsAt: new Date(w.h.clock.now().getTime() - H),
      endedAt: w.h.clock.now(),
      occurredAt: w.h.clock.now(),
    }).finish();

  it('asks for a review on the therapist’s page with RFC 8058 headers; the token turns the kind off', async () => {
    await w.publish('booking.booking.completed.v1', completed());
    const mail = await w.mailTo(client.email, (m) => m.subject === 'Kako vam je bilo na sesiji?');
    expect(mail.links[0]).toBe(`${PUBLIC_URL}/terapeuti/${slug}`);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = unsubscribeToken(mail);
    expect(header(mail, 'List-Unsubscribe')).toBe(`<${PUBLIC_URL}/api/v1/unsubscribe/${token}>`);
    expect(mail.links).toContain(`${PUBLIC_URL}/unsubscribe/${token}`);
    // The token names no one.
    expect(token).not.toContain(client.userId);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(client.email);

    const c = w.h.client;
    expect(await w.h.call(c.describeUnsubscribe, { token })).toEqual({
      kind: NoticeKind.NOTICE_KIND_REVIEW_REQUEST,
      unsubscribed: false,
      locale: 'sr-Latn',
    });
    expect((await failure(w.h.call(c.describeUnsubscribe, { token: `${token.slice(0, -1)}A` }))).status).toBe(
      grpc.status.NOT_FOUND,
    );
    expect((await failure(w.h.call(c.unsubscribe, { token: 'kratko' }))).status).toBe(grpc.status.NOT_FOUND);
    expect(await w.h.call(c.unsubscribe, { token })).toEqual({ kind: NoticeKind.NOTICE_KIND_REVIEW_REQUEST });
    expect(await w.h.call(c.unsubscribe, { token })).toEqual({ kind: NoticeKind.NOTICE_KIND_REVIEW_REQUEST });
    expect((await w.h.call(c.describeUnsubscribe, { token })).unsubscribed).toBe(true);
    expect((await w.h.call(c.getMyNoticePreferences, {}, client.actor)).preferences).toEqual([
      { kind: NoticeKind.NOTICE_KIND_REMINDERS, enabled: true },
      { kind: NoticeKind.NOTICE_KIND_NEW_MESSAGE, enabled: true },
      { kind: NoticeKind.NOTICE_KIND_REVIEW_REQUEST, enabled: false },
    ]);

    // Off: the next completed session asks nothing; an essential notice still goes.
    await w.publish('booking.booking.completed.v1', completed());
    const marker = randomUUID();
    await w.publish(
      'booking.booking.confirmed.v1',
      confirmed(marker, new Date(w.h.clock.now().getTime() + 9 * 24 * H)),
    );
    await eventually('the marker', () =>
      w.h.prisma.noticeReminder.findFirst({ where: { bookingId: marker } }),
    );
    expect(await w.mailsTo(client.email, (m) => m.subject === 'Kako vam je bilo na sesiji?')).toHaveLength(1);

    // Back on from the account page: the next one goes, with the same link as before.
    const saved = await w.h.call(
      c.saveMyNoticePreferences,
      { preferences: [{ kind: NoticeKind.NOTICE_KIND_REVIEW_REQUEST, enabled: true }] },
      client.actor,
    );
    expect(saved.preferences.every((p) => p.enabled)).toBe(true);
    await w.publish('booking.booking.completed.v1', completed());
    await eventually(
      'a second review request',
      async () =>
        (await w.mailsTo(client.email, (m) => m.subject === 'Kako vam je bilo na sesiji?')).length === 2,
    );
    const [again] = await w.mailsTo(client.email, (m) => m.subject === 'Kako vam je bilo na sesiji?');
    expect(again && unsubscribeToken(again)).toBe(token);
  });

  it('refuses bad preference input and anonymous callers', async () => {
    const c = w.h.client;
    expect((await failure(w.h.call(c.getMyNoticePreferences, {}))).status).toBe(grpc.status.UNAUTHENTICATED);
    expect(
      (
        await failure(
          w.h.call(
            c.saveMyNoticePreferences,
            { preferences: [{ kind: NoticeKind.NOTICE_KIND_UNSPECIFIED, enabled: false }] },
            client.actor,
          ),
        )
      ).status,
    ).toBe(grpc.status.INVALID_ARGUMENT);
    expect(
      (
        await failure(
          w.h.call(
            c.saveMyNoticePreferences,
            {
              preferences: [
                { kind: NoticeKind.NOTICE_KIND_REMINDERS, enabled: false },
                { kind: NoticeKind.NOTICE_KIND_REMINDERS, enabled: true },
              ],
            },
            client.actor,
          ),
        )
      ).status,
    ).toBe(grpc.status.INVALID_ARGUMENT);
  });
});
