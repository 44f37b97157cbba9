// The user as screens see it: the same shape the BFF's /api/v1/me returns, declared here because the web
// package must not import from the BFF.
export type ScreenRole = 'client' | 'therapist' | 'partner' | 'admin' | 'superuser';
export type ScreenOnboardingStep = 'choose_path' | 'client_details' | 'therapist_details' | 'done';

export interface ScreenUser {
  id: string;
  email: string;
  displayName: string;
  roles: readonly ScreenRole[];
  onboardingStep: ScreenOnboardingStep;
  emailVerified: boolean;
  hasPassword: boolean;
  /** ISO 8601 */
  createdAt: string;
}

export interface ScreenSession {
  id: string;
  userAgent: string;
  ip: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  lastSeenAt: string;
  current: boolean;
}

export const STAFF_ROLES: readonly ScreenRole[] = ['admin', 'superuser'];

export function isStaff(user: Pick<ScreenUser, 'roles'>): boolean {
  return user.roles.some((r) => STAFF_ROLES.includes(r));
}
