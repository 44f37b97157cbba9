import type { Tx } from '@oslonac/kit';
import type { OptionalNoticeKind } from '../domain/notice-kinds';
import { generateToken, hashToken } from '../domain/tokens';
import type { Db } from '../store/db';
import { findSealedToken, insertToken } from '../store/notices';
import type { NoticeDeps } from './deps';

// Unsubscribe tokens: 32 random bytes per person and kind, so a link names no one (not the user id, not the
// address). The lookup goes by the sha256; the token itself is sealed with the person's own data key (the owner
// the second factor uses), so every mail of that kind carries the same link, it survives restarts, and once the
// account is erased (its rows and its key) no old link opens anything.

const owner = (userId: string) => `user:${userId}`;
const context = (userId: string, kind: OptionalNoticeKind) => `unsubscribe:${userId}:${kind}`;

export async function unsubscribeTokenFor(
  tx: Tx,
  d: NoticeDeps,
  userId: string,
  kind: OptionalNoticeKind,
): Promise<string> {
  const db = tx as Db;
  const existing = await findSealedToken(db, userId, kind);
  if (existing) return (await d.crypto.decrypt(tx, existing, context(userId, kind))).toString('utf8');
  const token = generateToken();
  const sealed = await d.crypto.encrypt(tx, owner(userId), Buffer.from(token, 'utf8'), context(userId, kind));
  if (
    await insertToken(db, { userId, kind, tokenHash: hashToken(token), tokenSealed: sealed, now: d.clock() })
  )
    return token;
  // Another transaction stored one first (two notices at once): use theirs, so every link stays valid.
  const theirs = await findSealedToken(db, userId, kind);
  if (!theirs) throw new Error('unsubscribe token vanished');
  return (await d.crypto.decrypt(tx, theirs, context(userId, kind))).toString('utf8');
}
