import { enqueueEvent, type Tx } from '@oslonac/kit';
import { SupportTicketCreated } from '@oslonac/proto/oslonac/events/v1/admin';

// What admin publishes, always inside the transaction that makes the change (the kit's relay moves the outbox to
// JetStream). It consumes nothing yet.

export const SUBJECTS = {
  ticketCreated: 'admin.ticket.created.v1',
} as const;

export const publish = {
  // No message text, name or address: subscribers learn that someone wrote and about what, nothing more.
  ticketCreated: (tx: Tx, t: { id: string; topic: string }, occurredAt: Date) =>
    enqueueEvent(tx, {
      subject: SUBJECTS.ticketCreated,
      aggregateId: t.id,
      type: 'oslonac.events.v1.SupportTicketCreated',
      payload: SupportTicketCreated.encode({ ticketId: t.id, topic: t.topic, occurredAt }).finish(),
    }),
};
