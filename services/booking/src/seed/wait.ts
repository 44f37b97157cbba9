import type { PrismaClient } from '../store/db';

/**
 * Waits until booking's read model of public therapists stops growing (therapists' seed announces profiles by
 * events, the service's consumer applies them) and holds every user in `mustHave` — or gives up loudly when no
 * therapist arrived at all. Returns how many public therapists booking knows.
 */
export async function settledTherapists(
  prisma: PrismaClient,
  opts: { waitMs: number; settledMs: number; mustHave: string[] },
): Promise<number> {
  const until = Date.now() + opts.waitMs;
  let last = -1;
  let stableSince = Date.now();
  for (;;) {
    const count = await prisma.therapist.count({ where: { public: true } });
    const present = await prisma.therapist.count({ where: { userId: { in: opts.mustHave } } });
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (count > 0 && present === opts.mustHave.length && Date.now() - stableSince >= opts.settledMs) {
      return count;
    }
    if (Date.now() > until) {
      if (count > 0) return count;
      throw new Error('no therapist reached booking: is the therapists service running and seeded?');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
