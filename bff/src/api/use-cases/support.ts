// A support ticket from /podrska: the /api/v1 handler and the form action both send it through here. Anyone
// may write; a signed-in writer's account goes with it (the service reads it from the actor token).
import type { z } from 'zod';
import type { ResolvedSession } from '../../server/actor';
import { admin } from '../../server/gateways/admin';
import { HttpProblem } from '../../server/problem';
import { TokenBuckets } from '../../server/rate-limit';
import type { SupportTicketBody } from '../support-schemas';

export type SupportTicketInput = z.output<typeof SupportTicketBody>;

// Per client address, in this process: twenty messages at once, then one every three minutes. The admin
// service keeps its own, tighter limit per e-mail address (5 an hour), which a sender who changes the address
// each time would get around; this one stays above it so a household or office behind one address still gets
// through.
const SUPPORT_BURST = 20;
const SUPPORT_REFILL_PER_SECOND = 1 / 180;

const store = globalThis as typeof globalThis & { __oslonacSupportBuckets?: TokenBuckets };
function supportBuckets(): TokenBuckets {
  store.__oslonacSupportBuckets ??= new TokenBuckets(SUPPORT_BURST, SUPPORT_REFILL_PER_SECOND);
  return store.__oslonacSupportBuckets;
}

/** Tests start each scenario with full buckets. */
export function resetSupportRateLimit(): void {
  store.__oslonacSupportBuckets = undefined;
}

/**
 * Sends the ticket. A signed-in sender writes as their account: the ticket carries the account's address,
 * whatever the form said, so nobody can file one under another person's address while signed in.
 * Too many from one address → HttpProblem 429 rate_limited.
 */
export async function sendSupportTicket(
  input: SupportTicketInput,
  sender: Pick<ResolvedSession, 'actorToken' | 'user'> | null | undefined,
  clientIp: string,
  now = Date.now(),
): Promise<{ ticketId: string }> {
  const wait = supportBuckets().take(clientIp, now);
  if (wait > 0) throw new HttpProblem(429, 'rate_limited', { headers: { 'retry-after': String(wait) } });
  const email = sender ? sender.user.email : input.email;
  // The honeypot field is optional on the wire; the service always gets it, empty when a person wrote.
  return admin.createSupportTicket({ ...input, email, website: input.website ?? '' }, sender?.actorToken);
}
