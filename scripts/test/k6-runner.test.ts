import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runK6File } from '../load/k6-runner/runner';

let server: ChildProcess;
let base: string;
const dir = mkdtempSync(path.join(tmpdir(), 'k6-runner-test-'));

// k6's http is synchronous, so the runner blocks its thread while a request is out: the site it talks to must live
// in another process.
const site = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  if (req.url === '/login') {
    res.writeHead(302, { location: '/form', 'set-cookie': 'csrf=tok123; Path=/; SameSite=Lax' });
    return res.end();
  }
  if (req.url === '/form') return res.end('<form></form>');
  if (req.url === '/api/me' && req.method === 'POST') {
    const ok = req.headers.cookie === 'csrf=tok123' && req.headers['x-csrf-token'] === 'tok123';
    res.writeHead(ok ? 200 : 403, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ user: { id: 'u1' } }));
  }
  res.writeHead(404);
  res.end();
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

beforeAll(async () => {
  server = spawn(process.execPath, ['-e', site], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) =>
    server.stdout!.once('data', (c: Buffer) => resolve(c.toString().trim())),
  );
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server.kill();
});

function scenario(name: string, source: string): string {
  const file = path.join(dir, `${name}.js`);
  writeFileSync(file, source);
  return file;
}

const signIn = `
import { check, group, sleep } from 'k6';
import http from 'k6/http';
export const options = { scenarios: { one: { executor: 'constant-vus', vus: 5, duration: '1m', exec: 'flow' } } };
const base = __ENV.BASE_URL;
export function flow() {
  group('sign in', () => {
    const page = http.get(base + PATH);
    const csrf = http.cookieJar().cookiesForURL(base).csrf?.[0] ?? '';
    check(page, { 'page 200': (r) => r.status === 200 });
    const me = http.post(base + '/api/me', JSON.stringify({}), { headers: { 'x-csrf-token': csrf } });
    check(me, { 'me 200': (r) => r.status === 200 && r.json('user.id') === 'u' + __VU });
  });
  sleep(30);
}
`;

describe('the k6 smoke runner', () => {
  it('runs a scenario once as one user: redirects followed, cookies kept, checks counted', async () => {
    const started = Date.now();
    const [report] = await runK6File(scenario('good', signIn.replace('PATH', "'/login'")), {
      BASE_URL: base,
    });
    expect(report!.failures).toEqual([]);
    expect(report!.checks).toEqual([
      { name: 'page 200', passes: 1, fails: 0 },
      { name: 'me 200', passes: 1, fails: 0 },
    ]);
    expect(report!.requests.map((r) => [r.method, new URL(r.url).pathname, r.status])).toEqual([
      ['GET', '/form', 200],
      ['POST', '/api/me', 200],
    ]);
    // sleep() proves nothing once; the smoke does not wait for it.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('fails a scenario whose URL no longer exists', async () => {
    const [report] = await runK6File(scenario('moved', signIn.replace('PATH', "'/prijava'")), {
      BASE_URL: base,
    });
    expect(report!.failures).toEqual(['check "page 200" failed', 'check "me 200" failed']);
  });

  it('fails a scenario whose options name a function the file does not export', async () => {
    const [report] = await runK6File(
      scenario(
        'renamed',
        signIn.replace('PATH', "'/login'").replace('export function flow', 'function flow'),
      ),
      { BASE_URL: base },
    );
    expect(report!.failures).toEqual(['exec "flow" is not a function the file exports']);
  });

  it('fails a scenario that imports a part of k6 the runner does not have', async () => {
    const [report] = await runK6File(
      scenario('ws', "import ws from 'k6/ws';\nexport default function () { ws.connect('x'); }\n"),
      {},
    );
    expect(report!.failures.join('\n')).toContain('does not implement k6/ws');
  });
});
