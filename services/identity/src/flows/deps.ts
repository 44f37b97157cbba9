import type { ActorSigner, EnvelopeCrypto, Logger } from '@oslonac/kit';
import type { Clock } from '../clock';
import type { RateLimits } from '../domain/rate-limit';
import type { PrismaClient } from '../store/db';
import type { MailPort } from '../store/mail';

/** Everything the use cases need from outside; main.ts wires the real ones, tests swap the clock. */
export interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  mail: MailPort;
  signer: ActorSigner;
  /** Seals TOTP secrets with each account's data key (data_keys). */
  crypto: EnvelopeCrypto;
  limits: RateLimits;
  /** Where people reach the site (links in mail point here). */
  publicUrl: string;
  log: Logger;
  /** Services that must report an erasure (ERASURE_SERVICES); default DEFAULT_ERASURE_SERVICES. */
  erasureServices?: string[];
}

/** Who is calling, as the BFF saw them. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}
