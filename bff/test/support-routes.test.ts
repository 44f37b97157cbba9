// The support routes (the /podrska contact form and the back office's ticket queue) against a scripted admin
// service: what the service is asked, what people get back, and every "no" as the right status with a Serbian
// sentence. Identity is not needed: sessions sit in the actor cache the way the BFF keeps them.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SupportTopic, TicketStatus } from '@oslonac/proto/oslonac/admin/v1/admin';
import { type AdminServer, grpcError, signedIn, startAdminServer } from './support/admin-server';
import { call, ORIGIN, problem } from './support/http';

const TICKET_ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const CSRF = 'k'.repeat(43);
const visitor = {
  cookie: `oslonac_csrf=${CSRF}`,
  'x-csrf-token': CSRF,
  origin: ORIGIN,
  'sec-fetch-site': 'same-origin',
};
const form = {
  name: 'Milica Stojanović',
  email: 'milica@primer.rs',
  topic: 'payment',
  message: 'Platila sam seansu, ali ne vidim potvrdu.',
};
const pbTicket = {
  id: TICKET_ID,
  name: 'Milica Stojanović',
  email: 'milica@primer.rs',
  topic: SupportTopic.SUPPORT_TOPIC_PAYMENT,
  status: TicketStatus.TICKET_STATUS_OPEN,
  userId: '',
  createdAt: new Date('2026-12-01T10:00:00Z'),
  updatedAt: new Date('2026-12-01T10:00:00Z'),
  handledByUserId: '',
};

let fake: AdminServer;
let routes: {
  create: typeof import('../app/api/v1/support/tickets/route');
  list: typeof import('../app/api/v1/admin/support/tickets/route');
  one: typeof import('../app/api/v1/admin/support/tickets/[id]/route');
  health: typeof import('../app/api/health/route');
};
let closeClient: () => void;

beforeAll(async () => {
  fake = await startAdminServer();
  process.env.ADMIN_GRPC_ADDR = fake.addr;
  process.env.IDENTITY_GRPC_ADDR = '127.0.0.1:9';
  process.env.COOKIE_SECURE = 'false';
  routes = {
    create: await import('../app/api/v1/support/tickets/route'),
    list: await import('../app/api/v1/admin/support/tickets/route'),
    one: await import('../app/api/v1/admin/support/tickets/[id]/route'),
    health: await import('../app/api/health/route'),
  };
  closeClient = (await import('../src/server/gateways/admin')).closeAdminClient;
});

afterAll(async () => {
  closeClient?.();
  await fake?.stop();
});

beforeEach(async () => {
  fake.seen.length = 0;
  (await import('../src/api/use-cases/support')).resetSupportRateLimit();
  (await import('../src/api/route')).resetRateLimits();
});

const send = (body: unknown, headers: Record<string, string> = visitor) =>
  call(routes.create.POST, '/api/v1/support/tickets', { body, headers });

