import type { PrismaClient } from '../store/db';
import { pruneUnsent } from './attachments';

/** One housekeeping round: uploads never sent within a day go (their sealed content with them). */
export async function housekeepingOnce(
  prisma: PrismaClient,
  now: Date,
): Promise<{ unsentAttachments: number }> {
  return { unsentAttachments: await pruneUnsent(prisma, now) };
}
