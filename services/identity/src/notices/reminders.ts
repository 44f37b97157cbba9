import type { Tx } from '@oslonac/kit';
import { noticeLinks, reminderStillUseful } from '../domain/notice-kinds';
import { sessionTime, zonesFor } from '../domain/notice-time';
import { type Db, transaction } from '../store/db';
import {
  claimDueReminders,
  deleteReminder,
  findRecipients,
  markReminderSent,
  partnersOf,
  type ReminderRow,
} from '../store/notices';
import { therapistFacts } from './booking';
import type { NoticeDeps } from './deps';
import { sendNotice } from './send';

export interface ReminderRound {
  /** Reminders whose mail was enqueued (to every participant who has reminders on). */
  sent: number;
  /** Reminders that fell due while nothing ran and whose session has started since: dropped unsent. */
  dropped: number;
}

/**
 * Sends the reminders that are due: each is claimed with FOR UPDATE SKIP LOCKED in its own transaction, which
 * also enqueues its mail and marks it sent, so a second replica never takes the same row and a crash before the
 * commit leaves it for the next round. Run it with `service.every('reminders', …, () => runReminderRound(d))`.
 */
export async function runReminderRound(d: NoticeDeps, batch = 50): Promise<ReminderRound> {
  const round: ReminderRound = { sent: 0, dropped: 0 };
  for (let i = 0; i < batch; i++) {
    const outcome = await transaction(d.prisma, async (tx) => {
      const [row] = await claimDueReminders(tx, d.clock(), 1);
      if (!row) return 'none' as const;
      return sendReminder(tx, d, row);
    });
    if (outcome === 'none') break;
    round[outcome]++;
  }
  return round;
}

async function sendReminder(tx: Tx, d: NoticeDeps, row: ReminderRow): Promise<'sent' | 'dropped'> {
  const db = tx as Db;
  const now = d.clock();
  if (!reminderStillUseful(row.lead, row.startsAt, now)) {
    await deleteReminder(db, row.bookingId, row.lead);
    return 'dropped';
  }
  const partners = row.relationshipId ? await partnersOf(db, row.relationshipId) : [];
  const people = await findRecipients(db, [row.clientUserId, row.therapistUserId, ...partners]);
  const therapist = await therapistFacts(db, row.therapistUserId, people.get(row.therapistUserId));
  const link = noticeLinks.session(d.publicUrl, row.bookingId);
  for (const id of new Set([row.clientUserId, ...partners, row.therapistUserId])) {
    const person = people.get(id);
    if (!person) continue;
    const audience = id === row.therapistUserId ? 'therapist' : 'client';
    const { zone, otherZone } = zonesFor(audience, therapist.zone);
    await sendNotice(tx, d, person, (locale) => ({
      kind: 'reminder',
      audience,
      when: sessionTime(row.startsAt, zone, otherZone, locale),
      whenShort: sessionTime(row.startsAt, zone, null, locale),
      therapist: audience === 'client' ? therapist.name : null,
      link,
    }));
  }
  await markReminderSent(db, row.bookingId, row.lead, now);
  return 'sent';
}
