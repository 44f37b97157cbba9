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
import { exportJWK, generateKeyPair } from 'jose';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface IdentityServer {
  grpcAddr: string;
  httpUrl: string;
  db: pg.Pool;
  /** Row counts of every table identity writes to. */
  counts(): Promise<Record<string, number>>;
  /** Sign-in links identity "sent" to this address (DEV_MAILBOX), newest first. */
  mailTo(email: string): Promise<{ subject: string; link: string }[]>;
  stop(): Promise<void>;
}

const TABLES = [
  'users',
  'user_roles',
  'sessions',
  'email_links',
  'mobile_handoffs',
  'outgoing_mail',
  'outbox',
];

export async function startIdentity(name: string): Promise<IdentityServer> {
  const database: TestDatabase = await createTestDatabase(name);
  const [grpcPort, httpPort] = [await freePort(), await freePort()];
  const prefix = uniqueTestPrefix();
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `bff-test-${prefix}` };

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
        DEV_MAILBOX: 'true',
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
      await database.drop();
      throw new Error(`identity exited with ${child.exitCode}:\n${log}`);
    }
    const ready = await fetch(`${httpUrl}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
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
      const res = await fetch(`${httpUrl}/dev/mail?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { mails: { subject: string; link: string }[] };
      return body.mails;
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
