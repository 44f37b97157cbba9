// E-mail notices' /api/v1 routes against a scripted identity: a person's optional kinds, the one-click
// unsubscribe of mail clients (RFC 8058: form-encoded, no session, no CSRF token; exempt from the CSRF check and
// nothing else is) and staff's mail log with its resend.
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import {
  IdentityServiceService,
  type MailLogEntry,
  MailStatus,
  NoticeKind,
} from '@oslonac/proto/oslonac/identity/v1/identity';
import { call, ORIGIN, problem, signedIn } from './support/http';
import { grpcError, type ScriptedServer, startScriptedServer } from './support/scripted-server';

const TOKEN = `${'A'.repeat(20)}${'_-b'.repeat(7)}xy`;
const MAIL_ID = '0193a1b2-7c4d-7e8f-9a0b-0000000000aa';

let fake: ScriptedServer<typeof IdentityServiceService>;
let routes: {
  preferences: typeof import('../app/api/v1/me/notice-preferences/route');
  unsubscribe: typeof import('../app/api/v1/unsubscribe/[token]/route');
  mail: typeof import('../app/api/v1/admin/emails/route');
  resend: typeof import('../app/api/v1/admin/emails/[id]/resend/route');
};
let closeClient: () => void;

function pbEntry(over: Partial<MailLogEntry> = {}): MailLogEntry {
  return {
    id: MAIL_ID,
    kind: 'identity.sign_in_link',
    recipient: 'mila@example.rs',
    status: MailStatus.MAIL_STATUS_DEAD,
    attempts: 8,
    lastError: '550 5.1.1 mailbox unavailable',
    createdAt: new Date('2026-11-26T09:00:00Z'),
    sentAt: undefined,
    nextAttemptAt: undefined,
    ...over,
  };
}

