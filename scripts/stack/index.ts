import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { generateActorKeyPair } from '@oslonac/kit';
import type { RunningStripeEmulator } from '@oslonac/stripe-emulator';
import { type RunningMailCatcher, startMailCatcherServer } from '../dev/mail-catcher';
import { deleteStreams } from '../infra/nats';
import { freePort, isListening, waitFor } from '../infra/ports';
import { createDatabase, dropDatabase } from '../infra/postgres';
import { copyStandaloneAssets } from './build';
import { forgetMailCatcher, recordMailCatcher } from './mail';
import { bffStandaloneServer } from './paths';
import { type Env, exited, type Proc, startProcess } from './process';
import { SERVICES, type ServiceContext, type ServiceSpec, seedService, startService } from './services';
import { startStripeForStack } from './stripe';

type ServiceName = ServiceSpec['name'];

export interface RunningService {
  grpcAddr: string;
  httpUrl: string;
  databaseUrl: string;
}

export interface Stack {
  bffUrl: string;
  identityHttpUrl: string;
  identityGrpcAddr: string;
  /** The mail catcher every mail of this stack goes to (GET /messages?to=; bff/e2e/mailbox.ts reads it). */
  mailCatcherUrl: string;
  /** Identity's database (kept for the journeys written before there were more services). */
  databaseUrl: string;
  services: Record<ServiceName, RunningService>;
  /** This run's NATS names: subjects are `<subjectPrefix><service>.…`, streams `<streamPrefix>_<SERVICE>`. */
  nats: { url: string; subjectPrefix: string; streamPrefix: string };
  /** The Stripe emulator billing talks to (its hosted checkout page, its events and webhook deliveries). */
  stripe: RunningStripeEmulator;
  /** Every service's demo data (accounts with this password, therapists, …), as `make up` seeds it. */
  seedDemo(password: string): Promise<void>;
  /** Stops one service and leaves the rest running, to see how the others cope without it. */
  stopService(name: ServiceName): Promise<void>;
  /** The process id the launcher started for a service (its own children, e.g. media workers, hang below it). */
  pidOf(name: ServiceName | 'bff'): number | undefined;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Short label used in database and stream names. */
  name?: string;
  adminUrl?: string;
  natsUrl?: string;
  /** Print the services' logs (the dev launcher does; tests keep quiet). */
  echo?: boolean;
  /** Extra environment per service, e.g. the benchmark lifts the BFF's per-IP sign-in burst limit. */
  serviceEnv?: Partial<Record<ServiceName, Env>>;
  bffEnv?: Env;
}

