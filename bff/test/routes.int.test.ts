// The BFF routes against a real identity service: the JSON shapes, cookies and error mapping end to end.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TOTP, URI } from 'otpauth';
import { call, cookieFrom, ORIGIN } from './support/http';
import { type IdentityServer, startIdentity } from './support/identity-server';

let identity: IdentityServer;
let routes: {
  signup: typeof import('../app/api/v1/auth/signup/route');
  emailLink: typeof import('../app/api/v1/auth/email-link/route');
  consume: typeof import('../app/api/v1/auth/email-link/consume/route');
  password: typeof import('../app/api/v1/auth/password/route');
  signout: typeof import('../app/api/v1/auth/signout/route');
  me: typeof import('../app/api/v1/me/route');
  mePassword: typeof import('../app/api/v1/me/password/route');
  meEmail: typeof import('../app/api/v1/me/email/route');
  sessions: typeof import('../app/api/v1/me/sessions/route');
  onboardingPath: typeof import('../app/api/v1/onboarding/path/route');
  onboardingComplete: typeof import('../app/api/v1/onboarding/complete/route');
  handoff: typeof import('../app/api/v1/mobile/handoff/route');
  exchange: typeof import('../app/api/v1/mobile/exchange/route');
  adminUsers: typeof import('../app/api/v1/admin/users/route');
  adminRoles: typeof import('../app/api/v1/admin/users/[id]/roles/route');
  totp: typeof import('../app/api/v1/me/totp/route');
  totpConfirm: typeof import('../app/api/v1/me/totp/confirm/route');
  health: typeof import('../app/api/health/route');
};
let closeClient: () => void;

beforeAll(async () => {
  identity = await startIdentity('bff_routes');
  process.env.IDENTITY_GRPC_ADDR = identity.grpcAddr;
  process.env.COOKIE_SECURE = 'false';
  routes = {
    signup: await import('../app/api/v1/auth/signup/route'),
    emailLink: await import('../app/api/v1/auth/email-link/route'),
    consume: await import('../app/api/v1/auth/email-link/consume/route'),
    password: await import('../app/api/v1/auth/password/route'),
    signout: await import('../app/api/v1/auth/signout/route'),
    me: await import('../app/api/v1/me/route'),
    mePassword: await import('../app/api/v1/me/password/route'),
    meEmail: await import('../app/api/v1/me/email/route'),
    sessions: await import('../app/api/v1/me/sessions/route'),
    onboardingPath: await import('../app/api/v1/onboarding/path/route'),
    onboardingComplete: await import('../app/api/v1/onboarding/complete/route'),
    handoff: await import('../app/api/v1/mobile/handoff/route'),
    exchange: await import('../app/api/v1/mobile/exchange/route'),
    adminUsers: await import('../app/api/v1/admin/users/route'),
    adminRoles: await import('../app/api/v1/admin/users/[id]/roles/route'),
    totp: await import('../app/api/v1/me/totp/route'),
    totpConfirm: await import('../app/api/v1/me/totp/confirm/route'),
    health: await import('../app/api/health/route'),
  };
  closeClient = (await import('../src/server/gateways/identity')).closeIdentityClient;
}, 60_000);

afterAll(async () => {
  closeClient?.();
  await identity?.stop();
});

/** Signs in with the newest link mailed to `email`; returns the session token. */
/** The code an authenticator that scanned `otpauthUri` shows now. */
function totpNow(otpauthUri: string): string {
  const otp = URI.parse(otpauthUri);
  if (!(otp instanceof TOTP)) throw new Error('not a TOTP URI');
  return otp.generate();
}

async function consumeLatest(email: string): Promise<string> {
  const [mail] = await identity.mailTo(email);
  const token = new URL(mail!.link).searchParams.get('token')!;
  const res = await call(routes.consume.POST, '/api/v1/auth/email-link/consume', { body: { token } });
  expect(res.status).toBe(200);
  return cookieFrom(res, 'oslonac_session')!;
}

const browser = (session: string, csrf = 'c'.repeat(43)) => ({
  cookie: `oslonac_session=${session}; oslonac_csrf=${csrf}`,
  'x-csrf-token': csrf,
  origin: ORIGIN,
  'sec-fetch-site': 'same-origin',
});

