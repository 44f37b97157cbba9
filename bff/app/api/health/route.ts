import { identity } from '@/src/server/gateways/identity';
import { therapists } from '@/src/server/gateways/therapists';

export const dynamic = 'force-dynamic';

/**
 * Readiness: the BFF is only useful when identity answers its gRPC health check, so identity alone decides
 * 200/503. The other upstreams are reported ('degraded' when one is down): without therapists the catalogue
 * pages show a calm error, but sign-in and accounts still work, so pods stay in rotation.
 */
export async function GET(): Promise<Response> {
  const [identityStatus, therapistsStatus] = await Promise.all([identity.health(), therapists.health()]);
  const upstreams = { identity: identityStatus, therapists: therapistsStatus };
  const ready = identityStatus === 'SERVING';
  const allServing = Object.values(upstreams).every((s) => s === 'SERVING');
  return Response.json(
    { status: ready && allServing ? 'ok' : 'degraded', upstreams },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
