import { errors } from './errors';

// What staff may do with a ticket. Every status can follow every other: an answered question can come back
// (reopened), a closed one can be looked at again. The note is for staff only and replaces the previous one.

export const STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof STATUSES)[number];

export const NOTE_MAX = 2000;

export function cleanNote(raw: string): string {
  const note = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (note.length > NOTE_MAX) throw errors.noteTooLong(NOTE_MAX);
  return note;
}

/** A status for a change (a list filter may be "every status", a change never is). */
export function requireStatus(status: TicketStatus | null): TicketStatus {
  if (!status) throw errors.invalidStatus();
  return status;
}

/** Open tickets are a queue (whoever waited longest first); the others read as history, newest first. */
export function listOrder(status: TicketStatus | null): 'asc' | 'desc' {
  return status === 'open' ? 'asc' : 'desc';
}

/** The data key that seals one ticket's message and note: erasing it erases both. */
export function ownerOf(ticketId: string): string {
  return `ticket:${ticketId}`;
}
