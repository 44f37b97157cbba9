// POST /api/v1/relationships/{id}/end against a scripted booking service: what booking is asked, the ended
// relationship people get back, and booking's "not while a session is booked" as a calm 409 in their script.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Relationship } from '@oslonac/proto/oslonac/booking/v1/booking';
import { signedIn } from './support/booking-fixtures';
import { type BookingServer, grpcError, startBookingServer } from './support/booking-server';
import { call, problem } from './support/http';

const RELATIONSHIP_ID = '0193a1b2-7c4d-7e8f-9a0b-000000000001';
const ENDED_AT = new Date('2026-12-02T10:00:00Z');

let fake: BookingServer;
let end: typeof import('../app/api/v1/relationships/[id]/end/route');
let closeClient: () => void;

function pbRelationship(over: Partial<Relationship> = {}): Relationship {
  return {
    id: RELATIONSHIP_ID,
    therapistProfileId: '0193a1b2-7c4d-7e8f-9a0b-000000000002',
    therapistUserId: 'user-therapist',
    therapistName: 'Ana Petrović',
    therapistSlug: 'ana-petrovic',
    clientUserId: 'user-end-client',
    clientName: 'Mila Milić',
    partnerUserId: '',
    partnerName: '',
    createdAt: new Date('2026-11-01T10:00:00Z'),
    endedAt: ENDED_AT,
    invitation: undefined,
    ...over,
  };
}

const path = `/api/v1/relationships/${RELATIONSHIP_ID}/end`;
const post = (headers: Record<string, string>, id = RELATIONSHIP_ID) =>
  call(end.POST, `/api/v1/relationships/${id}/end`, { method: 'POST', body: {}, headers, params: { id } });

beforeAll(async () => {
  fake = await startBookingServer();
  process.env.BOOKING_GRPC_ADDR = fake.addr;
  process.env.IDENTITY_GRPC_ADDR = '127.0.0.1:9';
  process.env.COOKIE_SECURE = 'false';
  end = await import('../app/api/v1/relationships/[id]/end/route');
  closeClient = (await import('../src/server/gateways/booking')).closeBookingClient;
});

afterAll(async () => {
  closeClient?.();
  await fake?.stop();
});

beforeEach(() => {
  fake.seen.length = 0;
});

describe('ending a therapy relationship', () => {
  it('asks booking for the caller and answers with the ended relationship', async () => {
    fake.answer('endRelationship', () => ({ relationship: pbRelationship() }));
    const res = await post(signedIn('end-client', ['client']));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { relationship: Record<string, unknown> };
    expect(body.relationship).toMatchObject({
      id: RELATIONSHIP_ID,
      therapistName: 'Ana Petrović',
      endedAt: ENDED_AT.toISOString(),
      invitation: null,
    });
    expect(fake.seen).toEqual([
      {
        method: 'endRelationship',
        actorToken: 'actor-end-client',
        request: { relationshipId: RELATIONSHIP_ID },
      },
    ]);
  });

  it('explains calmly, with 409, that booked sessions come first, in Latin and Cyrillic', async () => {
    fake.answer('endRelationship', () =>
      grpcError(status.FAILED_PRECONDITION, 'booking.relationship_has_upcoming'),
    );
    const res = await post(signedIn('end-upcoming', ['therapist']));
    expect(res.status).toBe(409);
    const latin = await problem(res);
    expect(latin.code).toBe('booking.relationship_has_upcoming');
    expect(latin.title).toMatch(/^Prvo otkažite zakazane termine\./);

    const headers = signedIn('end-upcoming-cyr', ['therapist']);
    const cyr = await post({ ...headers, cookie: `${headers.cookie}; oslonac_locale=sr-Cyrl` });
    expect((await problem(cyr)).title).toMatch(/^Прво откажите заказане термине\./);
  });

  it('passes on "not found" for someone else’s relationship and refuses a malformed id before asking', async () => {
    fake.answer('endRelationship', () => grpcError(status.NOT_FOUND, 'booking.not_found'));
    expect((await post(signedIn('end-stranger', ['client']))).status).toBe(404);
    fake.seen.length = 0;
    const bad = await post(signedIn('end-bad', ['client']), 'nije-id');
    expect(bad.status).toBe(400);
    expect(fake.seen).toEqual([]);
  });

  it('needs a session and the CSRF token of this site', async () => {
    const anonymous = await call(end.POST, path, {
      method: 'POST',
      body: {},
      params: { id: RELATIONSHIP_ID },
    });
    expect(anonymous.status).toBe(401);
    const headers = signedIn('end-forged', ['client']);
    const forged = await post({ ...headers, 'x-csrf-token': 'x'.repeat(43) });
    expect(forged.status).toBe(403);
    expect(fake.seen).toEqual([]);
  });
});
