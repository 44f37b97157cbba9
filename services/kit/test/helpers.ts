import type { JetStreamManager } from '@nats-io/jetstream';
import { pino } from 'pino';
import { eventually } from '../src/testing/wait';

export const silentLog = pino({ level: process.env.KIT_TEST_LOG ?? 'silent' });

export function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<T> {
  return eventually(what, probe, timeoutMs, everyMs);
}

export interface StoredEvent {
  seq: number;
  subject: string;
  msgId: string;
  headers: Record<string, string>;
  data: Uint8Array;
}

/** Every message in a stream, in stream order. */
export async function readStream(jsm: JetStreamManager, stream: string): Promise<StoredEvent[]> {
  const info = await jsm.streams.info(stream);
  const out: StoredEvent[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const m = await jsm.streams.getMessage(stream, { seq });
    if (!m) continue;
    const headers: Record<string, string> = {};
    for (const k of m.header?.keys() ?? []) headers[k.toLowerCase()] = m.header.get(k);
    out.push({ seq: m.seq, subject: m.subject, msgId: headers['nats-msg-id'] ?? '', headers, data: m.data });
  }
  return out;
}
