import { EMAIL_LINK_TTL_MINUTES, emailLinkUrl, type LinkPurpose, linkMail } from '../domain/mail-copy';
import { normaliseLocale } from '../domain/profile';
import { generateToken, hashToken } from '../domain/tokens';
import { newId } from '../ids';
import { insertEmailLink } from '../store/credentials';
import type { Db } from '../store/db';
import type { UserView } from '../store/users';
import type { Deps } from './deps';

const LINK_TTL_MS = EMAIL_LINK_TTL_MINUTES * 60_000;

/**
 * Creates a one-time link and mails it, in the caller's transaction. It goes to `to` (the user's current
 * address unless given): an address-change link goes to the new address and moves the account there when
 * used. The token lives only in the sealed mail; the link row keeps its hash.
 */
export async function sendLink(
  db: Db,
  d: Deps,
  user: Pick<UserView, 'id' | 'email' | 'displayName' | 'locale'>,
  purpose: LinkPurpose,
  nextPath: string | null,
  to: string = user.email,
): Promise<void> {
  const now = d.clock();
  const token = generateToken();
  await insertEmailLink(db, {
    id: newId(),
    userId: user.id,
    email: to,
    tokenHash: hashToken(token),
    nextPath,
    changesEmail: purpose === 'confirm_email',
    now,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
  });
  const link = emailLinkUrl(d.publicUrl, token);
  const lang = normaliseLocale(user.locale);
  const content = linkMail(lang, purpose, user.displayName || null, link);
  await d.mail.send({ kind: `identity.${purpose}_link`, to, lang, ...content }, db);
}
