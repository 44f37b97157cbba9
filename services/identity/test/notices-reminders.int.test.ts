import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NoticeKind } from '@oslonac/proto/oslonac/identity/v1/identity';
import type { NoticeDeps } from '../src/notices/deps';
import { pruneNotices } from '../src/notices/housekeeping';
import { runReminderRound } from '../src/notices/reminders';
import { createPrisma, type PrismaClient, transaction } from '../src/store/db';
import { addPartner, claimDueReminders, type ReminderRow, upsertReminders } from '../src/store/notices';
import { type NoticesWorld, type Person, PUBLIC_URL, startNoticesWorld } from './notices-world';

// Issue 13: the reminder scheduler sends each reminder exactly once — with two replicas racing on one database,
// and across a restart (a new instance, a round that died after claiming).

let w: NoticesWorld;
let client: Person;
let partner: Person;
let therapist: Person;
let replicaPrisma: PrismaClient;
let restartedPrisma: PrismaClient;
const H = 60 * 60_000;
const relationshipId = randomUUID();

beforeAll(async () => {
  w = await startNoticesWorld('notices_reminders');
  client = await w.person({ displayName: 'Ana' });
  partner = await w.person({ displayName: 'Marko', locale: 'en' });
  therapist = await w.person({ displayName: 'Milica' });
  await addPartner(w.h.prisma, { relationshipId, partnerUserId: partner.userId, joinedAt: w.h.clock.now() });
  replicaPrisma = createPrisma(w.h.db.url);
  restartedPrisma = createPrisma(w.h.db.url);
});

afterAll(async () => {
  await replicaPrisma?.$disconnect();
  await restartedPrisma?.$disconnect();
  await w?.close();
});

/** A scheduler instance: its own database pool, as another replica or a restarted process would have. */
const scheduler = (prisma: PrismaClient): NoticeDeps => ({ ...w.deps, prisma });

/** `n` sessions whose 24 h reminder is due now (and whose 1 h one is not yet). */
async function dueSessions(n: number): Promise<string[]> {
  const now = w.h.clock.now().getTime();
  const rows: ReminderRow[] = [];
  for (let i = 0; i < n; i++) {
    const startsAt = new Date(now + 23 * H + i * 60_000);
    const bookingId = randomUUID();
    rows.push(
      {
        bookingId,
        lead: '24h',
        dueAt: new Date(startsAt.getTime() - 24 * H),
        startsAt,
        clientUserId: client.userId,
        therapistUserId: therapist.userId,
        relationshipId,
      },
      {
        bookingId,
        lead: '1h',
        dueAt: new Date(startsAt.getTime() - H),
        startsAt,
        clientUserId: client.userId,
        therapistUserId: therapist.userId,
        relationshipId,
      },
    );
  }
  await upsertReminders(w.h.prisma, rows);
  return rows.filter((r) => r.lead === '24h').map((r) => r.bookingId);
}

/** How many reminder mails to `p` carry each booking's join link. */
async function remindersPerBooking(p: Person, bookings: string[]): Promise<number[]> {
  for (let i = 0; i < 20 && (await w.h.sender.runOnce()).sent > 0; i++);
  const mails = w.h.catcher.messages(p.email);
  return bookings.map(
    (id) => mails.filter((m) => m.links.includes(`${PUBLIC_URL}/app/session/${id}`)).length,
  );
}

describe('reminder scheduler', () => {
  it('sends each due reminder once when two replicas race, to client, partner and therapist', async () => {
    const bookings = await dueSessions(12);
    const [a, b] = await Promise.all([
      runReminderRound(scheduler(w.h.prisma), 100),
      runReminderRound(scheduler(replicaPrisma), 100),
    ]);
    expect(a.sent + b.sent).toBe(12);
    expect(a.dropped + b.dropped).toBe(0);
    expect(await runReminderRound(scheduler(replicaPrisma), 100)).toEqual({ sent: 0, dropped: 0 });
    for (const p of [client, partner, therapist])
      expect(await remindersPerBooking(p, bookings)).toEqual(bookings.map(() => 1));

    const [toPartner] = w.h.catcher.messages(partner.email);
    expect(toPartner?.subject).toMatch(/^Reminder: session on /);
    expect(toPartner?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const sent = await w.h.prisma.noticeReminder.findMany({ where: { bookingId: { in: bookings } } });
    expect(sent.filter((r) => r.lead === '24h').every((r) => r.sentAt !== null)).toBe(true);
    expect(sent.filter((r) => r.lead === '1h').every((r) => r.sentAt === null)).toBe(true);
  });

  it('sends nothing twice across a restart, even after a round died holding a claimed reminder', async () => {
    const bookings = await dueSessions(6);
    expect(await runReminderRound(scheduler(w.h.prisma), 2)).toEqual({ sent: 2, dropped: 0 });
    // The process dies mid-round: the claimed row's transaction never commits.
    await expect(
      transaction(w.h.prisma, async (tx) => {
        const claimed = await claimDueReminders(tx, w.h.clock.now(), 1);
        expect(claimed).toHaveLength(1);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    // A new instance takes over.
    expect(await runReminderRound(scheduler(restartedPrisma), 100)).toEqual({ sent: 4, dropped: 0 });
    expect(await runReminderRound(scheduler(w.h.prisma), 100)).toEqual({ sent: 0, dropped: 0 });
    for (const p of [client, partner, therapist])
      expect(await remindersPerBooking(p, bookings)).toEqual(bookings.map(() => 1));
  });

  it('skips a participant who turned reminders off, and drops a reminder whose session has started', async () => {
    await w.h.call(
      w.h.client.saveMyNoticePreferences,
      { preferences: [{ kind: NoticeKind.NOTICE_KIND_REMINDERS, enabled: false }] },
      therapist.actor,
    );
    const [booking] = await dueSessions(1);
    expect(await runReminderRound(scheduler(w.h.prisma), 100)).toEqual({ sent: 1, dropped: 0 });
    expect(await remindersPerBooking(therapist, [booking ?? ''])).toEqual([0]);
    expect(await remindersPerBooking(client, [booking ?? ''])).toEqual([1]);

    // Nothing ran for a day: the 1 h reminder of that session is now past its start, and goes unsent.
    w.h.clock.advance(24 * H);
    const round = await runReminderRound(scheduler(w.h.prisma), 100);
    expect(round.sent).toBe(0);
    expect(round.dropped).toBeGreaterThanOrEqual(1);
    expect(
      await w.h.prisma.noticeReminder.count({ where: { sentAt: null, startsAt: { lt: w.h.clock.now() } } }),
    ).toBe(0);
    expect(await remindersPerBooking(client, [booking ?? ''])).toEqual([1]);
  });

  it('forgets reminders a week after their session, and nothing sooner', async () => {
    const before = await w.h.prisma.noticeReminder.count();
    expect(before).toBeGreaterThan(0);
    expect((await pruneNotices(w.deps)).reminders).toBe(0);
    w.h.clock.advance(8 * 24 * H);
    expect((await pruneNotices(w.deps)).reminders).toBe(before);
    expect(await w.h.prisma.noticeReminder.count()).toBe(0);
  });
});
