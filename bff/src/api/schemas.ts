// Request and response schemas of /api/v1. Route handlers validate with them and /api/v1/openapi.json is
// generated from them, so the contract and the checks cannot drift apart.
import { z } from 'zod';
import { LOCALES, ONBOARDING_STEPS, ROLES } from './types';

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .meta({ description: 'E-mail address', example: 'ana@example.rs' });
const displayName = z.string().trim().min(1).max(80).meta({ description: 'Name shown to others' });
const newPassword = z.string().min(10).max(256).meta({ description: '10–256 characters' });
const anyPassword = z.string().min(1).max(256);
const nextPath = z.string().max(512).meta({ description: 'Same-site path to return to after sign-in' });
const secretToken = z
  .string()
  .min(20)
  .max(256)
  .regex(/^[A-Za-z0-9_-]+$/);
const uuid = z.uuid();

// --- requests -----------------------------------------------------------------------------------------

export const EmptyBody = z.strictObject({});
export const EmptyQuery = z.strictObject({});

export const SignupBody = z.strictObject({
  email,
  displayName,
  password: newPassword.optional(),
  next: nextPath.optional(),
});

export const EmailLinkBody = z.strictObject({ email, next: nextPath.optional() });
export const ConsumeEmailLinkBody = z.strictObject({ token: secretToken });
export const PasswordSignInBody = z.strictObject({ email, password: anyPassword, next: nextPath.optional() });

export const UpdateMeBody = z
  .strictObject({ displayName: displayName.optional(), locale: z.enum(LOCALES).optional() })
  .refine((v) => v.displayName !== undefined || v.locale !== undefined, {
    message: 'nothing to update',
    path: ['displayName'],
  });

export const ChangeEmailBody = z.strictObject({ newEmail: email, currentPassword: anyPassword.optional() });
export const ChangePasswordBody = z.strictObject({ currentPassword: anyPassword.optional(), newPassword });
export const SessionIdParams = z.strictObject({ id: uuid });

export const OnboardingPathBody = z.strictObject({ path: z.enum(['client', 'therapist']) });
export const OnboardingCompleteBody = z.strictObject({ displayName });

export const MobileExchangeBody = z.strictObject({
  code: z
    .string()
    .min(8)
    .max(16)
    .regex(/^[A-Za-z0-9 -]+$/),
});

// Query strings carry '' for "not set" (a cleared filter field); the handler treats it as absent.
export const AdminUsersQuery = z.strictObject({
  role: z.enum(ROLES).or(z.literal('')).optional(),
  q: z.string().max(100).optional(),
  pageToken: z
    .string()
    .max(512)
    .regex(/^[A-Za-z0-9_=.-]*$/)
    .optional(),
});
export const UserIdParams = z.strictObject({ id: uuid });
export const GrantRoleBody = z.strictObject({ role: z.enum(ROLES) });

// --- responses ----------------------------------------------------------------------------------------

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    roles: z.array(z.enum(ROLES)),
    locale: z.enum(LOCALES),
    onboardingStep: z.enum(ONBOARDING_STEPS),
    emailVerified: z.boolean(),
    hasPassword: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });

export const SessionSchema = z
  .object({
    id: z.string(),
    userAgent: z.string(),
    ip: z.string(),
    createdAt: z.iso.datetime(),
    lastSeenAt: z.iso.datetime(),
    current: z.boolean(),
  })
  .meta({ id: 'Session' });

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string().meta({ description: 'Localised message, safe to show' }),
    status: z.int(),
    code: z.string().meta({ description: 'Stable error code, e.g. identity.invalid_credentials' }),
    detail: z.string().optional(),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'Message per invalid field' }),
  })
  .meta({ id: 'Problem' });

export const SentResponse = z.object({ sent: z.literal(true) });
export const NextResponseSchema = z.object({ next: z.string() });
export const UserResponse = z.object({ user: UserSchema });
export const EndedResponse = z.object({ ended: z.int() });
export const SessionsResponse = z.object({ sessions: z.array(SessionSchema) });
export const HandoffResponse = z.object({ code: z.string(), expiresAt: z.iso.datetime() });
export const TokenResponse = z.object({ token: z.string(), expiresAt: z.iso.datetime() });
export const UsersPageResponse = z.object({ users: z.array(UserSchema), nextPageToken: z.string() });
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  upstreams: z.record(z.string(), z.string()),
});
