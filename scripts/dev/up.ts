/**
 * `make up`: the whole product on this machine with one command. Starts (or reuses) PostgreSQL and NATS, builds the
 * BFF, starts every service and the BFF, seeds the demo and prints how to sign in. Ctrl-C stops everything (see
 * main); data stays under .data/ for the next run.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateActorKeyPair } from '@oslonac/kit';
import { DEMO_ADMIN_TOTP_SECRET } from '../../services/identity/seed/demo-accounts';
import { ensureMediasoupWorker } from '../infra/mediasoup';
import { ensureNats } from '../infra/nats';
import { createDatabase, ensurePostgres, redact } from '../infra/postgres';
import { buildBff } from '../stack/build';
import { type RunningService, startBff, waitUp } from '../stack/index';
import { recordMailCatcher } from '../stack/mail';
import { root } from '../stack/paths';
import {
  SERVICES,
  type ServiceContext,
  type ServiceSpec,
  seedService,
  startService,
} from '../stack/services';
import { startStripeForStack, TEST_CARD_LINES } from '../stack/stripe';
import { startMailCatcherServer } from './mail-catcher';

const log = (line: string) => console.log(`[up] ${line}`);
// The defaults are what the README promises; the variables let a test run a second launcher beside a real one.
const dataDir = path.resolve(process.env.OSLONAC_DATA_DIR ?? path.join(root, '.data'));
const bffPort = Number(process.env.BFF_PORT ?? 3000);
const natsPort = Number(process.env.NATS_PORT ?? 4222);
/** Added to every service's fixed ports (scripts/stack/services.ts). */
const portOffset = Number(process.env.OSLONAC_PORT_OFFSET ?? 0);
const withBff = process.env.OSLONAC_SKIP_BFF !== '1';
const withSeed = process.env.OSLONAC_SKIP_SEED !== '1';
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

/**
 * Ctrl-C in a terminal signals the whole foreground process group, but every server this launcher starts runs in a
 * group of its own (scripts/stack/process.ts, scripts/infra), so only the launcher hears it and decides the order:
 * the BFF and the services first, then NATS and PostgreSQL, which they need until they have stopped.
 */
