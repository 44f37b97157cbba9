import type { Handlers, Policies } from '@oslonac/kit';
import type { MessagingServiceService } from '@oslonac/proto/oslonac/messaging/v1/messaging';
import { z } from 'zod';
import * as attachments from '../flows/attachments';
import * as conversations from '../flows/conversations';
import type { Deps } from '../flows/deps';
import * as messages from '../flows/messages';
import * as presence from '../flows/presence';
import { conversationToProto, memberToProto, messageToProto } from '../proto-map';
import { actorOf, cursor, parse, text, uuid } from './request';

// gRPC edge of a member's inbox: conversations, messages, attachments, read receipts, presence. Every method is
// open to any signed-in person; the flows answer NOT_FOUND to anyone who is not a member.

type Service = Pick<
  typeof MessagingServiceService,
  | 'listConversations'
  | 'getConversation'
  | 'listMessages'
  | 'sendMessage'
  | 'uploadAttachment'
  | 'getAttachment'
  | 'markRead'
  | 'getUnreadCount'
  | 'setPresence'
>;

export const conversationPolicies: Policies<Service> = {
  listConversations: 'authenticated',
  getConversation: 'authenticated',
  listMessages: 'authenticated',
  sendMessage: 'authenticated',
  uploadAttachment: 'authenticated',
  getAttachment: 'authenticated',
  markRead: 'authenticated',
  getUnreadCount: 'authenticated',
  setPresence: 'authenticated',
};

const getSchema = z.object({ relationshipId: uuid });
const listSchema = z.object({
  relationshipId: uuid,
  afterMessageId: cursor,
  beforeMessageId: cursor,
  limit: z.number().int().min(0).max(100_000),
});
const sendSchema = z.object({
  relationshipId: uuid,
  text: text(20_000),
  attachmentIds: z.array(uuid).max(50),
  clientMessageId: text(100),
});
const uploadSchema = z.object({
  relationshipId: uuid,
  fileName: text(1000),
  content: z.instanceof(Uint8Array),
});
const attachmentSchema = z.object({ attachmentId: uuid });
const markReadSchema = z.object({ relationshipId: uuid, upToMessageId: uuid });
const presenceSchema = z.object({ onlineUntil: z.date() });

export function conversationHandlers(d: Deps): Handlers<Service> {
  return {
    async listConversations(_req, ctx) {
      const list = await conversations.list(d, actorOf(ctx));
      return { conversations: list.map(conversationToProto) };
    },
    async getConversation(req, ctx) {
      const r = parse(getSchema, req);
      return {
        conversation: conversationToProto(await conversations.get(d, actorOf(ctx), r.relationshipId)),
      };
    },
    async listMessages(req, ctx) {
      const r = parse(listSchema, req);
      const out = await messages.list(d, actorOf(ctx), r);
      return { messages: out.messages.map(messageToProto), hasOlder: out.hasOlder };
    },
    async sendMessage(req, ctx) {
      const r = parse(sendSchema, req);
      return { message: messageToProto(await messages.send(d, actorOf(ctx), r)) };
    },
    async uploadAttachment(req, ctx) {
      const r = parse(uploadSchema, req);
      return { attachment: await attachments.upload(d, actorOf(ctx), r) };
    },
    async getAttachment(req, ctx) {
      const r = parse(attachmentSchema, req);
      return attachments.get(d, actorOf(ctx), r.attachmentId);
    },
    async markRead(req, ctx) {
      const r = parse(markReadSchema, req);
      const member = await conversations.markRead(d, actorOf(ctx), r.relationshipId, r.upToMessageId);
      return { member: memberToProto(member) };
    },
    async getUnreadCount(_req, ctx) {
      return { unreadCount: await conversations.unreadTotal(d, actorOf(ctx)) };
    },
    async setPresence(req, ctx) {
      const r = parse(presenceSchema, req);
      await presence.set(d, actorOf(ctx), r.onlineUntil);
      return {};
    },
  };
}
