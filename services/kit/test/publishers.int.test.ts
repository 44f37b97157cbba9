import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SessionEnded } from '@oslonac/proto/oslonac/events/v1/sessions';
import pg from 'pg';
import { outboxSchemaSql } from '../src/events/outbox';
import { eventSpec, publishers } from '../src/events/publishers';
import { pgTransactions, type TransactionRunner } from '../src/events/tx';
import { createTestDatabase, type TestDatabase } from '../src/testing';

describe('publishers', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let tx: TransactionRunner;

  beforeAll(async () => {
    db = await createTestDatabase('kit_publishers');
    pool = new pg.Pool({ connectionString: db.url });
    await pool.query(outboxSchemaSql());
    tx = pgTransactions(pool);
  });

  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  const publish = publishers({
    sessionEnded: eventSpec(
      'sessions.session.ended.v1',
      'oslonac.events.v1.SessionEnded',
      SessionEnded,
      (e) => e.sessionId,
    ),
  });

  it('writes the event in the caller’s transaction, encoded, under its subject, type and aggregate', async () => {
    const ended = {
      sessionId: '0190a000-0000-7000-8000-000000000001',
      bookingId: '0190a000-0000-7000-8000-000000000001',
      clientJoined: true,
      endedBy: 'therapist',
      occurredAt: new Date('2026-11-26T17:00:00Z'),
    };
    const id = await tx.$transaction((t) => publish.sessionEnded(t, ended));
    const { rows } = await pool.query(
      'SELECT subject, aggregate_id, type, payload FROM outbox WHERE id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: 'sessions.session.ended.v1',
      aggregate_id: ended.sessionId,
      type: 'oslonac.events.v1.SessionEnded',
    });
    expect(SessionEnded.decode(rows[0].payload)).toMatchObject({
      sessionId: ended.sessionId,
      clientJoined: true,
    });
  });

  it('writes nothing when the transaction rolls back', async () => {
    const before = Number((await pool.query('SELECT count(*) FROM outbox')).rows[0].count);
    await expect(
      tx.$transaction(async (t) => {
        await publish.sessionEnded(t, {
          sessionId: '0190a000-0000-7000-8000-000000000002',
          bookingId: '0190a000-0000-7000-8000-000000000002',
          clientJoined: false,
          endedBy: 'time',
          occurredAt: new Date('2026-11-26T17:00:00Z'),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(Number((await pool.query('SELECT count(*) FROM outbox')).rows[0].count)).toBe(before);
  });
});
