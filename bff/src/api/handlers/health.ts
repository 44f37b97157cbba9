import { admin } from '../../server/gateways/admin';
import { billing } from '../../server/gateways/billing';
import { booking } from '../../server/gateways/booking';
import { identity } from '../../server/gateways/identity';
import { messaging } from '../../server/gateways/messaging';
import { sessions } from '../../server/gateways/sessions';
import { therapists } from '../../server/gateways/therapists';

/** Every upstream the BFF calls, by the name the report uses. */
const UPSTREAMS = { identity, therapists, booking, billing, messaging, sessions, admin } as const;

/**
 * Readiness: the BFF is only useful when identity answers its gRPC health check, so identity alone decides
 * 200/503. The other upstreams are reported ('degraded' when one is down): without one of them its pages (the
 * catalogue, booking, payments, the inbox, video sessions, support) show a calm error, but sign-in and accounts
 * still work, so pods stay in rotation.
 */
export async function health(): Promise<Response> {
  const names = Object.keys(UPSTREAMS) as (keyof typeof UPSTREAMS)[];
  const statuses = await Promise.all(names.map((name) => UPSTREAMS[name].health()));
  const upstreams = Object.fromEntries(names.map((name, i) => [name, statuses[i]!]));
  const ready = upstreams.identity === 'SERVING';
  const allServing = statuses.every((s) => s === 'SERVING');
  return Response.json(
    { status: ready && allServing ? 'ok' : 'degraded', upstreams },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
