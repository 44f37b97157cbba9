/**
 * Messaging in `make bench`: messages per second through the BFF into the sealed store and out to a connected
 * reader, and the time from send to delivery on the other side.
 * - Setup, untimed: BENCH_PAIRS (16) client–therapist pairs signed up through the BFF (e-mail link, as people sign
 *   in); for each pair the fact booking would announce on its first confirmed session
 *   (booking.relationship.created.v1) is published on this run's stream, so messaging opens the conversation as it
 *   does in production. Each therapist opens the conversation's live stream (Server-Sent Events through the BFF).
 * - Timed: BENCH_MESSAGES (600, after BENCH_WARMUP 60 untimed) POSTs to /api/v1/inbox/{relationship}/messages,
 *   BENCH_IN_FLIGHT (8) at a time across the pairs; a message counts when its reader's stream has delivered it
 *   (BFF → messaging: seal + row + outbox in one transaction → relay → NATS → every BFF's subscription → the
 *   stream asks messaging for the new messages as the reader → opened → SSE). Reported as messages/s, with the
 *   send → delivery p50/p95.
 * - Baseline, in the same process tree against the same database: a raw INSERT of the same row (plain pg, the
 *   messages table's columns, a ciphertext of the sealed size) at the same concurrency. Ratios only; no timed
 *   assertions.
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Bus, createLogger } from '@oslonac/kit';
import { RelationshipCreated } from '@oslonac/proto/oslonac/events/v1/booking';
import pg from 'pg';
import { v7 } from 'uuid';
import { ensureTestInfra } from '../infra/index';
import { buildBff } from '../stack/build';
import { startStack } from '../stack/index';
import { bffStandaloneServer } from '../stack/paths';
import { benchClient, percentile, pool } from './bench-kit';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 16);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 600);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 60);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 8);
/** A calm, ordinary message of about the median length people write (a few sentences). */
const TEXT =
  'Dobar dan, hvala vam na jučerašnjem razgovoru. Razmišljala sam o onome što smo pričali i htela bih da ' +
  'sledeći put nastavimo odatle. Da li vam odgovara da pomerimo termin za sat vremena kasnije?';

interface Pair {
  relationshipId: string;
  client: { cookie: string; userId: string };
  therapist: { cookie: string; userId: string };
}