/** A mail provider's one-click post: from its own servers, no cookie, no CSRF token, no Origin. */
function oneClick(token: string, body = 'List-Unsubscribe=One-Click', headers: Record<string, string> = {}) {
  return call(routes.unsubscribe.POST, `/api/v1/unsubscribe/${token}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    params: { token },
  });
}

beforeAll(async () => {
  fake = await startScriptedServer(IdentityServiceService);
  process.env.IDENTITY_GRPC_ADDR = fake.addr;
  process.env.COOKIE_SECURE = 'false';
  routes = {
    preferences: await import('../app/api/v1/me/notice-preferences/route'),
    unsubscribe: await import('../app/api/v1/unsubscribe/[token]/route'),
    mail: await import('../app/api/v1/admin/emails/route'),
    resend: await import('../app/api/v1/admin/emails/[id]/resend/route'),
  };
  closeClient = (await import('../src/server/gateways/identity')).closeIdentityClient;
});

afterAll(async () => {
  closeClient?.();
  await fake?.stop();
});

beforeEach(() => {
  fake.seen.length = 0;
});

describe('notice preferences', () => {
  it('lists every optional kind in order, a kind identity left out counting as on', async () => {
    fake.answer('getMyNoticePreferences', () => ({
      preferences: [
        { kind: NoticeKind.NOTICE_KIND_NEW_MESSAGE, enabled: false },
        { kind: NoticeKind.NOTICE_KIND_REMINDERS, enabled: true },
      ],
    }));
    const res = await call(routes.preferences.GET, '/api/v1/me/notice-preferences', {
      headers: signedIn('prefs-read', ['client']),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      preferences: [
        { kind: 'reminders', enabled: true },
        { kind: 'new_message', enabled: false },
        { kind: 'review_request', enabled: true },
      ],
    });
  });

  it('saves the kinds given, as identity’s enum, for the signed-in person', async () => {
    fake.answer('saveMyNoticePreferences', (req) => ({ preferences: req.preferences }));
    const res = await call(routes.preferences.PUT, '/api/v1/me/notice-preferences', {
      method: 'PUT',
      body: { preferences: [{ kind: 'new_message', enabled: false }] },
      headers: signedIn('prefs-save', ['therapist']),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { preferences: unknown[] }).preferences).toContainEqual({
      kind: 'new_message',
      enabled: false,
    });
    expect(fake.seen).toEqual([
      {
        method: 'saveMyNoticePreferences',
        actorToken: 'actor-prefs-save',
        request: { preferences: [{ kind: NoticeKind.NOTICE_KIND_NEW_MESSAGE, enabled: false }] },
      },
    ]);
  });

  it('refuses an unknown kind, a kind twice or an essential kind before asking identity', async () => {
    const headers = signedIn('prefs-bad', ['client']);
    for (const preferences of [
      [{ kind: 'booking_confirmed', enabled: false }],
      [
        { kind: 'reminders', enabled: false },
        { kind: 'reminders', enabled: true },
      ],
      [],
    ]) {
      const res = await call(routes.preferences.PUT, '/api/v1/me/notice-preferences', {
        method: 'PUT',
        body: { preferences },
        headers,
      });
      expect(res.status).toBe(400);
    }
    expect(fake.seen).toEqual([]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns the kind off for a form-encoded post with no session or CSRF token, answering plain text', async () => {
    fake.answer('unsubscribe', () => ({ kind: NoticeKind.NOTICE_KIND_REMINDERS }));
    const res = await oneClick(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toMatch(/^Odjavljeni ste\./);
    expect(fake.seen).toEqual([{ method: 'unsubscribe', actorToken: null, request: { token: TOKEN } }]);
  });

  it('is exempt from the CSRF check (and only it): a cross-site post with a session cookie still works', async () => {
    fake.answer('unsubscribe', () => ({ kind: NoticeKind.NOTICE_KIND_NEW_MESSAGE }));
    const browser = signedIn('cross-site', ['client']);
    const crossSite = {
      cookie: browser.cookie,
      origin: 'https://mail.example.com',
      'sec-fetch-site': 'cross-site',
    };
    expect((await oneClick(TOKEN, 'List-Unsubscribe=One-Click', crossSite)).status).toBe(200);
    // The same browser, the same missing token, any other route: refused.
    const other = await call(routes.preferences.PUT, '/api/v1/me/notice-preferences', {
      method: 'PUT',
      body: { preferences: [{ kind: 'reminders', enabled: false }] },
      headers: crossSite,
    });
    expect(other.status).toBe(403);
    expect((await problem(other)).code).toBe('csrf.failed');
    expect(fake.seen.map((s) => s.method)).toEqual(['unsubscribe']);
  });

  it('takes multipart form data too, and answers in the reader’s script when a cookie names it', async () => {
    fake.answer('unsubscribe', () => ({ kind: NoticeKind.NOTICE_KIND_REVIEW_REQUEST }));
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const req = new Request(`${ORIGIN}/api/v1/unsubscribe/${TOKEN}`, {
      method: 'POST',
      body: form,
      headers: { cookie: 'oslonac_locale=sr-Cyrl' },
    });
    const res = await routes.unsubscribe.POST(req, { params: Promise.resolve({ token: TOKEN }) });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^Одјављени сте\./);
  });

  it('refuses a post without List-Unsubscribe=One-Click, or as JSON, before asking identity', async () => {
    expect((await oneClick(TOKEN, 'List-Unsubscribe=Maybe')).status).toBe(400);
    expect((await oneClick(TOKEN, '')).status).toBe(400);
    const json = await call(routes.unsubscribe.POST, `/api/v1/unsubscribe/${TOKEN}`, {
      method: 'POST',
      body: { 'List-Unsubscribe': 'One-Click' },
      params: { token: TOKEN },
    });
    expect(json.status).toBe(400);
    expect(fake.seen).toEqual([]);
  });

  it('answers 404 for a token identity does not know, and for a malformed one without asking', async () => {
    fake.answer('unsubscribe', () => grpcError(status.NOT_FOUND, 'identity.not_found'));
    const unknown = await oneClick(TOKEN);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/ne postoji ili više ne važi/);
    fake.seen.length = 0;
    expect((await oneClick('kratak')).status).toBe(404);
    expect((await oneClick(`${'a'.repeat(30)}%2F..`)).status).toBe(404);
    expect(fake.seen).toEqual([]);
  });

  it('is documented as a form post without a session or a CSRF refusal', async () => {
    const { buildOpenApi } = await import('../src/api/openapi');
    const doc = buildOpenApi() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: object }; responses: object; security: [] }>
      >;
    };
    const op = doc.paths['/api/v1/unsubscribe/{token}']?.post;
    expect(Object.keys(op?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(op?.security).toEqual([]);
    expect(Object.keys(op?.responses ?? {})).not.toContain('403');
  });

  it('asks to try later (503) when identity cannot answer', async () => {
    fake.answer('unsubscribe', () => grpcError(status.UNAVAILABLE, 'unavailable'));
    const res = await oneClick(TOKEN);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
  });
});

describe('the staff mail log', () => {
  it('passes the filters to identity and shows entries without any body', async () => {
    fake.answer('listMail', () => ({
      entries: [pbEntry({ status: MailStatus.MAIL_STATUS_SENT, sentAt: new Date('2026-11-26T09:00:05Z') })],
      hasMore: true,
    }));
    const res = await call(
      routes.mail.GET,
      `/api/v1/admin/emails?status=sent&kind=identity.sign_in_link&recipient=Mila@Example.rs&before=${MAIL_ID}`,
      { headers: signedIn('mail-admin', ['admin']) },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      entries: [
        {
          id: MAIL_ID,
          kind: 'identity.sign_in_link',
          recipient: 'mila@example.rs',
          status: 'sent',
          attempts: 8,
          lastError: '550 5.1.1 mailbox unavailable',
          createdAt: '2026-11-26T09:00:00.000Z',
          sentAt: '2026-11-26T09:00:05.000Z',
          nextAttemptAt: null,
        },
      ],
      hasMore: true,
    });
    expect(fake.seen).toEqual([
      {
        method: 'listMail',
        actorToken: 'actor-mail-admin',
        request: {
          status: MailStatus.MAIL_STATUS_SENT,
          kind: 'identity.sign_in_link',
          recipient: 'Mila@Example.rs',
          limit: 50,
          beforeId: MAIL_ID,
        },
      },
    ]);
  });

  it('is for staff only, and refuses an unknown status', async () => {
    expect(
      (await call(routes.mail.GET, '/api/v1/admin/emails', { headers: signedIn('mail-client', ['client']) }))
        .status,
    ).toBe(403);
    const bad = await call(routes.mail.GET, '/api/v1/admin/emails?status=bounced', {
      headers: signedIn('mail-admin-2', ['admin']),
    });
    expect(bad.status).toBe(400);
    expect(fake.seen).toEqual([]);
  });

  it('sends a dead mail again, and says calmly when it is not dead', async () => {
    fake.answer('resendMail', () => ({
      entry: pbEntry({ status: MailStatus.MAIL_STATUS_PENDING, attempts: 0 }),
    }));
    const headers = signedIn('mail-resend', ['admin']);
    const ok = await call(routes.resend.POST, `/api/v1/admin/emails/${MAIL_ID}/resend`, {
      method: 'POST',
      body: {},
      headers,
      params: { id: MAIL_ID },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { entry: { status: string; attempts: number } }).entry).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    expect(fake.seen).toEqual([
      { method: 'resendMail', actorToken: 'actor-mail-resend', request: { mailId: MAIL_ID } },
    ]);

    fake.answer('resendMail', () => grpcError(status.FAILED_PRECONDITION, 'identity.mail_not_dead'));
    const refused = await call(routes.resend.POST, `/api/v1/admin/emails/${MAIL_ID}/resend`, {
      method: 'POST',
      body: {},
      headers,
      params: { id: MAIL_ID },
    });
    expect(refused.status).toBe(409);
    expect((await problem(refused)).title).toMatch(/nije među neuspelim/);
  });
});
