import type { Actor } from '@oslonac/kit';
import { normaliseEmail } from '../domain/email';
import { errors } from '../domain/errors';
import { assertPasswordPolicy } from '../domain/password';
import { hashPassword, verifyPassword } from '../domain/password-hash';
import { budgets } from '../domain/rate-limit';
import { userSessionsRevoked } from '../events';
import { transaction } from '../store/db';
import { endSessionsOfUser } from '../store/sessions';
import { findCredentialsByEmail, findUserById, type UserView, updateUser } from '../store/users';
import type { ClientInfo, Deps } from './deps';
import { assertFreshProof } from './fresh-proof';
import { type NewSession, startSession } from './sessions';
import { attempt } from './throttle';

/**
 * Unknown address, link-only account, unproven address and wrong password all cost one argon2 verification
 * and end in the same identity.invalid_credentials. A password only works once its address is proven (by
 * the e-mail link): otherwise anyone could open an account in someone else's name and sign into it.
 * Failures count per client, per address from that client and (a high ceiling) per address; a success
 * takes its attempt back, so a right password is never refused because of a stranger's wrong ones.
 */
export async function signInWithPassword(
  d: Deps,
  input: { email: string; password: string; client: ClientInfo },
): Promise<{ session: NewSession; user: UserView }> {
  const email = normaliseEmail(input.email);
  const counted = await attempt(d, budgets.password(d.limits, email, input.client.ip));
  const credentials = await findCredentialsByEmail(d.prisma, email);
  const usable = credentials?.emailVerified ? credentials.passwordHash : null;
  const ok = await verifyPassword(usable, input.password);
  if (!ok || !credentials) throw errors.invalidCredentials();
  await counted.refund();
  const session = await startSession(d.prisma, d, credentials.id, input.client);
  const user = await findUserById(d.prisma, credentials.id);
  if (!user) throw errors.invalidCredentials();
  return { session, user };
}

/**
 * Sets or changes the password, with fresh proof (the current password, or a recent sign-in when there is
 * none yet). Other sessions end (whoever might have known the old password is signed out); the session
 * making the change stays.
 */
export async function changePassword(
  d: Deps,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await assertFreshProof(d, actor, input.currentPassword);
  assertPasswordPolicy(input.newPassword, user.email);
  const passwordHash = await hashPassword(input.newPassword);
  await transaction(d.prisma, async (tx) => {
    const now = d.clock();
    await updateUser(tx, user.id, { passwordHash }, now);
    await endSessionsOfUser(tx, user.id, now, actor.sessionId);
    await userSessionsRevoked(tx, { userId: user.id, reason: 'password_changed', occurredAt: now });
  });
}
