import {
  Conversation,
  Member as ProtoMember,
  Message as ProtoMessage,
  ReplyPromise as ProtoPromise,
  MessageReport as ProtoReport,
  MemberRole as ProtoRole,
  ReportStatus as ProtoStatus,
} from '@oslonac/proto/oslonac/messaging/v1/messaging';
import type { MemberRole } from './domain/conversations';
import type { ReplyPromise } from './domain/promise';
import type { ReportStatus } from './domain/reports';
import type { ConversationView } from './flows/conversations';
import type { MessageView } from './flows/sealing';
import type { MemberRecord } from './store/conversations';
import type { ReportRecord } from './store/reports';

// Domain ↔ contract: the enums both ways and each record as the contract carries it.

export const roleToProto: Record<MemberRole, ProtoRole> = {
  client: ProtoRole.MEMBER_ROLE_CLIENT,
  partner: ProtoRole.MEMBER_ROLE_PARTNER,
  therapist: ProtoRole.MEMBER_ROLE_THERAPIST,
};

export const statusToProto: Record<ReportStatus, ProtoStatus> = {
  open: ProtoStatus.REPORT_STATUS_OPEN,
  resolved: ProtoStatus.REPORT_STATUS_RESOLVED,
};

export function memberToProto(m: MemberRecord): ProtoMember {
  return ProtoMember.fromPartial({
    userId: m.userId,
    role: roleToProto[m.role],
    lastReadMessageId: m.lastReadMessageId ?? '',
  });
}

export function promiseToProto(p: ReplyPromise): ProtoPromise {
  return ProtoPromise.fromPartial({ ...p, days: [...p.days] });
}

export function conversationToProto(c: ConversationView): Conversation {
  return Conversation.fromPartial({
    id: c.id,
    relationshipId: c.relationshipId,
    members: c.members.map(memberToProto),
    closed: c.closedAt !== null,
    closedAt: c.closedAt ?? undefined,
    unreadCount: c.unreadCount,
    lastMessageAt: c.lastMessageAt ?? undefined,
    promise: c.promise ? promiseToProto(c.promise) : undefined,
    medianReplySeconds: c.medianReplySeconds,
    answeringNow: c.answeringNow,
    nextAnswerAt: c.nextAnswerAt,
  });
}

export function messageToProto(m: MessageView): ProtoMessage {
  return ProtoMessage.fromPartial({
    id: m.id,
    conversationId: m.conversationId,
    senderUserId: m.senderUserId,
    text: m.text,
    attachments: m.attachments,
    sentAt: m.sentAt,
  });
}

export function reportToProto(r: ReportRecord, resolutionNote = ''): ProtoReport {
  return ProtoReport.fromPartial({
    id: r.id,
    messageId: r.messageId,
    conversationId: r.conversationId,
    reporterUserId: r.reporterUserId,
    senderUserId: r.senderUserId,
    status: statusToProto[r.status],
    createdAt: r.createdAt,
    resolvedAt: r.resolvedAt ?? undefined,
    resolutionNote,
  });
}
