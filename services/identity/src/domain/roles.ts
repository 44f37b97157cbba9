import { DomainError, type Role } from '@oslonac/kit';

export const ALL_ROLES: readonly Role[] = ['client', 'therapist', 'partner', 'admin', 'superuser'];
const STAFF_ROLES: readonly Role[] = ['admin', 'superuser'];

/**
 * Admins run the back office (they may make someone a therapist or partner); only a superuser may create
 * more admins or superusers, so one compromised admin account cannot mint others.
 */
export function canGrant(granterRoles: readonly Role[], role: Role): boolean {
  if (granterRoles.includes('superuser')) return true;
  if (granterRoles.includes('admin')) return !STAFF_ROLES.includes(role);
  return false;
}

export function assertCanGrant(granterRoles: readonly Role[], role: Role): void {
  if (!canGrant(granterRoles, role)) {
    throw new DomainError(
      'permission_denied',
      'identity.forbidden_role_grant',
      'Nemate pravo da dodelite ovu ulogu.',
      { role },
    );
  }
}

/** Roles in a stable order, so tokens and API answers do not change with row order. */
export function sortRoles(roles: Iterable<Role>): Role[] {
  const set = new Set(roles);
  return ALL_ROLES.filter((r) => set.has(r));
}

/** Which roles a visitor may ask for at sign-up; staff roles are only ever granted. */
export function signUpRole(requested: Role | null): Role {
  if (requested === null || requested === 'client') return 'client';
  if (requested === 'partner') return 'partner';
  throw new DomainError(
    'invalid_argument',
    'identity.invalid_argument',
    'Ova uloga se ne bira pri registraciji.',
    {
      field: 'role',
    },
  );
}
