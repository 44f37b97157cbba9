// Page-side session helpers with next/headers, next/navigation and identity replaced by stand-ins.
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { UserView } from '../src/shared/types';

let cookieJar = new Map<string, string>();
let headerBag = new Headers();
const resolveActor = jest.fn<(token: string) => Promise<unknown>>();

class Redirect extends Error {
  constructor(readonly to: string) {
    super(`redirect ${to}`);
  }
}

jest.unstable_mockModule('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined),
  }),
  headers: async () => headerBag,
}));
jest.unstable_mockModule('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Redirect(to);
  },
}));
jest.unstable_mockModule('../src/server/actor', () => ({ resolveActor }));

let session: typeof import('../src/server/session');
const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(async () => {
  session = await import('../src/server/session');
});

const user: UserView = {
  id: 'u1',
  email: 'ana@example.rs',
  displayName: 'Ana',
  roles: ['client'],
  locale: 'sr-Latn',
  onboardingStep: 'done',
  emailVerified: true,
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  cookieJar = new Map();
  headerBag = new Headers({ 'x-forwarded-proto': 'https' });
  resolveActor.mockReset();
  errorSpy.mockClear();
});

async function redirectOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof Redirect) return err.to;
    throw err;
  }
  throw new Error('no redirect');
}

describe('session helpers', () => {
  it('reads the __Host- cookie over https and resolves it', async () => {
    cookieJar.set('__Host-oslonac_session', 'tok');
    resolveActor.mockResolvedValue({ user, sessionId: 's', actorToken: 'jwt', actorExpiresAt: new Date() });
    expect(await session.getCurrentUser()).toEqual(user);
    expect(resolveActor).toHaveBeenCalledWith('tok');
  });

  it('ignores the http fallback cookie over https', async () => {
    cookieJar.set('oslonac_session', 'tok');
    expect(await session.getCurrentUser()).toBeNull();
    expect(resolveActor).not.toHaveBeenCalled();
  });

  it('sends signed-out visitors to login with a safe next', async () => {
    expect(await redirectOf(session.requireUser('/app/settings?x=1'))).toBe(
      '/app/login?next=%2Fapp%2Fsettings%3Fx%3D1',
    );
    expect(await redirectOf(session.requireUser('//evil.example'))).toBe('/app/login');
  });

  it('sends users without the role to the dashboard with denied=admin', async () => {
    cookieJar.set('__Host-oslonac_session', 'tok');
    resolveActor.mockResolvedValue({ user, sessionId: 's', actorToken: 'jwt', actorExpiresAt: new Date() });
    expect(await redirectOf(session.requireRole(['admin', 'superuser'], '/admin'))).toBe(
      '/app/dashboard?denied=admin',
    );
    resolveActor.mockResolvedValue({
      user: { ...user, roles: ['client', 'superuser'] },
      sessionId: 's',
      actorToken: 'jwt',
      actorExpiresAt: new Date(),
      secondFactor: 'passed',
    });
    expect((await session.requireRole(['admin', 'superuser'], '/admin')).roles).toContain('superuser');
  });

  it('sends a session owing its second factor to the second-factor page, and treats it as signed out elsewhere', async () => {
    cookieJar.set('__Host-oslonac_session', 'tok');
    const pending = {
      user,
      sessionId: 's',
      actorToken: 'jwt',
      actorExpiresAt: new Date(),
      secondFactor: 'pending',
    };
    resolveActor.mockResolvedValue(pending);
    expect(await redirectOf(session.requireUser('/app/settings'))).toBe(
      '/app/login/drugi-korak?next=%2Fapp%2Fsettings',
    );
    expect(await session.getCurrentUser()).toBeNull();
    expect(await session.getSession()).toBeNull();
    expect(await session.getSessionOwingSecondFactor()).toEqual(pending);
  });

  it('sends staff without a second factor to turn it on before /admin; a therapist-admin stays a therapist', async () => {
    cookieJar.set('__Host-oslonac_session', 'tok');
    const staff = { ...user, roles: ['therapist', 'admin'] };
    resolveActor.mockResolvedValue({
      user: staff,
      sessionId: 's',
      actorToken: 'jwt',
      actorExpiresAt: new Date(),
      secondFactor: 'not_enrolled',
    });
    expect(await redirectOf(session.requireRole(['admin', 'superuser'], '/admin/reviews'))).toBe(
      '/app/settings/account/dvostepena?next=%2Fadmin%2Freviews',
    );
    expect((await session.requireRole(['therapist', 'admin'], '/app/calendar')).roles).toContain('therapist');
  });

  it('treats an unreachable identity as signed out on public pages but not on protected ones', async () => {
    cookieJar.set('__Host-oslonac_session', 'tok');
    resolveActor.mockRejectedValue(Object.assign(new Error('connect ECONNREFUSED'), { code: 14 }));
    expect(await session.getCurrentUser()).toBeNull();
    await expect(session.requireUser('/app/dashboard')).rejects.toThrow('Identity is unavailable');
  });

  it('reads the locale cookie, defaulting to Serbian Latin', async () => {
    expect(await session.getLocale()).toBe('sr-Latn');
    cookieJar.set('oslonac_locale', 'sr-Cyrl');
    expect(await session.getLocale()).toBe('sr-Cyrl');
    cookieJar.set('oslonac_locale', 'de');
    expect(await session.getLocale()).toBe('sr-Latn');
  });
});
