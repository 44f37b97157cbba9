import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { isRecentSignIn, proofFor, reauthRequired } from '../domain/fresh-proof';
import { verifyPassword } from '../domain/password-hash';
import { budgets } from '../domain/rate-limit';
import { findPasswordHash, findUserById, type UserView } from '../store/users';
import type { Deps } from './deps';
import { assertSessionActive } from './sessions';
import { attempt } from './throttle';

/**
 * For changes that hand the account to whoever makes them (address, password): the session must be open,
 * and the caller proves it is the owner again, by the current password or, for accounts without one, by a
 * sign-in within the last minutes (the BFF sends a step-up link when the answer is identity.reauth_required).
 * Wrong passwords count against the account's re-authentication budget; right ones are refunded.
 */
export async function assertFreshProof(d: Deps, actor: Actor, currentPassword: string): Promise<UserView> {
  const session = await assertSessionActive(d, actor);
  const user = await findUserById(d.prisma, actor.userId);
  if (!user) throw errors.sessionInvalid();
  if (proofFor(user.hasPassword) === 'recent_sign_in') {
    if (!isRecentSignIn(session.signedInAt, d.clock())) throw reauthRequired();
    return user;
  }
  if (!currentPassword) throw errors.wrongPassword();
  const counted = await attempt(d, budgets.reauth(d.limits, user.id));
  const stored = await findPasswordHash(d.prisma, user.id);
  if (!(await verifyPassword(stored, currentPassword))) throw errors.wrongPassword();
  await counted.refund();
  return user;
}
