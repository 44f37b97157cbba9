import { isUniqueViolation, type Role } from '@oslonac/kit';
import { sanitiseNextPath } from '@oslonac/lang';
import { normaliseEmail } from '../domain/email';
import { assertPasswordPolicy } from '../domain/password';
import { normaliseDisplayName, normaliseLocale } from '../domain/profile';
import { budgets } from '../domain/rate-limit';
import { signUpRole } from '../domain/roles';
import { userRegistered } from '../events';
import { newId } from '../ids';
import { transaction } from '../store/db';
import { endSessionsOfUser } from '../store/sessions';
import { findUserByEmail, findUserById, insertUser, lockUser, updateUser } from '../store/users';
import type { ClientInfo, Deps } from './deps';
import { sendLink } from './send-link';
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
 * A password given here is checked against the policy but not kept: whoever signs up has not yet shown that
 * the address is theirs, and a password chosen before that proof would let a stranger who signed up in
 * someone else's name sign in as them. The person who opens the link sets a password afterwards.
 *
 * When the address already has an account we must not say so (that would let anyone test which people use
 * a therapy platform): the caller gets the same success answer with an empty user id. A proven account is
 * left exactly as it was and its owner gets an ordinary sign-in link. An account whose address was never
 * proven belongs to nobody yet: the later sign-up replaces its details and drops whatever credentials it
 * had, and the address gets a fresh welcome link.
 */
export async function signUp(d: Deps, input: SignUpInput): Promise<{ userId: string }> {
  const email = normaliseEmail(input.email);
  const displayName = normaliseDisplayName(input.displayName);
  if (input.password) assertPasswordPolicy(input.password, email);
  const role = signUpRole(input.role);
  const locale = normaliseLocale(input.locale);
  const next = sanitiseNextPath(input.nextPath);
  await attempt(d, budgets.signUp(d.limits, input.client.ip));
  const now = d.clock();
  const userId = newId();
  try {
    await transaction(d.prisma, async (tx) => {
      const user = await insertUser(tx, {
        id: userId,
        email,
        displayName,
        locale,
        passwordHash: null,
        role,
        now,
      });
      await userRegistered(tx, { userId, role, locale, occurredAt: now });
      await sendLink(tx, d, user, 'welcome', next);
    });
    return { userId };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const existing = await findUserByEmail(d.prisma, email);
  // Repeated sign-ups must not become a way to flood someone's inbox: over the limit, no mail, same answer.
  const allowed = await tryAttempt(d, budgets.emailLink(d.limits, email, input.client.ip));
  if (!existing || !allowed) return { userId: '' };
  await transaction(d.prisma, async (tx) => {
    await lockUser(tx, existing.id);
    const current = await findUserById(tx, existing.id);
    if (!current) return;
    if (current.emailVerified) {
      await sendLink(tx, d, current, 'sign_in', next);
      return;
    }
    const at = d.clock();
    await endSessionsOfUser(tx, current.id, at);
    const replaced = await updateUser(tx, current.id, { displayName, locale, passwordHash: null }, at);
    await sendLink(tx, d, replaced, 'welcome', next);
  });
  return { userId: '' };
}
