import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { generateActorKeyPair } from '@oslonac/kit';
import { freePort, isListening, waitFor } from '../infra/ports';
import { createDatabase, dropDatabase } from '../infra/postgres';
import { bffStandaloneServer, root, tsxBin } from './paths';
import { exited, type Proc, startProcess } from './process';

export interface Stack {
  bffUrl: string;
  identityHttpUrl: string;
  identityGrpcAddr: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Short label used in database and stream names. */
  name?: string;
  adminUrl?: string;
  natsUrl?: string;
  /** Print the services' logs (the dev launcher does; tests keep quiet). */
  echo?: boolean;
  /** Extra environment, e.g. the benchmark lifts the BFF's per-IP sign-in burst limit. */
  identityEnv?: NodeJS.ProcessEnv;
  bffEnv?: NodeJS.ProcessEnv;
}

/**
 * Starts identity and the built BFF against fresh databases and stream names, on free ports. Used by the browser
 * journeys and the benchmark: the same processes `make up` runs, isolated per run and removed by stop().
 */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const adminUrl =
    opts.adminUrl ?? process.env.TEST_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const natsUrl = opts.natsUrl ?? process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
  const run = `${(opts.name ?? 'stack').replace(/[^a-z0-9]/gi, '').toLowerCase()}${randomBytes(3).toString('hex')}`;
  const identityDb = `oslonac_t_${run}_identity`;
  const databaseUrl = await createDatabase(adminUrl, identityDb);
  const [grpcPort, identityHttpPort, bffPort] = [await freePort(), await freePort(), await freePort()];
  const { privateJwk } = await generateActorKeyPair();
  const procs: Proc[] = [];
  const stop = async () => {
    for (const p of procs.reverse()) await p.stop();
    await dropDatabase(adminUrl, identityDb).catch(() => {});
  };
  try {
    procs.push(
      startIdentity({
        databaseUrl,
        natsUrl,
        grpcPort,
        httpPort: identityHttpPort,
        privateJwk: JSON.stringify(privateJwk),
        publicUrl: `http://127.0.0.1:${bffPort}`,
        subjectPrefix: `${run}.`,
        streamPrefix: run.toUpperCase(),
        echo: opts.echo ?? false,
        env: opts.identityEnv,
      }),
    );
    await waitUp(procs[0]!, identityHttpPort, `http://127.0.0.1:${identityHttpPort}/healthz`);
    procs.push(
      startBff({
        port: bffPort,
        identityGrpcAddr: `127.0.0.1:${grpcPort}`,
        identityHttpUrl: `http://127.0.0.1:${identityHttpPort}`,
        echo: opts.echo ?? false,
        env: opts.bffEnv,
      }),
    );
    await waitUp(procs[1]!, bffPort, `http://127.0.0.1:${bffPort}/api/health`);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    bffUrl: `http://127.0.0.1:${bffPort}`,
    identityHttpUrl: `http://127.0.0.1:${identityHttpPort}`,
    identityGrpcAddr: `127.0.0.1:${grpcPort}`,
    databaseUrl,
    stop,
  };
}

export function startIdentity(o: {
  databaseUrl: string;
  natsUrl: string;
  grpcPort: number;
  httpPort: number;
  privateJwk: string;
  publicUrl: string;
  subjectPrefix?: string;
  streamPrefix?: string;
  echo: boolean;
  logLevel?: string;
  env?: NodeJS.ProcessEnv;
}): Proc {
  return startProcess({
    name: 'identity',
    command: tsxBin,
    args: ['src/main.ts'],
    cwd: path.join(root, 'services/identity'),
    echo: o.echo,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: o.logLevel ?? (o.echo ? 'info' : 'warn'),
      DATABASE_URL: o.databaseUrl,
      NATS_URL: o.natsUrl,
      GRPC_PORT: String(o.grpcPort),
      HTTP_PORT: String(o.httpPort),
      ACTOR_PRIVATE_JWK: o.privateJwk,
      PUBLIC_URL: o.publicUrl,
      DEV_MAILBOX: 'true',
      EVENT_SUBJECT_PREFIX: o.subjectPrefix ?? '',
      STREAM_PREFIX: o.streamPrefix ?? 'OSLONAC',
      ...o.env,
    },
  });
}

export function startBff(o: {
  port: number;
  identityGrpcAddr: string;
  identityHttpUrl: string;
  echo: boolean;
  host?: string;
  env?: NodeJS.ProcessEnv;
}): Proc {
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
      IDENTITY_GRPC_ADDR: o.identityGrpcAddr,
      IDENTITY_HTTP_URL: o.identityHttpUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      ...o.env,
    },
  });
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