async function main() {
  const stoppers: Array<() => Promise<void>> = [];
  let interrupted = false;
  let wake = () => {};
  const stopRequested = new Promise<void>((resolve) => {
    wake = resolve;
  });
  const onSignal = () => {
    if (interrupted) return log('still stopping…');
    interrupted = true;
    log('stopping…');
    wake();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);
  /** Remembers how to stop what was just started; gives up starting the rest once a stop was asked for. */
  const checkpoint = () => {
    if (interrupted) throw new Error('interrupted while starting');
  };
  const started = (stop: () => Promise<void>) => {
    stoppers.push(stop);
    checkpoint();
  };

  let code = 0;
  try {
    const postgres = await ensurePostgres({
      url: process.env.DATABASE_URL,
      dataDir: path.join(dataDir, 'postgres'),
      port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
      probeLocal: false,
      log,
    });
    started(postgres.stop);
    log(`PostgreSQL (${postgres.source}): ${redact(postgres.adminUrl)}`);
    const nats = await ensureNats({
      url: process.env.NATS_URL,
      storeDir: path.join(dataDir, 'nats'),
      port: natsPort,
      log,
    });
    started(nats.stop);
    log(`NATS (${nats.source}): ${nats.url}`);

    log(
      "mediasoup worker (sessions' media server; built once per machine, about four minutes the first time)…",
    );
    ensureMediasoupWorker(log);

    if (withBff && process.env.OSLONAC_SKIP_BUILD !== '1') {
      log('building the BFF (next build)…');
      buildBff();
    }

    // The Stripe emulator before the services: billing's SDK points at it, and its webhooks go to billing.
    const billingSpec = SERVICES.find((s) => s.name === 'billing');
    const stripe = await startStripeForStack({
      billingHttpPort: (billingSpec?.httpPort ?? 8086) + portOffset,
      port: Number(process.env.STRIPE_EMULATOR_PORT ?? 12111) + portOffset,
    });
    started(() => stripe.emulator.stop());
    log(`Stripe emulator: ${stripe.emulator.url}`);

    // The mail catcher before the services: identity's mail really leaves over SMTP and lands there.
    const mail = await startMailCatcherServer({
      smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025) + portOffset,
      httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080) + portOffset,
    });
    started(() => mail.close());
    log(`mail catcher: ${mail.httpUrl} (SMTP ${mail.smtpUrl})`);

    const ctx: ServiceContext = {
      natsUrl: nats.url,
      subjectPrefix: '',
      streamPrefix: 'OSLONAC',
      actorPrivateJwk: await actorKey(),
      identityHttpUrl: '',
      publicUrl: `http://localhost:${bffPort}`,
      dataMasterKey: await dataMasterKey(),
      smtpUrl: mail.smtpUrl,
      grpcAddrs: {},
      stripe: stripe.ctx,
    };
    const running: Partial<Record<ServiceSpec['name'], RunningService>> = {};
    for (const spec of SERVICES) {
      const databaseUrl = await createDatabase(postgres.adminUrl, `oslonac_${spec.name}`, true);
      const [grpcPort, httpPort] = [spec.grpcPort + portOffset, spec.httpPort + portOffset];
      const proc = startService(spec, { ctx, databaseUrl, grpcPort, httpPort, echo: true });
      started(proc.stop);
      const httpUrl = `http://127.0.0.1:${httpPort}`;
      await waitUp(proc, httpPort, `${httpUrl}/readyz`);
      running[spec.name] = { grpcAddr: `127.0.0.1:${grpcPort}`, httpUrl, databaseUrl };
      ctx.grpcAddrs[spec.name] = `127.0.0.1:${grpcPort}`;
      if (spec.name === 'identity') {
        ctx.identityHttpUrl = httpUrl;
        recordMailCatcher(httpUrl, mail.httpUrl);
      }
      // Demo data: idempotent, so a second `make up` keeps what is there.
      if (withSeed)
        await seedService(spec.name, databaseUrl, {
          DEMO_PASSWORD: demoPassword,
          DATA_MASTER_KEY: ctx.dataMasterKey,
          // Booking adds a session happening now, so the demo's video room can be tried at once.
          DEMO_SESSION_NOW: '1',
        });
      checkpoint();
    }

    if (withBff) {
      const bff = startBff({
        port: bffPort,
        services: running,
        echo: true,
        publicUrl: `http://localhost:${bffPort}`,
        nats: { url: nats.url, subjectPrefix: ctx.subjectPrefix },
      });
      started(bff.stop);
      await waitUp(bff, bffPort, `http://127.0.0.1:${bffPort}/api/health`);
      checkpoint();
    }

    console.log(`
  Oslonac is running: ${withBff ? `http://localhost:${bffPort}` : 'services only (OSLONAC_SKIP_BFF=1)'}

  Demo sign-in (password ${demoPassword}):
    admin (admin + superuser)  admin@oslonac.rs      → http://localhost:${bffPort}/admin
      second step: TOTP key ${DEMO_ADMIN_TOTP_SECRET} in any authenticator app (development only)
    therapist                  terapeut@oslonac.rs
    client                     klijent@oslonac.rs

  E-mail really leaves over SMTP, to the local mail catcher: read sign-in links at
  ${mail.httpUrl}  (JSON: ${mail.httpUrl}/messages?to=<address>)

  Card payments go to the Stripe emulator (${stripe.emulator.url}), never to Stripe. Test cards (any future
  expiry, any CVC):
${TEST_CARD_LINES.map((l) => `    ${l}`).join('\n')}

  Ctrl-C stops everything; data stays in ${path.relative(process.cwd(), dataDir) || '.'}/.
`);
    await stopRequested;
  } catch (err) {
    if (!interrupted) {
      console.error(`[up] ${err instanceof Error ? err.message : String(err)}`);
      code = 1;
    }
  }
  interrupted = true;
  for (const stop of stoppers.reverse()) await stop().catch((e) => log(String(e)));
  log('stopped');
  process.exit(code);
}

void main();
