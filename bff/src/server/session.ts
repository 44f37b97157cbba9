// Server-side session helpers for pages (server components) and server actions.
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { loginPath } from '../shared/next-path';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  type Role,
  type UserView,
} from '../shared/types';
import { type ResolvedSession, resolveActor } from './actor';
import { sessionCookieName } from './cookies';
import { reportError } from './report';

export type { Locale, Role, UserView } from '../shared/types';

interface SessionState {
  session: ResolvedSession | null;
  /** Identity could not answer; the visitor may well be signed in. */
  unavailable: boolean;
}

// One resolution per request however many components ask.
const sessionState = cache(async (): Promise<SessionState> => {
  const h = await headers();
  const token = (await cookies()).get(sessionCookieName({ headers: h }))?.value;
  if (!token || token.length > 512) return { session: null, unavailable: false };
  try {
    return { session: await resolveActor(token), unavailable: false };
  } catch (err) {
    reportError(err, { where: 'session.resolve' }, 'upstream');
    return { session: null, unavailable: true };
  }
});

/** The signed-in user, or null (also when identity is unreachable, so public pages still render). */
export async function getCurrentUser(): Promise<UserView | null> {
  return (await sessionState()).session?.user ?? null;
}

/** User plus the actor token for gRPC calls a page makes on the user's behalf. */
export async function getSession(): Promise<ResolvedSession | null> {
  return (await sessionState()).session;
}

/** Signed-out visitors go to /app/login?next=<nextPath>. Throws (error page) when identity is down. */
export async function requireUser(nextPath: string): Promise<UserView> {
  const state = await sessionState();
  if (state.session) return state.session.user;
  if (state.unavailable) throw new Error('Identity is unavailable');
  redirect(loginPath(nextPath));
}

/** Signed out → login; signed in without any of `roles` → /app/dashboard?denied=admin. */
export async function requireRole(roles: Role[], nextPath: string): Promise<UserView> {
  const user = await requireUser(nextPath);
  if (!roles.some((r) => user.roles.includes(r))) redirect('/app/dashboard?denied=admin');
  return user;
}

/** The visitor's chosen language (cookie `oslonac_locale`, set by POST /api/locale), else sr-Latn. */
export async function getLocale(): Promise<Locale> {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(value)) return value;
  return DEFAULT_LOCALE;
}
