import { fileURLToPath } from 'node:url';
import { EnvelopeCrypto, generateMasterKey } from '@oslonac/kit';
import { MailSender, mailSettings } from '@oslonac/kit/mail';
import { type ServiceHarness, startServiceHarness } from '@oslonac/kit/testing';
import { type MailCatcher, startMailCatcher } from '@oslonac/kit/testing/mail-catcher';
import {
  IdentityServiceClient,
  IdentityServiceService,
  Role,
} from '@oslonac/proto/oslonac/identity/v1/identity';
import { createHandlers, policies } from '../../src/api';
import type { Deps } from '../../src/flows/deps';
import { createPrisma, type PrismaClient } from '../../src/store/db';
import { OutboxMailer } from '../../src/store/mail';

export { failure } from '@oslonac/kit/testing';

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

/** A clock the test moves by hand; starts at real time so actor tokens (signed with real time) agree. */
export class ManualClock {
  private t = Date.now();
  readonly now = (): Date => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface Harness extends ServiceHarness<IdentityServiceClient, PrismaClient, Deps> {
  clock: ManualClock;
  /** A real SMTP server the harness's mail goes to. */
  catcher: MailCatcher;
  /** The kit's sender over identity's outbox, as main.ts runs it (here on demand). */
  sender: MailSender;
  /** Sends what is due, then the mails the catcher received for an address, newest first. */
  mailTo(email: string): Promise<{ subject: string; text: string; link: string | null }[]>;
}

export async function startIdentity(
  opts: { name?: string; limits?: { perIp: number; perAccount: number }; publicUrl?: string } = {},
): Promise<Harness> {
  const clock = new ManualClock();
  const catcher = await startMailCatcher();
  const crypto = EnvelopeCrypto.fromBase64(generateMasterKey());
  let sender: MailSender | undefined;
  const h = await startServiceHarness({
    name: opts.name ?? 'identity',
    migrationsDir,
    createPrisma,
    deps: ({ prisma, log, signer }): Deps => {
      // Mail really goes out over SMTP to the catcher: tests read links from delivered mail, as people do.
      sender = new MailSender({
        db: prisma,
        crypto,
        settings: mailSettings({
          NODE_ENV: 'test',
          SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
          MAIL_FROM: 'Oslonac <no-reply@oslonac.test>',
        }),
        messageIdHost: 'oslonac.test',
        log,
        clock: clock.now,
      });
      return {
        prisma,
        clock: clock.now,
        mail: new OutboxMailer(crypto, clock.now),
        signer,
        crypto,
        limits: opts.limits ?? { perIp: 20, perAccount: 5 },
        publicUrl: opts.publicUrl ?? 'http://localhost:3000',
        log,
      };
    },
    definition: IdentityServiceService,
    handlers: createHandlers,
    policies,
    Client: IdentityServiceClient,
    deadlineMs: 10_000,
  });
  const mailSender = sender as MailSender;
  return {
    ...h,
    clock,
    catcher,
    sender: mailSender,
    mailTo: async (email) => {
      await mailSender.runOnce();
      return catcher
        .messages(email)
        .map(({ subject, text, links }) => ({ subject, text, link: links[0] ?? null }));
    },
    close: async () => {
      await h.close();
      await mailSender.close();
      await catcher.close();
    },
  };
}

/** The token in a mailed sign-in link. */
export function tokenFromLink(link: string | null): string {
  if (!link) throw new Error('mail has no link');
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

export function client(ip = '203.0.113.10', userAgent = 'jest') {
  return { ip, userAgent };
}

/**
 * An account as a person makes one now: signs up, opens the welcome link (proving the address) and, when
 * `password` is given, sets it right after (within the fresh sign-in window). Returns that session.
 */
export async function provenAccount(
  h: Harness,
  email: string,
  opts: { password?: string; displayName?: string; locale?: string; ip?: string } = {},
): Promise<{ userId: string; token: string; actor: string; sessionId: string }> {
  await h.call(h.client.signUp, {
    email,
    displayName: opts.displayName ?? 'Test',
    password: '',
    locale: opts.locale ?? '',
    nextPath: '',
    client: client(opts.ip),
    role: Role.ROLE_UNSPECIFIED,
  });
  const [mail] = await h.mailTo(email);
  const signedIn = await h.call(h.client.consumeEmailLink, {
    token: tokenFromLink(mail?.link ?? null),
    client: client(opts.ip),
  });
  const token = signedIn.session?.token ?? '';
  const resolved = await h.call(h.client.resolveSession, { token });
  if (opts.password) {
    await h.call(
      h.client.changePassword,
      { currentPassword: '', newPassword: opts.password },
      resolved.actorToken,
    );
  }
  return {
    userId: signedIn.session?.user?.id ?? '',
    token,
    actor: resolved.actorToken,
    sessionId: resolved.sessionId,
  };
}
