import type { Actor, Role } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { assertCanGrant, sortRoles } from '../domain/roles';
import { userRoleGranted } from '../events';
import { transaction } from '../store/db';
import {
  addRole,
  findUserById,
  listUsers as listUserPage,
  type UserPage,
  type UserView,
} from '../store/users';
import type { Deps } from './deps';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export async function listUsers(
  d: Deps,
  q: { role: Role | null; query: string; pageSize: number; after: string | null },
): Promise<UserPage> {
  const pageSize = q.pageSize > 0 ? Math.min(q.pageSize, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  const query = q.query.trim() || null;
  return listUserPage(d.prisma, { role: q.role, query, pageSize, after: q.after });
}

/** Granting a role the user already has succeeds without a second event. */
export async function grantRole(d: Deps, actor: Actor, userId: string, role: Role): Promise<UserView> {
  assertCanGrant(actor.roles, role);
  return transaction(d.prisma, async (tx) => {
    const target = await findUserById(tx, userId);
    if (!target) throw errors.notFound('user');
    const now = d.clock();
    if (await addRole(tx, userId, role, actor.userId, now)) {
      await userRoleGranted(tx, { userId, role, grantedBy: actor.userId, occurredAt: now });
      return { ...target, roles: sortRoles([...target.roles, role]) };
    }
    return target;
  });
}
