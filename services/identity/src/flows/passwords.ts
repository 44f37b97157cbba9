import { type Actor, isUniqueViolation } from '@oslonac/kit';
import { normaliseEmail } from '../domain/email';
import { errors } from '../domain/errors';
import { emailChangedMail } from '../domain/mail-copy';
import { assertPasswordPolicy } from '../domain/password';
import { hashPassword, verifyPassword } from '../domain/password-hash';
import { normaliseLocale } from '../domain/profile';
import { rateKeys } from '../domain/rate-limit';
import { transaction } from '../store/db';
import { endSessionsOfUser } from '../store/sessions';
import {
  findCredentialsByEmail,
  findPasswordHash,
  findUserById,
  type UserView,
  updateUser,
} from '../store/users';
import type { ClientInfo, Deps } from './deps';
import { sendLink } from './email-links';
import { assertSessionActive, type NewSession, startSession } from './sessions';
import { attempt } from './throttle';

/**
 * Unknown address, link-only account and wrong password all cost one argon2 verification and end in the
 * same identity.invalid_credentials. Attempts count per IP and per address; a success takes its attempt
 * back, so only failures use up the limits.
 */
export async function signInWithPassword(
  d: Deps,
  input: { email: string; password: string; client: ClientInfo },
): Promise<{ session: NewSession; user: UserView }> {
  const email = normaliseEmail(input.email);
  const counted = await attempt(d, [
    { key: rateKeys.passwordByIp(input.client.ip), limit: d.limits.perIp },
    { key: rateKeys.passwordByAccount(email), limit: d.limits.perAccount },
  ]);
  const credentials = await findCredentialsByEmail(d.prisma, email);
  const ok = await verifyPassword(credentials?.passwordHash ?? null, input.password);
  if (!ok || !credentials) throw errors.invalidCredentials();
  await counted.refund();
  const session = await startSession(d.prisma, d, credentials.id, input.client);
  const user = await findUserById(d.prisma, credentials.id);
  if (!user) throw errors.invalidCredentials();
  return { session, user };
}

/** Checks the current password of a signed-in user, counted like sign-in attempts (a stolen session must not brute-force it). */
async function assertCurrentPassword(d: Deps, user: UserView, currentPassword: string): Promise<void> {
  const stored = await findPasswordHash(d.prisma, user.id);
  if (stored === null) return;
  if (!currentPassword) throw errors.wrongPassword();
  const counted = await attempt(d, [
    { key: rateKeys.passwordByAccount(user.email), limit: d.limits.perAccount },
  ]);
  if (!(await verifyPassword(stored, currentPassword))) throw errors.wrongPassword();
  await counted.refund();
}

/**
 * Sets or changes the password. Other sessions end (whoever might have known the old password is signed
 * out); the session making the change stays.
 */
export async function changePassword(
  d: Deps,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await assertSessionActive(d, actor);
  const user = await findUserById(d.prisma, actor.userId);
  if (!user) throw errors.sessionInvalid();
  await assertCurrentPassword(d, user, input.currentPassword);
  assertPasswordPolicy(input.newPassword, user.email);
  const passwordHash = await hashPassword(input.newPassword);
  await transaction(d.prisma, async (tx) => {
    const now = d.clock();
    await updateUser(tx, user.id, { passwordHash }, now);
    await endSessionsOfUser(tx, user.id, now, actor.sessionId);
  });
}

/**
 * Changes the address at once but marks it unverified: a confirmation link goes to the new address and a
 * notice to the old one, so the owner hears of a change they did not make.
 */
export async function changeEmail(
  d: Deps,
  actor: Actor,
  input: { newEmail: string; currentPassword: string },
): Promise<UserView> {
  await assertSessionActive(d, actor);
  const newEmail = normaliseEmail(input.newEmail);
  const user = await findUserById(d.prisma, actor.userId);
  if (!user) throw errors.sessionInvalid();
  if (user.email === newEmail) return user;
  await assertCurrentPassword(d, user, input.currentPassword);
  try {
    return await transaction(d.prisma, async (tx) => {
      const now = d.clock();
      const updated = await updateUser(tx, user.id, { email: newEmail, emailVerifiedAt: null }, now);
      const notice = emailChangedMail(normaliseLocale(user.locale), user.displayName || null);
      await d.mail.send({ to: user.email, ...notice, link: null }, tx);
      await sendLink(tx, d, updated, 'confirm_email', null);
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw errors.emailTaken();
    throw err;
  }
}
