// JSON shapes the BFF serves. Shared by server code, client code and the OpenAPI document, so this file
// must stay free of server-only imports.
import type { Locale } from '@oslonac/lang';

export const ROLES = ['client', 'therapist', 'partner', 'admin', 'superuser'] as const;
export type Role = (typeof ROLES)[number];

export const ONBOARDING_STEPS = ['choose_path', 'client_details', 'therapist_details', 'done'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

// The locales and their cookie are the language package's, shared with the screens and identity.
export { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, type Locale } from '@oslonac/lang';

export interface UserView {
  id: string;
  email: string;
  displayName: string;
  roles: Role[];
  locale: Locale;
  onboardingStep: OnboardingStep;
  emailVerified: boolean;
  hasPassword: boolean;
  /** ISO 8601 */
  createdAt: string;
}

export interface SessionView {
  id: string;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** application/problem+json body (RFC 9457) as the BFF writes it. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  errors?: Record<string, string>;
}

export const CSRF_COOKIE = 'oslonac_csrf';
export const CSRF_HEADER = 'x-csrf-token';