/**
 * Starts every service and the built BFF against fresh databases and stream names, on free ports. Used by the
 * browser journeys and the benchmarks: the same processes `make up` runs, isolated per run and removed by stop().
 */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const adminUrl =
    opts.adminUrl ?? process.env.TEST_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const natsUrl = opts.natsUrl ?? process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
  const run = `${(opts.name ?? 'stack').replace(/[^a-z0-9]/gi, '').toLowerCase()}${randomBytes(3).toString('hex')}`;
  const echo = opts.echo ?? false;
  const procs: Proc[] = [];
  const databases: string[] = [];
  const streamPrefix = run.toUpperCase();
  let stripe: RunningStripeEmulator | null = null;
  let mail: RunningMailCatcher | null = null;
  let identityHttpUrl = '';
  const stop = async () => {
    // The BFF first (nothing new reaches the services), then the services together: none waits on another to stop.
    const bff = procs.filter((p) => p.name === 'bff');
    for (const p of bff) await p.stop();
    await Promise.all(procs.filter((p) => !bff.includes(p)).map((p) => p.stop()));
    await stripe?.stop().catch(() => {});
    await mail?.close().catch(() => {});
    forgetMailCatcher(identityHttpUrl);
    await Promise.all(databases.map((db) => dropDatabase(adminUrl, db).catch(() => {})));
    await deleteStreams(natsUrl, streamPrefix).catch(() => {});
  };
  const bffPort = await freePort();
  // Billing's HTTP port is chosen first: the Stripe emulator, started before the services, posts its webhooks there.
  const billingHttpPort = await freePort();
  const emulated = await startStripeForStack({ billingHttpPort });
  stripe = emulated.emulator;
  // The stack's own mail catcher: identity's mail really leaves over SMTP and lands here.
  mail = await startMailCatcherServer();
  const ctx: ServiceContext = {
    natsUrl,
    subjectPrefix: `${run}.`,
    streamPrefix,
    actorPrivateJwk: JSON.stringify((await generateActorKeyPair()).privateJwk),
    identityHttpUrl: '',
    publicUrl: `http://127.0.0.1:${bffPort}`,
    dataMasterKey: randomBytes(32).toString('base64'),
    smtpUrl: mail.smtpUrl,
    grpcAddrs: {},
    stripe: emulated.ctx,
  };
  const services = {} as Record<ServiceName, RunningService>;
  try {
    // Every address is known before anything starts (services find each other lazily: the JWKS on the first call,
    // gRPC peers on first use), so the services start together and the stack waits once for all of them.
    for (const spec of SERVICES) {
      const db = `oslonac_t_${run}_${spec.name}`;
      databases.push(db);
      // freePort never hands out a port twice, though none of these is listened on yet.
      const grpcPort = await freePort();
      const httpPort = spec.name === 'billing' ? billingHttpPort : await freePort();
      services[spec.name] = {
        grpcAddr: `127.0.0.1:${grpcPort}`,
        httpUrl: `http://127.0.0.1:${httpPort}`,
        databaseUrl: '',
      };
      ctx.grpcAddrs[spec.name] = `127.0.0.1:${grpcPort}`;
    }
    identityHttpUrl = services.identity.httpUrl;
    ctx.identityHttpUrl = identityHttpUrl;
    recordMailCatcher(identityHttpUrl, mail.httpUrl);
    await Promise.all(
      SERVICES.map(async (spec) => {
        const running = services[spec.name];
        running.databaseUrl = await createDatabase(adminUrl, `oslonac_t_${run}_${spec.name}`);
        const proc = startService(spec, {
          ctx,
          databaseUrl: withConnectionLimit(running.databaseUrl, STACK_POOL_MAX),
          grpcPort: portOf(running.grpcAddr),
          httpPort: portOf(running.httpUrl),
          echo,
          env: opts.serviceEnv?.[spec.name],
        });
        procs.push(proc);
        await waitUp(proc, portOf(running.httpUrl), `${running.httpUrl}/readyz`);
      }),
    );
    if (!process.env.OSLONAC_BFF_SERVER) copyStandaloneAssets();
    const bff = startBff({
      port: bffPort,
      services,
      echo,
      nats: { url: natsUrl, subjectPrefix: ctx.subjectPrefix },
      env: opts.bffEnv,
    });
    procs.push(bff);
    await waitUp(bff, bffPort, `http://127.0.0.1:${bffPort}/api/health`);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    bffUrl: `http://127.0.0.1:${bffPort}`,
    identityHttpUrl: services.identity.httpUrl,
    identityGrpcAddr: services.identity.grpcAddr,
    mailCatcherUrl: mail.httpUrl,
    databaseUrl: services.identity.databaseUrl,
    services,
    nats: { url: natsUrl, subjectPrefix: ctx.subjectPrefix, streamPrefix },
    stripe: emulated.emulator,
    seedDemo: async (password) => {
      // Each seed writes only its own service's database, so they run side by side (two at a time: each is a
      // node process that spends most of its life starting up, on a two-core machine).
      const queue = [...SERVICES];
      const next = async (): Promise<void> => {
        const spec = queue.shift();
        if (!spec) return;
        await seedService(spec.name, services[spec.name].databaseUrl, {
          DEMO_PASSWORD: password,
          DATA_MASTER_KEY: ctx.dataMasterKey,
        });
        await next();
      };
      await Promise.all([next(), next()]);
    },
    stopService: async (name) => {
      await procs.find((p) => p.name === name)?.stop();
    },
    pidOf: (name) => procs.find((p) => p.name === name)?.child.pid,
    stop,
  };
}

export function startBff(o: {
  port: number;
  services: Partial<Record<ServiceName, RunningService>>;
  echo: boolean;
  host?: string;
  /** The origin people use (links in mail, payment return addresses); default http://<host>:<port>. */
  publicUrl?: string;
  /** NATS and the subject prefix the services publish under: the inbox's live streams listen there. */
  nats: { url: string; subjectPrefix: string };
  env?: Env;
}): Proc {
  const upstreams: Env = {};
  for (const spec of SERVICES) {
    const running = o.services[spec.name];
    if (running) upstreams[spec.bffAddrVar] = running.grpcAddr;
    if (running && spec.bffHttpVar) upstreams[spec.bffHttpVar] = running.httpUrl;
  }
  return startProcess({
    name: 'bff',
    command: process.execPath,
    args: [bffStandaloneServer],
    cwd: path.dirname(bffStandaloneServer),
    echo: o.echo,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(o.port),
      HOSTNAME: o.host ?? '127.0.0.1',
      PUBLIC_URL: o.publicUrl ?? `http://${o.host ?? '127.0.0.1'}:${o.port}`,
      IDENTITY_HTTP_URL: o.services.identity?.httpUrl,
      NATS_URL: o.nats.url,
      EVENT_SUBJECT_PREFIX: o.nats.subjectPrefix,
      NEXT_TELEMETRY_DISABLED: '1',
      ...upstreams,
      ...o.env,
    },
  });
}

/**
 * Each service's pool in a test stack. Two stacks run at once on one PostgreSQL (max_connections 100 by default):
 * seven services at node-postgres' default of 10, plus relays and consumers, could ask for more than it has.
 */
const STACK_POOL_MAX = 4;

function withConnectionLimit(databaseUrl: string, max: number): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('connection_limit', String(max));
  return url.toString();
}

function portOf(addr: string): number {
  return Number(/:(\d+)$/.exec(addr)![1]);
}

export async function waitUp(proc: Proc, port: number, healthUrl: string, timeoutMs = 60_000): Promise<void> {
  await waitFor(
    proc.name,
    async () => {
      if (exited(proc)) throw new Error(`${proc.name} exited before it was ready`);
      if (!(await isListening('127.0.0.1', port))) return false;
      try {
        const res = await fetch(healthUrl);
        return res.ok;
      } catch {
        return false;
      }
    },
    timeoutMs,
  );
}
