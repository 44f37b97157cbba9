// Verification documents and the W-8BEN form: files and data only the therapist and verifying admins see.
// The therapists service encrypts them at rest and audits admin reads; the BFF checks uploads before they
// travel (size, declared type, and the file's first bytes) and serves files as attachments, never inline.

import { RateLimited } from '../../server/gateways/errors';
import { therapists } from '../../server/gateways/therapists';
import { FIELD_MESSAGES, ISSUE_MESSAGES } from '../../server/messages';
import { HttpProblem, problemFromZod } from '../../server/problem';
import type { DocumentKindView, DocumentView } from '../../server/views/therapists';
import { endpoints } from '../endpoints';
import { type EndpointContext, json, type NextRouteContext, noContent } from '../route';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, UploadDocumentFields } from '../schemas';
import { readMultipart, uploadRoute } from '../upload-route';

type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Room for the multipart boundaries and the small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const EXTENSIONS: Record<DocumentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** What the first bytes say the file is; the declared type alone is whatever the browser guessed. */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/** The last path segment, without control characters, at most 200 characters; a default when nothing is left. */
export function cleanFileName(name: string, type: DocumentType): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const short = [...clean].slice(0, 200).join('');
  return short || `dokument.${EXTENSIONS[type]}`;
}

/** The file as a download: attachment, exact type from the allow-list, nothing cached, nothing sniffed. */
export function fileResponse(file: DocumentView): Response {
  const known = (DOCUMENT_TYPES as readonly string[]).includes(file.document.contentType);
  const type = known ? file.document.contentType : 'application/octet-stream';
  const ascii = file.document.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_') || 'dokument';
  return new Response(Buffer.from(file.content), {
    status: 200,
    headers: {
      'content-type': type,
      'content-length': String(file.content.byteLength),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.document.fileName)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}

export async function listMyDocuments(ctx: EndpointContext<'myDocuments'>): Promise<Response> {
  return json({ documents: await therapists.listDocuments(ctx.session.actorToken) });
}

export async function downloadMyDocument(ctx: EndpointContext<'myDocument'>): Promise<Response> {
  return fileResponse(await therapists.getDocument(ctx.session.actorToken, ctx.params.id));
}

export async function deleteMyDocument(ctx: EndpointContext<'deleteDocument'>): Promise<Response> {
  await therapists.deleteDocument(ctx.session.actorToken, ctx.params.id);
  return noContent();
}

export async function getMyW8Ben(ctx: EndpointContext<'myW8Ben'>): Promise<Response> {
  return json({ form: await therapists.getW8Ben(ctx.session.actorToken) });
}

export async function saveMyW8Ben(ctx: EndpointContext<'saveW8Ben'>): Promise<Response> {
  const form = await therapists.saveW8Ben(ctx.session.actorToken, ctx.body);
  return json({ form });
}

interface Upload {
  kind: DocumentKindView;
  fileName: string;
  contentType: DocumentType;
  content: Uint8Array;
}

/** The form's parts, checked: one known kind, one file of an accepted type (by its bytes) and size. */
async function readUpload(req: Request): Promise<Upload> {
  const form = await readMultipart(
    req,
    DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD,
    'therapists.document_too_large',
  );
  const text: Record<string, unknown> = Object.create(null);
  let file: File | null = null;
  for (const [key, value] of form.entries()) {
    if (key === 'file' && typeof value !== 'string' && !file) file = value;
    else if (key === 'file' || Object.hasOwn(text, key)) {
      throw new HttpProblem(400, 'request.invalid', {
        errors: { [key.slice(0, 64)]: ISSUE_MESSAGES.duplicate },
      });
    } else text[key] = value;
  }
  const fields = UploadDocumentFields.safeParse(text);
  if (!fields.success) throw problemFromZod(fields.error, text);
  if (!file || file.size === 0) {
    throw new HttpProblem(400, 'request.invalid', { errors: { file: FIELD_MESSAGES.file! } });
  }
  if (file.size > DOCUMENT_MAX_BYTES) throw new HttpProblem(413, 'therapists.document_too_large');
  const content = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffDocumentType(content);
  if (!sniffed) throw new HttpProblem(415, 'therapists.unsupported_document_type');
  return {
    kind: fields.data.kind,
    fileName: cleanFileName(file.name, sniffed),
    contentType: sniffed,
    content,
  };
}

/**
 * POST /api/v1/me/therapist/documents, in the upload frame (uploadRoute): the session is resolved before up to
 * 8 MB are read, so anonymous senders are turned away first.
 */
export async function uploadDocument(req: Request, _context?: NextRouteContext): Promise<Response> {
  return uploadRoute(
    req,
    {
      path: endpoints.uploadDocument.path,
      // gRPC's own message size limit (no domain code) is a file too large for the channel, not a rate limit.
      problemOf: (err) =>
        err instanceof RateLimited && !err.code.startsWith('therapists.')
          ? new HttpProblem(413, 'therapists.document_too_large')
          : null,
    },
    async (session) => {
      const upload = await readUpload(req);
      const document = await therapists.uploadDocument(session.actorToken, upload);
      return json({ document }, 201);
    },
  );
}
