import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import {
  cryptoSql,
  EnvelopeCrypto,
  generateMasterKey,
  isDomainError,
  parseMasterKey,
  pgTransactions,
  readHeader,
  type TransactionRunner,
} from '../src/index';
import { createTestDatabase, type TestDatabase } from '../src/testing';

describe('envelope encryption', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let tx: TransactionRunner;
  const crypto = EnvelopeCrypto.fromBase64(generateMasterKey());

  beforeAll(async () => {
    db = await createTestDatabase('kit_crypto');
    pool = new pg.Pool({ connectionString: db.url });
    await pool.query(cryptoSql());
    tx = pgTransactions(pool);
  });
  afterAll(async () => {
    await pool?.end();
    await db?.drop();
  });

  it('round-trips, with one wrapped data key per owner and its id and version in the header', async () => {
    const plain = Buffer.from('Diploma br. 1234, Filozofski fakultet');
    const sealed = await tx.$transaction((t) => crypto.encrypt(t, 'therapist:a', plain, 'doc-1'));
    expect(sealed.includes(plain)).toBe(false);
    const { rows } = await pool.query('SELECT id::text, version, wrapped_key FROM data_keys');
    expect(rows).toHaveLength(1);
    expect(readHeader(sealed)).toEqual({ keyId: rows[0].id, keyVersion: 1 });
    expect(await tx.$transaction((t) => crypto.decrypt(t, sealed, 'doc-1'))).toEqual(plain);
    await tx.$transaction((t) => crypto.encrypt(t, 'therapist:a', Buffer.from('x')));
    expect((await pool.query('SELECT 1 FROM data_keys')).rowCount).toBe(1);
  });

  it('refuses a ciphertext with the wrong context, a flipped bit or another master key', async () => {
    const sealed = await tx.$transaction((t) =>
      crypto.encrypt(t, 'therapist:b', Buffer.from('W-8BEN'), 'ctx'),
    );
    await expect(tx.$transaction((t) => crypto.decrypt(t, sealed, 'other'))).rejects.toThrow();
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 1;
    await expect(tx.$transaction((t) => crypto.decrypt(t, flipped, 'ctx'))).rejects.toThrow();
    const stranger = EnvelopeCrypto.fromBase64(generateMasterKey());
    await expect(tx.$transaction((t) => stranger.decrypt(t, sealed, 'ctx'))).rejects.toThrow(/master key/);
  });

  it('erasing the owner key makes their data unreadable, and only theirs', async () => {
    const mine = await tx.$transaction((t) => crypto.encrypt(t, 'therapist:c', Buffer.from('moje')));
    const theirs = await tx.$transaction((t) => crypto.encrypt(t, 'therapist:d', Buffer.from('njihovo')));
    expect(await tx.$transaction((t) => crypto.eraseOwner(t, 'therapist:c'))).toBe(1);
    const err = await tx.$transaction((t) => crypto.decrypt(t, mine)).catch((e: unknown) => e);
    expect(isDomainError(err) && err.code).toBe('crypto.key_erased');
    expect((await tx.$transaction((t) => crypto.decrypt(t, theirs))).toString()).toBe('njihovo');
  });

  it('gives concurrent first writers of an owner the same key', async () => {
    const sealed = await Promise.all(
      [1, 2, 3, 4].map(() => tx.$transaction((t) => crypto.encrypt(t, 'therapist:e', Buffer.from('x')))),
    );
    expect(new Set(sealed.map((s) => readHeader(s).keyId)).size).toBe(1);
  });

  it('accepts only base64 of 32 bytes as the master key', () => {
    expect(parseMasterKey(generateMasterKey()).key).toHaveLength(32);
    expect(() => parseMasterKey(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => parseMasterKey('not base64 at all!!')).toThrow(/32 bytes/);
    expect(() =>
      readHeader(Buffer.from('plain text that is long enough to pass the length check...')),
    ).toThrow();
  });
});
