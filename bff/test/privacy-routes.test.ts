// GDPR export and deletion through the BFF, against scripted services: the ZIP holds one <service>.json per
// service plus a Serbian README; deleting clears the session and hands the erasure id to the status page in a
// cookie; identity's refusals come back as the right status with a Serbian sentence.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { AdminServiceService } from '@oslonac/proto/oslonac/admin/v1/admin';
import { BillingServiceService } from '@oslonac/proto/oslonac/billing/v1/billing';
import { BookingServiceService } from '@oslonac/proto/oslonac/booking/v1/booking';
import { IdentityServiceService } from '@oslonac/proto/oslonac/identity/v1/identity';
import { MessagingServiceService } from '@oslonac/proto/oslonac/messaging/v1/messaging';
import { SessionsServiceService } from '@oslonac/proto/oslonac/sessions/v1/sessions';
import { TherapistsServiceService } from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { strFromU8, unzipSync } from 'fflate';
import { call, cookieFrom, problem, signedIn } from './support/http';
import { grpcError, type ScriptedServer, startScriptedServer } from './support/scripted-server';

const ERASURE_ID = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

let identity: ScriptedServer<typeof IdentityServiceService>;
let therapists: ScriptedServer<typeof TherapistsServiceService>;
let booking: ScriptedServer<typeof BookingServiceService>;
let admin: ScriptedServer<typeof AdminServiceService>;
let billing: ScriptedServer<typeof BillingServiceService>;
let messaging: ScriptedServer<typeof MessagingServiceService>;
let sessions: ScriptedServer<typeof SessionsServiceService>;
let routes: {
  exportData: typeof import('../app/api/v1/me/export/route');
  remove: typeof import('../app/api/v1/me/delete/route');
};
const closers: Array<() => void> = [];

beforeAll(async () => {
  identity = await startScriptedServer(IdentityServiceService);
  therapists = await startScriptedServer(TherapistsServiceService);
  booking = await startScriptedServer(BookingServiceService);
  admin = await startScriptedServer(AdminServiceService);
  billing = await startScriptedServer(BillingServiceService);
  messaging = await startScriptedServer(MessagingServiceService);
  sessions = await startScriptedServer(SessionsServiceService);
  process.env.IDENTITY_GRPC_ADDR = identity.addr;
  process.env.THERAPISTS_GRPC_ADDR = therapists.addr;
  process.env.BOOKING_GRPC_ADDR = booking.addr;
  process.env.ADMIN_GRPC_ADDR = admin.addr;
  process.env.BILLING_GRPC_ADDR = billing.addr;
  process.env.MESSAGING_GRPC_ADDR = messaging.addr;
  process.env.SESSIONS_GRPC_ADDR = sessions.addr;
  process.env.COOKIE_SECURE = 'false';
  routes = {
    exportData: await import('../app/api/v1/me/export/route'),
    remove: await import('../app/api/v1/me/delete/route'),
  };
  closers.push(
    (await import('../src/server/gateways/identity')).closeIdentityClient,
    (await import('../src/server/gateways/therapists')).closeTherapistsClient,
    (await import('../src/server/gateways/booking')).closeBookingClient,
    (await import('../src/server/gateways/admin')).closeAdminClient,
    (await import('../src/server/gateways/billing')).closeBillingClient,
    (await import('../src/server/gateways/messaging')).closeMessagingClient,
    (await import('../src/server/gateways/sessions')).closeSessionsClient,
  );
});

afterAll(async () => {
  for (const close of closers) close();
  await Promise.all(
    [identity, therapists, booking, admin, billing, messaging, sessions].map((s) => s?.stop()),
  );
});

beforeEach(() => {
  for (const s of [identity, therapists, booking, admin, billing, messaging, sessions]) s.seen.length = 0;
});

const answerExports = () => {
  identity.answer('exportMyData', () => ({ json: '{"profile":{"email":"ana@primer.rs"}}' }));
  therapists.answer('exportMyData', () => ({ json: '{"profiles":[]}' }));
  booking.answer('exportMyData', () => ({ json: '{"bookings":[]}' }));
  admin.answer('exportMyData', () => ({ json: '{"tickets":[]}' }));
  billing.answer('exportMyData', () => ({ json: '{"payments":[]}' }));
  messaging.answer('exportMyData', () => ({ json: '{"conversations":[]}' }));
  sessions.answer('exportMyData', () => ({ json: '{"sessions":[{"id":"s-1","notes":[]}]}' }));
};

