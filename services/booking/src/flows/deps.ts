import type { Logger } from '@oslonac/kit';
import type { Clock } from '../clock';
import type { BookingSettings } from '../config';
import type { PrismaClient } from '../store/db';

/** Everything the use cases need from outside; main.ts wires the real ones, tests their own. */
export interface Deps {
  prisma: PrismaClient;
  clock: Clock;
  settings: BookingSettings;
  log: Logger;
}
