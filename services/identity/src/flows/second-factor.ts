import type { Actor } from '@oslonac/kit';
import { budgets } from '../domain/rate-limit';
import {
  acceptTotp,
  classifyCode,
  ENROLMENT_TTL_MS,
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  normaliseRecoveryCode,
  otpauthUri,
  secondFactorErrors,
} from '../domain/second-factor';
import { newId } from '../ids';
import { type Db, transaction } from '../store/db';
import {
  advanceTotpStep,
  confirmTotp,
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  findTotpFactor,
  markSessionSecondFactor,
  putPendingTotp,
  replaceRecoveryCodes,
  useRecoveryCode,
} from '../store/second-factor';
import type { Deps } from './deps';
import { assertFreshProof } from './fresh-proof';
import { assertSessionActive } from './sessions';
import { attempt } from './throttle';

// TOTP as a second factor. The secret is sealed with the account's own data key (owner `user:<id>`), bound to
// the row by its context, so a copied database holds no working secrets and erasing the key erases them.

export const totpOwner = (userId: string) => `user:${userId}`;
export const totpSecretContext = (userId: string) => `totp:${userId}`;
const totpContext = totpSecretContext;

async function openSecret(d: Deps, db: Db, userId: string, sealed: Uint8Array): Promise<string> {
  return (await d.crypto.decrypt(db, sealed, totpContext(userId))).toString('utf8');
}

/** Fresh proof as for a password change, then a new secret that is in force only after its first code. */
export async function beginTotpEnrolment(
  d: Deps,
  actor: Actor,
  input: { currentPassword: string },
): Promise<{ secret: string; otpauthUri: string }> {
  const user = await assertFreshProof(d, actor, input.currentPassword);
  const secret = generateTotpSecret();
  await transaction(d.prisma, async (tx) => {
    const sealed = await d.crypto.encrypt(
      tx,
      totpOwner(user.id),
      Buffer.from(secret, 'utf8'),
      totpContext(user.id),
    );
    if (!(await putPendingTotp(tx, user.id, sealed, d.clock()))) throw secondFactorErrors.alreadyEnabled();
  });
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

/**
 * The first code proves the authenticator has the secret: the factor is in force, this session counts as having
 * passed it, and ten recovery codes are made (returned once; only hashes are kept).
 */
export async function confirmTotpEnrolment(
  d: Deps,
  actor: Actor,
  input: { code: string },
): Promise<{ recoveryCodes: string[] }> {
  await assertSessionActive(d, actor);
  const counted = await attempt(d, budgets.secondFactor(d.limits, actor.userId));
  const now = d.clock();
  const recoveryCodes = await transaction(d.prisma, async (tx) => {
    const factor = await findTotpFactor(tx, actor.userId);
    if (factor?.confirmedAt) throw secondFactorErrors.alreadyEnabled();
    if (!factor || now.getTime() - factor.createdAt.getTime() > ENROLMENT_TTL_MS) {
      throw secondFactorErrors.enrolmentMissing();
    }
    const secret = await openSecret(d, tx, actor.userId, factor.secretSealed);
    const accepted = acceptTotp({ secret, code: input.code, now, lastStep: null });
    if (!accepted) return null;
    if (!(await confirmTotp(tx, actor.userId, accepted.step, now))) throw secondFactorErrors.alreadyEnabled();
    const codes = generateRecoveryCodes();
    await replaceRecoveryCodes(
      tx,
      actor.userId,
      codes.map((c) => ({
        id: newId(),
        codeHash: hashRecoveryCode(actor.userId, normaliseRecoveryCode(c) ?? c),
      })),
      now,
    );
    await markSessionSecondFactor(tx, actor.sessionId, now);
    return codes;
  });
  if (!recoveryCodes) throw secondFactorErrors.codeInvalid();
  await counted.refund();
  return { recoveryCodes };
}

/**
 * Checks a code against the account's confirmed factor inside `tx`: a TOTP code whose step is newer than the
 * last accepted one, or an unused recovery code (then used up). False for anything else.
 */
async function useCode(d: Deps, tx: Db, userId: string, raw: string): Promise<boolean> {
  const factor = await findTotpFactor(tx, userId);
  if (!factor?.confirmedAt) throw secondFactorErrors.notEnabled();
  const code = classifyCode(raw);
  if (!code) return false;
  const now = d.clock();
  if (code.kind === 'recovery') return useRecoveryCode(tx, userId, hashRecoveryCode(userId, code.code), now);
  const secret = await openSecret(d, tx, userId, factor.secretSealed);
  const accepted = acceptTotp({ secret, code: code.code, now, lastStep: factor.lastStep });
  return accepted !== null && advanceTotpStep(tx, userId, accepted.step);
}

/** Passes the second factor for the calling session. Failures count against the account's budget. */
export async function verifySecondFactor(
  d: Deps,
  actor: Actor,
  input: { code: string },
): Promise<{ recoveryCodesLeft: number }> {
  await assertSessionActive(d, actor);
  const counted = await attempt(d, budgets.secondFactor(d.limits, actor.userId));
  const ok = await transaction(d.prisma, async (tx) => {
    if (!(await useCode(d, tx, actor.userId, input.code))) return false;
    await markSessionSecondFactor(tx, actor.sessionId, d.clock());
    return true;
  });
  if (!ok) throw secondFactorErrors.codeInvalid();
  await counted.refund();
  return { recoveryCodesLeft: await countUnusedRecoveryCodes(d.prisma, actor.userId) };
}

/** Fresh proof and a code (or a recovery code) turn the factor off; the recovery codes go with it. */
export async function disableTotp(
  d: Deps,
  actor: Actor,
  input: { currentPassword: string; code: string },
): Promise<void> {
  const user = await assertFreshProof(d, actor, input.currentPassword);
  const counted = await attempt(d, budgets.secondFactor(d.limits, user.id));
  const ok = await transaction(d.prisma, async (tx) => {
    if (!(await useCode(d, tx, user.id, input.code))) return false;
    await deleteSecondFactor(tx, user.id);
    return true;
  });
  if (!ok) throw secondFactorErrors.codeInvalid();
  await counted.refund();
}