describe('GET /api/v1/me/export', () => {
  it('answers a ZIP with each service’s JSON and a Serbian README, never cached', async () => {
    answerExports();
    const res = await call(routes.exportData.GET, '/api/v1/me/export', {
      headers: signedIn('ana', ['client']),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="oslonac-moji-podaci-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'admin.json',
      'billing.json',
      'booking.json',
      'identity.json',
      'messaging.json',
      'sessions.json',
      'therapists.json',
    ]);
    expect(JSON.parse(strFromU8(files['sessions.json'] as Uint8Array))).toEqual({
      sessions: [{ id: 's-1', notes: [] }],
    });
    expect(JSON.parse(strFromU8(files['identity.json'] as Uint8Array))).toEqual({
      profile: { email: 'ana@primer.rs' },
    });
    expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('kopija vaših podataka');
    expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('Snimaka nema, jer se sesije nikada ne');
    // Every service was asked with the person's own actor token.
    for (const s of [identity, therapists, booking, admin, billing, messaging, sessions]) {
      expect(s.seen).toEqual([{ method: 'exportMyData', request: {}, actorToken: 'actor-ana' }]);
    }
  });

  it('fails as a whole (503) when one service cannot answer, rather than give an incomplete copy', async () => {
    answerExports();
    booking.answer('exportMyData', () => grpcError(status.UNAVAILABLE, 'booking.unavailable'));
    const res = await call(routes.exportData.GET, '/api/v1/me/export', {
      headers: signedIn('ana2', ['client']),
    });
    expect(res.status).toBe(503);
  });

  it('needs a signed-in person', async () => {
    const res = await call(routes.exportData.GET, '/api/v1/me/export');
    expect(res.status).toBe(401);
  });
});

describe('POST /api/v1/me/delete', () => {
  it('deletes, clears the session cookie and sets the erasure id for the status page only', async () => {
    identity.answer('deleteMyAccount', () => ({ erasureId: ERASURE_ID }));
    const res = await call(routes.remove.POST, '/api/v1/me/delete', {
      headers: signedIn('mila', ['client']),
      body: { currentPassword: 'tiho-jezero-42' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ erasureId: ERASURE_ID });
    expect(identity.seen).toEqual([
      { method: 'deleteMyAccount', request: { currentPassword: 'tiho-jezero-42' }, actorToken: 'actor-mila' },
    ]);
    expect(cookieFrom(res, 'oslonac_session')).toBe('');
    expect(cookieFrom(res, 'oslonac_erasure')).toBe(ERASURE_ID);
    const line = res.headers.getSetCookie().find((l) => l.startsWith('oslonac_erasure='));
    expect(line).toMatch(/Path=\/nalog-obrisan/);
    expect(line).toMatch(/HttpOnly/);
  });

  it('answers 403 with a Serbian sentence when identity wants a fresh sign-in', async () => {
    identity.answer('deleteMyAccount', () =>
      grpcError(status.FAILED_PRECONDITION, 'identity.reauth_required'),
    );
    const res = await call(routes.remove.POST, '/api/v1/me/delete', {
      headers: signedIn('link', ['client']),
      body: {},
    });
    expect(res.status).toBe(403);
    const body = await problem(res);
    expect(body.code).toBe('identity.reauth_required');
    expect(body.title).toMatch(/prijav/);
    expect(cookieFrom(res, 'oslonac_erasure')).toBeUndefined();
  });

  it('puts a wrong password on the password field', async () => {
    identity.answer('deleteMyAccount', () =>
      grpcError(status.INVALID_ARGUMENT, 'identity.wrong_password', { field: 'currentPassword' }),
    );
    const res = await call(routes.remove.POST, '/api/v1/me/delete', {
      headers: signedIn('wrong', ['client']),
      body: { currentPassword: 'nije-ta' },
    });
    expect(res.status).toBe(400);
    const body = await problem(res);
    expect(body.code).toBe('identity.wrong_password');
    expect(Object.keys(body.errors ?? {})).toEqual(['currentPassword']);
  });
});
