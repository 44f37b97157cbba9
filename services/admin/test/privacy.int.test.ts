import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, startErasureConsumer } from '@oslonac/kit';
import { assertErasureContract, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { v7 } from 'uuid';
import { eraseUser } from '../src/flows/privacy';
import { createTicket, MESSAGE_CONTEXT, NOTE_CONTEXT, update } from '../src/flows/tickets';
import { auditOf } from '../src/store/audit';
import { failure, type Harness, startAdmin } from './support/harness';

// GDPR export and erasure in admin: the person's support tickets (sent while signed in) are theirs to export,
// and go (with their keys) when the account is deleted; the audit log keeps ids only.

const START = new Date('2026-12-01T10:20:00Z');
const log = createLogger('admin-privacy-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let events: TestBus;
let staff: { actor: { userId: string; roles: ['admin']; sessionId: string }; token: string };

beforeAll(async () => {
  h = await startAdmin('admin_privacy', START);
  events = await startTestBus('admin-privacy-test', log);
  staff = (await h.person(['admin'])) as typeof staff;
});

afterAll(async () => {
  await events?.close();
  await h?.close();
});

const signedIn = (userId: string) => ({ userId, roles: ['client' as const], sessionId: v7() });

async function ticketFor(userId: string, m: { name: string; email: string; message: string; note?: string }) {
  const { ticketId } = await createTicket(h.deps, signedIn(userId), {
    name: m.name,
    email: m.email,
    topic: 'privacy',
    message: m.message,
    website: '',
  });
  if (m.note) await update(h.deps, staff.actor, ticketId, { status: 'answered', internalNote: m.note });
  return ticketId;
}

describe('ExportMyData', () => {
  it("returns the person's tickets with the message and note opened, and nobody else's", async () => {
    const me = await h.person(['client']);
    const other = await h.person(['client']);
    const mine = await ticketFor(me.actor.userId, {
      name: 'Jelena Marković',
      email: 'jelena.izvoz@primer.rs',
      message: 'Želim da vidim sve podatke koje čuvate o meni, molim vas.',
      note: 'Poslat odgovor o izvozu.',
    });
    await ticketFor(other.actor.userId, {
      name: 'Dragan Ilić',
      email: 'dragan.izvoz@primer.rs',
      message: 'Ovo je poruka druge osobe i ne sme da se pojavi u tuđem izvozu.',
    });

    const out = await h.call(h.client.exportMyData.bind(h.client), {}, me.token);
    const doc = JSON.parse(out.json);
    expect(doc.service).toBe('admin');
    expect(doc.supportTickets).toEqual([
      expect.objectContaining({
        id: mine,
        name: 'Jelena Marković',
        email: 'jelena.izvoz@primer.rs',
        topic: 'privacy',
        message: 'Želim da vidim sve podatke koje čuvate o meni, molim vas.',
        staffNote: 'Poslat odgovor o izvozu.',
      }),
    ]);
    expect(out.json).not.toContain('Dragan');
    expect(out.json).not.toContain('druge osobe');
  });

  it('answers a call without a signed-in person with UNAUTHENTICATED', async () => {
    expect((await failure(h.call(h.client.exportMyData.bind(h.client), {}))).status).toBe(
      status.UNAUTHENTICATED,
    );
  });
});

describe('erasure', () => {
  it('honours the erasure contract: tickets and their keys gone, another person untouched', async () => {
    const { event } = await assertErasureContract({
      service: 'admin',
      databaseUrl: h.db.url,
      bus: events.bus,
      crypto: h.deps.crypto,
      seed: async (userId, m) => {
        const id = await ticketFor(userId, { name: m.name, email: m.email, message: m.health, note: m.name });
        const row = await h.prisma.supportTicket.findUniqueOrThrow({ where: { id } });
        return {
          sealed: [
            { ciphertext: row.messageCiphertext, context: MESSAGE_CONTEXT(id) },
            { ciphertext: row.noteCiphertext as Uint8Array, context: NOTE_CONTEXT(id) },
          ],
        };
      },
      start: () =>
        startErasureConsumer({
          service: 'admin',
          bus: events.bus,
          prisma: h.prisma,
          log,
          erase: eraseUser,
          retryBaseMs: 50,
        }),
    });
    expect(event).toMatchObject({ service: 'admin', keptRecords: 0 });
  });

  it('keeps the audit log (ids and actions only) when staff or a sender is erased', async () => {
    const sender = v7();
    const ticketId = await ticketFor(sender, {
      name: 'Nikola Audit',
      email: 'nikola.audit@primer.rs',
      message: 'Poruka čije čitanje ostaje zabeleženo u dnevniku.',
      note: 'Beleška',
    });
    await h.prisma.$transaction((tx) => eraseUser(tx as never, sender));
    await h.prisma.$transaction((tx) => eraseUser(tx as never, staff.actor.userId));
    expect(await h.prisma.supportTicket.findUnique({ where: { id: ticketId } })).toBeNull();
    const audit = await auditOf(h.prisma, 'support_ticket', ticketId);
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['support_ticket.answered', staff.actor.userId],
    ]);
  });
});
