/**
 * `make up`: the whole product on this machine with one command. Starts (or reuses) PostgreSQL and NATS, builds the
 * BFF, starts identity and the BFF, seeds the demo accounts and prints how to sign in. Ctrl-C stops everything;
 * data stays under .data/ for the next run.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateActorKeyPair } from '@oslonac/kit';
import { ensureNats } from '../infra/nats';
import { createDatabase, ensurePostgres, redact } from '../infra/postgres';
import { buildBff } from '../stack/build';
import { type RunningService, startBff, waitUp } from '../stack/index';
import { root } from '../stack/paths';
import {
  SERVICES,
  type ServiceContext,
  type ServiceSpec,
  seedService,
  startService,
} from '../stack/services';

const log = (line: string) => console.log(`[up] ${line}`);
const dataDir = path.join(root, '.data');
const bffPort = 3000;
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

/** The key that wraps per-user data keys (health data at rest); kept with the data it protects. */
async function dataMasterKey(): Promise<string> {
  if (process.env.DATA_MASTER_KEY) return process.env.DATA_MASTER_KEY;
  const file = path.join(dataDir, 'keys/data-master.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
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

    const ctx: ServiceContext = {
      natsUrl: nats.url,
      subjectPrefix: '',
      streamPrefix: 'OSLONAC',
      actorPrivateJwk: await actorKey(),
      identityHttpUrl: '',
      publicUrl: `http://localhost:${bffPort}`,
      dataMasterKey: await dataMasterKey(),
    };
    const running: Partial<Record<ServiceSpec['name'], RunningService>> = {};
    for (const spec of SERVICES) {
      const databaseUrl = await createDatabase(postgres.adminUrl, `oslonac_${spec.name}`, true);
      const proc = startService(spec, {
        ctx,
        databaseUrl,
        grpcPort: spec.grpcPort,
        httpPort: spec.httpPort,
        echo: true,
      });
      stoppers.push(proc.stop);
      const httpUrl = `http://127.0.0.1:${spec.httpPort}`;
      await waitUp(proc, spec.httpPort, `${httpUrl}/readyz`);
      running[spec.name] = { grpcAddr: `127.0.0.1:${spec.grpcPort}`, httpUrl, databaseUrl };
      if (spec.name === 'identity') ctx.identityHttpUrl = httpUrl;
      // Demo data: idempotent, so a second `make up` keeps what is there.
      await seedService(spec.name, databaseUrl, { DEMO_PASSWORD: demoPassword });
    }

    const bff = startBff({ port: bffPort, services: running, echo: true });
    stoppers.push(bff.stop);
    await waitUp(bff, bffPort, `http://127.0.0.1:${bffPort}/api/health`);

    console.log(`
  Oslonac is running: http://localhost:${bffPort}

  Demo sign-in (password ${demoPassword}):
    admin (admin + superuser)  admin@oslonac.rs      → http://localhost:${bffPort}/admin
    therapist                  terapeut@oslonac.rs
    client                     klijent@oslonac.rs

  E-mail sign-in links are stored, not sent: they appear in this log and at
  http://127.0.0.1:8081/dev/mail?to=<address>

  Ctrl-C stops everything; data stays in .data/.
`);
  } catch (err) {
    console.error(`[up] ${err instanceof Error ? err.message : String(err)}`);
    await stopAll(1);
  }
}

void main();
