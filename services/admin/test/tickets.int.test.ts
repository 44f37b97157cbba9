import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Tx } from '@oslonac/kit';
import {
  type CreateSupportTicketRequest,
  SupportTopic,
  TicketStatus,
} from '@oslonac/proto/oslonac/admin/v1/admin';
import { SupportTicketCreated } from '@oslonac/proto/oslonac/events/v1/admin';
import { v7 } from 'uuid';
import { ownerOf } from '../src/domain/tickets';
import { SUBJECTS } from '../src/events';
import { pruneOnce } from '../src/flows/housekeeping';
import { auditOf } from '../src/store/audit';
import { failure, type Harness, startAdmin } from './support/harness';

// Tuesday 1 December 2026, 10:20 UTC: 40 minutes before the hourly rate-limit window turns.
const START = new Date('2026-12-01T10:20:00Z');
const MESSAGE = 'Platila sam seansu, ali ne vidim potvrdu. Osećam se loše i ne želim da propustim termin.';

let h: Harness;
let c: Harness['client'];
let admin: { actor: { userId: string }; token: string };
let superuser: { token: string };

beforeAll(async () => {
  h = await startAdmin('admin_tickets', START);
  c = h.client;
  admin = await h.person(['admin']);
  superuser = await h.person(['superuser']);
});

afterAll(async () => {
  await h?.close();
});

let emailSeq = 0;
const uniqueEmail = () => `osoba${++emailSeq}.${Date.now()}@primer.rs`;

function form(over: Partial<CreateSupportTicketRequest> = {}): CreateSupportTicketRequest {
  return {
    name: 'Milica Stojanović',
    email: uniqueEmail(),
    topic: SupportTopic.SUPPORT_TOPIC_PAYMENT,
    message: MESSAGE,
    website: '',
    ...over,
  };
}

const create = (req: CreateSupportTicketRequest, token?: string) =>
  h.call(c.createSupportTicket.bind(c), req, token);
const get = (ticketId: string, token = admin.token) =>
  h.call(c.getSupportTicket.bind(c), { ticketId }, token);
const list = (s: TicketStatus, page = 1, pageSize = 50, token = admin.token) =>
  h.call(c.listSupportTickets.bind(c), { status: s, page, pageSize }, token);
const update = (ticketId: string, s: TicketStatus, internalNote = '', token = admin.token) =>
  h.call(c.updateSupportTicket.bind(c), { ticketId, status: s, internalNote }, token);

