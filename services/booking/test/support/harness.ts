import { fileURLToPath } from 'node:url';
import { type ServiceHarness, startServiceHarness, TestClock } from '@oslonac/kit/testing';
import { BookingServiceClient, BookingServiceService } from '@oslonac/proto/oslonac/booking/v1/booking';
import { createHandlers, policies } from '../../src/api';
import { DEFAULT_SETTINGS } from '../../src/config';
import type { Deps } from '../../src/flows/deps';
import { createPrisma, type PrismaClient } from '../../src/store/db';

export { failure, TestClock } from '@oslonac/kit/testing';

export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));

export interface Harness extends ServiceHarness<BookingServiceClient, PrismaClient, Deps> {
  clock: TestClock;
}

/** The booking gRPC server on a fresh database, with a clock the test moves: holds expire, windows close. */
export async function startBooking(name: string, start: Date): Promise<Harness> {
  const clock = new TestClock(start);
  const h = await startServiceHarness({
    name,
    migrationsDir,
    createPrisma,
    deps: ({ prisma, log }): Deps => ({ prisma, clock: clock.read, settings: { ...DEFAULT_SETTINGS }, log }),
    definition: BookingServiceService,
    handlers: createHandlers,
    policies,
    Client: BookingServiceClient,
  });
  return { ...h, clock };
}
