import type { Actor, ErasureResult, Tx } from '@oslonac/kit';
import { ticketsByEmailKey } from '../domain/rate-limit';
import { ownerOf } from '../domain/tickets';
import { type Db, transaction } from '../store/db';
import { auditActionsOf, deleteRateLimits, deleteTicketsOf, ticketsOf } from '../store/erasure';
import type { Deps } from './deps';
import { MESSAGE_CONTEXT, NOTE_CONTEXT } from './tickets';

// GDPR Art. 15/20 (export) and 17 (erasure) for what admin holds about a person: the support tickets they sent
// while signed in, and, for staff, the log of what they did. The consumer (main.ts) runs `eraseUser` in the
// kit's erasure transaction, which also shreds the keys it names and announces admin.user.erased.v1.

const asTx = (tx: unknown) => tx as Tx;

/** Everything admin holds about the signed-in person, sealed fields opened, as one JSON document. */
export async function exportMyData(d: Deps, actor: Actor): Promise<string> {
  return transaction(d.prisma, async (tx) => {
    const tickets = [];
    for (const t of await ticketsOf(tx, actor.userId)) {
      const message = await d.crypto.decrypt(asTx(tx), t.messageCiphertext, MESSAGE_CONTEXT(t.id));
      // The staff note is kept about the person, so it is theirs to see (Art. 15).
      const note = t.noteCiphertext
        ? await d.crypto.decrypt(asTx(tx), t.noteCiphertext, NOTE_CONTEXT(t.id))
        : null;
      tickets.push({
        id: t.id,
        name: t.name,
        email: t.email,
        topic: t.topic,
        status: t.status,
        message: message.toString('utf8'),
        staffNote: note?.toString('utf8') ?? '',
        createdAt: t.createdAt.toISOString(),
        updatedAt: t.updatedAt.toISOString(),
      });
    }
    const staffActions = (await auditActionsOf(tx, actor.userId)).map((a) => ({
      ...a,
      at: a.at.toISOString(),
    }));
    return JSON.stringify({ service: 'admin', userId: actor.userId, supportTickets: tickets, staffActions });
  });
}

/**
 * Erases the person here: their tickets (name, address, sealed message and note) are deleted and each ticket's
 * key is shredded; the rate-limit counters of those addresses go too. The audit log keeps its rows: they hold
 * ids and actions only (who read or changed what, which the service must be able to show), never a name or
 * an address; `handled_by_user_id` on other people's tickets is such an id too.
 */
export async function eraseUser(tx: Tx, userId: string): Promise<ErasureResult> {
  const db = tx as unknown as Db;
  const gone = await deleteTicketsOf(db, userId);
  await deleteRateLimits(db, [...new Set(gone.map((t) => ticketsByEmailKey(t.email)))]);
  return { ownerKeys: gone.map((t) => ownerOf(t.id)), keptRecords: 0 };
}
