import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MessageReported } from '@oslonac/proto/oslonac/events/v1/messaging';
import { ReportStatus } from '@oslonac/proto/oslonac/messaging/v1/messaging';
import { SUBJECTS } from '../src/events';
import { auditOf } from '../src/store/audit';
import { failure, type Harness, startMessaging } from './support/harness';
import { type Pair, type Person, pair, send } from './support/world';

const START = new Date('2026-12-01T10:00:00Z');
const OFFENSIVE = 'Ako otkažete još jednom, pričaću svima o vama.';
const REASON = 'Terapeut mi preti u poruci, osećam se nesigurno.';

let h: Harness;
let c: Harness['client'];
let staff: Person;

beforeAll(async () => {
  h = await startMessaging('messaging_reports', START);
  c = h.client;
  staff = await h.person(['admin']);
});

afterAll(async () => {
  await h?.close();
});

const report = (messageId: string, who: Person, reason = REASON) =>
  h.call(c.reportMessage.bind(c), { messageId, reason }, who.token);

async function reported(): Promise<{ p: Pair; messageId: string; otherId: string; reportId: string }> {
  const p = await pair(h);
  const messageId = (await send(h, p, p.therapist, OFFENSIVE)).message?.id as string;
  const otherId = (await send(h, p, p.therapist, 'Druga poruka koju osoblje ne sme da vidi.')).message
    ?.id as string;
  const { reportId } = await report(messageId, p.client);
  return { p, messageId, otherId, reportId };
}

describe('reporting a message', () => {
  it('files a report (announced without any text) that staff see in the queue without the text', async () => {
    const { p, messageId, reportId } = await reported();
    const events = (await h.prisma.outbox.findMany({ where: { subject: SUBJECTS.reportCreated } })).map((r) =>
      MessageReported.decode(r.payload),
    );
    expect(events.map((e) => e.reportId)).toContain(reportId);

    const queue = await h.call(
      c.listMessageReports.bind(c),
      { status: ReportStatus.REPORT_STATUS_OPEN },
      staff.token,
    );
    const row = queue.reports.find((r) => r.id === reportId);
    expect(row).toMatchObject({
      messageId,
      reporterUserId: p.client.actor.userId,
      senderUserId: p.therapist.actor.userId,
      status: ReportStatus.REPORT_STATUS_OPEN,
      createdAt: START,
      resolutionNote: '',
    });
    expect(JSON.stringify(queue)).not.toContain('preti');
    expect(JSON.stringify(queue)).not.toContain('pričaću');
  });

  it('refuses a report of one own message, a short reason, and a second open report', async () => {
    const { p, messageId } = await reported();
    const own = (await send(h, p, p.client, 'Moja poruka')).message?.id as string;
    const f = await failure(report(own, p.client));
    expect([f.status, f.code]).toEqual([status.INVALID_ARGUMENT, 'messaging.own_message']);
    expect((await failure(report(messageId, p.client, 'kratko'))).code).toBe('messaging.invalid_reason');
    const twice = await failure(report(messageId, p.client));
    expect([twice.status, twice.code]).toEqual([status.ALREADY_EXISTS, 'messaging.already_reported']);
  });

  it('lets staff open one report: only that message, with an audit row of who read which message when', async () => {
    const { p, messageId, otherId, reportId } = await reported();
    h.clock.advance(5);
    const opened = await h.call(c.getMessageReport.bind(c), { reportId }, staff.token);
    expect(opened.reason).toBe(REASON);
    expect(opened.message).toMatchObject({
      id: messageId,
      text: OFFENSIVE,
      senderUserId: p.therapist.actor.userId,
    });
    expect(JSON.stringify(opened)).not.toContain(otherId);
    const audit = await auditOf(h.prisma, 'message_report', reportId);
    expect(
      audit.map((a) => ({ actor: a.actorUserId, action: a.action, detail: a.detail, at: a.at })),
    ).toEqual([
      {
        actor: staff.actor.userId,
        action: 'message_report.read',
        detail: `message:${messageId}`,
        at: h.clock.read(),
      },
    ]);
    // Staff reach the conversation through no other door.
    const door = await failure(
      h.call(c.getConversation.bind(c), { relationshipId: p.relationshipId }, staff.token),
    );
    expect(door.status).toBe(status.NOT_FOUND);
  });

  it('resolves with a note (audited), once', async () => {
    const { reportId } = await reported();
    const resolved = await h.call(
      c.resolveMessageReport.bind(c),
      { reportId, resolutionNote: 'Razgovarano sa terapeutom; upozorenje poslato.' },
      staff.token,
    );
    expect(resolved.report).toMatchObject({
      status: ReportStatus.REPORT_STATUS_RESOLVED,
      resolvedAt: h.clock.read(),
      resolutionNote: 'Razgovarano sa terapeutom; upozorenje poslato.',
    });
    const again = await failure(
      h.call(c.resolveMessageReport.bind(c), { reportId, resolutionNote: 'Ponovo' }, staff.token),
    );
    expect(again.code).toBe('messaging.already_resolved');
    const empty = await failure(
      h.call(c.resolveMessageReport.bind(c), { reportId, resolutionNote: ' ' }, staff.token),
    );
    expect(empty.code).toBe('messaging.invalid_note');
    expect((await auditOf(h.prisma, 'message_report', reportId)).map((a) => a.action)).toEqual([
      'message_report.resolved',
    ]);
    const open = await h.call(
      c.listMessageReports.bind(c),
      { status: ReportStatus.REPORT_STATUS_OPEN },
      staff.token,
    );
    expect(open.reports.map((r) => r.id)).not.toContain(reportId);
    const all = await h.call(
      c.listMessageReports.bind(c),
      { status: ReportStatus.REPORT_STATUS_UNSPECIFIED },
      staff.token,
    );
    expect(all.reports.map((r) => r.id)).toContain(reportId);
  });

  it('keeps the staff methods from members', async () => {
    const { p, reportId } = await reported();
    for (const who of [p.client, p.therapist]) {
      expect((await failure(h.call(c.getMessageReport.bind(c), { reportId }, who.token))).status).toBe(
        status.PERMISSION_DENIED,
      );
      expect(
        (
          await failure(
            h.call(c.listMessageReports.bind(c), { status: ReportStatus.REPORT_STATUS_OPEN }, who.token),
          )
        ).status,
      ).toBe(status.PERMISSION_DENIED);
    }
  });
});
