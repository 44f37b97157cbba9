// Attachments in and out. In: a multipart upload, its session resolved before megabytes travel, the file handed
// to messaging, which checks the type by content. Out: the bytes of GetAttachment with a Content-Type from a fixed
// list (never what a sender claimed) and a Content-Disposition that keeps PDFs from opening as pages of this site.
import { messaging } from '../../server/gateways/messaging';
import { FIELD_MESSAGES, ISSUE_MESSAGES } from '../../server/messages';
import { HttpProblem, problemFromGrpc } from '../../server/problem';
import { ATTACHMENT_TYPES, INBOX_LIMITS } from '../../server/views/messaging';
import { endpoints } from '../endpoints';
import { RelationshipParams } from '../inbox-schemas';
import type { EndpointContext, NextRouteContext } from '../route';
import { json } from '../route';
import { readMultipart, uploadRoute } from '../upload-route';

/** Room for the multipart boundaries and headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;
const INLINE = new Set<string>(['image/png', 'image/jpeg', 'image/webp']);
const SAFE_TYPES = new Set<string>(ATTACHMENT_TYPES);

/**
 * Content-Disposition for a file name people chose: an ASCII fallback (anything else becomes "_") plus the real
 * name percent-encoded (RFC 6266 / RFC 8187), so no quote, semicolon or newline can break out of the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const name = fileName.trim().slice(0, 200) || 'prilog';
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^[. ]+/, '') || 'prilog';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Headers of an attachment's bytes: a type from the fixed list (else a plain download), never sniffed. */
export function attachmentHeaders(
  contentType: string,
  fileName: string,
  size: number,
): Record<string, string> {
  const type = SAFE_TYPES.has(contentType) ? contentType : 'application/octet-stream';
  return {
    'content-type': type,
    'content-length': String(size),
    'content-disposition': contentDisposition(INLINE.has(type) ? 'inline' : 'attachment', fileName),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    // Even opened directly, the file runs nothing and reaches nothing.
    'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
}

export async function getAttachment(ctx: EndpointContext<'inboxAttachment'>): Promise<Response> {
  const { attachment, content } = await messaging.getAttachment(
    ctx.session.actorToken,
    ctx.params.attachmentId,
  );
  return new Response(Buffer.from(content), {
    status: 200,
    headers: attachmentHeaders(attachment.contentType, attachment.fileName, content.byteLength),
  });
}

async function readFile(req: Request): Promise<File> {
  const form = await readMultipart(
    req,
    INBOX_LIMITS.attachmentMaxBytes + MULTIPART_OVERHEAD,
    'messaging.attachment_too_large',
  );
  let file: File | null = null;
  for (const [key, value] of form.entries()) {
    if (key === 'file' && typeof value !== 'string' && !file) file = value;
    else
      throw new HttpProblem(400, 'request.invalid', {
        errors: { [key.slice(0, 64)]: key === 'file' ? ISSUE_MESSAGES.duplicate : ISSUE_MESSAGES.unknown },
      });
  }
  if (!file || file.size === 0) {
    throw new HttpProblem(400, 'request.invalid', { errors: { file: FIELD_MESSAGES.file! } });
  }
  if (file.size > INBOX_LIMITS.attachmentMaxBytes)
    throw new HttpProblem(413, 'messaging.attachment_too_large');
  return file;
}

/** POST /api/v1/inbox/{relationshipId}/attachments: the route() checks in route()'s order, for a file body. */
export async function uploadAttachment(req: Request, context: NextRouteContext): Promise<Response> {
  const options = {
    path: endpoints.inboxUpload.path,
    // Messaging names the bytes `content`; here they are the form's `file`.
    problemOf: (err: unknown) => problemFromGrpc(err, { content: 'file' }),
  };
  return uploadRoute(req, options, async (session) => {
    const params = RelationshipParams.safeParse((await context?.params) ?? {});
    if (!params.success) throw new HttpProblem(404, 'request.not_found');
    const file = await readFile(req);
    const attachment = await messaging.uploadAttachment(session.actorToken, {
      relationshipId: params.data.relationshipId,
      fileName: (file.name || 'prilog').slice(0, 200),
      content: new Uint8Array(await file.arrayBuffer()),
    });
    return json({ attachment }, 201);
  });
}
