import type { EnvelopeCrypto, Role } from '@oslonac/kit';
import { assertPasswordPolicy } from '../domain/password';
import { hashPassword } from '../domain/password-hash';
import { userRegistered, userRoleGranted } from '../events';
import { totpOwner, totpSecretContext } from '../flows/second-factor';
import { newId } from '../ids';
import { type Db, type PrismaClient, transaction } from '../store/db';
import { deleteSecondFactor, putPendingTotp } from '../store/second-factor';
import { addRole, findUserByEmail, insertUser, markEmailVerified, updateUser } from '../store/users';

export interface DemoAccount {
  /** A fixed id, so other services' demo seeds can refer to the account; a new random one when absent. */
  id?: string;
  email: string;
  displayName: string;
  roles: Role[];
  /** A fixed, confirmed TOTP secret (base32), so journeys can pass the second factor; development only. */
  totpSecret?: string;
}

/**
 * Creates or repairs demo accounts through the same store and events as real sign-ups, so other services
 * hear about them (UserRegistered, UserRoleGranted) exactly as they would in production.
 */
export async function seedDemoAccounts(
  prisma: PrismaClient,
  accounts: DemoAccount[],
  password: string,
  now: Date,
  crypto?: EnvelopeCrypto,
): Promise<{ email: string; id: string; created: boolean }[]> {
  const out: { email: string; id: string; created: boolean }[] = [];
  for (const account of accounts) {
    assertPasswordPolicy(password, account.email);
    const passwordHash = await hashPassword(password);
    const result = await transaction(prisma, async (tx) => {
      const existing = await findUserByEmail(tx, account.email);
      const [firstRole = 'client', ...moreRoles] = account.roles;
      let id: string;
      let created = false;
      if (existing) {
        id = existing.id;
        await updateUser(
          tx,
          id,
          { displayName: account.displayName, passwordHash, onboardingStep: 'done' },
          now,
        );
        await markEmailVerified(tx, id, now);
      } else {
        id = account.id ?? newId();
        created = true;
        await insertUser(tx, {
          id,
          email: account.email,
          displayName: account.displayName,
          locale: 'sr-Latn',
          passwordHash,
          role: firstRole,
          onboardingStep: 'done',
          emailVerifiedAt: now,
          now,
        });
        await userRegistered(tx, { userId: id, role: firstRole, locale: 'sr-Latn', occurredAt: now });
      }
      for (const role of existing ? account.roles : moreRoles) {
        if (await addRole(tx, id, role, null, now)) {
          await userRoleGranted(tx, { userId: id, role, grantedBy: '', occurredAt: now });
        }
      }
      if (account.totpSecret && crypto) await seedTotp(tx, crypto, id, account.totpSecret, now);
      return { email: account.email, id, created };
    });
    out.push(result);
  }
  return out;
}

/** Puts the fixed secret back as a confirmed factor (no recovery codes), whatever the account had before. */
async function seedTotp(
  tx: Db,
  crypto: EnvelopeCrypto,
  userId: string,
  secret: string,
  now: Date,
): Promise<void> {
  await deleteSecondFactor(tx, userId);
  const sealed = await crypto.encrypt(
    tx,
    totpOwner(userId),
    Buffer.from(secret, 'utf8'),
    totpSecretContext(userId),
  );
  await putPendingTotp(tx, userId, sealed, now);
  await tx.totpFactor.update({ where: { userId }, data: { confirmedAt: now }, select: { userId: true } });
}
