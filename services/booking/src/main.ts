import { fileURLToPath } from 'node:url';
import { Service } from '@oslonac/kit';
import { BookingServiceService } from '@oslonac/proto/oslonac/booking/v1/booking';
import { createHandlers, policies } from './api';
import { systemClock } from './clock';
import { bookingConfig } from './config';
import { startConsumers } from './consumers';
import { eraser } from './flows/privacy';
import { sweep } from './flows/sweeper';
import { createPrisma } from './store/db';

const migrationsDir = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

const service = await Service.create({ name: 'booking', config: bookingConfig, migrationsDir });
const { config, log } = service;

const prisma = service.database(createPrisma);

const deps = {
  prisma,
  clock: systemClock,
  settings: {
    holdMinutes: config.HOLD_MINUTES,
    paymentWindowMinutes: config.PAYMENT_WINDOW_MINUTES,
    offerMinutes: config.OFFER_MINUTES,
    partnerInvitationHours: config.PARTNER_INVITATION_HOURS,
    maxActiveHoldsPerClient: config.MAX_ACTIVE_HOLDS_PER_CLIENT,
  },
  log,
};
service.grpc.add(BookingServiceService, createHandlers(deps), policies);

const consumers = await startConsumers({ bus: service.bus, prisma, log, clock: deps.clock });
service.onShutdown(() => consumers.stop());
// GDPR erasure: identity.user.erasure_requested.v1 → the person's rows erased or anonymised, booking.user.erased.v1.
await service.erasure(prisma, eraser(deps));
service.every('sweep', config.SWEEP_INTERVAL_MS, () => sweep(deps));

await service.start();
