// Membership and the open/closed state come from booking's relationship events, which may arrive in any order
// and more than once. Every event carries the pair (and a partner event the partner), so whichever comes first
// makes the conversation and its members; only open/closed depends on order, settled by when the fact happened
// (store/conversations.ts setClosed: a fact older than the current state changes nothing).

export type MemberRole = 'client' | 'partner' | 'therapist';

/**
 * The data key that seals what one member wrote in one conversation (messages, attachments, reports). Keyed by
 * author, not only by conversation, so erasing a person shreds exactly their words (backups included) while the
 * others' stay readable.
 */
export function keyOwner(conversationId: string, userId: string): string {
  return `conversation:${conversationId}:member:${userId}`;
}

/** Every key of a conversation starts with this (the whole conversation is gone when nobody is left in it). */
export function keyOwnerPrefix(conversationId: string): string {
  return `conversation:${conversationId}:`;
}

/** A conversation needs two people: with fewer left (after an erasure) it becomes read-only. */
export const MIN_MEMBERS_TO_WRITE = 2;
