// Error reports must not carry what people told us or the keys to it. An event full of what a real failure
// would hold goes through scrubEvent (the server's beforeSend) and through the /monitoring tunnel (the
// browser's reports); none of the secrets, bodies, cookies, query strings or ids of health data come out.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tunnel } from '../src/server/sentry-tunnel';
import { scrubEvent, scrubUrl } from '../src/shared/sentry-scrub';

const RESULT_ID = '0193a1b2-0000-7000-8000-00000000c0de';
const FEED = 'feedsecret_abcdefghijklmnop';
const INVITE = 'invitesecret_abcdefghijklmnop';
const SECRETS = [
  RESULT_ID,
  FEED,
  INVITE,
  'ana@primer.rs',
  'session-token-xyz',
  'Imam napade panike',
  'linktoken123',
  '203.0.113.9',
];

function leakyEvent() {
  return {
    event_id: 'a'.repeat(32),
    message: `GET /upitnik/${RESULT_ID}?from=mail failed`,
    transaction: `/api/v1/matches/${RESULT_ID}`,
    request: {
      method: 'POST',
      url: `https://oslonac.rs/verify-request?token=linktoken123&email=ana@primer.rs`,
      query_string: 'token=linktoken123&email=ana@primer.rs',
      cookies: { oslonac_session: 'session-token-xyz' },
      data: { concerns: 'Imam napade panike', email: 'ana@primer.rs' },
      headers: {
        Cookie: 'oslonac_session=session-token-xyz',
        Authorization: 'Bearer session-token-xyz',
        'X-Forwarded-For': '203.0.113.9',
        'User-Agent': 'Mozilla/5.0',
      },
      env: { REMOTE_ADDR: '203.0.113.9' },
    },
    user: { id: 'u-1', email: 'ana@primer.rs', ip_address: '203.0.113.9' },
    exception: {
      values: [{ type: 'Error', value: `fetch https://oslonac.rs/api/v1/calendar/${FEED}.ics failed` }],
    },
    breadcrumbs: [
      { category: 'navigation', data: { from: `/partner-invitation/${RESULT_ID}#token=${INVITE}`, to: '/' } },
      {
        category: 'fetch',
        data: {
          url: `/api/v1/partner-invitations/${RESULT_ID}`,
          method: 'POST',
          body: `{"token":"${INVITE}"}`,
        },
      },
      { category: 'navigation', data: { to: `/calendar/${FEED}.ics` } },
    ],
    extra: { answers: 'Imam napade panike' },
    tags: { route: `/upitnik/${RESULT_ID}` },
  };
}

function expectNothingLeaks(text: string) {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/[?&](token|email|from)=/);
}

describe('scrubEvent', () => {
  it('keeps what helps fix the bug and drops everything personal', () => {
    const clean = scrubEvent(leakyEvent());
    expectNothingLeaks(JSON.stringify(clean));
    expect(clean.request).toEqual({
      method: 'POST',
      url: 'https://oslonac.rs/verify-request',
      headers: { 'User-Agent': 'Mozilla/5.0' },
    });
    expect(clean.transaction).toBe('/api/v1/matches/[id]');
    expect(clean.tags).toEqual({ route: '/upitnik/[resultId]' });
    expect(clean.user).toEqual({ id: 'u-1' });
    expect(clean.exception.values[0]!.value).toBe('fetch https://oslonac.rs/api/v1/calendar/[feed] failed');
    expect(clean.breadcrumbs[1]).toEqual({
      category: 'fetch',
      data: { url: '/api/v1/partner-invitations/[relationshipId]', method: 'POST' },
    });
  });

  it('reduces every address with a secret or health data to its route pattern', () => {
    expect(scrubUrl(`/calendar/${FEED}.ics`)).toBe('/calendar/[feed].ics');
    expect(scrubUrl(`/api/v1/calendar/${FEED}.ics?x=1`)).toBe('/api/v1/calendar/[feed]');
    expect(scrubUrl(`/upitnik/${RESULT_ID}`)).toBe('/upitnik/[resultId]');
    expect(scrubUrl(`/api/v1/matches/${RESULT_ID}`)).toBe('/api/v1/matches/[id]');
    expect(scrubUrl(`/partner-invitation/${RESULT_ID}#token=${INVITE}`)).toBe(
      '/partner-invitation/[therapyRelationshipId]',
    );
    expect(scrubUrl(`/api/v1/partner-invitations/${RESULT_ID}/accept`)).toBe(
      '/api/v1/partner-invitations/[relationshipId]/accept',
    );
    expect(scrubUrl('/verify-request?token=linktoken123')).toBe('/verify-request');
    expect(scrubUrl('/terapeuti?q=anksioznost')).toBe('/terapeuti');
  });
});

describe('the /monitoring tunnel', () => {
  let server: Server;
  let port = 0;
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push(body);
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('scrubs a browser event before it goes on, and drops items that could hold anything', async () => {
    const dsn = `http://k@127.0.0.1:${port}/5`;
    const event = JSON.stringify(leakyEvent());
    const attachment = `raw body ${INVITE} ana@primer.rs`;
    const envelope = [
      JSON.stringify({ dsn, sent_at: new Date().toISOString() }),
      JSON.stringify({ type: 'event', length: Buffer.byteLength(event) }),
      event,
      JSON.stringify({ type: 'attachment', length: Buffer.byteLength(attachment), filename: 'x.txt' }),
      attachment,
      JSON.stringify({ type: 'replay_recording' }),
      `{"url":"/upitnik/${RESULT_ID}"}`,
    ].join('\n');
    const res = await tunnel(
      new Request('http://localhost:3000/monitoring', { method: 'POST', body: envelope }),
      { SENTRY_DSN: dsn },
    );
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
    expectNothingLeaks(received[0]!);
    const lines = received[0]!.split('\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2]!).request.url).toBe('https://oslonac.rs/verify-request');
  });
});

describe("the server's Sentry setup", () => {
  let server: Server;
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        received.push(body);
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });

  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('sends a captured error only after beforeSend scrubbed it', async () => {
    const { port } = server.address() as AddressInfo;
    const { sentryOptions } = await import('../src/server/telemetry-node');
    const Sentry = await import('@sentry/node');
    // The options startTelemetry gives Sentry.init, on a client of its own: no global hooks in the test worker.
    const client = new Sentry.NodeClient({
      ...sentryOptions({ SENTRY_DSN: `http://k@127.0.0.1:${port}/5` }),
      integrations: [],
      stackParser: Sentry.defaultStackParser,
      transport: Sentry.makeNodeTransport,
    });
    const scope = new Sentry.Scope();
    scope.setClient(client);
    const leaky = leakyEvent();
    scope.setSDKProcessingMetadata({ normalizedRequest: leaky.request });
    scope.setUser(leaky.user);
    scope.setExtras(leaky.extra);
    scope.setTag('route', leaky.tags.route);
    for (const crumb of leaky.breadcrumbs) scope.addBreadcrumb(crumb);
    client.captureException(new Error(leaky.exception.values[0]!.value), {}, scope);
    await client.flush(5000);
    expect(received.length).toBeGreaterThan(0);
    const sent = received.join('\n');
    expect(sent).toContain('/api/v1/calendar/[feed]');
    expectNothingLeaks(sent);
    await client.close(1000);
  });
});
