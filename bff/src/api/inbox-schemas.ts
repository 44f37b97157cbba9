// Request and response schemas of the inbox routes. Bounds match messaging's (proto comments), so a bad request
// is a 400 with a Serbian message here before it travels.
import { z } from 'zod';
import { INBOX_LIMITS } from '../server/views/messaging';

const uuid = z.uuid();

export const RelationshipParams = z.strictObject({ relationshipId: uuid });
export const AttachmentParams = z.strictObject({ attachmentId: uuid });
export const MessageParams = z.strictObject({ messageId: uuid });
export const ReportParams = z.strictObject({ id: uuid });

export const MessagesQuery = z
  .strictObject({
    after: uuid.optional().meta({ description: 'Messages newer than this one (resuming), oldest first' }),
    before: uuid.optional().meta({ description: 'Messages older than this one (paging back)' }),
  })
  .refine((q) => !(q.after && q.before), { message: 'after or before, not both', path: ['before'] });

export const StreamQuery = z.strictObject({
  after: uuid.optional().meta({
    description: 'The newest message the page shows; a reconnect sends Last-Event-ID instead',
  }),
});

export const SendMessageBody = z
  .strictObject({
    text: z.string().trim().max(INBOX_LIMITS.textMax).default(''),
    attachmentIds: z.array(uuid).max(INBOX_LIMITS.attachmentsPerMessage).default([]),
    clientMessageId: uuid.meta({
      description: 'Chosen by the sender: a retried send returns the same message',
    }),
  })
  .refine((b) => b.text.length > 0 || b.attachmentIds.length > 0, {
    message: 'text or an attachment',
    path: ['text'],
  });

export const MarkReadBody = z.strictObject({ upToMessageId: uuid });

export const ReportMessageBody = z.strictObject({
  reason: z.string().trim().min(INBOX_LIMITS.reasonMin).max(INBOX_LIMITS.reasonMax),
});

export const ReplyPromiseBody = z
  .strictObject({
    answerWithinHours: z.int().min(1).max(168),
    days: z
      .array(z.int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((d) => new Set(d).size === d.length, { message: 'each day once' }),
    startMinute: z.int().min(0).max(1439),
    endMinute: z.int().min(1).max(1440),
    timeZone: z.string().min(1).max(64).default('Europe/Belgrade'),
  })
  .refine((p) => p.startMinute < p.endMinute, { message: 'start before end', path: ['endMinute'] });

export const AdminReportsQuery = z.strictObject({
  status: z.enum(['open', 'resolved', 'all']).optional().meta({ description: 'Default: open' }),
});

export const ResolveReportBody = z.strictObject({
  note: z.string().trim().min(1).max(INBOX_LIMITS.noteMax),
});

const Attachment = z
  .object({ id: z.string(), fileName: z.string(), contentType: z.string(), sizeBytes: z.int() })
  .meta({ id: 'InboxAttachment' });

const Message = z
  .object({
    id: z.string(),
    senderUserId: z.string(),
    text: z.string(),
    attachments: z.array(Attachment),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'InboxMessage' });

const Promise_ = z
  .object({
    answerWithinHours: z.int(),
    days: z.array(z.int()),
    startMinute: z.int(),
    endMinute: z.int(),
    timeZone: z.string(),
  })
  .meta({ id: 'ReplyPromise' });

const Conversation = z
  .object({
    relationshipId: z.string(),
    names: z.array(z.string()),
    memberNames: z.record(z.string(), z.string()),
    members: z.array(
      z.object({
        userId: z.string(),
        role: z.enum(['client', 'partner', 'therapist']),
        lastReadMessageId: z.string().nullable(),
      }),
    ),
    closed: z.boolean(),
    closedAt: z.iso.datetime().nullable(),
    unreadCount: z.int(),
    lastMessageAt: z.iso.datetime().nullable(),
    promise: Promise_.nullable(),
    medianReplySeconds: z.int().nullable(),
    answeringNow: z.boolean(),
    nextAnswerAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'InboxConversation' });

export const ConversationsResponse = z.object({ conversations: z.array(Conversation) });
export const ConversationResponse = z.object({ conversation: Conversation });
export const MessagePageResponse = z.object({ messages: z.array(Message), hasOlder: z.boolean() });
export const MessageResponse = z.object({ message: Message });
export const AttachmentResponse = z.object({ attachment: Attachment });
export const UnreadResponse = z.object({ unreadCount: z.int() });
export const MarkReadResponse = z.object({ ok: z.literal(true) });
export const ReportCreatedResponse = z.object({ reportId: z.string() });
export const ReplyPromiseResponse = z.object({ promise: Promise_, isDefault: z.boolean() });

const Report = z
  .object({
    id: z.string(),
    messageId: z.string(),
    conversationId: z.string(),
    reporterUserId: z.string(),
    senderUserId: z.string(),
    status: z.enum(['open', 'resolved']),
    createdAt: z.iso.datetime().nullable(),
    resolvedAt: z.iso.datetime().nullable(),
    resolutionNote: z.string().nullable(),
  })
  .meta({ id: 'MessageReport' });

export const ReportsResponse = z.object({ reports: z.array(Report) });
export const ReportResponse = z.object({ report: Report });
export const ReportDetailResponse = z.object({
  report: Report,
  reason: z.string(),
  message: Message.nullable(),
});
