// The erasure contract every service's integration test runs (GDPR Art. 17): after identity.user.erasure_requested.v1
// the service announces <service>.user.erased.v1, and then NO row of ANY table of its database still holds the
// person's e-mail, name or health sentence (read raw, `t::text`, bytea included as hex), and what was sealed for
// them no longer decrypts. A bystander seeded the same way keeps their data, so an erase that wipes too much fails.
//
// API:
//   assertErasureContract({ service, databaseUrl, bus, seed, start, crypto?, relay?, timeoutMs?, storesNothingPersonal?,
//     legallyRetained? })
//     → Promise<{ event: UserErased; tablesScanned: number }>
//   findMarkers(databaseUrl, markers) → Promise<{ table, marker }[]>  (the raw scan alone)
//   seed(userId, markers) writes the person's data using markers.email / markers.name / markers.health and returns
//   what it sealed ({ sealed: [{ ciphertext, context? }] }) so the helper can prove it no longer opens.
import { randomBytes } from 'node:crypto';
import type { MsgRequest } from '@nats-io/jetstream';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { UserErasureRequested } from '@oslonac/proto/oslonac/events/v1/identity';
import { UserErased } from '@oslonac/proto/oslonac/events/v1/privacy';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { DataErasedError, type EnvelopeCrypto } from '../crypto/envelope';
import type { Bus } from '../events/bus';
import { OutboxRelay } from '../events/relay';
import { pgTransactions } from '../events/tx';
import { createLogger, type Logger } from '../log';
import { ERASURE_REQUESTED_SUBJECT, userErasedSubject } from '../privacy/erasure';
import { eventually } from './wait';

export interface ErasureMarkers {
  email: string;
  name: string;
  /** A sentence of the kind a person tells a therapist; must never survive the erasure in any form. */
  health: string;
}

export interface SeededPerson {
  /** What the service sealed for the person (EnvelopeCrypto.encrypt output and its context). */
  sealed?: Array<{ ciphertext: Uint8Array; context?: string }>;
}

export interface ErasureContractOptions {
  /** The service's subject name ('therapists'…). */
  service: string;
  /** The service's (test) database, read raw by the helper. */
  databaseUrl: string;
  /** A test bus (kit/testing startTestBus): the request is published and the answer read on it. */
  bus: Bus;
  /** Writes the person's data with these markers (called for the person and for a bystander). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a seed that seals nothing may simply return nothing.
  seed(userId: string, markers: ErasureMarkers): Promise<SeededPerson | undefined | void>;
  /** Starts the service's erasure consumer (startErasureConsumer or the service's own startConsumers). */
  start(): Promise<{ stop(): Promise<void> }>;
  /** Needed when `seed` returns sealed data. */
  crypto?: EnvelopeCrypto;
  /** Run an outbox relay over `databaseUrl` for the test (default true; false when the test already runs one). */
  relay?: boolean;
  timeoutMs?: number;
  log?: Logger;
  /**
   * For a service that stores nothing personal at all (billing: ids, amounts and the provider's ids only). The seed
   * still feeds the markers through the service's own paths (e.g. the names another service answers with), and the
   * scan must find none of them, before the erasure as after it.
   */
  storesNothingPersonal?: boolean;
  /**
   * Columns the law requires to keep the person's NAME after an erasure (billing: the buyer printed on an issued
   * invoice). Only the name marker is excused there, and only in these columns: the e-mail and the health sentence
   * must be gone from them too, and the name from every other column of the same rows.
   */
  legallyRetained?: Array<{ table: string; column: string }>;
}

export function erasureMarkers(tag = randomBytes(4).toString('hex')): ErasureMarkers {
  return {
    email: `brisanje.${tag}@primer.test`,
    name: `Mila Zaboravić${tag}`,
    health: `Posle razvoda imam napade panike svake noći ${tag}`,
  };
}

export interface Leak {
  table: string;
  marker: string;
}

