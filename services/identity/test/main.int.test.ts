import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ActorVerifier, Bus, createLogger, generateActorKeyPair, unary } from '@oslonac/kit';
import {
  createTestDatabase,
  freePort,
  type TestDatabase,
  testNatsUrl,
  testStreamPrefix,
  uniqueTestPrefix,
} from '@oslonac/kit/testing';
import { type MailCatcher, startMailCatcher } from '@oslonac/kit/testing/mail-catcher';
import { IdentityServiceClient, Role } from '@oslonac/proto/oslonac/identity/v1/identity';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

// Boots `tsx src/main.ts` exactly as in development, then checks what only the real process wires:
// config, migrations at boot, JWKS, mail leaving over SMTP, gRPC with the service's own verifier, SIGTERM.
describe('identity process', () => {
  let db: TestDatabase;
  let proc: ChildProcess;
  let output = '';
  let httpUrl: string;
  let grpcPort: number;
  let streamPrefix: string;
  let client: IdentityServiceClient;
  let catcher: MailCatcher;

  beforeAll(async () => {
    db = await createTestDatabase('identity_main');
    catcher = await startMailCatcher();
    const { privateJwk } = await generateActorKeyPair();
    grpcPort = await freePort();
    const httpPort = await freePort();
    const subjectPrefix = uniqueTestPrefix();
    streamPrefix = testStreamPrefix(subjectPrefix);
    httpUrl = `http://127.0.0.1:${httpPort}`;
    proc = spawn(tsx, ['src/main.ts'], {
      cwd: serviceDir,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: db.url,
        NATS_URL: testNatsUrl(),
        EVENT_SUBJECT_PREFIX: subjectPrefix,
        STREAM_PREFIX: streamPrefix,
        ACTOR_PRIVATE_JWK: JSON.stringify(privateJwk),
        DATA_MASTER_KEY: Buffer.alloc(32, 9).toString('base64'),
        GRPC_PORT: String(grpcPort),
        HTTP_PORT: String(httpPort),
        SMTP_URL: `smtp://identity:lozinka@127.0.0.1:${catcher.port}`,
        MAIL_FROM: 'Oslonac <no-reply@oslonac.test>',
        PUBLIC_URL: 'https://oslonac.test',
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.on('data', (d) => {
      output += String(d);
    });
    proc.stderr?.on('data', (d) => {
      output += String(d);
    });
    const until = Date.now() + 45_000;
    for (;;) {
      const ready = await fetch(`${httpUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (proc.exitCode !== null || Date.now() > until) throw new Error(`identity did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    client = new IdentityServiceClient(`127.0.0.1:${grpcPort}`, grpc.credentials.createInsecure());
  }, 60_000);

  afterAll(async () => {
    client?.close();
    if (proc && proc.exitCode === null) {
      proc.kill('SIGKILL');
      await new Promise((r) => proc.once('exit', r));
    }
    const log = createLogger('identity-test', 'silent');
    const bus = await Bus.connect({ url: testNatsUrl(), name: 'identity-test-cleanup', log });
    await bus.jsm.streams.delete(`${streamPrefix}_IDENTITY`).catch(() => {});
    await bus.close();
    await db?.drop();
    await catcher?.close();
  });

  it('serves JWKS that verifies the actor tokens it issues', async () => {
    await unary(client, client.signUp, {
      email: 'proces@example.rs',
      displayName: 'Proces Test',
      password: '',
      locale: '',
      nextPath: '/app/onboarding',
      client: { ip: '127.0.0.1', userAgent: 'jest' },
      role: Role.ROLE_UNSPECIFIED,
    });

    // The welcome mail really leaves: the service's sender loop delivers it over SMTP.
    const mail = await catcher.waitFor((m) => m.to.includes('proces@example.rs'), 15_000);
    expect(mail.subject).toBe('Dobro došli na Oslonac — vaš link za prijavu');
    expect(mail.from).toBe('no-reply@oslonac.test');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@oslonac\.test>$/);
    const [link] = mail.links;
    expect(link).toMatch(/^https:\/\/oslonac\.test\/verify-request\?token=/);
    expect(mail.html).toContain(`href="${link}"`);
    // The working link is in the mail only, not in the logs (mail-at-rest checks the database).
    expect(output).not.toContain(link);
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    // No development mailbox serves links any more.
    expect((await fetch(`${httpUrl}/dev/mail?to=proces@example.rs`)).status).toBe(404);
    const consumed = await unary(client, client.consumeEmailLink, {
      token,
      client: { ip: '127.0.0.1', userAgent: 'jest' },
    });
    expect(consumed.nextPath).toBe('/app/onboarding');
    const resolved = await unary(client, client.resolveSession, { token: consumed.session?.token ?? '' });

    const verifier = ActorVerifier.fromJwks(`${httpUrl}/.well-known/jwks.json`);
    expect((await verifier.verify(resolved.actorToken)).userId).toBe(resolved.user?.id);
    const me = await unary(client, client.getMe, {}, { actorToken: resolved.actorToken });
    expect(me.user?.email).toBe('proces@example.rs');
  });

  it('stops gracefully on SIGTERM', async () => {
    const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('service stopped');
  });

  it('refuses to start without its required configuration, naming what is missing', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_OPTIONS: '' };
    delete env.DATABASE_URL;
    delete env.ACTOR_PRIVATE_JWK;
    const bad = spawn(tsx, ['src/main.ts'], {
      cwd: serviceDir,
      env: { ...env, SIGNIN_LIMIT_PER_IP: 'many' },
    });
    let err = '';
    bad.stderr?.on('data', (d) => {
      err += String(d);
    });
    const code = await new Promise<number | null>((r) => bad.once('exit', (c) => r(c)));
    expect(code).toBe(1);
    expect(err).toContain('DATABASE_URL is required');
    expect(err).toContain('ACTOR_PRIVATE_JWK is required');
    expect(err).toContain('SIGNIN_LIMIT_PER_IP must be a number');
  });
});
