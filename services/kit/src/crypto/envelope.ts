import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { v7 as uuidv7 } from 'uuid';
import { DomainError } from '../errors';
import type { Tx } from '../events/tx';

// Envelope encryption: each owner (a therapist, a client…) gets a random AES-256 data key; only its wrapped
// form (encrypted by the master key from the environment) is stored, in `data_keys`. Ciphertexts name the
// data key, so rotating the master key re-wraps keys without touching data, and deleting an owner's keys
// erases their data everywhere at once.
//
// Ciphertext layout (all integers big-endian):
//   magic "OE" | format 0x01 | key id (16 bytes, UUID) | key version (uint32) | nonce (12) | tag (16) | data
// The header (everything before the nonce) is authenticated as additional data, so a ciphertext cannot be
// re-labelled to another key, and the caller's own `context` (e.g. a document id) binds it to its row.

export const cryptoSqlPath = new URL('../../sql/crypto.sql', import.meta.url);

/** The DDL of the `data_keys` table (for a service's migration and for tests). */
export function cryptoSql(): string {
  return readFileSync(cryptoSqlPath, 'utf8');
}

const MAGIC = Buffer.from('OE', 'ascii');
const FORMAT = 1;
const HEADER_LENGTH = MAGIC.length + 1 + 16 + 4;
const NONCE_LENGTH = 12;
const TAG_LENGTH = 16;
const KEY_LENGTH = 32;

export interface MasterKey {
  /** Short fingerprint of the key, stored with each wrapped data key so a rotation knows what to re-wrap. */
  id: string;
  key: Buffer;
}

/** Parses DATA_MASTER_KEY (base64 of exactly 32 random bytes). */
export function parseMasterKey(base64: string): MasterKey {
  const text = base64.trim();
  const key = Buffer.from(text, 'base64');
  // Buffer.from ignores junk characters, so the round trip is what proves the text was clean base64.
  if (key.length !== KEY_LENGTH || key.toString('base64') !== text) {
    throw new Error('DATA_MASTER_KEY must be base64 of exactly 32 bytes');
  }
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
}

/** A fresh master key in the DATA_MASTER_KEY format (for tests and `make up`). */
export function generateMasterKey(): string {
  return randomBytes(KEY_LENGTH).toString('base64');
}

export class DataErasedError extends DomainError {
  constructor(ownerOrKey: string) {
    super('not_found', 'crypto.key_erased', 'Podaci su trajno obrisani.', { key: ownerOrKey });
  }
}

function seal(key: Buffer, plaintext: Uint8Array, aad: Buffer): Buffer {
  const nonce = randomBytes(NONCE_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(aad);
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), data]);
}

function open(key: Buffer, sealed: Buffer, aad: Buffer): Buffer {
  if (sealed.length < NONCE_LENGTH + TAG_LENGTH) throw new Error('ciphertext too short');
  const nonce = sealed.subarray(0, NONCE_LENGTH);
  const tag = sealed.subarray(NONCE_LENGTH, NONCE_LENGTH + TAG_LENGTH);
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(NONCE_LENGTH + TAG_LENGTH)), decipher.final()]);
}

function uuidBytes(id: string): Buffer {
  return Buffer.from(id.replace(/-/g, ''), 'hex');
}

