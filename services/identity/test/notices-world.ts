import { randomUUID } from 'node:crypto';
import { createLogger } from '@oslonac/kit';
import { eventually, startTestBus, type TestBus } from '@oslonac/kit/testing';
import type { CaughtMail } from '@oslonac/kit/testing/mail-catcher';
import { startNoticeConsumers } from '../src/notices/consumers';
import type { NoticeDeps } from '../src/notices/deps';
import { type Harness, provenAccount, startIdentity } from './support/harness';

// What the notices' integration tests share: identity with its real SMTP catcher, the notice consumers on a test
// bus of their own, a way to publish other services' facts, and people with real accounts.

export const PUBLIC_URL = 'https://oslonac.test';
const log = createLogger('identity-notices-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export interface NoticesWorld {
  h: Harness;
  bus: TestBus;
  deps: NoticeDeps;
  /** Publishes another service's fact as that service's relay would (Nats-Msg-Id = the outbox id). */
  publish(subject: string, payload: Uint8Array, msgId?: string): Promise<string>;
  /** A signed-up account with a proven address; `actor` is its actor token. */
  person(opts?: { locale?: string; displayName?: string; password?: string }): Promise<Person>;
  /** Sends what is due and waits for a mail to `to` that `match` accepts. */
  mailTo(to: string, match: (m: CaughtMail) => boolean): Promise<CaughtMail>;
  /** Mail to `to` the catcher holds now (newest first), after one sender round. */
  mailsTo(to: string, match?: (m: CaughtMail) => boolean): Promise<CaughtMail[]>;
  restartConsumers(): Promise<void>;
  close(): Promise<void>;
}

export interface Person {
  userId: string;
  email: string;
  actor: string;
}

export async function startNoticesWorld(name: string): Promise<NoticesWorld> {
  const h = await startIdentity({ name, publicUrl: PUBLIC_URL });
  const bus = await startTestBus(`identity-${name}`, log);
  const deps: NoticeDeps = {
    prisma: h.prisma,
    clock: h.clock.now,
    crypto: h.deps.crypto,
    publicUrl: PUBLIC_URL,
    log,
  };
  let consumers = await startNoticeConsumers({ bus: bus.bus, deps });
  const mailsTo = async (to: string, match: (m: CaughtMail) => boolean = () => true) => {
    await h.sender.runOnce();
    return h.catcher.messages(to).filter(match);
  };
  return {
    h,
    bus,
    deps,
    async publish(subject, payload, msgId = randomUUID()) {
      await bus.bus.js.publish(`${bus.prefix}${subject}`, payload, { msgID: msgId });
      return msgId;
    },
    async person(opts = {}) {
      const email = `osoba.${randomUUID().slice(0, 8)}@primer.rs`;
      const p = await provenAccount(h, email, {
        displayName: opts.displayName ?? 'Ana Petrović',
        locale: opts.locale ?? 'sr-Latn',
        ...(opts.password ? { password: opts.password } : {}),
      });
      return { userId: p.userId, email, actor: p.actor };
    },
    mailsTo,
    mailTo: (to, match) =>
      eventually(`a mail to ${to}`, async () => (await mailsTo(to, match))[0], 15_000, 50),
    async restartConsumers() {
      await consumers.stop();
      consumers = await startNoticeConsumers({ bus: bus.bus, deps });
    },
    async close() {
      await consumers.stop();
      await bus.close();
      await h.close();
    },
  };
}

/** The headers of a caught mail, by lower-cased name. */
export function header(m: CaughtMail, name: string): string | undefined {
  return m.headers[name.toLowerCase()];
}

/** The token in a mail's List-Unsubscribe header. */
export function unsubscribeToken(m: CaughtMail): string {
  const found = /\/api\/v1\/unsubscribe\/([A-Za-z0-9_-]+)>/.exec(header(m, 'List-Unsubscribe') ?? '');
  if (!found?.[1]) throw new Error('mail has no List-Unsubscribe header');
  return found[1];
}
