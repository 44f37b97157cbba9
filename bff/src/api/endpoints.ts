// Every /api/v1 endpoint, once: method, path, who may call it, schemas. Route files bind handlers to these
// and the OpenAPI document is generated from the same list.
import type { z } from 'zod';
import * as s from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** none: anyone; optional: uses the session when there is one; user: signed in; admin: admin or superuser. */
export type AuthLevel = 'none' | 'optional' | 'user' | 'admin';

export interface Endpoint<
  A extends AuthLevel = AuthLevel,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: A;
  /** Per-IP token bucket in this process (sign-in routes). */
  rateLimited?: boolean;
  /** Sets or clears the session cookie (documented in OpenAPI). */
  setsSession?: boolean;
  body?: B;
  query?: Q;
  params?: P;
  success: { status: number; description: string; schema?: z.ZodType };
  /** identity's field names → this route's (errors[field] in problems). */
  upstreamFields?: Record<string, string>;
}

function endpoint<
  A extends AuthLevel,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(e: Endpoint<A, B, Q, P>): Endpoint<A, B, Q, P> {
  return e;
}

export const endpoints = {
  signup: endpoint({
    method: 'POST',
    path: '/api/v1/auth/signup',
    summary: 'Create an account and e-mail a sign-in link',
    tag: 'auth',
    auth: 'none',
    rateLimited: true,
    body: s.SignupBody,
    success: { status: 201, description: 'Account created, link sent', schema: s.SentResponse },
  }),
  emailLink: endpoint({
    method: 'POST',
    path: '/api/v1/auth/email-link',
    summary: 'E-mail a sign-in link (same answer for unknown addresses)',
    tag: 'auth',
    auth: 'none',
    rateLimited: true,
    body: s.EmailLinkBody,
    success: { status: 202, description: 'Link sent if the account exists', schema: s.SentResponse },
  }),
  consumeEmailLink: endpoint({
    method: 'POST',
    path: '/api/v1/auth/email-link/consume',
    summary: 'Sign in with the token from an e-mail link',
    tag: 'auth',
    auth: 'none',
    rateLimited: true,
    setsSession: true,
    body: s.ConsumeEmailLinkBody,
    success: { status: 200, description: 'Signed in; session cookie set', schema: s.NextResponseSchema },
  }),
  password: endpoint({
    method: 'POST',
    path: '/api/v1/auth/password',
    summary: 'Sign in with e-mail and password',
    tag: 'auth',
    auth: 'none',
    rateLimited: true,
    setsSession: true,
    body: s.PasswordSignInBody,
    success: { status: 200, description: 'Signed in; session cookie set', schema: s.NextResponseSchema },
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/v1/auth/signout',
    summary: 'End this session',
    tag: 'auth',
    auth: 'optional',
    setsSession: true,
    body: s.EmptyBody,
    success: { status: 204, description: 'Signed out; session cookie cleared' },
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/api/v1/auth/signout-everywhere',
    summary: 'End every session of this account',
    tag: 'auth',
    auth: 'user',
    setsSession: true,
    body: s.EmptyBody,
    success: { status: 200, description: 'Number of sessions ended', schema: s.EndedResponse },
  }),
  getMe: endpoint({
    method: 'GET',
    path: '/api/v1/me',
    summary: 'The signed-in user',
    tag: 'me',
    auth: 'user',
    query: s.EmptyQuery,
    success: { status: 200, description: 'The user', schema: s.UserResponse },
  }),
  updateMe: endpoint({
    method: 'PATCH',
    path: '/api/v1/me',
    summary: 'Change name or language',
    tag: 'me',
    auth: 'user',
    body: s.UpdateMeBody,
    success: { status: 200, description: 'The updated user', schema: s.UserResponse },
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/v1/me/email',
    summary: 'Change the e-mail address',
    tag: 'me',
    auth: 'user',
    body: s.ChangeEmailBody,
    upstreamFields: { email: 'newEmail', password: 'currentPassword' },
    success: { status: 200, description: 'The updated user', schema: s.UserResponse },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/v1/me/password',
    summary: 'Set or change the password',
    tag: 'me',
    auth: 'user',
    body: s.ChangePasswordBody,
    upstreamFields: { password: 'newPassword' },
    success: { status: 204, description: 'Password changed' },
  }),
  listSessions: endpoint({
    method: 'GET',
    path: '/api/v1/me/sessions',
    summary: 'Active sessions of this account',
    tag: 'me',
    auth: 'user',
    query: s.EmptyQuery,
    success: { status: 200, description: 'Sessions', schema: s.SessionsResponse },
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/api/v1/me/sessions/{id}',
    summary: 'End one session',
    tag: 'me',
    auth: 'user',
    params: s.SessionIdParams,
    body: s.EmptyBody,
    success: { status: 204, description: 'Session ended' },
  }),
  onboardingPath: endpoint({
    method: 'POST',
    path: '/api/v1/onboarding/path',
    summary: 'Choose client or therapist onboarding',
    tag: 'onboarding',
    auth: 'user',
    body: s.OnboardingPathBody,
    success: { status: 200, description: 'The updated user', schema: s.UserResponse },
  }),
  onboardingComplete: endpoint({
    method: 'POST',
    path: '/api/v1/onboarding/complete',
    summary: 'Finish onboarding',
    tag: 'onboarding',
    auth: 'user',
    body: s.OnboardingCompleteBody,
    success: { status: 200, description: 'The updated user', schema: s.UserResponse },
  }),
  mobileHandoff: endpoint({
    method: 'POST',
    path: '/api/v1/mobile/handoff',
    summary: 'One-time code for signing in the mobile app',
    tag: 'mobile',
    auth: 'user',
    body: s.EmptyBody,
    success: { status: 200, description: 'The code', schema: s.HandoffResponse },
  }),
  mobileExchange: endpoint({
    method: 'POST',
    path: '/api/v1/mobile/exchange',
    summary: 'Exchange a hand-off code for a bearer session token',
    tag: 'mobile',
    auth: 'none',
    rateLimited: true,
    body: s.MobileExchangeBody,
    success: { status: 200, description: 'Session token for Authorization: Bearer', schema: s.TokenResponse },
  }),
  adminUsers: endpoint({
    method: 'GET',
    path: '/api/v1/admin/users',
    summary: 'Search users',
    tag: 'admin',
    auth: 'admin',
    query: s.AdminUsersQuery,
    success: { status: 200, description: 'A page of users', schema: s.UsersPageResponse },
  }),
  adminGrantRole: endpoint({
    method: 'POST',
    path: '/api/v1/admin/users/{id}/roles',
    summary: 'Grant a role (admin and superuser need a superuser)',
    tag: 'admin',
    auth: 'admin',
    params: s.UserIdParams,
    body: s.GrantRoleBody,
    success: { status: 200, description: 'The updated user', schema: s.UserResponse },
  }),
} as const;

export type EndpointName = keyof typeof endpoints;