/** Reads a Server-Sent Events body; calls `onMessage` with each `message` event's data as it arrives. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  onMessage: (data: { id: string; text: string }) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
      const frame = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const lines = frame.split('\n');
      if (!lines.includes('event: message')) continue;
      const data = lines.find((l) => l.startsWith('data: '));
      if (data) onMessage(JSON.parse(data.slice(6)));
    }
  }
}

async function main() {
  const infra = await ensureTestInfra((line) => console.log(`[bench] ${line}`));
  try {
    if (!existsSync(bffStandaloneServer) || process.env.BENCH_BUILD === '1') buildBff({ quiet: true });
    const stack = await startStack({
      name: 'messagingbench',
      adminUrl: infra.adminUrl,
      natsUrl: infra.natsUrl,
      bffEnv: {
        AUTH_RATE_BURST: '100000000',
        AUTH_RATE_PER_MINUTE: '100000000',
      },
      // Two people per conversation sign up from one address: lift identity's per-address limit for the run.
      serviceEnv: { identity: { SIGNIN_LIMIT_PER_IP: '100000000', SIGNIN_LIMIT_PER_ACCOUNT: '100000000' } },
    });
    const readers: AbortController[] = [];
    const db = new pg.Pool({ connectionString: stack.services.messaging.databaseUrl, max: IN_FLIGHT });
    const bus = await Bus.connect({
      url: stack.nats.url,
      name: 'messaging-bench',
      subjectPrefix: stack.nats.subjectPrefix,
      streamPrefix: stack.nats.streamPrefix,
      log: createLogger('messaging-bench', 'warn'),
    });
    try {
      const login = await fetch(`${stack.bffUrl}/app/login`);
      const csrf = /oslonac_csrf=([^;]+)/.exec(login.headers.getSetCookie().join('; '))?.[1] ?? '';
      const headers = { 'content-type': 'application/json', 'x-csrf-token': csrf, origin: stack.bffUrl };
      const person = async (k: number, prefix: string) => {
        const cookie = await benchClient(stack.bffUrl, stack.identityHttpUrl, headers, csrf, k, prefix);
        const me = await fetch(`${stack.bffUrl}/api/v1/me`, { headers: { cookie } });
        const { user } = (await me.json()) as { user: { id: string } };
        return { cookie, userId: user.id };
      };

      // Setup (untimed): people, and a conversation per pair opened from booking's fact.
      const stream = await bus.ensureStreamOf('booking');
      const pairs: Pair[] = [];
      for (let k = 0; k < PAIRS; k++) {
        const client = await person(k, 'bench.poruke.klijent');
        const therapist = await person(k, 'bench.poruke.terapeut');
        const relationshipId = v7();
        const fact = RelationshipCreated.encode({
          relationshipId,
          clientUserId: client.userId,
          therapistUserId: therapist.userId,
          therapistProfileId: v7(),
          occurredAt: new Date(),
        }).finish();
        await bus.js.publish(`${stack.nats.subjectPrefix}booking.relationship.created.v1`, fact, {
          msgID: v7(),
          expect: { streamName: stream },
        });
        pairs.push({ relationshipId, client, therapist });
      }
      for (let tries = 0; ; tries++) {
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM conversations');
        if (rows[0]!.n >= PAIRS) break;
        if (tries > 600)
          throw new Error(`only ${rows[0]!.n} of ${PAIRS} conversations opened within a minute`);
        await new Promise((r) => setTimeout(r, 100));
      }

      // Each therapist reads their conversation live.
      const deliveredAt = new Map<string, number>();
      const connected: Promise<void>[] = [];
      for (const p of pairs) {
        const abort = new AbortController();
        readers.push(abort);
        const res = await fetch(`${stack.bffUrl}/api/v1/inbox/${p.relationshipId}/stream`, {
          headers: { cookie: p.therapist.cookie, accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (res.status !== 200 || !res.body) throw new Error(`the live stream answered ${res.status}`);
        connected.push(
          readStream(res.body, (m) => {
            if (!deliveredAt.has(m.text)) deliveredAt.set(m.text, performance.now());
          }).catch((err: unknown) => {
            if (!abort.signal.aborted) throw err;
          }),
        );
      }

      const sentAt = new Map<string, number>();
      const send = async (i: number) => {
        const p = pairs[i % PAIRS]!;
        const text = `${TEXT} (${i})`;
        sentAt.set(text, performance.now());
        const res = await fetch(`${stack.bffUrl}/api/v1/inbox/${p.relationshipId}/messages`, {
          method: 'POST',
          headers: { ...headers, cookie: `oslonac_csrf=${csrf}; ${p.client.cookie}` },
          body: JSON.stringify({ text, clientMessageId: v7() }),
        });
        if (res.status !== 201) throw new Error(`sending answered ${res.status}: ${await res.text()}`);
      };
      const delivered = async (from: number, to: number) => {
        const deadline = performance.now() + 120_000;
        for (;;) {
          let missing = 0;
          for (let i = from; i < to; i++) if (!deliveredAt.has(`${TEXT} (${i})`)) missing++;
          if (missing === 0) return;
          if (performance.now() > deadline) throw new Error(`${missing} messages never reached their reader`);
          await new Promise((r) => setTimeout(r, 5));
        }
      };

      // Warm-up (untimed), then the timed round.
      await pool(WARMUP, IN_FLIGHT, send);
      await delivered(0, WARMUP);
      const t0 = performance.now();
      await pool(MESSAGES, IN_FLIGHT, (i) => send(WARMUP + i));
      await delivered(WARMUP, WARMUP + MESSAGES);
      const lastDelivery = Math.max(
        ...Array.from({ length: MESSAGES }, (_, i) => deliveredAt.get(`${TEXT} (${WARMUP + i})`)!),
      );
      const messageRate = (MESSAGES / (lastDelivery - t0)) * 1000;
      const latencies = Array.from({ length: MESSAGES }, (_, i) => {
        const text = `${TEXT} (${WARMUP + i})`;
        return deliveredAt.get(text)! - sentAt.get(text)!;
      });

      // Baseline: the message row itself, raw, at the same concurrency (a ciphertext as long as a sealed one).
      const { rows: sample } = await db.query<{ len: number; conversation_id: string }>(
        'SELECT octet_length(text_ciphertext) AS len, conversation_id::text FROM messages LIMIT 1',
      );
      const sealed = Buffer.alloc(sample[0]!.len, 7);
      const conversationId = sample[0]!.conversation_id;
      const insert = async () => {
        await db.query(
          `INSERT INTO messages (id, conversation_id, sender_user_id, client_message_id, text_ciphertext, sent_at)
           VALUES ($1, $2, $3, $4, $5, now())`,
          [v7(), conversationId, v7(), v7(), sealed],
        );
      };
      await pool(WARMUP, IN_FLIGHT, insert);
      const insertMs = await pool(MESSAGES, IN_FLIGHT, insert);
      const insertRate = (MESSAGES / insertMs) * 1000;

      console.log(
        `\nMessages, ${MESSAGES} sent through the BFF (after ${WARMUP} untimed) over ${PAIRS} conversations, ${IN_FLIGHT} in flight, each read live by the other side:`,
      );
      console.log(`  send → delivered to the reader ${messageRate.toFixed(1).padStart(8)} messages/s`);
      console.log(
        `  latency send → delivered (ms): p50 ${percentile(latencies, 0.5).toFixed(0)}  p95 ${percentile(latencies, 0.95).toFixed(0)}`,
      );
      console.log(`  raw INSERT of the message row ${insertRate.toFixed(0).padStart(7)} rows/s`);
      console.log(`  ratio messages / raw INSERT: ${(messageRate / insertRate).toFixed(4)}`);
      for (const r of readers) r.abort();
      await Promise.allSettled(connected);
    } finally {
      for (const r of readers) r.abort();
      await bus.close();
      await db.end();
      await stack.stop();
    }
  } finally {
    await infra.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
