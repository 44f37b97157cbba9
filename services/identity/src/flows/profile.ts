import type { Actor } from '@oslonac/kit';
import { LOCALES, type Locale } from '@oslonac/lang';
import { errors } from '../domain/errors';
import { normaliseDisplayName } from '../domain/profile';
import { findUserById, type UserView, updateUser } from '../store/users';
import type { Deps } from './deps';

export async function getMe(d: Deps, actor: Actor): Promise<UserView> {
  const user = await findUserById(d.prisma, actor.userId);
  // The token is valid but the account is gone: treat it like an ended session.
  if (!user) throw errors.sessionInvalid();
  return user;
}

/** Empty fields are left as they are. */
export async function updateProfile(
  d: Deps,
  actor: Actor,
  input: { displayName: string; locale: string },
): Promise<UserView> {
  const changes: { displayName?: string; locale?: string } = {};
  if (input.displayName) changes.displayName = normaliseDisplayName(input.displayName);
  if (input.locale) {
    if (!LOCALES.includes(input.locale as Locale)) {
      throw errors.invalidArgument('locale', `Jezik mora biti jedan od: ${LOCALES.join(', ')}.`);
    }
    changes.locale = input.locale;
  }
  if (Object.keys(changes).length === 0) return getMe(d, actor);
  await getMe(d, actor);
  return updateUser(d.prisma, actor.userId, changes, d.clock());
}