describe('the contact form', () => {
  it("sends a visitor's message without any account, and answers 201 with the ticket id", async () => {
    fake.answer('createSupportTicket', () => ({ ticketId: TICKET_ID }));
    const res = await send(form);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ticketId: TICKET_ID });
    expect(fake.seen).toEqual([
      {
        method: 'createSupportTicket',
        actorToken: null,
        request: {
          name: 'Milica Stojanović',
          email: 'milica@primer.rs',
          topic: SupportTopic.SUPPORT_TOPIC_PAYMENT,
          message: 'Platila sam seansu, ali ne vidim potvrdu.',
          website: '',
        },
      },
    ]);
  });

  it("passes a signed-in sender's actor token, and refuses an account named in the body", async () => {
    fake.answer('createSupportTicket', () => ({ ticketId: TICKET_ID }));
    const headers = signedIn('support-client', ['client']);
    expect((await send(form, headers)).status).toBe(201);
    expect(fake.seen.map((s) => s.actorToken)).toEqual(['actor-support-client']);

    const forged = await send({ ...form, userId: 'user-someone-else' }, headers);
    expect(forged.status).toBe(400);
    expect((await problem(forged)).errors).toEqual({ userId: 'Ovo polje nije dozvoljeno.' });
    expect(fake.seen).toHaveLength(1);
  });

  it("files a signed-in person's ticket under their account's address, whatever the form says", async () => {
    fake.answer('createSupportTicket', () => ({ ticketId: TICKET_ID }));
    const headers = signedIn('support-owner', ['client']);
    expect((await send({ ...form, email: 'neko.drugi@primer.rs' }, headers)).status).toBe(201);
    expect(fake.seen.map((s) => (s.request as { email: string }).email)).toEqual([
      'support-owner@example.rs',
    ]);
  });

  it('limits how many messages one address can send, before asking the service', async () => {
    fake.answer('createSupportTicket', () => ({ ticketId: TICKET_ID }));
    process.env.TRUSTED_PROXY_HOPS = '1';
    const from = (ip: string) => ({ ...visitor, 'x-forwarded-for': `6.6.6.${ip.length}, ${ip}` });
    try {
      for (let i = 0; i < 20; i++) expect((await send(form, from('198.51.100.20'))).status).toBe(201);
      const limited = await send({ ...form, email: 'drugi@primer.rs' }, from('198.51.100.20'));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await problem(limited)).code).toBe('rate_limited');
      expect(fake.seen).toHaveLength(20);
      expect((await send(form, from('198.51.100.21'))).status).toBe(201);
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS;
    }
  });

  it('limits the form action by address too, which does not pass through the API route', async () => {
    fake.answer('createSupportTicket', () => ({ ticketId: TICKET_ID }));
    const { sendSupportTicket } = await import('../src/api/use-cases/support');
    const input = { ...form, topic: 'payment' as const };
    for (let i = 0; i < 20; i++) await sendSupportTicket(input, null, '198.51.100.30');
    await expect(sendSupportTicket(input, null, '198.51.100.30')).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect(fake.seen).toHaveLength(20);
  });

  it('refuses a post from another site (no CSRF token) before asking the service', async () => {
    const res = await send(form, { origin: 'https://zlo.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect((await problem(res)).code).toBe('csrf.failed');
    expect(fake.seen).toEqual([]);
  });

  it("says what is wrong per field, in this form's own words, and asks nothing of the service", async () => {
    const res = await send({ ...form, topic: 'spam', message: 'kratko', email: `${'a'.repeat(260)}@x.rs` });
    expect(res.status).toBe(400);
    expect((await problem(res)).errors).toEqual({
      topic: 'Izaberite temu poruke.',
      message: 'Poruka treba da ima od 10 do 5.000 znakova.',
      email: 'Unesite ispravnu e-adresu.',
    });
    const cyr = await send(
      { ...form, message: 'x'.repeat(5001) },
      { ...visitor, cookie: `${visitor.cookie}; oslonac_locale=sr-Cyrl` },
    );
    expect((await problem(cyr)).errors).toEqual({ message: 'Порука треба да има од 10 до 5.000 знакова.' });
    expect(fake.seen).toEqual([]);
  });

  it("passes the service's refusals on: a rate limit is a calm 429 with Retry-After", async () => {
    fake.answer('createSupportTicket', () =>
      grpcError(status.RESOURCE_EXHAUSTED, 'admin.rate_limited', { retryAfterSeconds: '1200' }),
    );
    const res = await send(form);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1200');
    expect((await problem(res)).title).toBe(
      'Sa ove e-adrese smo u poslednjem satu već primili nekoliko poruka. Odgovorićemo na njih; novu možete poslati malo kasnije.',
    );

    fake.answer('createSupportTicket', () =>
      grpcError(status.INVALID_ARGUMENT, 'admin.invalid_email', { field: 'email' }),
    );
    const bad = await problem(await send({ ...form, email: 'ana@primer.r' }));
    expect(bad).toMatchObject({
      status: 400,
      code: 'admin.invalid_email',
      errors: { email: 'Unesite ispravnu e-adresu, da bismo mogli da vam odgovorimo.' },
    });
  });
});

