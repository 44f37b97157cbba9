import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import { MailSender, mailSettings } from '@oslonac/kit/mail';
import { eventually } from '@oslonac/kit/testing';
import { type MailCatcher, startMailCatcher } from '@oslonac/kit/testing/mail-catcher';
import {
  TherapistProfileApproved,
  TherapistProfileRejected,
} from '@oslonac/proto/oslonac/events/v1/therapists';
import { MailStatus } from '@oslonac/proto/oslonac/identity/v1/identity';
import { type NoticesWorld, type Person, startNoticesWorld } from './notices-world';
import { failure } from './support/harness';

// Issue 13: the SMTP server is down — a notice waits (retry scheduled, not dead) and is delivered exactly once,
// with the same Message-ID, when it is back; and /admin/emails' log and resend of a dead mail.

let w: NoticesWorld;
let therapist: Person;
let admin: string;
let port: number;
const log = createLogger('identity-notices-outage', process.env.TEST_LOG_LEVEL ?? 'silent');

/** A sender to `port` only (the harness's own sender, on the catcher that is always up, is never run here). */
const senderTo = (maxAttempts?: number) =>
  new MailSender({
    db: w.h.prisma,
    crypto: w.h.deps.crypto,
    settings: mailSettings({
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Oslonac <no-reply@oslonac.test>',
    }),
    messageIdHost: 'oslonac.test',
    log,
    clock: w.h.clock.now,
    random: () => 0.5,
    ...(maxAttempts ? { maxAttempts } : {}),
  });

async function noticeRow(kind: string) {
  return eventually(`a ${kind} row`, () =>
    w.h.prisma.mailOutbox.findFirst({ where: { kind, status: 'pending' }, orderBy: { id: 'desc' } }),
  );
}

beforeAll(async () => {
  w = await startNoticesWorld('notices_mail_log');
  therapist = await w.person({ displayName: 'Milica', locale: 'en' });
  admin = (await w.h.person(['admin'])).token;
  // A port where nothing listens yet: the relay is down.
  const probe = await startMailCatcher();
  port = probe.port;
  await probe.close();
});

afterAll(async () => {
  await w?.close();
});

describe('an SMTP outage', () => {
  let catcher: MailCatcher | undefined;
  afterAll(async () => {
    await catcher?.close();
  });

  it('keeps the notice waiting, then delivers it exactly once with the same Message-ID', async () => {
    await w.publish(
      'therapists.profile.approved.v1',
      TherapistProfileApproved.encode({
        profileId: randomUUID(),
        userId: therapist.userId,
        slug: 'milica',
        timeZone: 'Europe/Belgrade',
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    const row = await noticeRow('notice.profile_approved');
    const sender = senderTo();
    try {
      expect(await sender.runOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
      const waiting = await w.h.prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } });
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(w.h.clock.now().getTime());
      expect(waiting.lastError).toBeTruthy();

      const logged = await w.h.call(
        w.h.client.listMail,
        {
          status: MailStatus.MAIL_STATUS_RETRYING,
          kind: '',
          recipient: therapist.email.toUpperCase(),
          limit: 10,
          beforeId: '',
        },
        admin,
      );
      expect(logged.entries.map((e) => [e.id, e.kind, e.recipient, e.status, e.attempts])).toEqual([
        [row.id, 'notice.profile_approved', therapist.email, MailStatus.MAIL_STATUS_RETRYING, 1],
      ]);
      expect(logged.entries[0]?.nextAttemptAt?.getTime()).toBe(waiting.nextAttemptAt.getTime());

      // The relay is back, but the backoff has not passed: nothing is tried yet.
      catcher = await startMailCatcher({ port });
      expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
      w.h.clock.advance(waiting.nextAttemptAt.getTime() - w.h.clock.now().getTime());
      expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
      w.h.clock.advance(24 * 60 * 60_000);
      expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });

      const delivered = catcher.messages(therapist.email);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]?.subject).toBe('Your profile was approved');
      expect(delivered[0]?.messageId).toBe(`<${row.id}@oslonac.test>`);
      expect(await w.h.prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
        status: 'sent',
        attempts: 2,
        sealed: null,
      });
    } finally {
      await sender.close();
    }
  });
});

