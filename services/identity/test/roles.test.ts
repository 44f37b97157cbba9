import { describe, expect, it } from '@jest/globals';
import type { Role } from '@oslonac/kit';
import { ALL_ROLES, assertCanGrant, canGrant, signUpRole, sortRoles } from '../src/domain/roles';

describe('role grants', () => {
  const expected: Record<string, Role[]> = {
    superuser: ['client', 'therapist', 'partner', 'admin', 'superuser'],
    admin: ['client', 'therapist', 'partner'],
    client: [],
    therapist: [],
    partner: [],
  };

  it.each(Object.entries(expected))('%s may grant exactly %j', (granter, grantable) => {
    for (const role of ALL_ROLES) {
      expect(canGrant([granter as Role], role)).toBe(grantable.includes(role));
    }
  });

  it('a superuser who is also an admin keeps superuser powers', () => {
    expect(canGrant(['admin', 'superuser'], 'admin')).toBe(true);
  });

  it('refuses with identity.forbidden_role_grant', () => {
    expect(() => assertCanGrant(['admin'], 'superuser')).toThrow(
      expect.objectContaining({ code: 'identity.forbidden_role_grant', kind: 'permission_denied' }),
    );
    expect(() => assertCanGrant(['admin'], 'therapist')).not.toThrow();
  });

  it('sorts roles in one stable order without duplicates', () => {
    expect(sortRoles(['superuser', 'client', 'admin', 'client'])).toEqual(['client', 'admin', 'superuser']);
  });

  it('lets visitors sign up only as client or partner', () => {
    expect(signUpRole(null)).toBe('client');
    expect(signUpRole('client')).toBe('client');
    expect(signUpRole('partner')).toBe('partner');
    for (const role of ['therapist', 'admin', 'superuser'] as Role[]) {
      expect(() => signUpRole(role)).toThrow(expect.objectContaining({ kind: 'invalid_argument' }));
    }
  });
});
