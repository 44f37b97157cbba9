import { MESSAGE_MAIL_INTERVAL_MS } from '../domain/notice-kinds';
import { pruneMessageThrottle, pruneReminders } from '../store/notices';
import type { NoticeDeps } from './deps';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * The notices' rows that no longer decide anything: reminders of sessions over a week past (sent or dropped), and
 * throttle rows older than the one-mail-per-hour window.
 */
export async function pruneNotices(d: NoticeDeps): Promise<{ reminders: number; throttle: number }> {
  const now = d.clock().getTime();
  return {
    reminders: await pruneReminders(d.prisma, new Date(now - WEEK_MS)),
    throttle: await pruneMessageThrottle(d.prisma, new Date(now - MESSAGE_MAIL_INTERVAL_MS)),
  };
}
