import { enqueueEvent } from './outbox';
import type { Tx } from './tx';

/** What ts-proto generates for a message: its encoder. */
export interface MessageEncoder<T> {
  encode(message: T): { finish(): Uint8Array };
}

/** One event a service publishes: where it goes, its protobuf type, how to encode it and whose change it is. */
export interface EventSpec<T> {
  subject: string;
  /** Full protobuf name, e.g. 'oslonac.events.v1.SessionEnded' (the relay puts it in content-type). */
  type: string;
  encoder: MessageEncoder<T>;
  aggregateId(message: T): string;
}

/** An EventSpec with its message type taken from the encoder. */
export function eventSpec<T>(
  subject: string,
  type: string,
  encoder: MessageEncoder<T>,
  aggregateId: (message: T) => string,
): EventSpec<T> {
  return { subject, type, encoder, aggregateId };
}

type MessageOf<S> = S extends EventSpec<infer T> ? T : never;

/**
 * A service's publish functions from its table of events: each writes its event to the outbox in the caller's
 * transaction, so the event exists exactly when the change does.
 */
// biome-ignore lint/suspicious/noExplicitAny: each entry keeps its own message type through MessageOf.
export function publishers<S extends Record<string, EventSpec<any>>>(
  specs: S,
): { [K in keyof S]: (tx: Tx, message: MessageOf<S[K]>) => Promise<string> } {
  const out: Record<string, (tx: Tx, message: unknown) => Promise<string>> = {};
  for (const [name, spec] of Object.entries(specs)) {
    out[name] = (tx, message) =>
      enqueueEvent(tx, {
        subject: spec.subject,
        aggregateId: spec.aggregateId(message),
        type: spec.type,
        payload: spec.encoder.encode(message).finish(),
      });
  }
  return out as { [K in keyof S]: (tx: Tx, message: MessageOf<S[K]>) => Promise<string> };
}
