import {
  TicketStatus as ProtoStatus,
  SupportTicket as ProtoTicket,
  SupportTopic as ProtoTopic,
} from '@oslonac/proto/oslonac/admin/v1/admin';
import type { Topic } from './domain/contact';
import type { TicketStatus } from './domain/tickets';
import type { TicketRecord } from './store/tickets';

// Domain ↔ contract: the enums both ways and the ticket as the contract carries it.

export const topicToProto: Record<Topic, ProtoTopic> = {
  account: ProtoTopic.SUPPORT_TOPIC_ACCOUNT,
  booking: ProtoTopic.SUPPORT_TOPIC_BOOKING,
  payment: ProtoTopic.SUPPORT_TOPIC_PAYMENT,
  therapist: ProtoTopic.SUPPORT_TOPIC_THERAPIST,
  privacy: ProtoTopic.SUPPORT_TOPIC_PRIVACY,
  other: ProtoTopic.SUPPORT_TOPIC_OTHER,
};

export const statusToProto: Record<TicketStatus, ProtoStatus> = {
  open: ProtoStatus.TICKET_STATUS_OPEN,
  answered: ProtoStatus.TICKET_STATUS_ANSWERED,
  closed: ProtoStatus.TICKET_STATUS_CLOSED,
};

export function ticketToProto(t: TicketRecord): ProtoTicket {
  return ProtoTicket.fromPartial({
    id: t.id,
    name: t.name,
    email: t.email,
    topic: topicToProto[t.topic],
    status: statusToProto[t.status],
    userId: t.userId ?? '',
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    handledByUserId: t.handledByUserId ?? '',
  });
}
