import { errors } from './errors';

// What may be attached: images and PDFs, recognised by their first bytes (a name or a caller's claim proves
// nothing), at most 10 MB, under a file name safe to show and to put into a download header.

export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_MESSAGE = 10;
/** Uploaded but not yet sent, per person and conversation: enough for one message, too few to use us as storage. */
export const MAX_PENDING_ATTACHMENTS = 20;
/** An upload not sent within this long is removed by housekeeping. */
export const UNSENT_ATTACHMENT_TTL_MS = 24 * 60 * 60_000;
export const MAX_FILE_NAME_LENGTH = 120;

const EXTENSION: Record<AttachmentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const startsWith = (b: Uint8Array, sig: number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

/** The type the content's signature names, or null for anything else. */
export function detectContentType(content: Uint8Array): AttachmentType | null {
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(content, [0x52, 0x49, 0x46, 0x46]) && startsWith(content, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  if (startsWith(content, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/**
 * A name for display and download: the last path segment, without control, quote or path characters, spaces
 * collapsed, at most 120 characters, ending in the extension of the detected type (so "slika.exe" holding a PNG
 * downloads as "slika.exe.png", and a browser never guesses from a misleading name).
 */
export function sanitiseFileName(raw: string, type: AttachmentType): string {
  const ext = EXTENSION[type];
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  let base = lastSegment
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed.
    .replace(/[\u0000-\u001f\u007f-\u009f"<>:|?*;`]/g, '')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const lower = base.toLowerCase();
  const sameExt = lower.endsWith(`.${ext}`) || (type === 'image/jpeg' && lower.endsWith('.jpeg'));
  if (sameExt) base = base.slice(0, base.lastIndexOf('.'));
  base = base.replace(/[.\s]+$/, '');
  const room = MAX_FILE_NAME_LENGTH - ext.length - 1;
  base = [...base].slice(0, room).join('').trim();
  return `${base || 'prilog'}.${ext}`;
}

/** The checks an upload passes before it is sealed: not empty, not too big, a type we accept. */
export function checkUpload(
  content: Uint8Array,
  fileName: string,
): { type: AttachmentType; fileName: string } {
  if (content.length === 0) throw errors.attachmentEmpty();
  if (content.length > MAX_ATTACHMENT_BYTES) throw errors.attachmentTooLarge(MAX_ATTACHMENT_BYTES);
  const type = detectContentType(content);
  if (!type) throw errors.attachmentType();
  return { type, fileName: sanitiseFileName(fileName, type) };
}
