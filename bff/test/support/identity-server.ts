// A real identity service for BFF tests: its own database, NATS stream and ports, started from the
// service's own entry point (identity exposes no in-process factory) and torn down afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  createTestDatabase,
  freePort,
  type TestDatabase,
  testNatsUrl,
  testStreamPrefix,
  uniqueTestPrefix,
} from '@oslonac/kit/testing';
import { type MailCatcher, startMailCatcher } from '@oslonac/kit/testing/mail-catcher';
import { exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface IdentityServer {
  grpcAddr: string;
  httpUrl: string;
  db: pg.Pool;
  /** Row counts of every table identity writes to. */
  counts(): Promise<Record<string, number>>;
  /** Mail identity sent to this address over SMTP (to a catcher in this process), newest first. */
  mailTo(email: string): Promise<{ subject: string; link: string }[]>;
  stop(): Promise<void>;
}

const TABLES = ['users', 'user_roles', 'sessions', 'email_links', 'mobile_handoffs', 'mail_outbox', 'outbox'];

export async function startIdentity(name: string): Promise<IdentityServer> {
  const database: TestDatabase = await createTestDatabase(name);
  const [grpcPort, httpPort] = [await freePort(), await freePort()];
  const prefix = uniqueTestPrefix();
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `bff-test-${prefix}` };
  const catcher: MailCatcher = await startMailCatcher();

  let log = '';
  const child: ChildProcess = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(repoRoot, 'services/identity/src/main.ts')],
    {
      cwd: path.join(repoRoot, 'services/identity'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        GRPC_PORT: String(grpcPort),
        HTTP_PORT: String(httpPort),
        NATS_URL: testNatsUrl(),
        EVENT_SUBJECT_PREFIX: prefix,
        STREAM_PREFIX: testStreamPrefix(prefix),
        ACTOR_PRIVATE_JWK: JSON.stringify(jwk),
        DATA_MASTER_KEY: Buffer.alloc(32, 9).toString('base64'),
        SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
        PUBLIC_URL: 'http://localhost:3000',
        SHUTDOWN_GRACE_MS: '500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => {
    log += String(d);
  });
  child.stderr?.on('data', (d) => {
    log += String(d);
  });

  const httpUrl = `http://127.0.0.1:${httpPort}`;
  const until = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) {
      await catcher.close();
      await database.drop();
      throw new Error(`identity exited with ${child.exitCode}:\n${log}`);
    }
    const ready = await fetch(`${httpUrl}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      await catcher.close();
      await database.drop();
      throw new Error(`identity did not become ready:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    grpcAddr: `127.0.0.1:${grpcPort}`,
    httpUrl,
    db,
    async counts() {
      const out: Record<string, number> = {};
      for (const table of TABLES) {
        const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
        out[table] = Number(rows[0]!.n);
      }
      return out;
    },
    async mailTo(email) {
      // Mail is written with the request and sent by identity's loop (every 2 s): wait until none is pending.
      const until = Date.now() + 20_000;
      for (;;) {
        const { rows } = await db.query<{ n: string }>(
          "SELECT count(*)::text AS n FROM mail_outbox WHERE status = 'pending'",
        );
        if (rows[0]?.n === '0') break;
        if (Date.now() > until) throw new Error(`identity's mail is still pending:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return catcher
        .messages(email)
        .filter((m) => m.links.length > 0)
        .map((m) => ({ subject: m.subject, link: m.links[0] as string }));
    },
    async stop() {
      await db.end();
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }
      await catcher.close();
      await database.drop();
      const nc = await connect({ servers: testNatsUrl() });
      try {
        const jsm = await jetstreamManager(nc);
        await jsm.streams.delete(`${testStreamPrefix(prefix)}_IDENTITY`).catch(() => false);
      } finally {
        await nc.close();
      }
    },
  };
}