describe('the staff mail log', () => {
  it('resends a dead mail (audited), refuses anything else, and is for staff only', async () => {
    await w.publish(
      'therapists.profile.rejected.v1',
      TherapistProfileRejected.encode({
        profileId: randomUUID(),
        userId: therapist.userId,
        occurredAt: w.h.clock.now(),
      }).finish(),
    );
    const row = await noticeRow('notice.profile_rejected');
    const giveUp = senderTo(1);
    expect(await giveUp.runOnce()).toEqual({ sent: 0, retried: 0, dead: 1 });
    await giveUp.close();

    const c = w.h.client;
    const dead = await w.h.call(
      c.listMail,
      {
        status: MailStatus.MAIL_STATUS_DEAD,
        kind: 'notice.profile_rejected',
        recipient: '',
        limit: 0,
        beforeId: '',
      },
      admin,
    );
    expect(dead.entries.map((e) => e.id)).toEqual([row.id]);
    expect(JSON.stringify(dead)).not.toContain('Your profile');

    const someone = (await w.h.person(['client'])).token;
    expect(
      (
        await failure(
          w.h.call(c.listMail, { status: 0, kind: '', recipient: '', limit: 0, beforeId: '' }, someone),
        )
      ).status,
    ).toBe(grpc.status.PERMISSION_DENIED);
    expect((await failure(w.h.call(c.resendMail, { mailId: row.id }, someone))).status).toBe(
      grpc.status.PERMISSION_DENIED,
    );
    expect((await failure(w.h.call(c.resendMail, { mailId: randomUUID() }, admin))).status).toBe(
      grpc.status.NOT_FOUND,
    );
    expect((await failure(w.h.call(c.resendMail, { mailId: 'nije-id' }, admin))).status).toBe(
      grpc.status.INVALID_ARGUMENT,
    );
    expect(await w.h.prisma.auditLog.count({ where: { subjectId: row.id } })).toBe(0);

    const resent = await w.h.call(c.resendMail, { mailId: row.id }, admin);
    expect(resent.entry).toMatchObject({
      id: row.id,
      status: MailStatus.MAIL_STATUS_PENDING,
      attempts: 0,
      recipient: therapist.email,
    });
    const [audit] = await w.h.prisma.auditLog.findMany({ where: { subjectId: row.id } });
    expect(audit).toMatchObject({ action: 'mail.resend', subjectType: 'mail' });
    // A second click finds it pending: refused, and not audited again.
    expect((await failure(w.h.call(c.resendMail, { mailId: row.id }, admin))).status).toBe(
      grpc.status.FAILED_PRECONDITION,
    );
    expect(await w.h.prisma.auditLog.count({ where: { subjectId: row.id } })).toBe(1);

    // The harness's sender (its catcher is up) delivers it now.
    await w.mailTo(therapist.email, (m) => m.subject === 'Your profile needs some changes');
    expect((await failure(w.h.call(c.resendMail, { mailId: row.id }, admin))).status).toBe(
      grpc.status.FAILED_PRECONDITION,
    );
  });

  it('pages newest first and shows no recipient once the address belongs to no account', async () => {
    const c = w.h.client;
    const first = await w.h.call(
      c.listMail,
      { status: 0, kind: '', recipient: '', limit: 2, beforeId: '' },
      admin,
    );
    expect(first.entries).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const next = await w.h.call(
      c.listMail,
      { status: 0, kind: '', recipient: '', limit: 200, beforeId: first.entries[1]?.id ?? '' },
      admin,
    );
    const ids = [...first.entries, ...next.entries].map((e) => e.id);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(new Set(ids).size).toBe(ids.length);

    await w.h.prisma.user.update({
      where: { id: therapist.userId },
      data: { email: `drugo.${randomUUID().slice(0, 6)}@primer.rs` },
    });
    const after = await w.h.call(
      c.listMail,
      { status: 0, kind: 'notice.profile_approved', recipient: '', limit: 10, beforeId: '' },
      admin,
    );
    expect(after.entries.length).toBeGreaterThan(0);
    expect(after.entries.every((e) => e.recipient === '')).toBe(true);
  });
});
