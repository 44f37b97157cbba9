import { errors } from './errors';

export const REASON_MIN = 10;
export const REASON_MAX = 1000;
export const NOTE_MAX = 1000;

export type ReportStatus = 'open' | 'resolved';

/** A member may report what another member wrote, never their own message. */
export function checkReport(reporterId: string, senderId: string, reason: string): string {
  if (reporterId === senderId) throw errors.ownMessage();
  const clean = reason.trim();
  const length = [...clean].length;
  if (length < REASON_MIN || length > REASON_MAX) throw errors.reasonLength(REASON_MIN, REASON_MAX);
  return clean;
}

export function checkResolutionNote(note: string): string {
  const clean = note.trim();
  const length = [...clean].length;
  if (length < 1 || length > NOTE_MAX) throw errors.noteLength(NOTE_MAX);
  return clean;
}
