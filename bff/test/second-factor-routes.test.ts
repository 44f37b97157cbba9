// Two-step sign-in at the BFF's edge, against a scripted identity: a session owing its second factor opens only
// the second-factor route; staff routes need it passed; the code goes to identity and a wrong one is a calm 4xx;
// enrolment answers the QR code drawn here as SVG.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { IdentityServiceService } from '@oslonac/proto/oslonac/identity/v1/identity';
import { call, problem, signedIn } from './support/http';
import { grpcError, type ScriptedServer, startScriptedServer } from './support/scripted-server';

let identity: ScriptedServer<typeof IdentityServiceService>;
let routes: {
  verify: typeof import('../app/api/v1/auth/second-factor/route');
  begin: typeof import('../app/api/v1/me/totp/route');
  confirm: typeof import('../app/api/v1/me/totp/confirm/route');
  sessions: typeof import('../app/api/v1/me/sessions/route');
  adminUsers: typeof import('../app/api/v1/admin/users/route');
};
let close: () => void;

beforeAll(async () => {
  identity = await startScriptedServer(IdentityServiceService);
  process.env.IDENTITY_GRPC_ADDR = identity.addr;
  process.env.COOKIE_SECURE = 'false';
  routes = {
    verify: await import('../app/api/v1/auth/second-factor/route'),
    begin: await import('../app/api/v1/me/totp/route'),
    confirm: await import('../app/api/v1/me/totp/confirm/route'),
    sessions: await import('../app/api/v1/me/sessions/route'),
    adminUsers: await import('../app/api/v1/admin/users/route'),
  };
  close = (await import('../src/server/gateways/identity')).closeIdentityClient;
});

afterAll(async () => {
  close?.();
  await identity?.stop();
});

beforeEach(() => {
  identity.seen.length = 0;
});

describe('a session owing its second factor', () => {
  it('opens nothing but the second-factor route', async () => {
    const headers = signedIn('sf-pending', ['client'], 'Ana', 'pending');
    const res = await call(routes.sessions.GET, '/api/v1/me/sessions', { method: 'GET', headers });
    expect(res.status).toBe(403);
    expect((await problem(res)).code).toBe('auth.second_factor_required');
    expect(identity.seen).toEqual([]);
  });

  it('passes with a code and is sent on; a wrong code is a calm Serbian 400', async () => {
    const headers = signedIn('sf-verify', ['client'], 'Ana', 'pending');
    identity.answer('verifySecondFactor', () =>
      grpcError(status.INVALID_ARGUMENT, 'identity.second_factor_invalid', { field: 'code' }),
    );
    const wrong = await call(routes.verify.POST, '/api/v1/auth/second-factor', {
      headers,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    const body = await problem(wrong);
    expect(body.code).toBe('identity.second_factor_invalid');
    expect(JSON.stringify(body)).toContain('Kod nije tačan');

    identity.answer('verifySecondFactor', () => ({ recoveryCodesLeft: 10 }));
    const ok = await call(routes.verify.POST, '/api/v1/auth/second-factor', {
      headers,
      body: { code: '123 456', next: '/app/settings' },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ next: '/app/settings', recoveryCodesLeft: 10 });
    expect(identity.seen.at(-1)).toMatchObject({
      method: 'verifySecondFactor',
      request: { code: '123 456' },
    });
  });
});

describe('staff routes', () => {
  it('refuse staff whose session has not passed a second factor', async () => {
    for (const state of ['not_enrolled', 'pending'] as const) {
      const headers = signedIn(`sf-staff-${state}`, ['admin'], 'Jelena', state);
      const res = await call(routes.adminUsers.GET, '/api/v1/admin/users', { method: 'GET', headers });
      expect(res.status).toBe(403);
      expect((await problem(res)).code).toBe('auth.second_factor_required');
    }
    expect(identity.seen).toEqual([]);
  });
});

describe('turning TOTP on', () => {
  it('answers the secret, its URI and the QR code as SVG drawn here', async () => {
    const uri =
      'otpauth://totp/Oslonac:ana%40example.rs?issuer=Oslonac&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
    identity.answer('beginTotpEnrolment', () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: uri }));
    const headers = signedIn('sf-begin', ['client'], 'Ana', 'not_enrolled');
    const res = await call(routes.begin.POST, '/api/v1/me/totp', { headers, body: { currentPassword: 'x' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { secret: string; otpauthUri: string; qrSvg: string };
    expect(body.secret).toBe('JBSWY3DPEHPK3PXP');
    expect(body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(body.qrSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('hands the recovery codes over once, not to be cached', async () => {
    identity.answer('confirmTotpEnrolment', () => ({ recoveryCodes: ['acdef-ghjkm'] }));
    const headers = signedIn('sf-confirm', ['client'], 'Ana', 'not_enrolled');
    const res = await call(routes.confirm.POST, '/api/v1/me/totp/confirm', {
      headers,
      body: { code: '123456' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ recoveryCodes: ['acdef-ghjkm'] });
  });
});
