import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
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

describe('a first connection that hears nothing', () => {
  let server: NatsServerHandle;
  let proxy: Server;
  const swallowed: Socket[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-nats-silent-'));
  const pair = nkeys.createUser();

  beforeAll(async () => {
    server = await startNatsServer({ storeDir: dir, auth: { nkey: pair.getPublicKey() } });
    // The first connection gets silence (what the client sees when it loses the server's refusal); later ones
    // reach the server.
    proxy = createServer((client) => {
      if (swallowed.length === 0) {
        swallowed.push(client);
        return;
      }
      const upstream = connect(server.port, '127.0.0.1');
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const s of swallowed) s.destroy();
    await new Promise((resolve) => proxy.close(resolve));
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is tried again, so a refused key is still named instead of a bare timeout', async () => {
    const port = (proxy.address() as AddressInfo).port;
    const other = new TextDecoder().decode(nkeys.createUser().getSeed());
    const config = loadConfig(
      {},
      {
        DATABASE_URL: 'postgresql://127.0.0.1/x',
        NATS_URL: `nats://127.0.0.1:${port}`,
        NATS_NKEY_SEED: other,
      },
    );
    await expect(
      Bus.connect({
        url: config.NATS_URL,
        name: 'booking',
        log: silentLog,
        auth: natsAuthOf(config),
        firstConnectTimeoutMs: 500,
      }),
    ).rejects.toThrow('refused the connection with the nkey from NATS_NKEY_SEED');
    expect(swallowed).toHaveLength(1);
  });
});
