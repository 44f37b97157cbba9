import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { choosePath, completeOnboarding as completeStep, type OnboardingPath } from '../domain/onboarding';
import { normaliseDisplayName } from '../domain/profile';
import { userRoleGranted } from '../events';
import { transaction } from '../store/db';
import { addRole, findOnboardingStep, lockUser, type UserView, updateUser } from '../store/users';
import type { Deps } from './deps';

/**
 * Records the path and grants the role it needs (therapist for the therapist path), announcing a new role
 * with UserRoleGranted in the same transaction. The user row lock orders concurrent choices of one user.
 */
export async function chooseOnboardingPath(d: Deps, actor: Actor, path: OnboardingPath): Promise<UserView> {
  return transaction(d.prisma, async (tx) => {
    await lockUser(tx, actor.userId);
    const current = await findOnboardingStep(tx, actor.userId);
    if (current === null) throw errors.sessionInvalid();
    const choice = choosePath(current, path);
    const now = d.clock();
    // Choosing the path is the grant: the user is recorded as granting it to themselves.
    if (await addRole(tx, actor.userId, choice.role, actor.userId, now)) {
      await userRoleGranted(tx, {
        userId: actor.userId,
        role: choice.role,
        grantedBy: actor.userId,
        occurredAt: now,
      });
    }
    return updateUser(tx, actor.userId, { onboardingStep: choice.step }, now);
  });
}

export async function completeOnboarding(d: Deps, actor: Actor, displayName: string): Promise<UserView> {
  const name = normaliseDisplayName(displayName);
  return transaction(d.prisma, async (tx) => {
    await lockUser(tx, actor.userId);
    const current = await findOnboardingStep(tx, actor.userId);
    if (current === null) throw errors.sessionInvalid();
    const step = completeStep(current);
    return updateUser(tx, actor.userId, { onboardingStep: step, displayName: name }, d.clock());
  });
}
