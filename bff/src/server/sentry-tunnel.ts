// POST /monitoring: the browser's Sentry reports come here (same origin, so CSP stays connect-src 'self'
// and blockers do not drop them) and go on to Sentry only if they are for our own project.
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
  try {
    const upstream = await fetch(ingestUrl(configured), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-sentry-envelope' },
      signal: AbortSignal.timeout(5000),
    });
    return new Response(null, { status: upstream.ok ? 200 : upstream.status >= 500 ? 502 : upstream.status });
  } catch (err) {
    reportError(err, { where: 'sentry-tunnel' }, 'upstream');
    return plain(502, 'sentry unreachable');
  }
}
