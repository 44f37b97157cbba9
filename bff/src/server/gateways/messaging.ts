// The one module that talks to the messaging service over gRPC: one function per RPC, each thin. Everything else
// in the BFF sees the JSON view types of ../views/messaging (instants as ISO strings, enums as words). Every call
// runs as the signed-in person (their actor token): messaging decides who is a member, never the BFF.
import {
  type Attachment as AttachmentPb,
  type Conversation as ConversationPb,
  type Member as MemberPb,
  MemberRole as MemberRolePb,
  type Message as MessagePb,
  type MessageReport as MessageReportPb,
  MessagingServiceClient,
  type ReplyPromise as ReplyPromisePb,
  ReportStatus as ReportStatusPb,
} from '@oslonac/proto/oslonac/messaging/v1/messaging';
import { bffConfig } from '../config';
import type {
  InboxAttachment,
  InboxMember,
  InboxMessage,
  MemberRole,
  MessagePage,
  MessageReportDetail,
  MessageReportSummary,
  ReplyPromise,
  ReportStatus,
} from '../views/messaging';
import { unary } from './call';
import { channel } from './channel';

/** Attachments are up to 10 MB; the answer carrying one needs room above gRPC's 4 MB default. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const ROLE = new Map<MemberRolePb, MemberRole>([
  [MemberRolePb.MEMBER_ROLE_CLIENT, 'client'],
  [MemberRolePb.MEMBER_ROLE_PARTNER, 'partner'],
  [MemberRolePb.MEMBER_ROLE_THERAPIST, 'therapist'],
]);

const iso = (d: Date | undefined): string | null => (d ? d.toISOString() : null);

export interface Conversation {
  id: string;
  relationshipId: string;
  members: InboxMember[];
  closed: boolean;
  closedAt: string | null;
  unreadCount: number;
  lastMessageAt: string | null;
  promise: ReplyPromise | null;
  medianReplySeconds: number | null;
  answeringNow: boolean;
  nextAnswerAt: string | null;
}

function memberView(m: MemberPb): InboxMember {
  // An unknown role (a newer service) reads as a client: never as the therapist, whose promise is shown.
  return {
    userId: m.userId,
    role: ROLE.get(m.role) ?? 'client',
    lastReadMessageId: m.lastReadMessageId || null,
  };
}

export function attachmentView(a: AttachmentPb): InboxAttachment {
  return { id: a.id, fileName: a.fileName, contentType: a.contentType, sizeBytes: Number(a.sizeBytes) };
}

export function messageView(m: MessagePb): InboxMessage {
  return {
    id: m.id,
    senderUserId: m.senderUserId,
    text: m.text,
    attachments: m.attachments.map(attachmentView),
    sentAt: iso(m.sentAt),
  };
}

export function promiseView(p: ReplyPromisePb): ReplyPromise {
  return {
    answerWithinHours: p.answerWithinHours,
    days: [...p.days],
    startMinute: p.startMinute,
    endMinute: p.endMinute,
    timeZone: p.timeZone || 'Europe/Belgrade',
  };
}

export function conversationView(c: ConversationPb): Conversation {
  const median = Number(c.medianReplySeconds);
  return {
    id: c.id,
    relationshipId: c.relationshipId,
    members: c.members.map(memberView),
    closed: c.closed,
    closedAt: iso(c.closedAt),
    unreadCount: c.unreadCount,
    lastMessageAt: iso(c.lastMessageAt),
    promise: c.promise ? promiseView(c.promise) : null,
    medianReplySeconds: median > 0 ? median : null,
    answeringNow: c.answeringNow,
    nextAnswerAt: iso(c.nextAnswerAt),
  };
}

const STATUS_TO_PB: Record<ReportStatus, ReportStatusPb> = {
  open: ReportStatusPb.REPORT_STATUS_OPEN,
  resolved: ReportStatusPb.REPORT_STATUS_RESOLVED,
};

export function reportView(r: MessageReportPb): MessageReportSummary {
  return {
    id: r.id,
    messageId: r.messageId,
    conversationId: r.conversationId,
    reporterUserId: r.reporterUserId,
    senderUserId: r.senderUserId,
    status: r.status === ReportStatusPb.REPORT_STATUS_RESOLVED ? 'resolved' : 'open',
    createdAt: iso(r.createdAt),
    resolvedAt: iso(r.resolvedAt),
    resolutionNote: r.resolutionNote || null,
  };
}

const upstream = channel('messaging', () => bffConfig().messagingGrpcAddr, MessagingServiceClient, {
  maxReceiveMessageBytes: ATTACHMENT_MAX_BYTES + 1024 * 1024,
});

/** Closes the channel (tests; a later call opens a new one). */
export const closeMessagingClient = upstream.close;

const client = upstream.client;

