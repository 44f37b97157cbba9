import { errors } from './errors';

// The therapist's private note on a session. Sealed with the therapist's own key, so erasing the therapist shreds
// every note they wrote (backups included); bound to the session id, so a ciphertext moved to another row does
// not open.

export const NOTE_MAX_CHARS = 20_000;

export const noteKeyOwner = (therapistUserId: string) => `therapist:${therapistUserId}`;
export const noteContext = (sessionId: string) => `session-note:${sessionId}`;

/** Characters as a person counts them (an emoji or "č" is one), not UTF-16 units. */
export function checkNoteText(text: string): string {
  if ([...text].length > NOTE_MAX_CHARS) throw errors.noteTooLong(NOTE_MAX_CHARS);
  return text;
}

/** Optimistic concurrency: a save must name the version it edited (0 before the first save). */
export function checkNoteVersion(current: number, expected: number): number {
  if (current !== expected) throw errors.noteConflict();
  return current + 1;
}
