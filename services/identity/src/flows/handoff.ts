import type { Actor } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { budgets } from '../domain/rate-limit';
import { generateHandoffCode, hashToken, normaliseHandoffCode } from '../domain/tokens';
import { newId } from '../ids';
import { insertHandoff, useHandoff } from '../store/credentials';
import { transaction } from '../store/db';
import { findUserById, type UserView } from '../store/users';
import type { ClientInfo, Deps } from './deps';
import { assertSessionActive, type NewSession, startSession } from './sessions';
import { attempt } from './throttle';

export const HANDOFF_TTL_MS = 5 * 60_000;

/** A signed-in browser asks for a short code that the mobile app trades for its own session. */
export async function createMobileHandoff(d: Deps, actor: Actor): Promise<{ code: string; expiresAt: Date }> {
  const session = await assertSessionActive(d, actor);
  const now = d.clock();
  const code = generateHandoffCode();
  const expiresAt = new Date(now.getTime() + HANDOFF_TTL_MS);
  await insertHandoff(d.prisma, {
    id: newId(),
    userId: actor.userId,
    codeHash: hashToken(code),
    signedInAt: session.signedInAt,
    now,
    expiresAt,
  });
  return { code, expiresAt };
}

/**
 * Eight characters are guessable in principle, so exchanges count per IP like sign-ins (successes are
 * refunded) and a code lives five minutes and works once.
 */
export async function exchangeMobileHandoff(
  d: Deps,
  input: { code: string; client: ClientInfo },
): Promise<{ session: NewSession; user: UserView }> {
  const counted = await attempt(d, budgets.handoff(d.limits, input.client.ip));
  const code = normaliseHandoffCode(input.code);
  if (!code) throw errors.handoffInvalid();
  const result = await transaction(d.prisma, async (tx) => {
    const used = await useHandoff(tx, hashToken(code), d.clock());
    if (!used) throw errors.handoffInvalid();
    const user = await findUserById(tx, used.userId);
    if (!user) throw errors.handoffInvalid();
    // The app's session is a continuation, not a new sign-in: it must not count as fresh proof.
    return { session: await startSession(tx, d, user.id, input.client, used.signedInAt), user };
  });
  await counted.refund();
  return result;
}
