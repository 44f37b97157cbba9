// GET /api/v1/calendar/{token}.ics against a scripted booking service: calendar apps get text/calendar that
// nobody caches, the token is the only credential (a session cookie changes nothing), and an unknown or
// malformed address is a plain 404.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { signedIn } from './support/booking-fixtures';
import { type BookingServer, grpcError, startBookingServer } from './support/booking-server';
import { call } from './support/http';

const TOKEN = 'Zk3vQ9x_bL2mN7pR4sT8uW1yA5cE6gH0';
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:b1@oslonac.rs',
  'DTSTART:20261201T090000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let fake: BookingServer;
let feed: typeof import('../app/api/v1/calendar/[feed]/route');
let closeClient: () => void;

beforeAll(async () => {
  fake = await startBookingServer();
  process.env.BOOKING_GRPC_ADDR = fake.addr;
  process.env.IDENTITY_GRPC_ADDR = '127.0.0.1:9';
  process.env.COOKIE_SECURE = 'false';
  feed = await import('../app/api/v1/calendar/[feed]/route');
  closeClient = (await import('../src/server/gateways/booking')).closeBookingClient;
});

afterAll(async () => {
  closeClient?.();
  await fake?.stop();
});

beforeEach(() => {
  fake.seen.length = 0;
  fake.answer('getCalendarFeed', (req) =>
    req.token === TOKEN ? { ics: ICS } : grpcError(status.NOT_FOUND, 'booking.not_found'),
  );
});

describe('the private calendar feed', () => {
  it('answers the token’s ICS as text/calendar, never cached, asking booking without any actor', async () => {
    const res = await call(feed.GET, `/api/v1/calendar/${TOKEN}.ics`, { params: { feed: `${TOKEN}.ics` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toBe(ICS);
    expect(fake.seen).toEqual([{ method: 'getCalendarFeed', request: { token: TOKEN }, actorToken: null }]);
  });

  it('ignores a session cookie: the address alone decides', async () => {
    const res = await call(feed.GET, `/api/v1/calendar/${TOKEN}.ics`, {
      params: { feed: `${TOKEN}.ics` },
      headers: signedIn('feed-cookie', ['client']),
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(fake.seen[0]?.actorToken).toBeNull();
  });

  it('is a 404 for an unknown or revoked token', async () => {
    const other = 'A'.repeat(32);
    const res = await call(feed.GET, `/api/v1/calendar/${other}.ics`, { params: { feed: `${other}.ics` } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });

  it('is a 404 without asking booking when the address is not a feed address', async () => {
    for (const bad of [TOKEN, `${TOKEN}.txt`, 'short.ics', `${TOKEN}.ics.ics`, '../x.ics']) {
      const res = await call(feed.GET, `/api/v1/calendar/${encodeURIComponent(bad)}`, {
        params: { feed: bad },
      });
      expect(res.status).toBe(404);
    }
    expect(fake.seen).toEqual([]);
  });
});
