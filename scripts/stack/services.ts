import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureMediasoupWorker } from '../infra/mediasoup';
import { bundledEntry } from './bundles';
import { root, tsxBin } from './paths';
import { type Env, type Proc, startProcess } from './process';

/** What every backing service needs from the launcher; each entry adds only its own variables. */
export interface ServiceContext {
  natsUrl: string;
  subjectPrefix: string;
  streamPrefix: string;
  actorPrivateJwk: string;
  identityHttpUrl: string;
  publicUrl: string;
  dataMasterKey: string;
  /** Where services send mail: the local mail catcher (scripts/dev/mail-catcher.ts). */
  smtpUrl: string;
  /** gRPC addresses of the services started so far (a service may call one started before it). */
  grpcAddrs: Partial<Record<ServiceSpec['name'], string>>;
  /** The Stripe emulator billing talks to (started before the services) and the secrets both share. */
  stripe: { apiBase: string; secretKey: string; webhookSecret: string };
}

export interface ServiceSpec {
  name: 'identity' | 'therapists' | 'booking' | 'billing' | 'messaging' | 'sessions' | 'admin';
  /** The fixed ports `make up` uses; tests take free ones. */
  grpcPort: number;
  httpPort: number;
  /** The BFF variable that points at this service's gRPC address. */
  bffAddrVar: string;
  /** The BFF variable that points at this service's HTTP origin, for a service the BFF proxies to (sessions' /rtc). */
  bffHttpVar?: string;
  env(ctx: ServiceContext): Env;
}

/** Every service of the product; they start together (the others fetch identity's JWKS on first use). */
export const SERVICES: ServiceSpec[] = [
  {
    name: 'identity',
    grpcPort: 50051,
    httpPort: 8081,
    bffAddrVar: 'IDENTITY_GRPC_ADDR',
    env: (ctx) => ({
      ACTOR_PRIVATE_JWK: ctx.actorPrivateJwk,
      DATA_MASTER_KEY: ctx.dataMasterKey,
      PUBLIC_URL: ctx.publicUrl,
      SMTP_URL: ctx.smtpUrl,
      // Every service of this list erases a deleted person's data and reports back.
      ERASURE_SERVICES: SERVICES.map((s) => s.name).join(','),
    }),
  },
  {
    name: 'therapists',
    grpcPort: 50052,
    httpPort: 8082,
    bffAddrVar: 'THERAPISTS_GRPC_ADDR',
    env: (ctx) => ({
      ACTOR_JWKS_URL: `${ctx.identityHttpUrl}/.well-known/jwks.json`,
      DATA_MASTER_KEY: ctx.dataMasterKey,
    }),
  },
  {
    // After therapists: its demo seed waits for the therapist profiles that therapists' seed announces.
    name: 'booking',
    grpcPort: 50053,
    httpPort: 8083,
    bffAddrVar: 'BOOKING_GRPC_ADDR',
    env: (ctx) => ({
      ACTOR_JWKS_URL: `${ctx.identityHttpUrl}/.well-known/jwks.json`,
      // Announce first free slots quickly in development and tests; production keeps the default.
      SWEEP_INTERVAL_MS: '2000',
    }),
  },
  {
    // After booking: it reads the booking being paid for over booking's gRPC API.
    name: 'billing',
    grpcPort: 50056,
    httpPort: 8086,
    bffAddrVar: 'BILLING_GRPC_ADDR',
    env: (ctx) => ({
      ACTOR_JWKS_URL: `${ctx.identityHttpUrl}/.well-known/jwks.json`,
      BOOKING_GRPC_ADDR: ctx.grpcAddrs.booking ?? '',
      PUBLIC_URL: ctx.publicUrl,
      // The Stripe emulator, never real Stripe: a fixed test key, a signing secret made per run.
      STRIPE_SECRET_KEY: ctx.stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: ctx.stripe.webhookSecret,
      STRIPE_API_BASE: ctx.stripe.apiBase,
      // Seals therapists' payout account numbers.
      DATA_MASTER_KEY: ctx.dataMasterKey,
    }),
  },
  {
    // After booking: its conversations come from booking's relationship events, and its demo seed waits for the
    // demo relationship that booking's seed announces.
    name: 'messaging',
    grpcPort: 50055,
    httpPort: 8085,
    bffAddrVar: 'MESSAGING_GRPC_ADDR',
    env: (ctx) => ({
      ACTOR_JWKS_URL: `${ctx.identityHttpUrl}/.well-known/jwks.json`,
      // Seals messages, attachments and report reasons.
      DATA_MASTER_KEY: ctx.dataMasterKey,
    }),
  },
  {
    // After booking: its sessions come from booking's confirmed bookings and relationships.
    name: 'sessions',
    grpcPort: 50057,
    httpPort: 8087,
    bffAddrVar: 'SESSIONS_GRPC_ADDR',
    // The page's WebSocket reaches the SFU through the BFF's origin (/rtc); the ingress routes it in production.
    bffHttpVar: 'SESSIONS_RTC_URL',
    env: (ctx) => ({
      ACTOR_JWKS_URL: `${ctx.identityHttpUrl}/.well-known/jwks.json`,
      // Seals therapists' session notes.
      DATA_MASTER_KEY: ctx.dataMasterKey,
      // Signs join tokens; only this service checks them, so a fresh one per start is enough.
      JOIN_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      // Built once per machine from the npm package's source (scripts/mediasoup/build-worker.sh).
      MEDIASOUP_WORKER_BIN: ensureMediasoupWorker(),
      // Stacks run side by side on one machine (and the journeys' pages are local): a small worker pool each.
      RTC_WORKERS: process.env.RTC_WORKERS ?? '1',
      // Local by default; set both (e.g. to this machine's LAN address) to join from a phone on the same network.
      RTC_ANNOUNCED_ADDRESS: process.env.RTC_ANNOUNCED_ADDRESS ?? '127.0.0.1',
      RTC_LISTEN_IP: process.env.RTC_LISTEN_IP ?? '127.0.0.1',
      RTC_DRAIN_MAX_MS: '2000',
    }),
  },
  {
    name: 'admin',
    grpcPort: 50059,
    httpPort: 8089,
    bffAddrVar: 'ADMIN_GRPC_ADDR',
    env: (ctx) => ({
      ACTOR_JWKS_URL: `${ctx.identityHttpUrl}/.well-known/jwks.json`,
      DATA_MASTER_KEY: ctx.dataMasterKey,
    }),
  },
];

