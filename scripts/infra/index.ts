import path from 'node:path';
import { root } from '../stack/paths';
import { ensureNats } from './nats';
import { ensurePostgres, redact } from './postgres';

export interface Infra {
  adminUrl: string;
  natsUrl: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL and NATS for tests and benchmarks: the ones named by TEST_DATABASE_ADMIN_URL / TEST_NATS_URL, else the
 * ones already running on this machine, else started here (embedded PostgreSQL, nats-server -js) and stopped by
 * stop(). Each run then makes its own databases and stream names.
 */
export async function ensureTestInfra(log: (line: string) => void): Promise<Infra> {
  const postgres = await ensurePostgres({
    url: process.env.TEST_DATABASE_ADMIN_URL,
    dataDir: path.join(root, '.data/postgres-test'),
    port: 54339,
    probeLocal: true,
    log,
  });
  const nats = await ensureNats({
    url: process.env.TEST_NATS_URL,
    storeDir: path.join(root, '.data/nats-test'),
    port: 4222,
    log,
  }).catch(async (err) => {
    await postgres.stop();
    throw err;
  });
  log(`PostgreSQL (${postgres.source}) ${redact(postgres.adminUrl)}; NATS (${nats.source}) ${nats.url}`);
  const stop = async () => {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await nats.stop();
    await postgres.stop();
  };
  // The servers started here run in process groups of their own, so Ctrl-C on a test or bench run does not reach
  // them: stop them here rather than leave them holding their ports.
  const interrupted = () => {
    log('interrupted: stopping NATS and PostgreSQL');
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  return { adminUrl: postgres.adminUrl, natsUrl: nats.url, stop };
}
