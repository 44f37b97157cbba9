import { type Actor, hitCounter, isOverLimit, type Tx, windowStart } from '@oslonac/kit';
import { type ContactForm, checkContactForm, isBot } from '../domain/contact';
import { errors } from '../domain/errors';
import { rateLimited, TICKET_WINDOW_SECONDS, ticketsByEmailKey } from '../domain/rate-limit';
import { cleanNote, listOrder, ownerOf, requireStatus, type TicketStatus } from '../domain/tickets';
import { publish } from '../events';
import { newId } from '../ids';
import { writeAudit } from '../store/audit';
import { transaction } from '../store/db';
import {
  findSealedTicket,
  insertTicket,
  listTickets,
  lockTicket,
  type TicketRecord,
  updateTicket,
} from '../store/tickets';
import type { Deps } from './deps';

// Support tickets. The message and the note are sealed with the ticket's own data key (owner `ticket:<id>`)
// in the transaction that stores them, and opened only for admins, in a transaction that also writes the
// read to the audit log: there is no read without its record.

export const MESSAGE_CONTEXT = (id: string) => `message:${id}`;
export const NOTE_CONTEXT = (id: string) => `note:${id}`;
const asTx = (tx: unknown) => tx as Tx;

/**
 * A ticket from the contact form. `sender` comes from the caller's actor token, never from the form. A filled
 * honeypot gets the same answer as a person, and nothing is stored or counted.
 */
export async function createTicket(
  d: Deps,
  sender: Actor | null,
  form: ContactForm,
): Promise<{ ticketId: string; stored: boolean }> {
  const clean = checkContactForm(form);
  const id = newId();
  if (isBot(form)) {
    d.log.info({ topic: clean.topic }, 'contact form honeypot filled; nothing stored');
    return { ticketId: id, stored: false };
  }
  const now = d.clock();
  await transaction(d.prisma, async (tx) => {
    // Counted in the same transaction: a refused ticket leaves no trace, and the row lock on the counter makes
    // racing senders of one address queue up, so the limit holds exactly.
    const count = await hitCounter(
      tx,
      ticketsByEmailKey(clean.email),
      windowStart(now, TICKET_WINDOW_SECONDS),
    );
    if (isOverLimit(count, d.settings.ticketsPerEmailPerHour)) throw rateLimited(now);
    const messageCiphertext = await d.crypto.encrypt(
      asTx(tx),
      ownerOf(id),
      Buffer.from(clean.message, 'utf8'),
      MESSAGE_CONTEXT(id),
    );
    await insertTicket(tx, {
      id,
      name: clean.name,
      email: clean.email,
      topic: clean.topic,
      userId: sender?.userId ?? null,
      messageCiphertext,
      createdAt: now,
    });
    await publish.ticketCreated(asTx(tx), { id, topic: clean.topic }, now);
  });
  return { ticketId: id, stored: true };
}

export async function list(
  d: Deps,
  q: { status: TicketStatus | null; page: number; pageSize: number },
): Promise<{ tickets: TicketRecord[]; total: number }> {
  return listTickets(d.prisma, {
    status: q.status,
    order: listOrder(q.status),
    skip: (q.page - 1) * q.pageSize,
    take: q.pageSize,
  });
}

export interface OpenedTicket {
  ticket: TicketRecord;
  message: string;
  internalNote: string;
}

/** Decrypts the message and note for an admin; the audit row is written in the same transaction. */
export async function open(d: Deps, admin: Actor, ticketId: string): Promise<OpenedTicket> {
  return transaction(d.prisma, async (tx) => {
    const sealed = await findSealedTicket(tx, ticketId);
    if (!sealed) throw errors.notFound();
    await writeAudit(tx, {
      actorUserId: admin.userId,
      action: 'support_ticket.read',
      subjectType: 'support_ticket',
      subjectId: ticketId,
      at: d.clock(),
    });
    const message = await d.crypto.decrypt(asTx(tx), sealed.messageCiphertext, MESSAGE_CONTEXT(ticketId));
    const note = sealed.noteCiphertext
      ? await d.crypto.decrypt(asTx(tx), sealed.noteCiphertext, NOTE_CONTEXT(ticketId))
      : null;
    const { messageCiphertext: _m, noteCiphertext: _n, ...ticket } = sealed;
    return { ticket, message: message.toString('utf8'), internalNote: note?.toString('utf8') ?? '' };
  });
}

/** Sets the status and replaces the note (empty clears it); who did it is kept on the row and in the audit log. */
export async function update(
  d: Deps,
  admin: Actor,
  ticketId: string,
  change: { status: TicketStatus | null; internalNote: string },
): Promise<TicketRecord> {
  const status = requireStatus(change.status);
  const note = cleanNote(change.internalNote);
  return transaction(d.prisma, async (tx) => {
    if (!(await lockTicket(tx, ticketId))) throw errors.notFound();
    const at = d.clock();
    const noteCiphertext = note
      ? await d.crypto.encrypt(asTx(tx), ownerOf(ticketId), Buffer.from(note, 'utf8'), NOTE_CONTEXT(ticketId))
      : null;
    const ticket = await updateTicket(tx, ticketId, {
      status,
      noteCiphertext,
      handledByUserId: admin.userId,
      at,
    });
    await writeAudit(tx, {
      actorUserId: admin.userId,
      action: `support_ticket.${status}`,
      subjectType: 'support_ticket',
      subjectId: ticketId,
      at,
    });
    return ticket;
  });
}
