import { errors } from './errors';

// Uploads are checked by their bytes, not by what the browser claimed: a renamed executable is not a PDF.

export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
/** A profile's storage: enough for a diploma, licences and a few certificates, not a file host. */
export const MAX_DOCUMENTS_PER_PROFILE = 20;
export const MAX_DOCUMENT_STORAGE_BYTES = 50 * 1024 * 1024;
export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const SIGNATURES: { type: DocumentType; bytes: number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function sniffDocumentType(content: Uint8Array): DocumentType | null {
  for (const s of SIGNATURES) {
    if (content.length >= s.bytes.length && s.bytes.every((b, i) => content[i] === b)) return s.type;
  }
  return null;
}

/**
 * The type the document really is. The declared content type must agree when given (image/jpg is taken as
 * image/jpeg); the stored type is always the sniffed one.
 */
export function checkDocument(content: Uint8Array, declaredType: string): DocumentType {
  if (content.length === 0) throw errors.invalidArgument('content', 'Dokument je prazan.');
  if (content.length > MAX_DOCUMENT_BYTES) throw errors.documentTooLarge(MAX_DOCUMENT_BYTES);
  const sniffed = sniffDocumentType(content);
  if (!sniffed) throw errors.unsupportedDocumentType();
  const declared = declaredType.trim().toLowerCase().replace('image/jpg', 'image/jpeg');
  if (declared && declared !== sniffed) throw errors.unsupportedDocumentType();
  return sniffed;
}

export interface DocumentUsage {
  files: number;
  bytes: number;
}

/** Refuses an upload that would take the profile past either cap (counted with what is already stored). */
export function checkStorageQuota(usage: DocumentUsage, newBytes: number): void {
  if (usage.files + 1 > MAX_DOCUMENTS_PER_PROFILE || usage.bytes + newBytes > MAX_DOCUMENT_STORAGE_BYTES) {
    throw errors.documentQuotaExceeded({
      files: MAX_DOCUMENTS_PER_PROFILE,
      bytes: MAX_DOCUMENT_STORAGE_BYTES,
    });
  }
}

/** A file name safe to echo back in headers and lists. */
export function cleanFileName(name: string): string {
  const base = name.replace(/^.*[\\/]/, '');
  const clean = [...base]
    .filter((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code > 0x1f && code !== 0x7f && ch !== '"';
    })
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'dokument';
}

/** The W-8BEN form as the therapist fills it in (stored sealed, as one JSON document). */
export type { W8BenData } from '@oslonac/lang';
