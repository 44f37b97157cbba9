// Verification documents and the W-8BEN form: files and data only the therapist and verifying admins see.
// The therapists service encrypts them at rest and audits admin reads; the BFF checks uploads before they
// travel (size, declared type, and the file's first bytes) and serves files as attachments, never inline.

import { resolveActor } from '../../server/actor';
import { forgetToken } from '../../server/actor-cache';
import { readBodyLimited } from '../../server/body';
import { clearSessionCookie, readSessionToken } from '../../server/cookies';
import { checkCsrf } from '../../server/csrf';
import { RateLimited } from '../../server/gateways/errors';
import { therapists } from '../../server/gateways/therapists';
import { FIELD_MESSAGES, ISSUE_MESSAGES } from '../../server/messages';
import { HttpProblem, problemFromGrpc, problemFromZod, problemResponse } from '../../server/problem';
import { reportError } from '../../server/report';
import type { DocumentKindView, DocumentView } from '../../server/views/therapists';
import { endpoints } from '../endpoints';
import { type EndpointContext, json, localeOf, type NextRouteContext, noContent } from '../route';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, UploadDocumentFields } from '../schemas';

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

function isMultipart(value: string | null): boolean {
  return (value ?? '').split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';
}

interface Upload {
  kind: DocumentKindView;
  fileName: string;
  contentType: DocumentType;
  content: Uint8Array;
}

/** The form's parts, checked: one known kind, one file of an accepted type (by its bytes) and size. */
async function readUpload(req: Request): Promise<Upload> {
  const bytes = await readBodyLimited(req, DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD);
  if (!bytes) throw new HttpProblem(413, 'therapists.document_too_large');
  let form: FormData;
  try {
    form = await new Response(bytes, {
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new HttpProblem(400, 'request.invalid', { errors: { file: FIELD_MESSAGES.file! } });
  }
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
 * POST /api/v1/me/therapist/documents. Not a JSON route, so it cannot go through route(); it makes the same
 * checks in the same order (CSRF, input shape, session) and answers problems the same way, but resolves the
 * session before reading up to 8 MB so anonymous senders are turned away first.
 */
export async function uploadDocument(req: Request, _context?: NextRouteContext): Promise<Response> {
  const endpoint = endpoints.uploadDocument;
  const locale = localeOf(req);
  const token = readSessionToken(req);
  try {
    if (checkCsrf(req) !== 'ok') throw new HttpProblem(403, 'csrf.failed');
    const url = new URL(req.url);
    if (url.search.length > 1) {
      const key = [...url.searchParams.keys()][0] ?? 'request';
      throw new HttpProblem(400, 'request.invalid', {
        errors: { [key.slice(0, 64)]: ISSUE_MESSAGES.unknown },
      });
    }
    if (!isMultipart(req.headers.get('content-type'))) throw new HttpProblem(415, 'upload.not_multipart');
    if (!token) throw new HttpProblem(401, 'auth.required');
    const session = await resolveActor(token.token);
    if (!session) {
      throw new HttpProblem(401, 'identity.session_invalid', {
        headers: token.via === 'cookie' ? { 'set-cookie': clearSessionCookie(req) } : {},
      });
    }
    const upload = await readUpload(req);
    const document = await therapists.uploadDocument(session.actorToken, upload);
    return json({ document }, 201);
  } catch (err) {
    if (err instanceof HttpProblem) {
      return problemResponse(err.status, err.code, locale, { errors: err.errors, headers: err.headers });
    }
    // gRPC's own message size limit (no domain code) is a file too large for the channel, not a rate limit.
    if (err instanceof RateLimited && !err.code.startsWith('therapists.')) {
      return problemResponse(413, 'therapists.document_too_large', locale);
    }
    const upstream = problemFromGrpc(err);
    if (upstream) {
      if (upstream.status === 503) reportError(err, { route: `POST ${endpoint.path}` }, 'upstream');
      const headers = { ...upstream.headers };
      if (upstream.status === 401 && upstream.code === 'identity.session_invalid' && token) {
        forgetToken(token.token);
        if (token.via === 'cookie') headers['set-cookie'] = clearSessionCookie(req);
      }
      return problemResponse(upstream.status, upstream.code, locale, { errors: upstream.errors, headers });
    }
    reportError(err, { route: `POST ${endpoint.path}` }, 'bug');
    return problemResponse(500, 'internal', locale);
  }
}
