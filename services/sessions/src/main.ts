import { fileURLToPath } from 'node:url';
import { EnvelopeCrypto, Service } from '@oslonac/kit';
import { SessionsServiceService } from '@oslonac/proto/oslonac/sessions/v1/sessions';
import { createHandlers, policies } from './api';
import { systemClock } from './clock';
import { sessionsConfig } from './config';
import { startConsumers } from './consumers';
import type { Deps } from './flows/deps';
import { createSessionLedger } from './flows/ledger';
import { eraser } from './flows/privacy';
import { SWEEP_EVERY_MS, sweepOnce } from './flows/sweeper';
import { startRtc } from './rtc/index';
import { createPrisma } from './store/db';

const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

const service = await Service.create({ name: 'sessions', config: sessionsConfig, migrationsDir });
const { config, log } = service;

const prisma = service.database(createPrisma);

const deps: Deps = {
  prisma,
  clock: systemClock,
  crypto: EnvelopeCrypto.fromBase64(config.DATA_MASTER_KEY),
  log,
  joinTokenSecret: config.JOIN_TOKEN_SECRET,
};
service.grpc.add(SessionsServiceService, createHandlers(deps), policies);

// GDPR erasure: identity.user.erasure_requested.v1 → the person's notes (with their key), participations and
// partnerships gone, sessions.user.erased.v1.
await service.erasure(prisma, eraser);

// Sessions (and couples partners) from booking's events.
const consumers = await startConsumers({ bus: service.bus, deps });
service.onShutdown(() => consumers.stop());

// The SFU: WebSocket signalling on the HTTP port, media on RTC_MIN_PORT..RTC_MAX_PORT. At shutdown calls in
// progress get RTC_DRAIN_MAX_MS before their connections close.
const ledger = createSessionLedger(prisma);
const rtc = await startRtc({ config, ledger, clock: systemClock, log, metrics: service.metrics });
service.onUpgrade(rtc.handleUpgrade);
service.onDrain(() => rtc.drain(config.RTC_DRAIN_MAX_MS));
service.onShutdown(() => rtc.close());

// Sessions nobody attended, or whose room was left open, end when their room closes.
service.every('session-sweeper', SWEEP_EVERY_MS, () => sweepOnce({ prisma, ledger, clock: systemClock }));

await service.start();
