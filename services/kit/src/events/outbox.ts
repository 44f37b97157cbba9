import { readFileSync } from 'node:fs';
import { context, propagation } from '@opentelemetry/api';
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from './tx';

export type { Tx } from './tx';

export const outboxSqlPath = new URL('../../sql/outbox.sql', import.meta.url);

/** The text of outbox.sql, the outbox and inbox tables as a service's first migration takes them. */
export function outboxSql(): string {
  return readFileSync(outboxSqlPath, 'utf8');
}

/** The outbox and inbox as every service's migrations leave them (outbox.sql, then outbox-without-notify.sql). */
export function outboxSchemaSql(): string {
  return outboxSql() + readFileSync(new URL('../../sql/outbox-without-notify.sql', import.meta.url), 'utf8');
}

type WriteListener = () => void;
const writeListeners = new Set<WriteListener>();

/**
 * Called for every outbox row this process builds, a moment before its transaction commits: relays in this process
 * chase it for a short while rather than waiting for their next poll. (A NOTIFY from the transaction would say the
 * same at commit, at the price of serialising every such commit in the cluster.)
 */
export function onOutboxWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

export interface OutboxEvent {
  /** Without the deployment prefix, e.g. 'identity.user.registered.v1'. */
  subject: string;
  aggregateId: string;
  /** Full protobuf message name, e.g. 'oslonac.events.v1.UserRegistered'. */
  type: string;
  payload: Uint8Array;
}

/**
 * Writes an event in the caller's transaction, so it exists exactly when the change does. The id is a
 * UUIDv7: the relay publishes in id order, which is commit-time order closely enough for one aggregate
 * (whose writes are serialised by the aggregate's own row locks).
 */
export async function enqueueEvent(tx: Tx, e: OutboxEvent): Promise<string> {
  const r = outboxRow(e);
  await tx.$executeRaw`INSERT INTO outbox (id, subject, aggregate_id, type, payload, headers)
    VALUES (${r.id}::uuid, ${r.subject}, ${r.aggregate_id}, ${r.type}, ${r.payload}, ${JSON.stringify(r.headers)}::jsonb)`;
  return r.id;
}

/** An outbox row as a hot path writes it inside its own statement (one round trip); columns by their names. */
export interface OutboxRow {
  id: string;
  subject: string;
  aggregate_id: string;
  type: string;
  payload: Buffer;
  /** The active trace context, so the consumer's span joins the producer's trace. */
  headers: Record<string, string>;
}

/** The row `enqueueEvent` writes, for a store that writes it with its own SQL in the same transaction. */
export function outboxRow(e: OutboxEvent): OutboxRow {
  for (const listener of writeListeners) listener();
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return {
    id: uuidv7(),
    subject: e.subject,
    aggregate_id: e.aggregateId,
    type: e.type,
    payload: Buffer.from(e.payload),
    headers,
  };
}
