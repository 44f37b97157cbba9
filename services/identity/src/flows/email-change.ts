import type { Actor } from '@oslonac/kit';
import { normaliseEmail } from '../domain/email';
import { errors } from '../domain/errors';
import { emailChangedMail, emailInUseMail } from '../domain/mail-copy';
import { normaliseLocale } from '../domain/profile';
import { budgets } from '../domain/rate-limit';
import { type Db, transaction } from '../store/db';
import { findUserByEmail, type UserView, updateUser } from '../store/users';
import type { Deps } from './deps';
import { assertFreshProof } from './fresh-proof';
import { sendLink } from './send-link';
import { attempt } from './throttle';

/**
 * Asks for an address change. Nothing changes yet: a link goes to the new address, and the account moves
 * there only when that link is used (so nobody can point an account at an address they do not read). The
 * answer is the same whether or not another account has the new address (that would tell anyone who uses
 * the platform); such an address gets a mail saying nothing was changed instead of a link. Every request
 * sends a mail, so every request counts, per account and on the target address's mail ceiling.
 */
export async function changeEmail(
  d: Deps,
  actor: Actor,
  input: { newEmail: string; currentPassword: string },
): Promise<UserView> {
  const newEmail = normaliseEmail(input.newEmail);
  const user = await assertFreshProof(d, actor, input.currentPassword);
  if (user.email === newEmail) return user;
  await attempt(d, budgets.emailChange(d.limits, user.id, newEmail));
  const taken = await findUserByEmail(d.prisma, newEmail);
  if (taken) {
    const lang = normaliseLocale(user.locale);
    const content = emailInUseMail(lang);
    await d.mail.send({ kind: 'identity.email_in_use', to: newEmail, lang, ...content }, d.prisma);
    return user;
  }
  await transaction(d.prisma, (tx) => sendLink(tx, d, user, 'confirm_email', null, newEmail));
  return user;
}

/**
 * Using an address-change link: the account takes the address the link was sent to, proven by this very
 * use, and the old address hears of it (the owner learns of a change they did not make). Throws the
 * database's unique violation when another account took the address meanwhile (the caller maps it).
 */
export async function moveToProvenAddress(
  db: Db,
  d: Deps,
  before: UserView,
  newEmail: string,
  now: Date,
): Promise<UserView> {
  if (before.email.toLowerCase() === newEmail.toLowerCase()) return before;
  const other = await findUserByEmail(db, newEmail.toLowerCase());
  if (other) throw errors.linkInvalid();
  const moved = await updateUser(db, before.id, { email: newEmail.toLowerCase(), emailVerifiedAt: now }, now);
  const lang = normaliseLocale(before.locale);
  const notice = emailChangedMail(lang, before.displayName || null);
  await d.mail.send({ kind: 'identity.email_changed', to: before.email, lang, ...notice }, db);
  return moved;
}
