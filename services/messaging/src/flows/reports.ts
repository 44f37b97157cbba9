import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { checkReport, checkResolutionNote, type ReportStatus } from '../domain/reports';
import { publish } from '../events';
import { newId } from '../ids';
import { attachmentsOf } from '../store/attachments';
import { writeAudit } from '../store/audit';
import { findById } from '../store/conversations';
import { transaction } from '../store/db';
import { findMessage } from '../store/messages';
import {
  findSealedReport,
  hasOpenReport,
  insertReport,
  listReports,
  lockMessage,
  lockReport,
  type ReportRecord,
  resolveReport,
} from '../store/reports';
import type { Deps } from './deps';
import {
  asTx,
  type MessageView,
  NOTE_CONTEXT,
  openMessages,
  openText,
  REASON_CONTEXT,
  seal,
} from './sealing';

// A member reports another member's message; staff see the queue without any text, and open one report at a time:
// that report's message only, in a transaction that writes who read which message when.

export async function report(
  d: Deps,
  actor: Actor,
  r: { messageId: string; reason: string },
): Promise<string> {
  return transaction(d.prisma, async (tx) => {
    await lockMessage(tx, r.messageId);
    const m = await findMessage(tx, r.messageId);
    const c = m ? await findById(tx, m.conversationId) : null;
    // Not there and not yours look the same.
    if (!m || !c?.members.some((x) => x.userId === actor.userId)) throw errors.messageNotFound();
    const reason = checkReport(actor.userId, m.senderUserId, r.reason);
    if (await hasOpenReport(tx, m.id, actor.userId)) throw errors.alreadyReported();
    const id = newId();
    const now = d.clock();
    await insertReport(tx, {
      id,
      messageId: m.id,
      conversationId: m.conversationId,
      reporterUserId: actor.userId,
      senderUserId: m.senderUserId,
      reasonCiphertext: await seal(
        d.crypto,
        tx,
        { conversationId: m.conversationId, userId: actor.userId },
        reason,
        REASON_CONTEXT(id),
      ),
      createdAt: now,
    });
    await publish.reportCreated(asTx(tx), { reportId: id, occurredAt: now });
    return id;
  });
}

export async function list(d: Deps, status: ReportStatus | null): Promise<ReportRecord[]> {
  return listReports(d.prisma, status);
}

export interface OpenedReport {
  report: ReportRecord;
  reason: string;
  resolutionNote: string;
  message: MessageView;
}

/** The report, its reason and the reported message (only that one) for staff; audited in the same transaction. */
export async function open(d: Deps, staff: Actor, reportId: string): Promise<OpenedReport> {
  return transaction(d.prisma, async (tx) => {
    const sealed = await findSealedReport(tx, reportId);
    if (!sealed) throw errors.reportNotFound();
    const m = await findMessage(tx, sealed.messageId);
    if (!m) throw errors.reportNotFound();
    await writeAudit(tx, {
      actorUserId: staff.userId,
      action: 'message_report.read',
      subjectType: 'message_report',
      subjectId: reportId,
      detail: `message:${m.id}`,
      at: d.clock(),
    });
    const [message] = await openMessages(d.crypto, tx, [m], await attachmentsOf(tx, [m.id]));
    const { reasonCiphertext, resolutionNoteCiphertext, ...report } = sealed;
    return {
      report,
      reason: await openText(d.crypto, tx, reasonCiphertext, REASON_CONTEXT(reportId)),
      resolutionNote: resolutionNoteCiphertext
        ? await openText(d.crypto, tx, resolutionNoteCiphertext, NOTE_CONTEXT(reportId))
        : '',
      message: message as MessageView,
    };
  });
}

export async function resolve(
  d: Deps,
  staff: Actor,
  reportId: string,
  note: string,
): Promise<{ report: ReportRecord; resolutionNote: string }> {
  const clean = checkResolutionNote(note);
  return transaction(d.prisma, async (tx) => {
    const current = await lockReport(tx, reportId);
    if (!current) throw errors.reportNotFound();
    if (current.status === 'resolved') throw errors.alreadyResolved();
    const at = d.clock();
    const noteCiphertext = await seal(
      d.crypto,
      tx,
      { conversationId: current.conversationId, userId: current.reporterUserId },
      clean,
      NOTE_CONTEXT(reportId),
    );
    const report = await resolveReport(tx, reportId, { noteCiphertext, resolvedByUserId: staff.userId, at });
    await writeAudit(tx, {
      actorUserId: staff.userId,
      action: 'message_report.resolved',
      subjectType: 'message_report',
      subjectId: reportId,
      detail: `message:${current.messageId}`,
      at,
    });
    return { report, resolutionNote: clean };
  });
}