export function startService(
  spec: ServiceSpec,
  o: {
    ctx: ServiceContext;
    databaseUrl: string;
    grpcPort: number;
    httpPort: number;
    echo: boolean;
    env?: Env;
  },
): Proc {
  const bundled = bundledEntry(spec.name, 'main');
  return startProcess({
    name: spec.name,
    command: bundled ? process.execPath : tsxBin,
    args: bundled ? ['--enable-source-maps', bundled] : ['src/main.ts'],
    cwd: path.join(root, 'services', spec.name),
    echo: o.echo,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: o.echo ? 'info' : 'warn',
      DATABASE_URL: o.databaseUrl,
      NATS_URL: o.ctx.natsUrl,
      GRPC_PORT: String(o.grpcPort),
      HTTP_PORT: String(o.httpPort),
      EVENT_SUBJECT_PREFIX: o.ctx.subjectPrefix,
      STREAM_PREFIX: o.ctx.streamPrefix,
      ...spec.env(o.ctx),
      ...o.env,
    },
  });
}

/** Runs a service's own idempotent demo seed (`src/cli/seed-demo.ts`) against its database. */
export function seedService(name: ServiceSpec['name'], databaseUrl: string, env: Env = {}): Promise<void> {
  const bundled = bundledEntry(name, 'seed');
  return new Promise((resolve, reject) => {
    execFile(
      bundled ? process.execPath : tsxBin,
      bundled ? ['--enable-source-maps', bundled] : ['src/cli/seed-demo.ts'],
      {
        cwd: path.join(root, 'services', name),
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...env } as NodeJS.ProcessEnv,
        timeout: 120_000,
      },
      // The seed logs (pino) to stdout: a failure shows both streams.
      (err, stdout, stderr) =>
        err
          ? reject(new Error(`seeding ${name} failed: ${err.message}\n${stdout}${stderr}`.trim()))
          : resolve(),
    );
  });
}
