// Server-side session helpers for pages (server components) and server actions.
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { loginPath, SECOND_FACTOR_PATH, TOTP_ENROL_PATH, withNext } from '../shared/next-path';
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

/** A session that still owes its second factor counts as signed out everywhere but the second-factor page. */
function usable(session: ResolvedSession | null): ResolvedSession | null {
  return session && session.secondFactor !== 'pending' ? session : null;
}

/** The signed-in user, or null (also when identity is unreachable, so public pages still render). */
export async function getCurrentUser(): Promise<UserView | null> {
  return usable((await sessionState()).session)?.user ?? null;
}

/** User plus the actor token for gRPC calls a page makes on the user's behalf. */
export async function getSession(): Promise<ResolvedSession | null> {
  return usable((await sessionState()).session);
}

/** The session whatever its second factor (for the second-factor page itself). */
export async function getSessionOwingSecondFactor(): Promise<ResolvedSession | null> {
  return (await sessionState()).session;
}

/**
 * Signed-out visitors go to /app/login?next=<nextPath>; a session that has not passed its second factor yet goes
 * to the second-factor page first. Throws (error page) when identity is down.
 */
export async function requireUser(nextPath: string): Promise<UserView> {
  const state = await sessionState();
  if (state.session?.secondFactor === 'pending') redirect(withNext(SECOND_FACTOR_PATH, nextPath));
  if (state.session) return state.session.user;
  if (state.unavailable) throw new Error('Identity is unavailable');
  redirect(loginPath(nextPath));
}

const STAFF: readonly Role[] = ['admin', 'superuser'];

/**
 * Signed out → login; signed in without any of `roles` → /app/dashboard?denied=admin. Let in only as staff, the
 * session must have passed the second factor: staff without one turn it on first (the services insist too).
 */
export async function requireRole(roles: Role[], nextPath: string): Promise<UserView> {
  const user = await requireUser(nextPath);
  const admitting = roles.filter((r) => user.roles.includes(r));
  if (admitting.length === 0) redirect('/app/dashboard?denied=admin');
  const session = (await sessionState()).session;
  if (admitting.every((r) => STAFF.includes(r)) && session?.secondFactor !== 'passed') {
    redirect(withNext(TOTP_ENROL_PATH, nextPath));
  }
  return user;
}

/** The visitor's chosen language (cookie `oslonac_locale`, set by POST /api/locale), else sr-Latn. */
export async function getLocale(): Promise<Locale> {
  const value = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(value)) return value;
  return DEFAULT_LOCALE;
}
