import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ENDS_AT, type Harness, STARTS_AT, startHarness, waitUntil, workerBin } from './support/harness';

let h: Harness;
const routers: string[] = [];

beforeAll(async () => {
  workerBin();
  // The mediasoup module the SFU loads: its observer sees every router the rooms create.
  const mediasoup = await import('mediasoup');
  mediasoup.observer.on('newworker', (w) =>
    w.observer.on('newrouter', (r) => routers.push(String(r.appData.sessionId))),
  );
  h = await startHarness({ minPort: 44000 });
}, 600_000);

afterAll(async () => {
  await h?.stop();
});

describe('joining a session room', () => {
  it('answers only on /rtc', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number | undefined>((resolve) => {
      const port = new URL(h.url).port;
      const req = request({
        host: '127.0.0.1',
        port,
        path: '/other',
        headers: {
          connection: 'upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.on('upgrade', () => resolve(101));
      req.on('error', () => resolve(undefined));
      req.on('response', (res) => resolve(res.statusCode));
      req.end();
    });
    expect(status).toBeUndefined();
  });

  it('refuses a missing, forged, expired or foreign token', async () => {
    h.session('s-auth');
    const c = await h.connect();
    expect(await c.request({ type: 'join', token: '' })).toMatchObject({
      type: 'error',
      code: 'bad_request',
    });
    const forged = h.token('s-auth', 's-auth-client', 'client', {
      secret: 'another-secret-another-secret-000',
    });
    expect(await c.request({ type: 'join', token: forged })).toMatchObject({
      type: 'error',
      code: 'unauthorized',
    });
    const expired = h.token('s-auth', 's-auth-client', 'client', { expiresAt: h.now().getTime() - 1 });
    expect(await c.request({ type: 'join', token: expired })).toMatchObject({
      type: 'error',
      code: 'unauthorized',
    });
    // A valid token, but its holder is not in this session (or claims a role they do not have).
    const stranger = h.token('s-auth', 'someone-else', 'client');
    expect(await c.request({ type: 'join', token: stranger })).toMatchObject({
      type: 'error',
      code: 'unauthorized',
    });
    const wrongRole = h.token('s-auth', 's-auth-client', 'therapist');
    expect(await c.request({ type: 'join', token: wrongRole })).toMatchObject({
      type: 'error',
      code: 'unauthorized',
    });
    const unknown = h.token('s-missing', 'x', 'client');
    expect(await c.request({ type: 'join', token: unknown })).toMatchObject({
      type: 'error',
      code: 'not_found',
    });
    expect(h.rtc.stats().rooms).toBe(0);
    expect(h.ledger.of('s-auth')).toEqual([]);
  });

  it('refuses everything but join before joining', async () => {
    const c = await h.connect();
    expect(await c.request({ type: 'createTransport', direction: 'send' })).toMatchObject({
      code: 'unauthorized',
    });
  });

  it('keeps the room shut before its window and after, and for ended or cancelled sessions', async () => {
    h.session('s-early', {
      startsAt: new Date(STARTS_AT.getTime() + 60 * 60_000),
      endsAt: new Date(ENDS_AT.getTime() + 60 * 60_000),
    });
    h.session('s-late', {
      startsAt: new Date(STARTS_AT.getTime() - 3 * 60 * 60_000),
      endsAt: new Date(ENDS_AT.getTime() - 3 * 60 * 60_000),
    });
    h.session('s-cancelled', { status: 'cancelled' });
    const c = await h.connect();
    const join = (s: string) => c.request({ type: 'join', token: h.token(s, `${s}-therapist`, 'therapist') });
    expect(await join('s-early')).toMatchObject({ type: 'error', code: 'not_open' });
    expect(await join('s-late')).toMatchObject({ type: 'error', code: 'closed' });
    expect(await join('s-cancelled')).toMatchObject({ type: 'error', code: 'closed' });
  });

  it('lets the therapist in, keeps the client waiting until admitted', async () => {
    h.session('s-admit');
    const { client: therapist, data: tData } = await h.join('s-admit', 's-admit-therapist', 'therapist');
    expect(tData).toMatchObject({
      role: 'therapist',
      admitted: true,
      peers: [],
      closesAt: '2026-05-04T11:05:00.000Z',
    });
    expect(tData.routerRtpCapabilities).toHaveProperty('codecs');
    expect(tData.iceServers).toEqual([
      {
        urls: ['turn:turn.example.test:3478?transport=udp', 'turns:turn.example.test:5349'],
        username: 'user',
        credential: 'pass',
      },
    ]);

    const { client, data: cData } = await h.join('s-admit', 's-admit-client', 'client');
    expect(cData).toMatchObject({
      role: 'client',
      admitted: false,
      peers: [{ userId: 's-admit-therapist', role: 'therapist', admitted: true }],
    });
    const waiting = await therapist.next('peerWaiting');
    expect(waiting.peer).toEqual({ userId: 's-admit-client', role: 'client', admitted: false });

    // Waiting: no media yet, and no admitting anyone.
    expect(await client.request({ type: 'createTransport', direction: 'send' })).toMatchObject({
      code: 'not_admitted',
    });
    expect(await client.request({ type: 'admit', userId: 's-admit-client' })).toMatchObject({
      code: 'forbidden',
    });
    expect(await client.request({ type: 'endSession' })).toMatchObject({ code: 'forbidden' });

    await therapist.ok({ type: 'admit', userId: 's-admit-client' });
    await client.next('admitted');
    expect((await therapist.next('peerJoined')).peer).toEqual({
      userId: 's-admit-client',
      role: 'client',
      admitted: true,
    });
    await client.ok({ type: 'createTransport', direction: 'send' });

    expect(h.ledger.of('s-admit')).toEqual([
      { call: 'roomOpened', sessionId: 's-admit' },
      { call: 'participantJoined', sessionId: 's-admit', userId: 's-admit-therapist', role: 'therapist' },
      { call: 'participantJoined', sessionId: 's-admit', userId: 's-admit-client', role: 'client' },
    ]);

    // Leaving tells the others and the ledger; the last one out closes the room.
    await client.ok({ type: 'leave' });
    await therapist.next('peerLeft', (m) => m.userId === 's-admit-client');
    expect((await client.closed).code).toBe(1000);
    therapist.close();
    await waitUntil(() => h.rtc.stats().rooms === 0);
    expect(h.ledger.of('s-admit').slice(3)).toEqual([
      { call: 'participantLeft', sessionId: 's-admit', userId: 's-admit-client', role: 'client' },
      { call: 'participantLeft', sessionId: 's-admit', userId: 's-admit-therapist', role: 'therapist' },
    ]);
  });

  it('tells a therapist who arrives late who is already waiting', async () => {
    h.session('s-late-therapist');
    const { client: partner } = await h.join('s-late-therapist', 's-late-therapist-partner', 'partner');
    const { client: therapist, data } = await h.join(
      's-late-therapist',
      's-late-therapist-therapist',
      'therapist',
    );
    expect(data.peers).toEqual([{ userId: 's-late-therapist-partner', role: 'partner', admitted: false }]);
    expect((await therapist.next('peerWaiting')).peer.userId).toBe('s-late-therapist-partner');
    expect((await partner.next('peerJoined')).peer.role).toBe('therapist');
    partner.close();
    therapist.close();
  });

  it('creates exactly one room when both join at the same moment', async () => {
    h.session('s-race');
    await waitUntil(() => h.rtc.stats().rooms === 0);
    const [a, b] = await Promise.all([h.connect(), h.connect()]);
    const [ra, rb] = await Promise.all([
      a.request({ type: 'join', token: h.token('s-race', 's-race-therapist', 'therapist') }),
      b.request({ type: 'join', token: h.token('s-race', 's-race-client', 'client') }),
    ]);
    expect([ra.type, rb.type]).toEqual(['result', 'result']);
    expect(h.rtc.stats().rooms).toBe(1);
    expect(routers.filter((id) => id === 's-race')).toHaveLength(1);
    expect(h.ledger.of('s-race').filter((c) => c.call === 'roomOpened')).toHaveLength(1);
    a.close();
    b.close();
  });

  it('answers bad frames with bad_request and keeps the socket', async () => {
    h.session('s-bad');
    const c = await h.connect();
    c.sendRaw('not json');
    expect(await c.next('error')).toMatchObject({ id: null, code: 'bad_request' });
    c.sendRaw(JSON.stringify({ type: 'fly', id: 7 }));
    expect(await c.answer(7)).toMatchObject({ type: 'error', code: 'bad_request' });
    c.sendRaw(JSON.stringify({ type: 'createTransport', id: 8, direction: 'sideways' }));
    expect(await c.answer(8)).toMatchObject({ type: 'error', code: 'bad_request' });
    c.sendRaw(Buffer.from([1, 2, 3]));
    await waitUntil(() => c.all('error').filter((e) => e.id === null).length === 2);
    const data = await c.ok({ type: 'join', token: h.token('s-bad', 's-bad-therapist', 'therapist') });
    expect(data.admitted).toBe(true);
    // A connection belongs to one room for good.
    expect(
      await c.request({ type: 'join', token: h.token('s-bad', 's-bad-therapist', 'therapist') }),
    ).toMatchObject({ code: 'bad_request' });
    // mediasoup's own checks on the opaque objects come back as bad_request too.
    const t = await c.ok<{ id: string }>({ type: 'createTransport', direction: 'send' });
    expect(
      await c.request({ type: 'connectTransport', transportId: t.id, dtlsParameters: { nonsense: true } }),
    ).toMatchObject({ code: 'bad_request' });
    expect(await c.request({ type: 'closeProducer', producerId: 'nope' })).toMatchObject({
      code: 'not_found',
    });
    c.close();
  });

  it('refuses a flood with rate_limited, then hangs up if it goes on', async () => {
    const c = await h.connect();
    for (let i = 0; i < 80; i++) c.sendRaw(JSON.stringify({ type: 'fly', id: i }));
    await c.next('error', (e) => e.id === 79);
    const codes = c.all('error').map((e) => e.code);
    expect(codes.filter((x) => x === 'bad_request').length).toBeGreaterThanOrEqual(60);
    expect(codes).toContain('rate_limited');
    for (let i = 0; i < 200; i++) c.sendRaw(JSON.stringify({ type: 'fly', id: i }));
    expect((await c.closed).code).toBe(4008);
  });

  it('lets a reloaded tab take over, still admitted, and closes the old one', async () => {
    h.session('s-reload');
    const { client: therapist } = await h.join('s-reload', 's-reload-therapist', 'therapist');
    const { client: first } = await h.join('s-reload', 's-reload-client', 'client');
    await therapist.ok({ type: 'admit', userId: 's-reload-client' });
    await first.next('admitted');
    const { client: second, data } = await h.join('s-reload', 's-reload-client', 'client');
    expect(data.admitted).toBe(true);
    expect((await first.closed).code).toBe(4001);
    await second.ok({ type: 'createTransport', direction: 'recv' });
    expect(h.rtc.stats().peers).toBeGreaterThanOrEqual(2);
    // One continuous presence for the ledger: the replaced tab did not leave.
    expect(h.ledger.of('s-reload').filter((c) => c.call === 'participantLeft')).toEqual([]);
    therapist.close();
    second.close();
  });
});
