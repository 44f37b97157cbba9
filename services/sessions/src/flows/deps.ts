import type { EnvelopeCrypto, Logger } from '@oslonac/kit';
import type { Clock } from '../clock';
import type { PrismaClient } from '../store/db';

/** Everything the use cases need from outside; main.ts wires the real ones, tests their own. */
export interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  crypto: EnvelopeCrypto;
  log: Logger;
  /** JOIN_TOKEN_SECRET: signs the tokens the SFU checks. */
  joinTokenSecret: string;
}
