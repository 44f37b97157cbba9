import type { EnvelopeCrypto, Tx } from '@oslonac/kit';
import { keyOwner } from '../domain/conversations';
import type { AttachmentMeta } from '../store/attachments';
import type { SealedMessage } from '../store/messages';

// How each sealed field is bound to its row: the ciphertext of one message cannot be moved to another row and
// still open. The key is the author's in that conversation (domain/conversations.ts keyOwner).

export const MESSAGE_CONTEXT = (messageId: string) => `message:${messageId}`;
export const FILE_NAME_CONTEXT = (attachmentId: string) => `attachment-name:${attachmentId}`;
export const CONTENT_CONTEXT = (attachmentId: string) => `attachment:${attachmentId}`;
export const REASON_CONTEXT = (reportId: string) => `report-reason:${reportId}`;
export const NOTE_CONTEXT = (reportId: string) => `report-note:${reportId}`;

export const asTx = (tx: unknown) => tx as Tx;

export interface AttachmentView {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface MessageView {
  id: string;
  conversationId: string;
  senderUserId: string;
  text: string;
  attachments: AttachmentView[];
  sentAt: Date;
}

export async function seal(
  crypto: EnvelopeCrypto,
  tx: unknown,
  owner: { conversationId: string; userId: string },
  plaintext: string | Uint8Array,
  context: string,
): Promise<Buffer> {
  const bytes = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext;
  return crypto.encrypt(asTx(tx), keyOwner(owner.conversationId, owner.userId), bytes, context);
}

export async function openText(
  crypto: EnvelopeCrypto,
  tx: unknown,
  ciphertext: Uint8Array,
  context: string,
): Promise<string> {
  return (await crypto.decrypt(asTx(tx), ciphertext, context)).toString('utf8');
}

export async function openAttachment(
  crypto: EnvelopeCrypto,
  tx: unknown,
  a: Pick<AttachmentMeta, 'id' | 'fileNameCiphertext' | 'contentType' | 'sizeBytes'>,
): Promise<AttachmentView> {
  return {
    id: a.id,
    fileName: await openText(crypto, tx, a.fileNameCiphertext, FILE_NAME_CONTEXT(a.id)),
    contentType: a.contentType,
    sizeBytes: a.sizeBytes,
  };
}

/** Messages with their text and attachment names opened, in the order given. */
export async function openMessages(
  crypto: EnvelopeCrypto,
  tx: unknown,
  messages: SealedMessage[],
  attachments: AttachmentMeta[],
): Promise<MessageView[]> {
  const byMessage = new Map<string, AttachmentMeta[]>();
  for (const a of attachments) {
    if (!a.messageId) continue;
    byMessage.set(a.messageId, [...(byMessage.get(a.messageId) ?? []), a]);
  }
  const out: MessageView[] = [];
  for (const m of messages) {
    const opened: AttachmentView[] = [];
    for (const a of byMessage.get(m.id) ?? []) opened.push(await openAttachment(crypto, tx, a));
    out.push({
      id: m.id,
      conversationId: m.conversationId,
      senderUserId: m.senderUserId,
      text: await openText(crypto, tx, m.textCiphertext, MESSAGE_CONTEXT(m.id)),
      attachments: opened,
      sentAt: m.sentAt,
    });
  }
  return out;
}