describe('BFF routes against identity', () => {
  const email = `ana.${Date.now()}@example.rs`;
  let session = '';

  it('reports identity as serving', async () => {
    const res = await routes.health.GET();
    expect(res.status).toBe(200);
    // Only identity runs here; the other upstreams are reported but do not decide readiness.
    const body = (await res.json()) as { status: string; upstreams: Record<string, string> };
    expect(body.status).toBe('degraded');
    expect(body.upstreams.identity).toBe('SERVING');
    expect(Object.keys(body.upstreams).sort()).toEqual(
      ['admin', 'billing', 'booking', 'identity', 'messaging', 'sessions', 'therapists'].sort(),
    );
  });

  it('signs up, e-mails a link, and signs in with it', async () => {
    const res = await call(routes.signup.POST, '/api/v1/auth/signup', {
      body: { email, displayName: 'Ana Anić', next: '/app/settings' },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sent: true });
    // The "check your e-mail" page learns the address from a short-lived cookie for that page, not the URL.
    expect(res.headers.getSetCookie()).toEqual([
      `oslonac_link_sent=${encodeURIComponent(email)}; Path=/verify-request; Max-Age=900; HttpOnly; SameSite=Lax`,
    ]);

    const [mail] = await identity.mailTo(email);
    expect(mail).toBeDefined();
    const token = new URL(mail!.link).searchParams.get('token')!;
    const consumed = await call(routes.consume.POST, '/api/v1/auth/email-link/consume', { body: { token } });
    expect(consumed.status).toBe(200);
    expect(await consumed.json()).toEqual({ next: '/app/settings' });
    const setCookie = consumed.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/oslonac_session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    session = cookieFrom(consumed, 'oslonac_session')!;

    // The same link cannot sign in twice.
    const again = await call(routes.consume.POST, '/api/v1/auth/email-link/consume', { body: { token } });
    expect(again.status).toBe(401);
    expect(again.headers.get('content-type')).toContain('application/problem+json');
    expect((await again.json()).code).toBe('identity.link_invalid');
  });

  it('takes no password at sign-up: one can only be set after the address is proven', async () => {
    const before = await identity.counts();
    const res = await call(routes.signup.POST, '/api/v1/auth/signup', {
      body: { email: `lozinka.${Date.now()}@example.rs`, displayName: 'Lana', password: 'mirno-more-2026' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual(['password']);
    expect((await identity.counts()).users).toBe(before.users);
  });

  it('answers a repeated sign-up like a new one, without revealing the account or creating another', async () => {
    const before = await identity.counts();
    const res = await call(routes.signup.POST, '/api/v1/auth/signup', {
      body: { email, displayName: 'Neko Drugi' },
    });
    expect(res.status).toBe(201);
    expect((await identity.counts()).users).toBe(before.users);
  });

  it('serves the user as JSON and walks onboarding', async () => {
    const me = await call(routes.me.GET, '/api/v1/me', { headers: browser(session) });
    expect(me.status).toBe(200);
    const { user } = await me.json();
    expect(user).toMatchObject({
      email,
      displayName: 'Ana Anić',
      roles: ['client'],
      locale: 'sr-Latn',
      onboardingStep: 'choose_path',
      emailVerified: true,
      hasPassword: false,
    });
    expect(new Date(user.createdAt).getTime()).toBeGreaterThan(0);

    const chosen = await call(routes.onboardingPath.POST, '/api/v1/onboarding/path', {
      headers: browser(session),
      body: { path: 'client' },
    });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).user.onboardingStep).toBe('client_details');

    const done = await call(routes.onboardingComplete.POST, '/api/v1/onboarding/complete', {
      headers: browser(session),
      body: { displayName: 'Ana' },
    });
    expect(done.status).toBe(200);
    expect((await done.json()).user).toMatchObject({ displayName: 'Ana', onboardingStep: 'done' });

    const updated = await call(routes.me.PATCH, '/api/v1/me', {
      method: 'PATCH',
      headers: browser(session),
      body: { locale: 'sr-Cyrl' },
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).user.locale).toBe('sr-Cyrl');
    expect(updated.headers.getSetCookie().join('\n')).toMatch(
      /oslonac_locale=sr-Cyrl; Path=\/; Max-Age=31536000/,
    );
  });

  it('refuses a cookie write without the CSRF token', async () => {
    const res = await call(routes.onboardingComplete.POST, '/api/v1/onboarding/complete', {
      headers: { cookie: `oslonac_session=${session}`, origin: ORIGIN },
      body: { displayName: 'Ana' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('csrf.failed');
  });

  it('sets a password, then signs in with it, answering wrong passwords with 401 in Serbian', async () => {
    const set = await call(routes.mePassword.POST, '/api/v1/me/password', {
      headers: browser(session),
      body: { newPassword: 'mirno-more-2026' },
    });
    expect(set.status).toBe(204);

    const wrong = await call(routes.password.POST, '/api/v1/auth/password', {
      body: { email, password: 'pogresna-lozinka' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      code: 'identity.invalid_credentials',
      title: 'E-adresa ili lozinka nisu tačni.',
    });

    const ok = await call(routes.password.POST, '/api/v1/auth/password', {
      body: { email, password: 'mirno-more-2026' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ next: '/app/dashboard' });
  });

  it('ends the browser’s previous session when it signs in again', async () => {
    const first = await call(routes.password.POST, '/api/v1/auth/password', {
      body: { email, password: 'mirno-more-2026' },
    });
    const old = cookieFrom(first, 'oslonac_session')!;
    const second = await call(routes.password.POST, '/api/v1/auth/password', {
      headers: browser(old),
      body: { email, password: 'mirno-more-2026' },
    });
    expect(second.status).toBe(200);
    expect(cookieFrom(second, 'oslonac_session')).not.toBe(old);
    const me = await call(routes.me.GET, '/api/v1/me', { headers: { authorization: `Bearer ${old}` } });
    expect(me.status).toBe(401);
  });

  it('answers an e-mail change with "link sent", the same whether or not the address is taken', async () => {
    const other = `marko.${Date.now()}@example.rs`;
    expect(
      (
        await call(routes.signup.POST, '/api/v1/auth/signup', {
          body: { email: other, displayName: 'Marko' },
        })
      ).status,
    ).toBe(201);
    const taken = await call(routes.meEmail.POST, '/api/v1/me/email', {
      headers: browser(session),
      body: { newEmail: other, currentPassword: 'mirno-more-2026' },
    });
    const fresh = `novi.${Date.now()}@example.rs`;
    const free = await call(routes.meEmail.POST, '/api/v1/me/email', {
      headers: browser(session),
      body: { newEmail: fresh, currentPassword: 'mirno-more-2026' },
    });
    expect(taken.status).toBe(202);
    expect(free.status).toBe(202);
    const [takenBody, freeBody] = [await taken.json(), await free.json()];
    expect(takenBody).toEqual(freeBody);
    // Nothing changes until the link sent to the new address is used.
    expect(freeBody).toMatchObject({ sent: true, user: { email } });
    expect((await identity.mailTo(fresh)).length).toBe(1);
    const me = await call(routes.me.GET, '/api/v1/me', { headers: browser(session) });
    expect((await me.json()).user.email).toBe(email);

    const wrong = await call(routes.meEmail.POST, '/api/v1/me/email', {
      headers: browser(session),
      body: { newEmail: `novi2.${Date.now()}@example.rs`, currentPassword: 'nije-ta-lozinka' },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ currentPassword: 'Trenutna lozinka nije tačna.' });
  });

  it('asks for a fresh sign-in before a password is set long after the link, and accepts it after one', async () => {
    const late = `kasno.${Date.now()}@example.rs`;
    await call(routes.signup.POST, '/api/v1/auth/signup', { body: { email: late, displayName: 'Kasni' } });
    const first = await consumeLatest(late);
    // The link sign-in was an hour ago.
    await identity.db.query(
      "UPDATE sessions SET signed_in_at = now() - interval '1 hour' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [late],
    );
    const refused = await call(routes.mePassword.POST, '/api/v1/me/password', {
      headers: browser(first),
      body: { newPassword: 'kasna-lozinka-2026' },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'identity.reauth_required',
      title: expect.stringContaining('potrebna je nova prijava'),
    });

    const stepUp = await call(routes.emailLink.POST, '/api/v1/auth/email-link', {
      headers: browser(first),
      body: { email: late, next: '/app/settings/account' },
    });
    expect(stepUp.status).toBe(202);
    const token = new URL((await identity.mailTo(late))[0]!.link).searchParams.get('token')!;
    const consumed = await call(routes.consume.POST, '/api/v1/auth/email-link/consume', {
      headers: browser(first),
      body: { token },
    });
    expect(await consumed.json()).toEqual({ next: '/app/settings/account' });
    const fresh = cookieFrom(consumed, 'oslonac_session')!;
    const set = await call(routes.mePassword.POST, '/api/v1/me/password', {
      headers: browser(fresh),
      body: { newPassword: 'kasna-lozinka-2026' },
    });
    expect(set.status).toBe(204);
  });

  it('lists sessions with the current one marked', async () => {
    const res = await call(routes.sessions.GET, '/api/v1/me/sessions', { headers: browser(session) });
    expect(res.status).toBe(200);
    const { sessions } = await res.json();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
  });

  it('hands the session over to the mobile app as a bearer token', async () => {
    const handoff = await call(routes.handoff.POST, '/api/v1/mobile/handoff', { headers: browser(session) });
    expect(handoff.status).toBe(200);
    const { code } = await handoff.json();
    const exchanged = await call(routes.exchange.POST, '/api/v1/mobile/exchange', { body: { code } });
    expect(exchanged.status).toBe(200);
    const { token } = await exchanged.json();
    const me = await call(routes.me.GET, '/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(email);
  });

  it('keeps non-admins out of admin routes', async () => {
    const res = await call(routes.adminUsers.GET, '/api/v1/admin/users', { headers: browser(session) });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('auth.forbidden');
  });

  it('lets an admin search users and grant roles, with superuser-only roles refused', async () => {
    const adminEmail = `admin.${Date.now()}@example.rs`;
    await call(routes.signup.POST, '/api/v1/auth/signup', {
      body: { email: adminEmail, displayName: 'Admin' },
    });
    // Bootstrapping the first admin is an operator task (seed/CLI), not an API: done in the database here.
    await identity.db.query(
      "INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM users WHERE email = $1",
      [adminEmail],
    );
    // The address is proven by its link before anything else works.
    const admin = { authorization: `Bearer ${await consumeLatest(adminEmail)}` };

    // Staff reach admin routes only with the second factor: turned on here (a fresh link sign-in is the proof).
    const before = await call(routes.adminUsers.GET, '/api/v1/admin/users', {
      method: 'GET',
      headers: admin,
    });
    expect(before.status).toBe(403);
    expect((await before.json()).code).toBe('auth.second_factor_required');
    const begun = await call(routes.totp.POST, '/api/v1/me/totp', { headers: admin, body: {} });
    expect(begun.status).toBe(200);
    const { otpauthUri, qrSvg } = (await begun.json()) as { otpauthUri: string; qrSvg: string };
    expect(qrSvg).toContain('<svg');
    const confirmed = await call(routes.totpConfirm.POST, '/api/v1/me/totp/confirm', {
      headers: admin,
      body: { code: totpNow(otpauthUri) },
    });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).recoveryCodes).toHaveLength(10);

    const found = await call(
      routes.adminUsers.GET,
      `/api/v1/admin/users?q=${encodeURIComponent('ana.')}&role=`,
      {
        headers: admin,
      },
    );
    expect(found.status).toBe(200);
    const page = await found.json();
    expect(page.users.map((u: { email: string }) => u.email)).toContain(email);
    expect(typeof page.nextPageToken).toBe('string');
    const ana = page.users.find((u: { email: string }) => u.email === email);

    const granted = await call(routes.adminRoles.POST, `/api/v1/admin/users/${ana.id}/roles`, {
      headers: admin,
      params: { id: ana.id },
      body: { role: 'therapist' },
    });
    expect(granted.status).toBe(200);
    expect((await granted.json()).user.roles).toEqual(expect.arrayContaining(['client', 'therapist']));

    const refused = await call(routes.adminRoles.POST, `/api/v1/admin/users/${ana.id}/roles`, {
      headers: admin,
      params: { id: ana.id },
      body: { role: 'superuser' },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('identity.forbidden_role_grant');
  });

  it('signs out: cookie cleared, session gone', async () => {
    const out = await call(routes.signout.POST, '/api/v1/auth/signout', { headers: browser(session) });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join('\n')).toMatch(/oslonac_session=; Path=\/; Max-Age=0; HttpOnly/);
    const me = await call(routes.me.GET, '/api/v1/me', { headers: browser(session) });
    expect(me.status).toBe(401);
  });
});
