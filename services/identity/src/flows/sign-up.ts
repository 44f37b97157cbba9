import { isUniqueViolation, type Role } from '@oslonac/kit';
import { sanitiseNextPath } from '@oslonac/lang';
import { normaliseEmail } from '../domain/email';
import { assertPasswordPolicy } from '../domain/password';
import { hashPassword } from '../domain/password-hash';
import { normaliseDisplayName, normaliseLocale } from '../domain/profile';
import { rateKeys } from '../domain/rate-limit';
import { signUpRole } from '../domain/roles';
import { userRegistered } from '../events';
import { newId } from '../ids';
import { transaction } from '../store/db';
import { findUserByEmail, insertUser } from '../store/users';
import type { ClientInfo, Deps } from './deps';
import { sendLink } from './email-links';
import { attempt, tryAttempt } from './throttle';

export interface SignUpInput {
  email: string;
  displayName: string;
  password: string | null;
  locale: string;
  nextPath: string;
  role: Role | null;
  client: ClientInfo;
}

/**
 * Creates the account, its UserRegistered event and a welcome mail with a sign-in link in one transaction.
 *
 * When the address already has an account we must not say so (that would let anyone test which people use
 * a therapy platform). Instead the owner of the address gets an ordinary sign-in link, and the caller gets
 * the same success answer with an empty user id. The BFF only ever says "check your mail", so the empty id
 * changes nothing on screen; the existing account is left exactly as it was (the password and name in this
 * request are ignored, since whoever sent them has not proven they own the address).
 */
export async function signUp(d: Deps, input: SignUpInput): Promise<{ userId: string }> {
  const email = normaliseEmail(input.email);
  const displayName = normaliseDisplayName(input.displayName);
  if (input.password) assertPasswordPolicy(input.password, email);
  const role = signUpRole(input.role);
  const locale = normaliseLocale(input.locale);
  const next = sanitiseNextPath(input.nextPath);
  await attempt(d, [{ key: rateKeys.signUpByIp(input.client.ip), limit: d.limits.perIp }]);
  // Hashed before we know whether the address is taken, so both answers take the same time.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const now = d.clock();
  const userId = newId();
  try {
    await transaction(d.prisma, async (tx) => {
      const user = await insertUser(tx, { id: userId, email, displayName, locale, passwordHash, role, now });
      await userRegistered(tx, { userId, role, locale, occurredAt: now });
      await sendLink(tx, d, user, 'welcome', next);
    });
    return { userId };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const existing = await findUserByEmail(d.prisma, email);
  // Repeated sign-ups must not become a way to flood someone's inbox: over the limit, no mail, same answer.
  const allowed = await tryAttempt(d, [
    { key: rateKeys.emailLinkByAccount(email), limit: d.limits.perAccount },
  ]);
  if (existing && allowed) await transaction(d.prisma, (tx) => sendLink(tx, d, existing, 'sign_in', next));
  return { userId: '' };
}
