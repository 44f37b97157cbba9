import { identity } from '@/src/server/gateways/identity';

export const dynamic = 'force-dynamic';

/** Readiness: the BFF is only useful when identity answers its gRPC health check. */
export async function GET(): Promise<Response> {
  const identityStatus = await identity.health();
  const ok = identityStatus === 'SERVING';
  return Response.json(
    { status: ok ? 'ok' : 'degraded', upstreams: { identity: identityStatus } },
    { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
