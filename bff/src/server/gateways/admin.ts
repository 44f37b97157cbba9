// The one module that talks to the admin service over gRPC: one function per RPC, each thin. Everything else in
// the BFF sees the JSON view types of ../views/support (instants as ISO strings, enums as words).

import {
  AdminServiceClient,
  type SupportTicket as SupportTicketPb,
  SupportTopic as SupportTopicPb,
  TicketStatus as TicketStatusPb,
} from '@oslonac/proto/oslonac/admin/v1/admin';
import { bffConfig } from '../config';
import type {
  NewSupportTicket,
  SupportTicket,
  SupportTicketDetail,
  SupportTicketsPage,
  SupportTopic,
  TicketStatus,
} from '../views/support';
import { unary } from './call';
import { channel } from './channel';

// --- enums --------------------------------------------------------------------------------------------

function twoWay<V extends string, P extends number>(pairs: [V, P][]) {
  const toPb = new Map<V, P>(pairs);
  const fromPb = new Map<P, V>(pairs.map(([v, p]) => [p, v]));
  return { toPb, fromPb };
}

const TOPIC = twoWay<SupportTopic, SupportTopicPb>([
  ['account', SupportTopicPb.SUPPORT_TOPIC_ACCOUNT],
  ['booking', SupportTopicPb.SUPPORT_TOPIC_BOOKING],
  ['payment', SupportTopicPb.SUPPORT_TOPIC_PAYMENT],
  ['therapist', SupportTopicPb.SUPPORT_TOPIC_THERAPIST],
  ['privacy', SupportTopicPb.SUPPORT_TOPIC_PRIVACY],
  ['other', SupportTopicPb.SUPPORT_TOPIC_OTHER],
]);
const STATUS = twoWay<TicketStatus, TicketStatusPb>([
  ['open', TicketStatusPb.TICKET_STATUS_OPEN],
  ['answered', TicketStatusPb.TICKET_STATUS_ANSWERED],
  ['closed', TicketStatusPb.TICKET_STATUS_CLOSED],
]);

const iso = (d: Date | undefined): string | null => (d ? d.toISOString() : null);

// --- pb → view ----------------------------------------------------------------------------------------

/** A topic or status this BFF does not know (a newer service) reads as "other" / "open" rather than failing. */
export function ticketView(t: SupportTicketPb | undefined): SupportTicket {
  const x = t ?? ({} as Partial<SupportTicketPb>);
  return {
    id: x.id ?? '',
    name: x.name ?? '',
    email: x.email ?? '',
    topic: TOPIC.fromPb.get(x.topic ?? SupportTopicPb.SUPPORT_TOPIC_OTHER) ?? 'other',
    status: STATUS.fromPb.get(x.status ?? TicketStatusPb.TICKET_STATUS_OPEN) ?? 'open',
    userId: x.userId || null,
    createdAt: iso(x.createdAt),
    updatedAt: iso(x.updatedAt),
    handledByUserId: x.handledByUserId || null,
  };
}

// --- channel ------------------------------------------------------------------------------------------

const upstream = channel('admin', () => bffConfig().adminGrpcAddr, AdminServiceClient);

/** Closes the channel (tests; a later call opens a new one). */
export const closeAdminClient = upstream.close;

const client = upstream.client;

// --- calls --------------------------------------------------------------------------------------------

export const admin = {
  /**
   * A ticket from the contact form. With the sender's actor token the service links the ticket to their
   * account; the account is never taken from the form. Never retried: a ticket may exist before its answer
   * was lost, and a second one would be a duplicate.
   */
  async createSupportTicket(
    input: NewSupportTicket,
    actorToken?: string | null,
  ): Promise<{ ticketId: string }> {
    const c = client();
    const res = await unary(
      c,
      c.createSupportTicket,
      {
        name: input.name,
        email: input.email,
        topic: TOPIC.toPb.get(input.topic) ?? SupportTopicPb.SUPPORT_TOPIC_UNSPECIFIED,
        message: input.message,
        website: input.website,
      },
      actorToken ? { actorToken, retries: 0 } : { retries: 0 },
    );
    return { ticketId: res.ticketId };
  },

  // admin -------------------------------------------------------------------------------------------
  async listSupportTickets(
    actorToken: string,
    input: { status: TicketStatus | null; page: number; pageSize: number },
  ): Promise<SupportTicketsPage> {
    const c = client();
    const res = await unary(
      c,
      c.listSupportTickets,
      {
        status: input.status
          ? (STATUS.toPb.get(input.status) ?? 0)
          : TicketStatusPb.TICKET_STATUS_UNSPECIFIED,
        page: input.page,
        pageSize: input.pageSize,
      },
      { actorToken },
    );
    return {
      items: res.tickets.map(ticketView),
      total: res.total,
      page: input.page,
      pageSize: input.pageSize,
    };
  },

  /** Decrypts the message and note; the admin service writes the read to its audit log. */
  async getSupportTicket(actorToken: string, ticketId: string): Promise<SupportTicketDetail> {
    const c = client();
    const res = await unary(c, c.getSupportTicket, { ticketId }, { actorToken });
    return { ticket: ticketView(res.ticket), message: res.message, internalNote: res.internalNote };
  },

  async updateSupportTicket(
    actorToken: string,
    ticketId: string,
    change: { status: TicketStatus; internalNote: string },
  ): Promise<SupportTicket> {
    const c = client();
    const res = await unary(
      c,
      c.updateSupportTicket,
      {
        ticketId,
        status: STATUS.toPb.get(change.status) ?? TicketStatusPb.TICKET_STATUS_UNSPECIFIED,
        internalNote: change.internalNote,
      },
      { actorToken, retries: 0 },
    );
    return ticketView(res.ticket);
  },

  /** grpc.health.v1 status of admin as a string ('SERVING', 'NOT_SERVING', 'UNREACHABLE', …). */
  health: upstream.health,
};

/** The person's support data as one JSON document (admin.json in their export; GDPR Art. 15/20). */
export async function exportAdminData(actorToken: string): Promise<string> {
  const c = client();
  return (await unary(c, c.exportMyData, {}, { actorToken })).json;
}
