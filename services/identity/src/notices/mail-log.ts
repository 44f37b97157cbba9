import type { Actor } from '@oslonac/kit';
import { DomainError } from '@oslonac/kit';
import { resendMail as reopenDeadMail } from '@oslonac/kit/mail';
import { errors } from '../domain/errors';
import { writeAudit } from '../store/audit';
import { transaction } from '../store/db';
import { findMailLogEntry, listMailLog, type MailLogQuery, type MailLogRow } from '../store/mail-log';
import type { NoticeDeps } from './deps';

// /admin/emails: the log of identity's mail (never a body or subject) and the resend of a dead one.

export const DEFAULT_MAIL_PAGE = 50;
export const MAX_MAIL_PAGE = 200;

export async function listMail(
  d: NoticeDeps,
  q: Omit<MailLogQuery, 'limit'> & { limit: number },
): Promise<{ entries: MailLogRow[]; hasMore: boolean }> {
  const limit = q.limit > 0 ? Math.min(q.limit, MAX_MAIL_PAGE) : DEFAULT_MAIL_PAGE;
  const rows = await listMailLog(d.prisma, { ...q, limit: limit + 1 });
  return { entries: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** A dead mail goes back to the sender's queue, due now, attempts reset; the staff member's click is audited. */
export async function resendMail(d: NoticeDeps, actor: Actor, mailId: string): Promise<MailLogRow> {
  const entry = await transaction(d.prisma, async (tx) => {
    const current = await findMailLogEntry(tx, mailId);
    if (!current) throw errors.notFound('mail');
    const now = d.clock();
    if (!(await reopenDeadMail(tx, mailId, now)))
      throw new DomainError(
        'failed_precondition',
        'identity.mail_not_dead',
        'Ponovo se može poslati samo poruka koja nije uspela da ode.',
      );
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'mail.resend',
      subjectType: 'mail',
      subjectId: mailId,
      at: now,
    });
    return findMailLogEntry(tx, mailId);
  });
  d.wake?.();
  return entry as MailLogRow;
}
