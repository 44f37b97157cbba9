import { isUniqueViolation, type Tx } from '@oslonac/kit';
import { sanitiseNextPath } from '@oslonac/lang';
import { maskEmail, normaliseEmail } from '../domain/email';
import { errors } from '../domain/errors';
import { noAccountMail } from '../domain/mail-copy';
import { normaliseLocale } from '../domain/profile';
import { budgets } from '../domain/rate-limit';
import { hashToken } from '../domain/tokens';
import { userSessionsRevoked } from '../events';
import { findUsableEmailLink, useEmailLink } from '../store/credentials';
import { type Db, transaction } from '../store/db';
import { endSessionsOfUser } from '../store/sessions';
import { findUserByEmail, findUserById, lockUser, type UserView, updateUser } from '../store/users';
import type { ClientInfo, Deps } from './deps';
import { moveToProvenAddress } from './email-change';
import { sendLink } from './send-link';
import { type NewSession, startSession } from './sessions';
import { attempt } from './throttle';

export { sendLink } from './send-link';

/**
 * Answers the same whether or not the address has an account. To keep the work (and so the timing) alike,
 * an unknown address also gets a mail: it says there is no account and how to open one.
 */
export async function requestEmailLink(
  d: Deps,
  input: { email: string; nextPath: string; locale: string; client: ClientInfo },
): Promise<void> {
  const email = normaliseEmail(input.email);
  await attempt(d, budgets.emailLink(d.limits, email, input.client.ip));
  const next = sanitiseNextPath(input.nextPath);
  const user = await findUserByEmail(d.prisma, email);
  if (user) {
    await transaction(d.prisma, (tx) => sendLink(tx, d, user, 'sign_in', next));
    return;
  }
  const signUpUrl = `${d.publicUrl.replace(/\/+$/, '')}/app/login`;
  const lang = normaliseLocale(input.locale);
  await d.mail.send(
    { kind: 'identity.no_account', to: email, lang, ...noAccountMail(lang, signUpUrl) },
    d.prisma,
  );
}

export interface LinkSignIn {
  session: NewSession;
  user: UserView;
  /** The sanitised path the link was asked for, or null to let the caller choose. */
  nextPath: string | null;
}

/**
 * The link proves control of the address it was sent to, and it is the only thing that does: the first
 * proof activates the account, and an address-change link moves the account to its new address.
 */
export async function consumeEmailLink(
  d: Deps,
  input: { token: string; client: ClientInfo },
): Promise<LinkSignIn> {
  if (!input.token) throw errors.linkInvalid();
  try {
    return await transaction(d.prisma, async (tx) => {
      const now = d.clock();
      const link = await useEmailLink(tx, hashToken(input.token), now);
      if (!link) throw errors.linkInvalid();
      // Ordered against a sign-up that replaces this account's unproven details at the same moment.
      await lockUser(tx, link.userId);
      const before = await findUserById(tx, link.userId);
      if (!before) throw errors.linkInvalid();
      const user = link.changesEmail
        ? await moveToProvenAddress(tx, d, before, link.email, now)
        : await proveAddress(tx, before, link.email, now);
      const session = await startSession(tx, d, user.id, input.client);
      return { session, user, nextPath: sanitiseNextPath(link.nextPath) };
    });
  } catch (err) {
    // Someone else took the new address between the request and the link: the link can do nothing now.
    if (isUniqueViolation(err)) throw errors.linkInvalid();
    throw err;
  }
}

export type LinkDescription = { valid: false } | { valid: true; userId: string; maskedEmail: string };

/**
 * What consumeEmailLink would do with the token, without using it up: the BFF asks which account to continue
 * with when another one is signed in. Unknown, used, expired and stale links give the same answer.
 */
export async function describeEmailLink(d: Deps, input: { token: string }): Promise<LinkDescription> {
  if (!input.token) return { valid: false };
  const link = await findUsableEmailLink(d.prisma, hashToken(input.token), d.clock());
  if (!link) return { valid: false };
  const user = await findUserById(d.prisma, link.userId);
  // As in proveAddress: after an address change the old address's sign-in links prove nothing.
  if (!user || (!link.changesEmail && user.email.toLowerCase() !== link.email.toLowerCase())) {
    return { valid: false };
  }
  return { valid: true, userId: user.id, maskedEmail: maskEmail(link.email) };
}

/**
 * A sign-in link for the account's current address. The first proof of an address drops every credential
 * made before it: whoever set a password or held a session on an unproven account never showed they own
 * the address, so the person who just did starts clean (and sets a password afterwards if they want one).
 */
async function proveAddress(db: Db & Tx, before: UserView, linkEmail: string, now: Date): Promise<UserView> {
  // After an address change the old address's links prove nothing.
  if (before.email.toLowerCase() !== linkEmail.toLowerCase()) throw errors.linkInvalid();
  if (before.emailVerified) return before;
  await endSessionsOfUser(db, before.id, now);
  await userSessionsRevoked(db, { userId: before.id, reason: 'address_proven', occurredAt: now });
  return updateUser(db, before.id, { emailVerifiedAt: now, passwordHash: null }, now);
}