function uuidString(b: Buffer): string {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface CiphertextHeader {
  keyId: string;
  keyVersion: number;
}

/** Reads the key id and version a ciphertext was sealed with (throws on anything else). */
export function readHeader(ciphertext: Uint8Array): CiphertextHeader {
  const b = Buffer.from(ciphertext.buffer, ciphertext.byteOffset, ciphertext.byteLength);
  if (b.length < HEADER_LENGTH + NONCE_LENGTH + TAG_LENGTH || !b.subarray(0, 2).equals(MAGIC)) {
    throw new Error('not an envelope ciphertext');
  }
  if (b[2] !== FORMAT) throw new Error(`unknown envelope format ${b[2]}`);
  return { keyId: uuidString(b.subarray(3, 19)), keyVersion: b.readUInt32BE(19) };
}

interface KeyRow {
  id: string;
  version: number;
  master_key_id: string;
  wrapped_key: Uint8Array;
}

/**
 * Encrypts and decrypts inside the caller's transaction (`Tx`: Prisma's interactive transaction or the kit's
 * `pgTx`), so a data key is created exactly when the first row that needs it is written.
 */
export class EnvelopeCrypto {
  constructor(private readonly master: MasterKey) {}

  static fromBase64(base64: string): EnvelopeCrypto {
    return new EnvelopeCrypto(parseMasterKey(base64));
  }

  private unwrap(row: KeyRow): Buffer {
    if (row.master_key_id !== this.master.id) {
      throw new Error(
        `data key ${row.id} is wrapped by master key ${row.master_key_id}, not the configured one`,
      );
    }
    return open(this.master.key, Buffer.from(row.wrapped_key), Buffer.from(`${row.id}:${row.version}`));
  }

  /** The owner's current data key, created (and wrapped) on first use. */
  private async currentKey(tx: Tx, ownerId: string): Promise<{ row: KeyRow; key: Buffer }> {
    const existing = await tx.$queryRaw<KeyRow[]>`SELECT id::text AS id, version, master_key_id, wrapped_key
      FROM data_keys WHERE owner_id = ${ownerId} ORDER BY version DESC LIMIT 1`;
    if (existing[0]) return { row: existing[0], key: this.unwrap(existing[0]) };
    const key = randomBytes(KEY_LENGTH);
    const id = uuidv7();
    const wrapped = seal(this.master.key, key, Buffer.from(`${id}:1`));
    // Two writers for a new owner at once: the loser's insert does nothing and it reads the winner's key.
    const inserted =
      await tx.$executeRaw`INSERT INTO data_keys (id, owner_id, version, master_key_id, wrapped_key)
      VALUES (${id}::uuid, ${ownerId}, 1, ${this.master.id}, ${wrapped}) ON CONFLICT (owner_id, version) DO NOTHING`;
    if (inserted === 1)
      return { row: { id, version: 1, master_key_id: this.master.id, wrapped_key: wrapped }, key };
    return this.currentKey(tx, ownerId);
  }

  /** Seals `plaintext` with the owner's data key; `context` (e.g. the row id) must be given again to decrypt. */
  async encrypt(tx: Tx, ownerId: string, plaintext: Uint8Array, context = ''): Promise<Buffer> {
    const { row, key } = await this.currentKey(tx, ownerId);
    const header = Buffer.alloc(HEADER_LENGTH);
    MAGIC.copy(header, 0);
    header[2] = FORMAT;
    uuidBytes(row.id).copy(header, 3);
    header.writeUInt32BE(row.version, 19);
    return Buffer.concat([header, seal(key, plaintext, Buffer.concat([header, Buffer.from(context)]))]);
  }

  /** Throws DataErasedError when the owner's key was erased; any tampering fails authentication. */
  async decrypt(tx: Tx, ciphertext: Uint8Array, context = ''): Promise<Buffer> {
    const { keyId, keyVersion } = readHeader(ciphertext);
    const rows = await tx.$queryRaw<KeyRow[]>`SELECT id::text AS id, version, master_key_id, wrapped_key
      FROM data_keys WHERE id = ${keyId}::uuid`;
    const row = rows[0];
    if (!row || row.version !== keyVersion) throw new DataErasedError(keyId);
    const b = Buffer.from(ciphertext.buffer, ciphertext.byteOffset, ciphertext.byteLength);
    const header = b.subarray(0, HEADER_LENGTH);
    return open(this.unwrap(row), b.subarray(HEADER_LENGTH), Buffer.concat([header, Buffer.from(context)]));
  }

  /** Crypto-erasure: deletes every data key of the owner; returns how many were deleted. */
  async eraseOwner(tx: Tx, ownerId: string): Promise<number> {
    return shredOwnerKeys(tx, [ownerId]);
  }
}

/**
 * Crypto-erasure of several owners in the caller's transaction (needs no master key): deletes every version of
 * their data keys, so everything sealed for them no longer decrypts. Returns how many keys were deleted.
 */
export async function shredOwnerKeys(tx: Tx, owners: readonly string[]): Promise<number> {
  let deleted = 0;
  for (const owner of new Set(owners)) {
    if (!owner) continue;
    deleted += await tx.$executeRaw`DELETE FROM data_keys WHERE owner_id = ${owner}`;
  }
  return deleted;
}
