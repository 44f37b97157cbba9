import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeEmulator, type StripeEmulatorApp, type StripeEmulatorOptions } from './app';
import type { StripeEvent } from './state';
import type { DeliveryAttempt } from './webhooks';

export interface StartOptions extends Omit<StripeEmulatorOptions, 'publicUrl'> {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Base of the hosted page as the browser reaches it; default the emulator's own URL. */
  publicUrl?: string;
}

export interface RunningStripeEmulator {
  /** `http://<host>:<port>`: the SDK's host/port/protocol, billing's STRIPE_API_BASE. */
  url: string;
  port: number;
  stop(): Promise<void>;
  events(): StripeEvent[];
  deliveries(): DeliveryAttempt[];
  whenIdle(): Promise<void>;
  app: StripeEmulatorApp;
}

export async function startStripeEmulator(opts: StartOptions): Promise<RunningStripeEmulator> {
  const host = opts.host ?? '127.0.0.1';
  let url = '';
  const app = createStripeEmulator({ ...opts, publicUrl: () => opts.publicUrl ?? url });
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(opts.port ?? 0, host, (err?: Error) => (err ? reject(err) : resolve(s)));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let stopped: Promise<void> | null = null;
  return {
    url,
    port,
    app,
    events: () => app.emulator.events(),
    deliveries: () => app.emulator.deliveries(),
    whenIdle: () => app.emulator.whenIdle(),
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        app.emulator.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopped;
    },
  };
}
