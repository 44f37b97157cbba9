import type { Actor, Tx } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { checkNoteText, checkNoteVersion, noteContext, noteKeyOwner } from '../domain/notes';
import { transaction } from '../store/db';
import { findNote, writeNote } from '../store/notes';
import { findSession } from '../store/sessions';
import type { Deps } from './deps';

// The therapist's private note on one of their sessions. Only that session's therapist reads or writes it; for
// anyone else the session does not exist.

export interface NoteView {
  sessionId: string;
  text: string;
  version: number;
  updatedAt: Date | null;
}

const asTx = (tx: unknown) => tx as Tx;

async function requireTherapist(db: Parameters<typeof findSession>[0], actor: Actor, sessionId: string) {
  const s = await findSession(db, sessionId);
  if (!s || s.therapistUserId !== actor.userId) throw errors.notFound();
  return s;
}

export async function getNote(d: Deps, actor: Actor, sessionId: string): Promise<NoteView> {
  return transaction(d.prisma, async (tx) => {
    await requireTherapist(tx, actor, sessionId);
    const n = await findNote(tx, sessionId);
    if (!n) return { sessionId, text: '', version: 0, updatedAt: null };
    const text = (await d.crypto.decrypt(asTx(tx), n.textCiphertext, noteContext(sessionId))).toString(
      'utf8',
    );
    return { sessionId, text, version: n.version, updatedAt: n.updatedAt };
  });
}

export async function saveNote(
  d: Deps,
  actor: Actor,
  r: { sessionId: string; text: string; expectedVersion: number },
): Promise<NoteView> {
  const text = checkNoteText(r.text);
  return transaction(d.prisma, async (tx) => {
    await requireTherapist(tx, actor, r.sessionId);
    const current = await findNote(tx, r.sessionId);
    const version = checkNoteVersion(current?.version ?? 0, r.expectedVersion);
    const updatedAt = d.clock();
    const textCiphertext = await d.crypto.encrypt(
      asTx(tx),
      noteKeyOwner(actor.userId),
      Buffer.from(text, 'utf8'),
      noteContext(r.sessionId),
    );
    const written = await writeNote(tx, {
      sessionId: r.sessionId,
      therapistUserId: actor.userId,
      textCiphertext,
      version,
      updatedAt,
    });
    // Someone saved between the read and the write.
    if (!written) throw errors.noteConflict();
    return { sessionId: r.sessionId, text, version, updatedAt };
  });
}
