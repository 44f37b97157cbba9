// `make up` runs every service's demo seed, after the service itself started. The demo client's conversation with
// the demo therapist comes from booking's relationship event (booking's seed announces it, this service's consumer
// makes the conversation), so the seed waits for it, then gives it a few messages (src/seed/demo-conversation.ts),
// sealed with DATA_MASTER_KEY as the service seals them. Idempotent.
import { EnvelopeCrypto, runSeedCli } from '@oslonac/kit';
import { systemClock } from '../clock';
import { demoConversationId, seedDemoConversation } from '../seed/demo';
import { DEMO_CONVERSATION } from '../seed/demo-conversation';
import { createPrisma } from '../store/db';

process.exitCode = await runSeedCli({
  name: 'messaging-seed',
  migrationsDir: new URL('../../prisma/migrations', import.meta.url),
  createPrisma,
  async seed({ prisma, log }) {
    const key = process.env.DATA_MASTER_KEY;
    if (!key) throw new Error('DATA_MASTER_KEY is required: the demo messages are sealed with it');
    const waitMs = Number(process.env.SEED_WAIT_MS ?? 60_000);
    const conversationId = await demoConversationId(prisma, DEMO_CONVERSATION, waitMs);
    if (!conversationId) {
      log.warn(
        'the demo relationship has not reached messaging (is booking seeded and messaging running?): no demo messages',
      );
      return;
    }
    const added = await seedDemoConversation(
      prisma,
      EnvelopeCrypto.fromBase64(key),
      DEMO_CONVERSATION,
      conversationId,
      systemClock(),
      log,
    );
    log.info({ added }, 'demo conversation seeded');
  },
});
