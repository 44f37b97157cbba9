import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { nkeys } from '@nats-io/transport-node';
import { loadConfig, natsAuthOf } from '../src/config';
import { Bus, type BusOptions } from '../src/events/bus';
import { type NatsServerHandle, startNatsServer } from '../src/testing/nats';
import { silentLog } from './helpers';

/** What Service.create does with the environment: NATS_* variables through config.ts into the bus. */
function connectAs(url: string, env: Record<string, string>): Promise<Bus> {
  const config = loadConfig({}, { DATABASE_URL: 'postgresql://127.0.0.1/x', NATS_URL: url, ...env });
  const opts: BusOptions = {
    url: config.NATS_URL,
    name: 'booking',
    log: silentLog,
    auth: natsAuthOf(config),
  };
  return Bus.connect(opts);
}

async function works(bus: Bus): Promise<void> {
  try {
    await bus.ensureStream('AUTH_DEMO', ['authdemo.>']);
    const ack = await bus.js.publish('authdemo.ping.v1', new Uint8Array([1]));
    expect(ack.stream).toBe('AUTH_DEMO');
  } finally {
    await bus.close();
  }
}

describe('a NATS server that requires credentials', () => {
  const dirs: string[] = [];
  const servers: NatsServerHandle[] = [];
  const storeDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kit-nats-auth-'));
    dirs.push(dir);
    return dir;
  };

  afterAll(async () => {
    for (const s of servers) await s.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  describe('with a user and password', () => {
    let server: NatsServerHandle;
    beforeAll(async () => {
      server = await startNatsServer({
        storeDir: storeDir(),
        auth: { user: 'booking', password: 'pravo-geslo' },
      });
      servers.push(server);
    });

    it('lets the service in with NATS_USER and NATS_PASSWORD', async () => {
      await works(await connectAs(server.url, { NATS_USER: 'booking', NATS_PASSWORD: 'pravo-geslo' }));
    });

    it('refuses a wrong password and says who was refused', async () => {
      await expect(
        connectAs(server.url, { NATS_USER: 'booking', NATS_PASSWORD: 'pogresno' }),
      ).rejects.toThrow(`NATS at ${server.url} refused the connection as NATS user "booking"`);
    });

    it('refuses a service without credentials and names the variables to set', async () => {
      await expect(connectAs(server.url, {})).rejects.toThrow(
        /refused the connection without credentials \(set NATS_USER and NATS_PASSWORD, or NATS_NKEY_SEED\)/,
      );
    });
  });

  describe('with an nkey', () => {
    const pair = nkeys.createUser();
    const seed = new TextDecoder().decode(pair.getSeed());
    let server: NatsServerHandle;
    beforeAll(async () => {
      server = await startNatsServer({ storeDir: storeDir(), auth: { nkey: pair.getPublicKey() } });
      servers.push(server);
    });

    it('lets the service in with NATS_NKEY_SEED and refuses another key', async () => {
      await works(await connectAs(server.url, { NATS_NKEY_SEED: seed }));
      const other = new TextDecoder().decode(nkeys.createUser().getSeed());
      await expect(connectAs(server.url, { NATS_NKEY_SEED: other })).rejects.toThrow(
        'refused the connection with the nkey from NATS_NKEY_SEED',
      );
    });
  });
});
