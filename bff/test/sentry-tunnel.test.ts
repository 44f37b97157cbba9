import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { envelopeDsn, ingestUrl, parseDsn, TUNNEL_LIMIT_BYTES, tunnel } from '../src/server/sentry-tunnel';

let server: Server;
let port = 0;
const received: { url: string; body: string; type: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', body, type: req.headers['content-type'] ?? '' });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

const envelope = (dsn: string) =>
  `${JSON.stringify({ dsn, sent_at: new Date().toISOString() })}\n{"type":"event"}\n{}`;
const post = (body: string | Uint8Array<ArrayBuffer>) =>
  new Request('http://localhost:3000/monitoring', {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain' },
  });

describe('Sentry tunnel', () => {
  it('parses DSNs, including ones with a path prefix', () => {
    expect(parseDsn('https://abc@o1.ingest.sentry.io/42')).toEqual({
      protocol: 'https:',
      host: 'o1.ingest.sentry.io',
      pathPrefix: '',
      projectId: '42',
    });
    expect(ingestUrl(parseDsn('http://k@sentry.local:9000/sub/7')!)).toBe(
      'http://sentry.local:9000/sub/api/7/envelope/',
    );
    expect(parseDsn('not a url')).toBeNull();
    expect(parseDsn('https://o1.ingest.sentry.io/42')).toBeNull();
    expect(envelopeDsn(new TextEncoder().encode('garbage'))).toBeNull();
  });

  it('accepts and drops reports when no SENTRY_DSN is configured', async () => {
    const res = await tunnel(post(envelope(`http://k@127.0.0.1:${port}/5`)), {});
    expect(res.status).toBe(204);
    expect(received).toHaveLength(0);
  });

  it('forwards envelopes for our own project to its ingest URL', async () => {
    const env = { SENTRY_DSN: `http://k@127.0.0.1:${port}/5` };
    const body = envelope(`http://k@127.0.0.1:${port}/5`);
    const res = await tunnel(post(body), env);
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ url: '/api/5/envelope/', type: 'application/x-sentry-envelope' });
    const [head, item, payload] = received[0]!.body.split('\n');
    expect(head).toBe(body.split('\n')[0]);
    expect(JSON.parse(item!)).toEqual({ type: 'event', length: 2 });
    expect(JSON.parse(payload!)).toEqual({});
  });

  it('refuses envelopes for other projects or hosts, and malformed ones', async () => {
    const env = { SENTRY_DSN: `http://k@127.0.0.1:${port}/5` };
    expect((await tunnel(post(envelope(`http://k@127.0.0.1:${port}/6`)), env)).status).toBe(403);
    expect((await tunnel(post(envelope('http://k@evil.example/5')), env)).status).toBe(403);
    expect((await tunnel(post('{"no":"dsn"}\n{}'), env)).status).toBe(400);
    expect(received).toHaveLength(1);
  });

  it('refuses envelopes over the size limit', async () => {
    const env = { SENTRY_DSN: `http://k@127.0.0.1:${port}/5` };
    const res = await tunnel(post(new Uint8Array(TUNNEL_LIMIT_BYTES + 1)), env);
    expect(res.status).toBe(413);
  });
});
