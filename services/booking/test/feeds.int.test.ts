import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import { eventually, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { UserSessionsRevoked } from '@oslonac/proto/oslonac/events/v1/identity';
import { startConsumers } from '../src/consumers';
import { hashFeedToken } from '../src/flows/feeds';
import { failure, type Harness, migrationsDir, startBooking } from './support/harness';

// The calendar feed token is a credential: only its hash is stored, it is shown once, and it dies with the
// person's sessions (identity's UserSessionsRevoked).

const log = createLogger('booking-feeds-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let c: Harness['client'];
let events: TestBus;
let consumers: { stop(): Promise<void> };

beforeAll(async () => {
  h = await startBooking('booking_feeds', new Date('2026-12-01T07:00:00Z'));
  c = h.client;
  events = await startTestBus('booking-feeds-test', log);
  consumers = await startConsumers({ bus: events.bus, prisma: h.prisma, log });
});

afterAll(async () => {
  await consumers?.stop();
  await events?.close();
  await h?.close();
});

async function rawRows(): Promise<string> {
  const rows = await h.prisma.$queryRawUnsafe<unknown[]>('SELECT * FROM calendar_feed');
  return JSON.stringify(rows);
}

describe('calendar feed token at rest', () => {
  it('keeps only a hash: the token is not in the row, is shown once, and still opens the feed', async () => {
    const who = await h.person(['client']);
    const before = await h.call(c.getCalendarFeedToken.bind(c), { rotate: false }, who.token);
    expect(before).toMatchObject({ token: '', active: false });

    const made = await h.call(c.getCalendarFeedToken.bind(c), { rotate: true }, who.token);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(made.active).toBe(true);
    const raw = await rawRows();
    expect(raw).not.toContain(made.token);
    expect(raw).toContain(hashFeedToken(made.token));

    const later = await h.call(c.getCalendarFeedToken.bind(c), { rotate: false }, who.token);
    expect(later.token).toBe('');
    expect(later.active).toBe(true);
    expect(later.createdAt?.toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect((await h.call(c.getCalendarFeed.bind(c), { token: made.token })).ics).toContain('BEGIN:VCALENDAR');
  });

  it('the migration hashes existing plaintext tokens the same way, so old feed URLs keep working', async () => {
    const sql = readFileSync(
      join(migrationsDir, '20261126090000_calendar_feed_token_hash', 'migration.sql'),
      'utf8',
    );
    const statements = sql
      .split('\n')
      .filter((l) => !l.startsWith('--'))
      .join('\n')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    const old = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345_-';
    const hashed = await h.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('CREATE SCHEMA feed_migration');
      await tx.$executeRawUnsafe('SET LOCAL search_path TO feed_migration');
      await tx.$executeRawUnsafe(
        'CREATE TABLE "calendar_feed" ("user_id" UUID PRIMARY KEY, "token" TEXT NOT NULL, "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT now())',
      );
      await tx.$executeRawUnsafe(
        'CREATE UNIQUE INDEX "calendar_feed_token_key" ON "calendar_feed" ("token")',
      );
      await tx.$executeRawUnsafe(
        `INSERT INTO "calendar_feed" ("user_id", "token") VALUES ('00000000-0000-7000-8000-000000000001', '${old}')`,
      );
      for (const s of statements) await tx.$executeRawUnsafe(s);
      const rows = await tx.$queryRawUnsafe<{ token_hash: string }[]>('SELECT * FROM "calendar_feed"');
      await tx.$executeRawUnsafe('DROP SCHEMA feed_migration CASCADE');
      return rows;
    });
    expect(hashed).toEqual([
      expect.objectContaining({
        user_id: '00000000-0000-7000-8000-000000000001',
        token_hash: hashFeedToken(old),
      }),
    ]);
    expect(JSON.stringify(hashed)).not.toContain(old);
  });
});

describe('sessions revoked', () => {
  it('sign-out everywhere kills the feed URL at once; a new one can be made', async () => {
    const who = await h.person(['client']);
    const other = await h.person(['client']);
    const { token } = await h.call(c.getCalendarFeedToken.bind(c), { rotate: true }, who.token);
    const kept = await h.call(c.getCalendarFeedToken.bind(c), { rotate: true }, other.token);

    await events.bus.js.publish(
      `${events.prefix}identity.user.sessions_revoked.v1`,
      UserSessionsRevoked.encode({
        userId: who.actor.userId,
        reason: 'sign_out_everywhere',
        occurredAt: new Date('2026-12-01T07:00:00Z'),
      }).finish(),
    );

    await eventually('the feed is gone', async () => {
      const err = await h.call(c.getCalendarFeed.bind(c), { token }).then(
        () => null,
        (e: unknown) => e,
      );
      return err ? err : null;
    });
    expect((await failure(h.call(c.getCalendarFeed.bind(c), { token }))).status).toBe(grpc.status.NOT_FOUND);
    expect(await h.call(c.getCalendarFeedToken.bind(c), { rotate: false }, who.token)).toMatchObject({
      active: false,
    });
    // Someone else's feed is untouched.
    expect((await h.call(c.getCalendarFeed.bind(c), { token: kept.token })).ics).toContain('BEGIN:VCALENDAR');
    const fresh = await h.call(c.getCalendarFeedToken.bind(c), { rotate: true }, who.token);
    expect((await h.call(c.getCalendarFeed.bind(c), { token: fresh.token })).ics).toContain(
      'BEGIN:VCALENDAR',
    );
  });
});
