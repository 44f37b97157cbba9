import type * as grpc from '@grpc/grpc-js';
import { createClient, unary } from '@oslonac/kit/grpc-client';
import { HealthCheckResponse_ServingStatus, HealthClient } from '@oslonac/proto/grpc/health/v1/health';

type ClientCtor<C> = new (addr: string, creds: grpc.ChannelCredentials, opts?: object) => C;

export interface Channel<C> {
  client(): C;
  /** grpc.health.v1 status as a string ('SERVING', 'NOT_SERVING', 'UNREACHABLE', …). */
  health(): Promise<string>;
  /** Closes the channel (tests; a later call opens a new one). */
  close(): void;
}

interface Open<C> {
  addr: string;
  client: C & grpc.Client;
  health: HealthClient;
}

// One channel per upstream per process: Next may load a gateway in several bundles, globalThis keeps them
// sharing it. The address is read on each call so a changed environment (tests) opens a new channel.
const store = globalThis as typeof globalThis & { __oslonacChannels?: Map<string, Open<unknown>> };

export function channel<C extends grpc.Client>(
  name: string,
  address: () => string,
  Ctor: ClientCtor<C>,
  opts: { maxReceiveMessageBytes?: number } = {},
): Channel<C> {
  const open = (): Open<C> => {
    store.__oslonacChannels ??= new Map();
    const addr = address();
    const current = store.__oslonacChannels.get(name) as Open<C> | undefined;
    if (current && current.addr === addr) return current;
    close();
    const next = { addr, client: createClient(Ctor, addr, opts), health: createClient(HealthClient, addr) };
    store.__oslonacChannels.set(name, next);
    return next;
  };
  const close = () => {
    const current = store.__oslonacChannels?.get(name);
    if (!current) return;
    current.client.close();
    current.health.close();
    store.__oslonacChannels?.delete(name);
  };
  return {
    client: () => open().client,
    async health() {
      const h = open().health;
      try {
        const res = await unary(h, h.check, { service: '' }, { deadlineMs: 1000, retries: 0 });
        return HealthCheckResponse_ServingStatus[res.status] ?? 'UNKNOWN';
      } catch {
        return 'UNREACHABLE';
      }
    },
    close,
  };
}