export const messaging = {
  async listConversations(actorToken: string): Promise<Conversation[]> {
    const c = client();
    return (await unary(c, c.listConversations, {}, { actorToken })).conversations.map(conversationView);
  },

  /** NotFound for anyone who is not a member (the conversation's existence is not revealed). */
  async getConversation(actorToken: string, relationshipId: string): Promise<Conversation> {
    const c = client();
    const res = await unary(c, c.getConversation, { relationshipId }, { actorToken });
    if (!res.conversation) throw new Error('messaging answered GetConversation without a conversation');
    return conversationView(res.conversation);
  },

  /** Oldest first; `after` resumes a live stream, `before` pages back, neither is the newest page. */
  async listMessages(
    actorToken: string,
    input: { relationshipId: string; after?: string; before?: string; limit?: number },
  ): Promise<MessagePage> {
    const c = client();
    const res = await unary(
      c,
      c.listMessages,
      {
        relationshipId: input.relationshipId,
        afterMessageId: input.after ?? '',
        beforeMessageId: input.before ?? '',
        limit: input.limit ?? 0,
      },
      { actorToken },
    );
    return { messages: res.messages.map(messageView), hasOlder: res.hasOlder };
  },

  /** Retried safely: client_message_id makes a repeated send return the message already sent. */
  async sendMessage(
    actorToken: string,
    input: { relationshipId: string; text: string; attachmentIds: string[]; clientMessageId: string },
  ): Promise<InboxMessage> {
    const c = client();
    const res = await unary(c, c.sendMessage, input, { actorToken });
    if (!res.message) throw new Error('messaging answered SendMessage without a message');
    return messageView(res.message);
  },

  /** Not retried: a second upload would leave a second unsent copy (removed after a day, but still). */
  async uploadAttachment(
    actorToken: string,
    input: { relationshipId: string; fileName: string; content: Uint8Array },
  ): Promise<InboxAttachment> {
    const c = client();
    const res = await unary(
      c,
      c.uploadAttachment,
      { relationshipId: input.relationshipId, fileName: input.fileName, content: Buffer.from(input.content) },
      { actorToken, retries: 0 },
    );
    if (!res.attachment) throw new Error('messaging answered UploadAttachment without an attachment');
    return attachmentView(res.attachment);
  },

  async getAttachment(
    actorToken: string,
    attachmentId: string,
  ): Promise<{ attachment: InboxAttachment; content: Uint8Array }> {
    const c = client();
    const res = await unary(c, c.getAttachment, { attachmentId }, { actorToken });
    if (!res.attachment) throw new Error('messaging answered GetAttachment without an attachment');
    return { attachment: attachmentView(res.attachment), content: res.content };
  },

  async markRead(
    actorToken: string,
    relationshipId: string,
    upToMessageId: string,
  ): Promise<InboxMember | null> {
    const c = client();
    const res = await unary(c, c.markRead, { relationshipId, upToMessageId }, { actorToken });
    return res.member ? memberView(res.member) : null;
  },

  /** `quick`: for the badge every page renders, which must not hold a page up while messaging is away. */
  async getUnreadCount(actorToken: string, opts: { quick?: boolean } = {}): Promise<number> {
    const c = client();
    const call = opts.quick ? { actorToken, retries: 0, deadlineMs: 1500 } : { actorToken };
    return (await unary(c, c.getUnreadCount, {}, call)).unreadCount;
  },

  /** Short deadline, no retries: a renewal that fails is simply made again 30 s later. */
  async setPresence(actorToken: string, onlineUntil: Date): Promise<void> {
    const c = client();
    await unary(c, c.setPresence, { onlineUntil }, { actorToken, retries: 0, deadlineMs: 2000 });
  },

  async getMyReplyPromise(actorToken: string): Promise<{ promise: ReplyPromise; isDefault: boolean }> {
    const c = client();
    const res = await unary(c, c.getMyReplyPromise, {}, { actorToken });
    if (!res.promise) throw new Error('messaging answered GetMyReplyPromise without a promise');
    return { promise: promiseView(res.promise), isDefault: res.isDefault };
  },

  async saveMyReplyPromise(actorToken: string, promise: ReplyPromise): Promise<ReplyPromise> {
    const c = client();
    const res = await unary(c, c.saveMyReplyPromise, { promise }, { actorToken });
    if (!res.promise) throw new Error('messaging answered SaveMyReplyPromise without a promise');
    return promiseView(res.promise);
  },

  /** Conflict (ALREADY_EXISTS) when this person already has an open report of the message. */
  async reportMessage(actorToken: string, messageId: string, reason: string): Promise<{ reportId: string }> {
    const c = client();
    return unary(c, c.reportMessage, { messageId, reason }, { actorToken, retries: 0 });
  },

  async listMessageReports(actorToken: string, status: ReportStatus | null): Promise<MessageReportSummary[]> {
    const c = client();
    const res = await unary(
      c,
      c.listMessageReports,
      { status: status ? STATUS_TO_PB[status] : ReportStatusPb.REPORT_STATUS_UNSPECIFIED },
      { actorToken },
    );
    return res.reports.map(reportView);
  },

  /** Staff: the reported message only; messaging writes every call to its audit log. */
  async getMessageReport(actorToken: string, reportId: string): Promise<MessageReportDetail> {
    const c = client();
    const res = await unary(c, c.getMessageReport, { reportId }, { actorToken });
    if (!res.report) throw new Error('messaging answered GetMessageReport without a report');
    return {
      report: reportView(res.report),
      reason: res.reason,
      message: res.message ? messageView(res.message) : null,
    };
  },

  async resolveMessageReport(
    actorToken: string,
    reportId: string,
    resolutionNote: string,
  ): Promise<MessageReportSummary> {
    const c = client();
    const res = await unary(c, c.resolveMessageReport, { reportId, resolutionNote }, { actorToken });
    if (!res.report) throw new Error('messaging answered ResolveMessageReport without a report');
    return reportView(res.report);
  },

  /** grpc.health.v1 status of messaging as a string ('SERVING', 'NOT_SERVING', 'UNREACHABLE', …). */
  health: upstream.health,
};

/** The person's conversations as one JSON document (messaging.json in their export; GDPR Art. 15/20). */
export async function exportMessagingData(actorToken: string): Promise<string> {
  const c = client();
  return (await unary(c, c.exportMyData, {}, { actorToken })).json;
}
