import { GRACE_AFTER_MS, roomWindow } from '@oslonac/rtc';
import type { Clock } from '../clock';
import type { SessionLedger } from '../rtc/ports';
import type { PrismaClient } from '../store/db';
import { dueToEnd } from '../store/sessions';

// Every session ends: one nobody attended (booking then marks a no-show) and one whose room was left open both end
// when their room closes (the end plus the grace period), ended_by "time", at the moment the room closed.

export const SWEEP_EVERY_MS = 30_000;
const BATCH = 200;

/** One round: ends every session whose room has closed by now; how many it ended. */
export async function sweepOnce(d: {
  prisma: PrismaClient;
  ledger: SessionLedger;
  clock: Clock;
}): Promise<number> {
  const now = d.clock();
  let ended = 0;
  for (;;) {
    const due = await dueToEnd(d.prisma, new Date(now.getTime() - GRACE_AFTER_MS), BATCH);
    for (const s of due) {
      await d.ledger.ended(s.id, 'time', roomWindow(s.startsAt, s.endsAt).closesAt);
      ended++;
    }
    if (due.length < BATCH) return ended;
  }
}
