import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserErasureRequested } from '@oslonac/proto/oslonac/events/v1/identity';
import { UserErased } from '@oslonac/proto/oslonac/events/v1/privacy';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { outboxSchemaSql } from '../src/events/outbox';
import {
  cryptoSql,
  DataErasedError,
  EnvelopeCrypto,
  generateMasterKey,
  pgTransactions,
  shredOwnerKeys,
  type TransactionRunner,
} from '../src/index';
import { erasureDurable, startErasureConsumer } from '../src/privacy/erasure';
import { createTestDatabase, startTestBus, type TestBus, type TestDatabase } from '../src/testing';
import { assertErasureContract } from '../src/testing/erasure-contract';
import { silentLog, waitFor } from './helpers';

const crypto = EnvelopeCrypto.fromBase64(generateMasterKey());

describe('erasure consumer', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let prisma: TransactionRunner;
  let tb: TestBus;

  beforeAll(async () => {
    db = await createTestDatabase('kit_erasure');
    pool = new pg.Pool({ connectionString: db.url });
    pool.on('error', () => {});
    await pool.query(outboxSchemaSql());
    await pool.query(cryptoSql());
    await pool.query('CREATE TABLE notes (user_id text NOT NULL, email text, body bytea)');
    prisma = pgTransactions(pool);
    tb = await startTestBus('kit-erasure-test', silentLog);
  });
  afterAll(async () => {
    await tb?.close();
    await pool?.end();
    await db?.drop();
  });

  const request = (userId: string, msgID = `req:${userId}`) =>
    tb.bus.js.publish(
      `${tb.prefix}identity.user.erasure_requested.v1`,
      UserErasureRequested.encode({ userId, occurredAt: new Date('2026-03-01T10:00:00Z') }).finish(),
      { msgID },
    );

  const erasedEvents = async (userId: string) => {
    const { rows } = await pool.query<{ subject: string; aggregate_id: string; payload: Buffer }>(
      "SELECT subject, aggregate_id, payload FROM outbox WHERE type = 'oslonac.events.v1.UserErased' AND aggregate_id = $1",
      [userId],
    );
    return rows.map((r) => ({ subject: r.subject, event: UserErased.decode(r.payload) }));
  };

  const seal = (owner: string, text: string) =>
    prisma.$transaction((tx) => crypto.encrypt(tx, owner, Buffer.from(text)));
  const opens = (sealed: Buffer) =>
    prisma
      .$transaction((tx) => crypto.decrypt(tx, sealed))
      .then(
        () => true,
        (err: unknown) => {
          if (err instanceof DataErasedError) return false;
          throw err;
        },
      );

  it('erases in one transaction: rows gone, keys shredded, UserErased in the outbox, bystanders untouched', async () => {
    await tb.bus.ensureStreamOf('identity');
    const user = uuidv7();
    const other = uuidv7();
    const mine = await seal(`client:${user}`, 'moja tajna');
    const theirs = await seal(`client:${other}`, 'tuđa tajna');
    await pool.query('INSERT INTO notes VALUES ($1, $2, $3), ($4, $5, $6)', [
      user,
      'ja@primer.test',
      mine,
      other,
      'on@primer.test',
      theirs,
    ]);
    const consumer = await startErasureConsumer({
      service: 'demo',
      bus: tb.bus,
      prisma,
      log: silentLog,
      clock: () => new Date('2026-03-01T10:00:05Z'),
      erase: async (tx, userId) => {
        await tx.$executeRaw`DELETE FROM notes WHERE user_id = ${userId}`;
        return { ownerKeys: [`client:${userId}`], keptRecords: 2 };
      },
    });
    try {
      await request(user);
      const events = await waitFor('UserErased', async () => {
        const e = await erasedEvents(user);
        return e.length > 0 ? e : null;
      });
      expect(events).toEqual([
        {
          subject: 'demo.user.erased.v1',
          event: {
            userId: user,
            service: 'demo',
            keptRecords: 2,
            occurredAt: new Date('2026-03-01T10:00:05Z'),
          },
        },
      ]);
      expect((await pool.query('SELECT user_id FROM notes')).rows).toEqual([{ user_id: other }]);
      expect(await opens(mine)).toBe(false);
      expect(await opens(theirs)).toBe(true);
      expect(
        (await pool.query('SELECT owner_id FROM data_keys ORDER BY owner_id')).rows.map((r) => r.owner_id),
      ).toEqual([`client:${other}`]);
    } finally {
      await consumer.stop();
    }
  });

  it('does not erase twice or publish twice when the request is delivered again', async () => {
    const user = uuidv7();
    let calls = 0;
    // The stream also holds the other tests' requests: count this person's only.
    const erase = async (_tx: unknown, userId: string) => {
      if (userId === user) calls++;
      return { ownerKeys: [`client:${user}`] };
    };
    const first = await startErasureConsumer({
      service: 'again',
      bus: tb.bus,
      prisma,
      log: silentLog,
      erase,
    });
    await request(user);
    await waitFor('first erasure', async () => (await erasedEvents(user)).length === 1);
    await first.stop();
    // A reset durable (lost state, a restart from scratch) delivers the same message again.
    const stream = await tb.bus.ensureStreamOf('identity');
    await tb.bus.jsm.consumers.delete(stream, erasureDurable('again'));
    const second = await startErasureConsumer({
      service: 'again',
      bus: tb.bus,
      prisma,
      log: silentLog,
      erase,
    });
    try {
      await waitFor('redelivery acked', async () => {
        const info = await tb.bus.jsm.consumers.info(stream, erasureDurable('again'));
        return info.delivered.consumer_seq >= 1 && info.num_ack_pending === 0 && info.num_pending === 0;
      });
      expect(calls).toBe(1);
      expect(await erasedEvents(user)).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('rolls everything back when erase fails, and finishes on the retry', async () => {
    const user = uuidv7();
    const sealed = await seal(`client:${user}`, 'pola obrisano');
    await pool.query('INSERT INTO notes VALUES ($1, $2, $3)', [user, 'pola@primer.test', sealed]);
    let calls = 0;
    const seen: Array<{ rows: number; opens: boolean; events: number }> = [];
    const consumer = await startErasureConsumer({
      service: 'flaky',
      bus: tb.bus,
      prisma,
      log: silentLog,
      retryBaseMs: 50,
      erase: async (tx, userId) => {
        if (userId !== user) return { ownerKeys: [] };
        calls++;
        if (calls === 2) {
          // What the failed first attempt did is not there any more.
          const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM notes WHERE user_id = ${userId}`;
          seen.push({
            rows: rows.length,
            opens: await opens(sealed),
            events: (await erasedEvents(user)).length,
          });
        }
        await tx.$executeRaw`DELETE FROM notes WHERE user_id = ${userId}`;
        if (calls === 1) {
          await shredOwnerKeys(tx, [`client:${userId}`]);
          throw new Error('disk full');
        }
        return { ownerKeys: [`client:${userId}`] };
      },
    });
    try {
      await request(user);
      await waitFor('erasure after retry', async () => (await erasedEvents(user)).length === 1);
      expect(calls).toBe(2);
      expect(seen).toEqual([{ rows: 1, opens: true, events: 0 }]);
      expect(await opens(sealed)).toBe(false);
    } finally {
      await consumer.stop();
    }
  });
});

describe('erasure contract helper', () => {
  let tb: TestBus;
  beforeAll(async () => {
    tb = await startTestBus('kit-erasure-contract', silentLog);
  });
  afterAll(async () => {
    await tb?.close();
  });

  async function fakeService(name: string, forgetProfiles: boolean) {
    const db = await createTestDatabase(`kit_contract_${name}`);
    const pool = new pg.Pool({ connectionString: db.url });
    // Its database is dropped WITH (FORCE) at the end: a connection ended by that is not the test's concern.
    pool.on('error', () => {});
    await pool.query(outboxSchemaSql());
    await pool.query(cryptoSql());
    await pool.query('CREATE TABLE profiles (user_id text PRIMARY KEY, email text, name text)');
    await pool.query('CREATE TABLE notes (user_id text, sealed bytea)');
    const prisma = pgTransactions(pool);
    const run = (fn: (url: string) => ReturnType<typeof assertErasureContract>) => fn(db.url);
    const contract = () =>
      run((url) =>
        assertErasureContract({
          service: name,
          databaseUrl: url,
          bus: tb.bus,
          crypto,
          seed: async (userId, m) => {
            await pool.query('INSERT INTO profiles VALUES ($1, $2, $3)', [userId, m.email, m.name]);
            const sealed = await prisma.$transaction((tx) =>
              crypto.encrypt(tx, `client:${userId}`, Buffer.from(m.health), userId),
            );
            await pool.query('INSERT INTO notes VALUES ($1, $2)', [userId, sealed]);
            return { sealed: [{ ciphertext: sealed, context: userId }] };
          },
          start: () =>
            startErasureConsumer({
              service: name,
              bus: tb.bus,
              prisma,
              log: silentLog,
              erase: async (tx, userId) => {
                if (!forgetProfiles) await tx.$executeRaw`DELETE FROM profiles WHERE user_id = ${userId}`;
                await tx.$executeRaw`DELETE FROM notes WHERE user_id = ${userId}`;
                return { ownerKeys: [`client:${userId}`] };
              },
            }),
        }),
      );
    return {
      contract,
      async close() {
        await pool.end();
        await db.drop();
      },
    };
  }

  it('passes a service that erases everything, reporting the tables it read', async () => {
    const svc = await fakeService('good', false);
    try {
      const out = await svc.contract();
      expect(out.event.service).toBe('good');
      expect(out.tablesScanned).toBeGreaterThanOrEqual(5);
    } finally {
      await svc.close();
    }
  });

  it('holds a service that stores nothing personal to exactly that, before the erasure as after it', async () => {
    const db = await createTestDatabase('kit_contract_nameless');
    const pool = new pg.Pool({ connectionString: db.url });
    // Its database is dropped WITH (FORCE) at the end: a connection ended by that is not the test's concern.
    pool.on('error', () => {});
    try {
      await pool.query(outboxSchemaSql());
      await pool.query('CREATE TABLE payments (user_id text, payer text)');
      const prisma = pgTransactions(pool);
      const contract = (keepsName: boolean) =>
        assertErasureContract({
          service: keepsName ? 'nameful' : 'nameless',
          databaseUrl: db.url,
          bus: tb.bus,
          storesNothingPersonal: true,
          seed: async (userId, m) => {
            // The service is handed the person's name (as billing is by booking) and should keep ids only.
            await pool.query('INSERT INTO payments VALUES ($1, $2)', [userId, keepsName ? m.name : null]);
          },
          start: () =>
            startErasureConsumer({
              service: keepsName ? 'nameful' : 'nameless',
              bus: tb.bus,
              prisma,
              log: silentLog,
              erase: async () => ({ ownerKeys: [], keptRecords: 1 }),
            }),
        });
      expect((await contract(false)).event).toMatchObject({ service: 'nameless', keptRecords: 1 });
      await expect(contract(true)).rejects.toThrow(
        /said to store nothing personal stored it: "public"\."payments"/,
      );
    } finally {
      await pool.end();
      await db.drop();
    }
  });

  it('excuses only the name, only in a column declared legally retained (an issued invoice’s buyer)', async () => {
    const db = await createTestDatabase('kit_contract_retained');
    const pool = new pg.Pool({ connectionString: db.url });
    // Its database is dropped WITH (FORCE) at the end: a connection ended by that is not the test's concern.
    pool.on('error', () => {});
    try {
      await pool.query(outboxSchemaSql());
      await pool.query('CREATE TABLE invoice (user_id text, buyer_name text, note text)');
      const prisma = pgTransactions(pool);
      let n = 0;
      const contract = (o: { declare: boolean; keepEmail: boolean; nameInNote: boolean }) => {
        n += 1;
        const name = `retained${n}`;
        return assertErasureContract({
          service: name,
          databaseUrl: db.url,
          bus: tb.bus,
          ...(o.declare ? { legallyRetained: [{ table: 'invoice', column: 'buyer_name' }] } : {}),
          seed: async (userId, m) => {
            await pool.query('INSERT INTO invoice VALUES ($1, $2, $3)', [
              userId,
              m.name,
              `${m.email} ${m.name}`,
            ]);
          },
          start: () =>
            startErasureConsumer({
              service: name,
              bus: tb.bus,
              prisma,
              log: silentLog,
              erase: async (tx, userId) => {
                // The note held "<e-mail> <name>": cleared, or (wrongly) left with the e-mail or the name.
                const keep = o.keepEmail ? 'email' : o.nameInNote ? 'name' : 'nothing';
                await tx.$executeRaw`UPDATE invoice SET note = CASE ${keep}
                  WHEN 'email' THEN split_part(note, ' ', 1) WHEN 'name' THEN buyer_name ELSE '' END
                  WHERE user_id = ${userId}`;
                return { ownerKeys: [], keptRecords: 1 };
              },
            }),
        });
      };
      expect((await contract({ declare: true, keepEmail: false, nameInNote: false })).event).toMatchObject({
        keptRecords: 1,
      });
      // Undeclared, the kept name is a leak like any other.
      await expect(contract({ declare: false, keepEmail: false, nameInNote: false })).rejects.toThrow(
        /survived the erasure: "public"\."invoice" still holds "Mila/,
      );
      // Declared, the column excuses neither the e-mail nor the name in another column of the row.
      await expect(contract({ declare: true, keepEmail: true, nameInNote: false })).rejects.toThrow(
        /"public"\."invoice" still holds "brisanje\./,
      );
      await expect(contract({ declare: true, keepEmail: false, nameInNote: true })).rejects.toThrow(
        /"public"\."invoice" still holds "Mila/,
      );
    } finally {
      await pool.end();
      await db.drop();
    }
  });

  it('fails a service that leaves the e-mail and name in a table, naming the table', async () => {
    const svc = await fakeService('leaky', true);
    try {
      await expect(svc.contract()).rejects.toThrow(
        /"public"\."profiles" still holds "brisanje\..*@primer\.test"/,
      );
    } finally {
      await svc.close();
    }
  });
});
