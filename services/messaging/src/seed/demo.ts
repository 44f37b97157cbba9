import type { EnvelopeCrypto, Logger } from '@oslonac/kit';
import { MESSAGE_CONTEXT, seal } from '../flows/sealing';
import { idAt } from '../ids';
import { findOfPair, setReadPosition, touchLastMessage } from '../store/conversations';
import { type PrismaClient, transaction } from '../store/db';
import { insertMessage } from '../store/messages';
import type { DemoConversation } from './demo-conversation';

/**
 * Waits until booking's demo relationship has reached messaging (booking's seed announces it, this service's
 * consumer makes the conversation); null when it did not within `waitMs`.
 */
export async function demoConversationId(
  prisma: PrismaClient,
  demo: DemoConversation,
  waitMs: number,
): Promise<string | null> {
  const until = Date.now() + waitMs;
  for (;;) {
    const id = await findOfPair(prisma, demo.clientUserId, demo.therapistUserId);
    if (id || Date.now() > until) return id;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The demo messages, sealed as the service seals them (only the seed and the service hold DATA_MASTER_KEY), no
 * events (nobody is to be e-mailed about history). Idempotent: a message already there (by its sender's client
 * message id) is left alone, and read positions are set only when something was added. Returns how many were added.
 */
export async function seedDemoConversation(
  prisma: PrismaClient,
  crypto: EnvelopeCrypto,
  demo: DemoConversation,
  conversationId: string,
  now: Date,
  log: Logger,
): Promise<number> {
  return transaction(prisma, async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`demo-conversation:${conversationId}`}))`;
    const sent: { id: string; from: 'client' | 'therapist'; at: Date }[] = [];
    let added = 0;
    for (const m of [...demo.messages].sort((a, b) => b.minutesAgo - a.minutesAgo)) {
      const at = new Date(now.getTime() - m.minutesAgo * 60_000);
      const id = idAt(at);
      const senderUserId = m.from === 'client' ? demo.clientUserId : demo.therapistUserId;
      const inserted = await insertMessage(tx, {
        id,
        conversationId,
        senderUserId,
        clientMessageId: m.key,
        textCiphertext: await seal(
          crypto,
          tx,
          { conversationId, userId: senderUserId },
          m.text,
          MESSAGE_CONTEXT(id),
        ),
        sentAt: at,
      });
      if (inserted) added += 1;
      sent.push({ id, from: m.from, at });
    }
    if (added === 0) return 0;
    const last = sent.at(-1);
    if (last) await touchLastMessage(tx, conversationId, last.at);
    // Each has read what they wrote last and everything before it: the therapist's newest note is new to the client.
    for (const who of ['client', 'therapist'] as const) {
      const own = sent.filter((s) => s.from === who).at(-1);
      const userId = who === 'client' ? demo.clientUserId : demo.therapistUserId;
      if (own) await setReadPosition(tx, conversationId, userId, own.id);
    }
    log.info({ conversationId, added }, 'demo messages seeded');
    return added;
  });
}