describe('a visitor writes to support', () => {
  it('stores the ticket with the message sealed, and an admin reads it (audited)', async () => {
    const { ticketId } = await create(
      form({ name: '  Milica   Stojanović ', email: ' Milica.S@Primer.RS ' }),
    );
    expect(ticketId).toMatch(/^[0-9a-f-]{36}$/);

    const row = await h.prisma.supportTicket.findUniqueOrThrow({ where: { id: ticketId } });
    expect(Buffer.from(row.messageCiphertext).includes(Buffer.from('Platila'))).toBe(false);
    expect(row).toMatchObject({ name: 'Milica Stojanović', email: 'milica.s@primer.rs', status: 'open' });
    expect(row.userId).toBeNull();

    const opened = await get(ticketId);
    expect(opened.message).toBe(MESSAGE);
    expect(opened.internalNote).toBe('');
    expect(opened.ticket).toMatchObject({
      id: ticketId,
      topic: SupportTopic.SUPPORT_TOPIC_PAYMENT,
      status: TicketStatus.TICKET_STATUS_OPEN,
      userId: '',
      createdAt: START,
    });
    const audit = await auditOf(h.prisma, 'support_ticket', ticketId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.actor.userId, action: 'support_ticket.read' });

    await get(ticketId);
    expect(await auditOf(h.prisma, 'support_ticket', ticketId)).toHaveLength(2);
  });

  it('announces the ticket without its message, name or address', async () => {
    const email = uniqueEmail();
    const { ticketId } = await create(form({ email, topic: SupportTopic.SUPPORT_TOPIC_PRIVACY }));
    const events = await h.prisma.outbox.findMany({ where: { aggregateId: ticketId } });
    expect(events).toHaveLength(1);
    expect(events[0]!.subject).toBe(SUBJECTS.ticketCreated);
    const payload = Buffer.from(events[0]!.payload);
    expect(SupportTicketCreated.decode(payload)).toEqual({ ticketId, topic: 'privacy', occurredAt: START });
    for (const secret of ['Platila', 'Milica', email])
      expect(payload.includes(Buffer.from(secret))).toBe(false);
  });

  it('links the ticket to the account from the actor token, and refuses a forged one instead of filing it as a visitor', async () => {
    const client = await h.person(['client']);
    const { ticketId } = await create(form(), client.token);
    expect((await get(ticketId)).ticket?.userId).toBe(client.actor.userId);

    const before = await h.prisma.supportTicket.count();
    const forged = `${client.token.slice(0, -4)}AAAA`;
    const f = await failure(create(form(), forged));
    expect(f.status).toBe(status.UNAUTHENTICATED);
    expect(await h.prisma.supportTicket.count()).toBe(before);
  });

  it('answers bad input with the field and a stable code, and stores nothing', async () => {
    const before = await h.prisma.supportTicket.count();
    const cases: [Partial<CreateSupportTicketRequest>, string, string][] = [
      [{ name: '   ' }, 'admin.invalid_name', 'name'],
      [{ email: 'ana@primer' }, 'admin.invalid_email', 'email'],
      [{ topic: SupportTopic.SUPPORT_TOPIC_UNSPECIFIED }, 'admin.invalid_topic', 'topic'],
      [{ topic: 99 as SupportTopic }, 'admin.invalid_argument', 'topic'],
      [{ message: 'Pomoć!' }, 'admin.message_too_short', 'message'],
      [{ message: 'a'.repeat(5001) }, 'admin.message_too_long', 'message'],
      [{ message: 'a'.repeat(50_000) }, 'admin.invalid_argument', 'message'],
    ];
    for (const [over, code, field] of cases) {
      const f = await failure(create(form(over)));
      expect([code, f.status, f.code, f.meta.field]).toEqual([code, status.INVALID_ARGUMENT, code, field]);
    }
    expect(await h.prisma.supportTicket.count()).toBe(before);
  });

  it('gives a bot that fills the honeypot the same answer, and keeps nothing', async () => {
    const before = await h.prisma.supportTicket.count();
    const outboxBefore = await h.prisma.outbox.count();
    const res = await create(form({ website: 'https://jeftini-lekovi.example' }));
    expect(res.ticketId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await h.prisma.supportTicket.count()).toBe(before);
    expect(await h.prisma.outbox.count()).toBe(outboxBefore);
    expect((await failure(get(res.ticketId))).code).toBe('admin.not_found');
  });
});

describe('rate limit per e-mail address', () => {
  it('takes 5 tickets an hour from one address, however it is written, then asks to wait', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) await create(form({ email: i % 2 ? email.toUpperCase() : email }));
    const f = await failure(create(form({ email: ` ${email.toUpperCase()} ` })));
    expect(f.status).toBe(status.RESOURCE_EXHAUSTED);
    expect(f.code).toBe('admin.rate_limited');
    expect(f.message).toBe(
      'Sa ove adrese je u poslednjem satu stiglo više poruka. Pokušajte ponovo za 40 min.',
    );
    expect(f.meta.retryAfterSeconds).toBe(String(40 * 60));
    expect(await h.prisma.supportTicket.count({ where: { email } })).toBe(5);

    // Another address is not affected, and the next hour the first one may write again.
    await create(form());
    h.clock.advance(40);
    await create(form({ email }));
    expect(await h.prisma.supportTicket.count({ where: { email } })).toBe(6);
    h.clock.advance(-40);
  });

  it('holds exactly under a burst of parallel sends', async () => {
    const email = uniqueEmail();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => create(form({ email }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await h.prisma.supportTicket.count({ where: { email } })).toBe(5);
  });

  it('forgets windows that have ended', async () => {
    const rows = await h.prisma.rateLimit.count();
    expect(rows).toBeGreaterThan(0);
    await pruneOnce(h.prisma, new Date(START.getTime() + 3 * 3_600_000));
    expect(await h.prisma.rateLimit.count()).toBe(0);
  });
});

