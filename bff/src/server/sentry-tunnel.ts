// POST /monitoring: the browser's Sentry reports come here (same origin, so CSP stays connect-src 'self'
// and blockers do not drop them) and go on to Sentry only if they are for our own project, scrubbed first.
import { scrubEvent } from '../shared/sentry-scrub';
import { readBodyLimited } from './body';
import { reportError } from './report';

export const TUNNEL_LIMIT_BYTES = 1024 * 1024;

export interface Dsn {
  protocol: string;
  host: string;
  pathPrefix: string;
  projectId: string;
}

export function parseDsn(value: string): Dsn | null {
  try {
    const url = new URL(value);
    const parts = url.pathname.split('/').filter(Boolean);
    const projectId = parts.pop();
    if (!projectId || !/^\d+$/.test(projectId) || !url.username) return null;
    return {
      protocol: url.protocol,
      host: url.host,
      pathPrefix: parts.length ? `/${parts.join('/')}` : '',
      projectId,
    };
  } catch {
    return null;
  }
}

export function ingestUrl(dsn: Dsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}

/** The DSN named in the envelope's first line (its header), when it is JSON with a `dsn`. */
export function envelopeDsn(body: Uint8Array): Dsn | null {
  const newline = body.indexOf(10);
  const head = new TextDecoder().decode(newline === -1 ? body : body.subarray(0, newline));
  try {
    const header: unknown = JSON.parse(head);
    const dsn = header && typeof header === 'object' ? (header as Record<string, unknown>).dsn : undefined;
    return typeof dsn === 'string' ? parseDsn(dsn) : null;
  } catch {
    return null;
  }
}

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function tunnel(
  req: Request,
  env: Record<string, string | undefined> = process.env,
): Promise<Response> {
  const configured = env.SENTRY_DSN ? parseDsn(env.SENTRY_DSN) : null;
  const body = await readBodyLimited(req, TUNNEL_LIMIT_BYTES);
  if (body === null) return plain(413, 'envelope too large');
  // Without a DSN there is nowhere to send reports: accept and drop, so browsers do not retry.
  if (!configured) return new Response(null, { status: 204 });
  const dsn = envelopeDsn(body);
  if (!dsn) return plain(400, 'invalid envelope');
  if (dsn.host !== configured.host || dsn.projectId !== configured.projectId)
    return plain(403, 'unknown project');
  const clean = scrubEnvelope(body);
  if (!clean) return plain(400, 'invalid envelope');
  try {
    const upstream = await fetch(ingestUrl(configured), {
      method: 'POST',
      body: clean,
      headers: { 'content-type': 'application/x-sentry-envelope' },
      signal: AbortSignal.timeout(5000),
    });
    return new Response(null, { status: upstream.ok ? 200 : upstream.status >= 500 ? 502 : upstream.status });
  } catch (err) {
    reportError(err, { where: 'sentry-tunnel' }, 'upstream');
    return plain(502, 'sentry unreachable');
  }
}

// Item types passed on after scrubbing, or as they are (they carry counts, not request data); anything else
// (attachments, replays, profiles, feedback forms, types added later) is dropped.
const SCRUBBED_ITEMS = new Set(['event', 'transaction']);
const PLAIN_ITEMS = new Set(['session', 'sessions', 'client_report']);

/**
 * The envelope as it may go on to Sentry: events scrubbed by the same scrubEvent as the server's beforeSend
 * (browsers cannot be trusted to have run it), other items kept only if they hold no request data. Null when
 * the envelope cannot be read.
 */
export function scrubEnvelope(body: Uint8Array): Uint8Array<ArrayBuffer> | null {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pos = 0;
  const line = (): Uint8Array | null => {
    if (pos >= body.length) return null;
    const end = body.indexOf(10, pos);
    const out = body.subarray(pos, end === -1 ? body.length : end);
    pos = end === -1 ? body.length : end + 1;
    return out;
  };
  const head = line();
  if (!head) return null;
  const parts: Uint8Array[] = [head];
  for (;;) {
    const itemHead = line();
    if (itemHead === null) break;
    if (itemHead.length === 0) continue;
    let header: Record<string, unknown>;
    try {
      header = JSON.parse(decoder.decode(itemHead)) as Record<string, unknown>;
    } catch {
      return null;
    }
    let payload: Uint8Array;
    if (typeof header.length === 'number' && header.length >= 0) {
      payload = body.subarray(pos, pos + header.length);
      pos += header.length;
      if (body[pos] === 10) pos += 1;
    } else {
      payload = line() ?? new Uint8Array();
    }
    const type = String(header.type ?? '');
    if (SCRUBBED_ITEMS.has(type)) {
      let event: unknown;
      try {
        event = JSON.parse(decoder.decode(payload));
      } catch {
        continue;
      }
      const clean = encoder.encode(JSON.stringify(scrubEvent(event)));
      parts.push(encoder.encode(JSON.stringify({ ...header, length: clean.length })), clean);
    } else if (PLAIN_ITEMS.has(type)) {
      parts.push(itemHead, payload);
    }
  }
  const total = parts.reduce((n, p) => n + p.length + 1, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
    out[at++] = 10;
  }
  return out;
}
