// JSON shapes of the inbox as the BFF serves them (instants as ISO strings, enums as words). Declared once, beside
// the screens that render them (web imports nothing from the BFF); the BFF re-exports them in its views.

export type MemberRole = 'client' | 'partner' | 'therapist';

export interface InboxMember {
  userId: string;
  role: MemberRole;
  /** The newest message this member has read: the other side's read receipt. */
  lastReadMessageId: string | null;
}

export interface InboxAttachment {
  id: string;
  fileName: string;
  /** Detected by messaging from the content: image/png, image/jpeg, image/webp or application/pdf. */
  contentType: string;
  sizeBytes: number;
}

export interface InboxMessage {
  /** UUIDv7: ordered by time, so the newest id is also the greatest. */
  id: string;
  senderUserId: string;
  text: string;
  attachments: InboxAttachment[];
  sentAt: string | null;
}

export interface ReplyPromise {
  answerWithinHours: number;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: number[];
  /** Minutes after local midnight. */
  startMinute: number;
  endMinute: number;
  timeZone: string;
}

export interface ConversationSummary {
  relationshipId: string;
  /** Who it is with, as the caller sees it: the therapist for a client or partner; the client (and partner) for
   * the therapist. Empty when booking could not say just now. */
  names: string[];
  /** Display names by user id, for labelling each message's sender (from booking; may miss someone). */
  memberNames: Record<string, string>;
  members: InboxMember[];
  closed: boolean;
  closedAt: string | null;
  unreadCount: number;
  lastMessageAt: string | null;
  /** The therapist's promise, or null when they kept the default. */
  promise: ReplyPromise | null;
  /** Median reply time over 90 days; null when there are not enough replies to say. */
  medianReplySeconds: number | null;
  answeringNow: boolean;
  nextAnswerAt: string | null;
}

export interface MessagePage {
  messages: InboxMessage[];
  hasOlder: boolean;
}

export type ReportStatus = 'open' | 'resolved';

export interface MessageReportSummary {
  id: string;
  messageId: string;
  conversationId: string;
  reporterUserId: string;
  senderUserId: string;
  status: ReportStatus;
  createdAt: string | null;
  resolvedAt: string | null;
  resolutionNote: string | null;
}

export interface MessageReportDetail {
  report: MessageReportSummary;
  reason: string;
  message: InboxMessage | null;
}

/** What the live stream (/api/v1/inbox/…/stream) sends besides messages. */
export interface ReadReceiptEvent {
  relationshipId: string;
  readerUserId: string;
  upToMessageId: string;
}

export interface UnreadEvent {
  unreadCount: number;
}

/** Bounds the service enforces, checked first in the browser and the BFF for a plain message. */
export const INBOX_LIMITS = {
  textMax: 5000,
  reasonMin: 10,
  reasonMax: 1000,
  noteMax: 1000,
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentsPerMessage: 5,
} as const;

export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
