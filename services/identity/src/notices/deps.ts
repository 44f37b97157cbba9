import type { Deps } from '../flows/deps';

/**
 * What the notices need: identity's database, data keys (the mail outbox and the unsubscribe tokens are sealed),
 * clock, public URL and log; `wake` lets the mail sender go at once after a commit instead of at its next tick.
 */
export type NoticeDeps = Pick<Deps, 'prisma' | 'clock' | 'crypto' | 'publicUrl' | 'log'> & {
  wake?: () => void;
};
