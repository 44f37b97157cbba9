import type { Actor, EraseFn, ErasureResult, Tx } from '@oslonac/kit';
import { roleIn } from '../domain/membership';
import { noteContext, noteKeyOwner } from '../domain/notes';
import { type Db, transaction } from '../store/db';
import { deletePersonRows } from '../store/erasure';
import { notesBy } from '../store/notes';
import { participationsOf } from '../store/participations';
import { sessionsOfMember } from '../store/sessions';
import type { Deps } from './deps';

// GDPR Art. 15/20 (export) and 17 (erasure) for what sessions holds about a person. The consumer (main.ts) runs
// `eraseUser` in the kit's erasure transaction, which also shreds the keys it names and announces
// sessions.user.erased.v1.

/** The person's sessions (their role, times, outcome), their entries into calls and, for a therapist, their notes. */
export async function exportMyData(d: Deps, actor: Actor): Promise<string> {
  return transaction(d.prisma, async (tx) => {
    const sessions = (await sessionsOfMember(tx, actor.userId)).map((s) => ({
      sessionId: s.id,
      relationshipId: s.relationshipId,
      role: roleIn(s, actor.userId),
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      status: s.status,
      openedAt: s.openedAt?.toISOString() ?? null,
      endedAt: s.endedAt?.toISOString() ?? null,
      endedBy: s.endedBy,
      clientJoined: s.clientJoined,
    }));
    const participations = (await participationsOf(tx, actor.userId)).map((p) => ({
      sessionId: p.sessionId,
      role: p.role,
      joinedAt: p.joinedAt.toISOString(),
      leftAt: p.leftAt?.toISOString() ?? null,
    }));
    const notes = [];
    for (const n of await notesBy(tx, actor.userId)) {
      notes.push({
        sessionId: n.sessionId,
        text: (
          await d.crypto.decrypt(tx as unknown as Tx, n.textCiphertext, noteContext(n.sessionId))
        ).toString('utf8'),
        version: n.version,
        updatedAt: n.updatedAt.toISOString(),
      });
    }
    return JSON.stringify({ service: 'sessions', userId: actor.userId, sessions, participations, notes });
  });
}

/**
 * Erases the person here: the notes they wrote (and their key, so copies in backups no longer open), their entries
 * into calls and the partnerships that name them. Session rows stay (ids and times only): the other members'
 * record and booking's outcome hang on them.
 */
export async function eraseUser(tx: Tx, userId: string): Promise<ErasureResult> {
  await deletePersonRows(tx as unknown as Db, userId);
  return { ownerKeys: [noteKeyOwner(userId)], keptRecords: 0 };
}

/** The erase function the kit's erasure consumer runs. */
export const eraser: EraseFn = (tx, userId) => eraseUser(tx, userId);