describe('staff handle tickets', () => {
  it('keeps everyone but admins and superusers out', async () => {
    const { ticketId } = await create(form());
    for (const roles of [['client'], ['therapist'], ['partner']] as const) {
      const someone = await h.person([...roles]);
      for (const call of [
        list(TicketStatus.TICKET_STATUS_OPEN, 1, 20, someone.token),
        get(ticketId, someone.token),
        update(ticketId, TicketStatus.TICKET_STATUS_CLOSED, '', someone.token),
      ]) {
        expect((await failure(call)).status).toBe(status.PERMISSION_DENIED);
      }
    }
    expect((await failure(h.call(c.getSupportTicket.bind(c), { ticketId }))).status).toBe(
      status.UNAUTHENTICATED,
    );
    expect((await get(ticketId, superuser.token)).message).toBe(MESSAGE);
    expect(await auditOf(h.prisma, 'support_ticket', ticketId)).toHaveLength(1);
  });

  it('marks a ticket answered with a sealed note, and the filter follows', async () => {
    const { ticketId } = await create(form({ topic: SupportTopic.SUPPORT_TOPIC_BOOKING }));
    h.clock.advance(5);
    const note = 'Odgovorila e-poštom 1. 12; termin pomeren na četvrtak.';
    const { ticket } = await update(ticketId, TicketStatus.TICKET_STATUS_ANSWERED, `  ${note}\n`);
    expect(ticket).toMatchObject({
      status: TicketStatus.TICKET_STATUS_ANSWERED,
      handledByUserId: admin.actor.userId,
      updatedAt: new Date(START.getTime() + 5 * 60_000),
    });
    const row = await h.prisma.supportTicket.findUniqueOrThrow({ where: { id: ticketId } });
    expect(Buffer.from(row.noteCiphertext!).includes(Buffer.from('četvrtak'))).toBe(false);
    expect((await get(ticketId)).internalNote).toBe(note);

    const answered = await list(TicketStatus.TICKET_STATUS_ANSWERED);
    expect(answered.tickets.map((t) => t.id)).toContain(ticketId);
    expect((await list(TicketStatus.TICKET_STATUS_OPEN)).tickets.map((t) => t.id)).not.toContain(ticketId);

    await update(ticketId, TicketStatus.TICKET_STATUS_CLOSED, '');
    expect((await get(ticketId)).internalNote).toBe('');
    expect((await auditOf(h.prisma, 'support_ticket', ticketId)).map((a) => a.action)).toEqual([
      'support_ticket.answered',
      'support_ticket.read',
      'support_ticket.closed',
      'support_ticket.read',
    ]);
    h.clock.advance(-5);
  });

  it('refuses changes that make no sense', async () => {
    const { ticketId } = await create(form());
    const bad: [Promise<unknown>, status, string][] = [
      [
        update(ticketId, TicketStatus.TICKET_STATUS_UNSPECIFIED),
        status.INVALID_ARGUMENT,
        'admin.invalid_status',
      ],
      [
        update(ticketId, TicketStatus.TICKET_STATUS_CLOSED, 'x'.repeat(2001)),
        status.INVALID_ARGUMENT,
        'admin.note_too_long',
      ],
      [update(v7(), TicketStatus.TICKET_STATUS_CLOSED), status.NOT_FOUND, 'admin.not_found'],
      [get(v7()), status.NOT_FOUND, 'admin.not_found'],
      [get('nije-id'), status.INVALID_ARGUMENT, 'admin.invalid_argument'],
    ];
    for (const [call, s, code] of bad) {
      const f = await failure(call);
      expect([f.status, f.code]).toEqual([s, code]);
    }
    expect((await get(ticketId)).ticket?.status).toBe(TicketStatus.TICKET_STATUS_OPEN);
  });

  it('lists without message text: open ones oldest first, pages that never overlap', async () => {
    const { tickets: all, total } = await list(TicketStatus.TICKET_STATUS_UNSPECIFIED, 1, 50);
    expect(total).toBeGreaterThan(10);
    expect(JSON.stringify(all)).not.toContain('Platila');
    const open = await list(TicketStatus.TICKET_STATUS_OPEN, 1, 50);
    const times = open.tickets.map((t) => t.createdAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(open.total / 4); page++) {
      for (const t of (await list(TicketStatus.TICKET_STATUS_OPEN, page, 4)).tickets) {
        expect(seen.has(t.id)).toBe(false);
        seen.add(t.id);
      }
    }
    expect(seen.size).toBe(open.total);
    expect((await list(TicketStatus.TICKET_STATUS_OPEN, 9999, 50)).tickets).toEqual([]);
    expect((await failure(list(TicketStatus.TICKET_STATUS_OPEN, 1, 51))).status).toBe(
      status.INVALID_ARGUMENT,
    );
  });

  it('cannot read a ticket whose key was erased, and leaves no audit row for the failed read', async () => {
    const { ticketId } = await create(form());
    await h.prisma.$transaction((tx) => h.deps.crypto.eraseOwner(tx as unknown as Tx, ownerOf(ticketId)));
    expect((await failure(get(ticketId))).code).toBe('crypto.key_erased');
    expect(await auditOf(h.prisma, 'support_ticket', ticketId)).toHaveLength(0);
  });
});
