/**
 * `make up`: the whole product on this machine with one command. Starts (or reuses) PostgreSQL and NATS, builds the
 * BFF, starts identity and the BFF, seeds the demo accounts and prints how to sign in. Ctrl-C stops everything;
 * data stays under .data/ for the next run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateActorKeyPair } from '@oslonac/kit';
import { ensureNats } from '../infra/nats';
import { createDatabase, ensurePostgres, redact } from '../infra/postgres';
import { buildBff } from '../stack/build';
import { startBff, startIdentity, waitUp } from '../stack/index';
import { root, tsxBin } from '../stack/paths';
import type { Proc } from '../stack/process';

const log = (line: string) => console.log(`[up] ${line}`);
const dataDir = path.join(root, '.data');
const ports = { bff: 3000, identityGrpc: 50051, identityHttp: 8081 };
const demoPassword = process.env.DEMO_PASSWORD ?? 'Oslonac-demo-2026';

async function actorKey(): Promise<string> {
  const file = path.join(dataDir, 'keys/actor.private.jwk.json');
  if (process.env.ACTOR_PRIVATE_JWK) return process.env.ACTOR_PRIVATE_JWK;
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(path.dirname(file), { recursive: true });
  const { privateJwk } = await generateActorKeyPair();
  writeFileSync(file, JSON.stringify(privateJwk), { mode: 0o600 });
  return JSON.stringify(privateJwk);
}

async function main() {
  const stoppers: Array<() => Promise<void>> = [];
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    for (const stop of stoppers.reverse()) await stop().catch((e) => log(String(e)));
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  try {
    const postgres = await ensurePostgres({
      url: process.env.DATABASE_URL,
      dataDir: path.join(dataDir, 'postgres'),
      port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
      probeLocal: false,
      log,
    });
    stoppers.push(postgres.stop);
    log(`PostgreSQL (${postgres.source}): ${redact(postgres.adminUrl)}`);
    const nats = await ensureNats({
      url: process.env.NATS_URL,
      storeDir: path.join(dataDir, 'nats'),
      port: 4222,
      log,
    });
    stoppers.push(nats.stop);
    log(`NATS (${nats.source}): ${nats.url}`);

    if (process.env.OSLONAC_SKIP_BUILD !== '1') {
      log('building the BFF (next build)…');
      buildBff();
    }

    const identityUrl = await createDatabase(postgres.adminUrl, 'oslonac_identity', true);
    const identity: Proc = startIdentity({
      databaseUrl: identityUrl,
      natsUrl: nats.url,
      grpcPort: ports.identityGrpc,
      httpPort: ports.identityHttp,
      privateJwk: await actorKey(),
      publicUrl: `http://localhost:${ports.bff}`,
      echo: true,
    });
    stoppers.push(identity.stop);
    await waitUp(identity, ports.identityHttp, `http://127.0.0.1:${ports.identityHttp}/healthz`);

    execFileSync(tsxBin, ['src/cli/seed-demo.ts'], {
      cwd: path.join(root, 'services/identity'),
      env: { ...process.env, DATABASE_URL: identityUrl, DEMO_PASSWORD: demoPassword, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });

    const bff = startBff({
      port: ports.bff,
      identityGrpcAddr: `127.0.0.1:${ports.identityGrpc}`,
      identityHttpUrl: `http://127.0.0.1:${ports.identityHttp}`,
      echo: true,
    });
    stoppers.push(bff.stop);
    await waitUp(bff, ports.bff, `http://127.0.0.1:${ports.bff}/api/health`);

    console.log(`
  Oslonac is running: http://localhost:${ports.bff}

  Demo sign-in (password ${demoPassword}):
    admin (admin + superuser)  admin@oslonac.rs      → http://localhost:${ports.bff}/admin
    therapist                  terapeut@oslonac.rs
    client                     klijent@oslonac.rs

  E-mail sign-in links are stored, not sent: they appear in this log and at
  http://127.0.0.1:${ports.identityHttp}/dev/mail?to=<address>

  Ctrl-C stops everything; data stays in .data/.
`);
  } catch (err) {
    console.error(`[up] ${err instanceof Error ? err.message : String(err)}`);
    await stopAll(1);
  }
}

void main();
