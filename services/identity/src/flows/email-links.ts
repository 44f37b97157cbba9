import { sanitiseNextPath } from '@oslonac/lang';
import { normaliseEmail } from '../domain/email';
import { errors } from '../domain/errors';
import {
  EMAIL_LINK_TTL_MINUTES,
  emailLinkUrl,
  type LinkPurpose,
  linkMail,
  noAccountMail,
} from '../domain/mail-copy';
import { normaliseLocale } from '../domain/profile';
import { rateKeys } from '../domain/rate-limit';
import { generateToken, hashToken } from '../domain/tokens';
import { newId } from '../ids';
import { insertEmailLink, useEmailLink } from '../store/credentials';
import { type Db, transaction } from '../store/db';
import { findUserByEmail, findUserById, markEmailVerified, type UserView } from '../store/users';
import type { ClientInfo, Deps } from './deps';
import { type NewSession, startSession } from './sessions';
import { attempt } from './throttle';

const LINK_TTL_MS = EMAIL_LINK_TTL_MINUTES * 60_000;

/** Creates a one-time link for the user's current address and mails it, in the caller's transaction. */
export async function sendLink(
  db: Db,
  d: Deps,
  user: Pick<UserView, 'id' | 'email' | 'displayName' | 'locale'>,
  purpose: LinkPurpose,
  nextPath: string | null,
): Promise<void> {
  const now = d.clock();
  const token = generateToken();
  await insertEmailLink(db, {
    id: newId(),
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    nextPath,
    now,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
  });
  const link = emailLinkUrl(d.publicUrl, token);
  const content = linkMail(normaliseLocale(user.locale), purpose, user.displayName || null, link);
  await d.mail.send({ to: user.email, ...content, link }, db);
}

/**
 * Answers the same whether or not the address has an account. To keep the work (and so the timing) alike,
 * an unknown address also gets a mail: it says there is no account and how to open one.
 */
export async function requestEmailLink(
  d: Deps,
  input: { email: string; nextPath: string; locale: string; client: ClientInfo },
): Promise<void> {
  const email = normaliseEmail(input.email);
  await attempt(d, [
    { key: rateKeys.emailLinkByIp(input.client.ip), limit: d.limits.perIp },
    { key: rateKeys.emailLinkByAccount(email), limit: d.limits.perAccount },
  ]);
  const next = sanitiseNextPath(input.nextPath);
  const user = await findUserByEmail(d.prisma, email);
  if (user) {
    await transaction(d.prisma, (tx) => sendLink(tx, d, user, 'sign_in', next));
    return;
  }
  const signUpUrl = `${d.publicUrl.replace(/\/+$/, '')}/app/login`;
  await d.mail.send(
    { to: email, ...noAccountMail(normaliseLocale(input.locale), signUpUrl), link: signUpUrl },
    d.prisma,
  );
}

export interface LinkSignIn {
  session: NewSession;
  user: UserView;
  /** The sanitised path the link was asked for, or null to let the caller choose. */
  nextPath: string | null;
}

export async function consumeEmailLink(
  d: Deps,
  input: { token: string; client: ClientInfo },
): Promise<LinkSignIn> {
  if (!input.token) throw errors.linkInvalid();
  return transaction(d.prisma, async (tx) => {
    const now = d.clock();
    const link = await useEmailLink(tx, hashToken(input.token), now);
    if (!link) throw errors.linkInvalid();
    const before = await findUserById(tx, link.userId);
    // A link proves control of the address it was sent to; after an address change it proves nothing.
    if (!before || before.email.toLowerCase() !== link.email.toLowerCase()) throw errors.linkInvalid();
    if (!before.emailVerified) await markEmailVerified(tx, before.id, now);
    const session = await startSession(tx, d, before.id, input.client);
    const user = before.emailVerified ? before : { ...before, emailVerified: true };
    return { session, user, nextPath: sanitiseNextPath(link.nextPath) };
  });
}