/** Every base table of the database (all schemas but the system ones), each row rendered as text. */
async function scan(
  pool: pg.Pool,
  markers: string[],
  /** Columns left out of the rendered rows, by table name. */
  without: Map<string, string[]> = new Map(),
): Promise<{ leaks: Leak[]; tables: number }> {
  const { rows: tables } = await pool.query<{ s: string; t: string }>(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const needles = markers.flatMap((m) => [
    { marker: m, text: m.toLowerCase() },
    // bytea renders as \x<hex>: plaintext in a binary column is found too.
    { marker: m, text: Buffer.from(m, 'utf8').toString('hex') },
  ]);
  const leaks: Leak[] = [];
  for (const { s, t } of tables) {
    const ident = `"${s.replace(/"/g, '""')}"."${t.replace(/"/g, '""')}"`;
    const skip = without.get(t) ?? [];
    // A row without some columns: as JSON minus those keys (bytea still renders as \x<hex>).
    const render = skip.length ? '(to_jsonb(x) - $1::text[])::text' : 'x::text';
    const { rows } = await pool.query<{ r: string }>(
      `SELECT ${render} AS r FROM ${ident} x`,
      skip.length ? [skip] : [],
    );
    for (const { r } of rows) {
      const text = r.toLowerCase();
      for (const n of needles) {
        if (text.includes(n.text) && !leaks.some((l) => l.table === ident && l.marker === n.marker)) {
          leaks.push({ table: ident, marker: n.marker });
        }
      }
    }
  }
  return { leaks, tables: tables.length };
}

/**
 * Where any of `markers` still appears in the database at `databaseUrl` (every table, rows read raw): for tests
 * that erase through a service's own API rather than the event, e.g. identity's DeleteMyAccount.
 */
export async function findMarkers(databaseUrl: string, markers: string[]): Promise<Leak[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on('error', () => {});
  try {
    return (await scan(pool, markers)).leaks;
  } finally {
    await pool.end();
  }
}

async function opens(
  pool: pg.Pool,
  crypto: EnvelopeCrypto,
  item: { ciphertext: Uint8Array; context?: string },
): Promise<boolean> {
  try {
    await pgTransactions(pool).$transaction((tx) => crypto.decrypt(tx, item.ciphertext, item.context ?? ''));
    return true;
  } catch (err) {
    if (err instanceof DataErasedError) return false;
    throw err;
  }
}

/** Throws (with what leaked where) unless the service honours the erasure contract. */
export async function assertErasureContract(
  opts: ErasureContractOptions,
): Promise<{ event: UserErased; tablesScanned: number }> {
  const { bus, service } = opts;
  const log = opts.log ?? createLogger(`${service}-erasure-contract`, process.env.TEST_LOG_LEVEL ?? 'silent');
  const timeoutMs = opts.timeoutMs ?? 20_000;
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 2 });
  // The test drops its database right after (WITH FORCE): a connection ended by that is no finding.
  pool.on('error', () => {});
  const person = uuidv7();
  const bystander = uuidv7();
  const mine = erasureMarkers();
  const theirs = erasureMarkers();
  const stops: Array<() => Promise<void>> = [];
  try {
    const seededMine = (await opts.seed(person, mine)) || {};
    const seededTheirs = (await opts.seed(bystander, theirs)) || {};
    const sealedMine = seededMine.sealed ?? [];
    const sealedTheirs = seededTheirs.sealed ?? [];
    if (sealedMine.length + sealedTheirs.length > 0 && !opts.crypto) {
      throw new Error('erasure contract: seed returned sealed data but no `crypto` was given');
    }
    // The seed must really have written the person's data somewhere (readable or sealed), or the test proves nothing.
    const before = await scan(pool, [...Object.values(mine), ...Object.values(theirs)]);
    if (opts.storesNothingPersonal) {
      if (before.leaks.length > 0 || sealedMine.length > 0) {
        const list = before.leaks.map((l) => `${l.table} holds "${l.marker}"`).join('; ');
        throw new Error(`erasure contract: a service said to store nothing personal stored it: ${list}`);
      }
    } else if (before.leaks.length === 0 && sealedMine.length === 0) {
      throw new Error('erasure contract: the seed wrote none of the markers and sealed nothing');
    }
    for (const item of sealedMine) {
      if (!(await opens(pool, opts.crypto as EnvelopeCrypto, item))) {
        throw new Error('erasure contract: sealed data did not decrypt before the erasure');
      }
    }

    const identityStream = await bus.ensureStreamOf('identity');
    const ownStream = await bus.ensureStreamOf(service);
    if (opts.relay !== false) {
      const relay = await OutboxRelay.create({
        databaseUrl: opts.databaseUrl,
        js: bus.js,
        subjectPrefix: bus.subjectPrefix,
        log,
        pollMs: 100,
      });
      relay.start();
      stops.push(() => relay.stop());
    }
    const consumer = await opts.start();
    stops.push(() => consumer.stop());

    const h = natsHeaders();
    await bus.js.publish(
      `${bus.subjectPrefix}${ERASURE_REQUESTED_SUBJECT}`,
      UserErasureRequested.encode({ userId: person, occurredAt: new Date() }).finish(),
      { msgID: `erasure-contract:${person}`, headers: h, expect: { streamName: identityStream } },
    );

    const subject = `${bus.subjectPrefix}${userErasedSubject(service)}`;
    const event = await eventually(
      `${userErasedSubject(service)} for the erased person`,
      async () => {
        // Other people's erasures may share the subject: walk every message on it.
        for (let seq = 1; ; ) {
          // The server's STREAM.MSG.GET takes next_by_subj; the client's MsgRequest type only lists it for direct gets.
          const next = { seq, next_by_subj: subject } as unknown as MsgRequest;
          const m = await bus.jsm.streams.getMessage(ownStream, next).catch(() => null);
          if (!m) return null;
          const e = UserErased.decode(m.data);
          if (e.userId === person) return e;
          seq = m.seq + 1;
        }
      },
      timeoutMs,
    );
    if (event.service !== service) {
      throw new Error(`erasure contract: UserErased names service "${event.service}", expected "${service}"`);
    }

    const retained = new Map<string, string[]>();
    for (const { table, column } of opts.legallyRetained ?? []) {
      retained.set(table, [...(retained.get(table) ?? []), column]);
    }
    const after = retained.size
      ? await (async () => {
          const others = await scan(pool, [mine.email, mine.health]);
          const names = await scan(pool, [mine.name], retained);
          return { leaks: [...others.leaks, ...names.leaks], tables: others.tables };
        })()
      : await scan(pool, Object.values(mine));
    if (after.leaks.length > 0) {
      const list = after.leaks.map((l) => `${l.table} still holds "${l.marker}"`).join('; ');
      throw new Error(`erasure contract: personal data survived the erasure: ${list}`);
    }
    for (const item of sealedMine) {
      if (await opens(pool, opts.crypto as EnvelopeCrypto, item)) {
        throw new Error('erasure contract: data sealed for the person still decrypts (keys not shredded)');
      }
    }
    // The bystander keeps everything: what was readable before is readable now, and their sealed data opens.
    const bystanderBefore = new Set(
      before.leaks.filter((l) => Object.values(theirs).includes(l.marker)).map((l) => l.marker),
    );
    const bystanderAfter = new Set((await scan(pool, Object.values(theirs))).leaks.map((l) => l.marker));
    for (const m of bystanderBefore) {
      if (!bystanderAfter.has(m)) {
        throw new Error(`erasure contract: the erasure also removed another person's data ("${m}")`);
      }
    }
    for (const item of sealedTheirs) {
      if (!(await opens(pool, opts.crypto as EnvelopeCrypto, item))) {
        throw new Error("erasure contract: the erasure shredded another person's keys");
      }
    }
    return { event, tablesScanned: after.tables };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await pool.end();
  }
}
