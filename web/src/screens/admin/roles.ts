import type { ScreenRole } from '../shared/types';
import type { adminMessages } from './messages';

export const ROLE_LABEL: Record<ScreenRole, keyof typeof adminMessages.latin> = {
  client: 'roleClient',
  therapist: 'roleTherapist',
  partner: 'rolePartner',
  admin: 'roleAdmin',
  superuser: 'roleSuperuser',
};

export const ALL_ROLES: readonly ScreenRole[] = ['client', 'therapist', 'partner', 'admin', 'superuser'];

/** Staff roles are granted only by a superuser (identity enforces it; the form just does not offer them). */
export function grantableRoles(viewerRoles: readonly ScreenRole[]): ScreenRole[] {
  const superuser = viewerRoles.includes('superuser');
  return ALL_ROLES.filter((r) => superuser || (r !== 'admin' && r !== 'superuser'));
}