describe('the back office queue', () => {
  it('is for admins and superusers only', async () => {
    expect((await call(routes.list.GET, '/api/v1/admin/support/tickets')).status).toBe(401);
    const client = await call(routes.list.GET, '/api/v1/admin/support/tickets', {
      headers: signedIn('support-not-admin', ['client', 'therapist']),
    });
    expect(client.status).toBe(403);
    expect(fake.seen).toEqual([]);
  });

  it('lists open tickets by default, every state on request, without message text', async () => {
    fake.answer('listSupportTickets', () => ({ tickets: [pbTicket], total: 1 }));
    const headers = signedIn('support-admin', ['admin']);
    const res = await call(routes.list.GET, '/api/v1/admin/support/tickets', { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      items: [
        {
          id: TICKET_ID,
          name: 'Milica Stojanović',
          email: 'milica@primer.rs',
          topic: 'payment',
          status: 'open',
          userId: null,
          createdAt: '2026-12-01T10:00:00.000Z',
          updatedAt: '2026-12-01T10:00:00.000Z',
          handledByUserId: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    });
    await call(routes.list.GET, '/api/v1/admin/support/tickets?status=all&page=3', { headers });
    expect(fake.seen.map((s) => s.request)).toEqual([
      { status: TicketStatus.TICKET_STATUS_OPEN, page: 1, pageSize: 50 },
      { status: TicketStatus.TICKET_STATUS_UNSPECIFIED, page: 3, pageSize: 50 },
    ]);
    const bad = await call(routes.list.GET, '/api/v1/admin/support/tickets?status=spam', { headers });
    expect(bad.status).toBe(400);
  });

  it('opens one ticket with its message, and says so when it does not exist', async () => {
    const headers = signedIn('support-reader', ['superuser']);
    fake.answer('getSupportTicket', () => ({ ticket: pbTicket, message: 'Platila sam.', internalNote: '' }));
    const res = await call(routes.one.GET, `/api/v1/admin/support/tickets/${TICKET_ID}`, {
      headers,
      params: { id: TICKET_ID },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ticket: { id: TICKET_ID }, message: 'Platila sam.' });
    expect(fake.seen[0]).toMatchObject({
      actorToken: 'actor-support-reader',
      request: { ticketId: TICKET_ID },
    });

    fake.answer('getSupportTicket', () => grpcError(status.NOT_FOUND, 'admin.not_found'));
    const missing = await call(routes.one.GET, `/api/v1/admin/support/tickets/${TICKET_ID}`, {
      headers,
      params: { id: TICKET_ID },
    });
    expect(await problem(missing)).toMatchObject({
      status: 404,
      title: 'Ova prijava ne postoji ili je obrisana.',
    });
    const notAnId = await call(routes.one.GET, '/api/v1/admin/support/tickets/1', {
      headers,
      params: { id: '1' },
    });
    expect(notAnId.status).toBe(400);
    expect(fake.seen).toHaveLength(2);
  });

  it('marks a ticket answered with a note', async () => {
    const headers = signedIn('support-handler', ['admin']);
    fake.answer('updateSupportTicket', () => ({
      ticket: {
        ...pbTicket,
        status: TicketStatus.TICKET_STATUS_ANSWERED,
        handledByUserId: 'user-support-handler',
      },
    }));
    const res = await call(routes.one.PATCH, `/api/v1/admin/support/tickets/${TICKET_ID}`, {
      method: 'PATCH',
      headers,
      params: { id: TICKET_ID },
      body: { status: 'answered', internalNote: ' Odgovoreno e-poštom. ' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ticket: { status: 'answered', handledByUserId: 'user-support-handler' },
    });
    expect(fake.seen[0]!.request).toEqual({
      ticketId: TICKET_ID,
      status: TicketStatus.TICKET_STATUS_ANSWERED,
      internalNote: 'Odgovoreno e-poštom.',
    });
    const bad = await call(routes.one.PATCH, `/api/v1/admin/support/tickets/${TICKET_ID}`, {
      method: 'PATCH',
      headers,
      params: { id: TICKET_ID },
      body: { status: 'deleted', internalNote: 'x'.repeat(2001) },
    });
    expect((await problem(bad)).errors).toEqual({
      status: 'Izaberite jedno od ponuđenih stanja.',
      internalNote: 'Beleška može imati najviše 2.000 znakova.',
    });
    expect(fake.seen).toHaveLength(1);
  });

  it('reports admin among the upstreams in the health check', async () => {
    const health = await routes.health.GET();
    expect(((await health.json()) as { upstreams: Record<string, string> }).upstreams).toHaveProperty(
      'admin',
    );
  });
});
