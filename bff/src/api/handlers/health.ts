import { admin } from '../../server/gateways/admin';
import { booking } from '../../server/gateways/booking';
import { identity } from '../../server/gateways/identity';
import { sessions } from '../../server/gateways/sessions';
import { therapists } from '../../server/gateways/therapists';

/**
 * Readiness: the BFF is only useful when identity answers its gRPC health check, so identity alone decides
 * 200/503. The other upstreams are reported ('degraded' when one is down): without therapists, booking, admin or
 * sessions the catalogue, booking, support and video-session pages show a calm error, but sign-in and accounts
 * still work, so pods stay in rotation.
 */
export async function health(): Promise<Response> {
  const [identityStatus, therapistsStatus, bookingStatus, adminStatus, sessionsStatus] = await Promise.all([
    identity.health(),
    therapists.health(),
    booking.health(),
    admin.health(),
    sessions.health(),
  ]);
  const upstreams = {
    identity: identityStatus,
    therapists: therapistsStatus,
    booking: bookingStatus,
    admin: adminStatus,
    sessions: sessionsStatus,
  };
  const ready = identityStatus === 'SERVING';
  const allServing = Object.values(upstreams).every((s) => s === 'SERVING');
  return Response.json(
    { status: ready && allServing ? 'ok' : 'degraded', upstreams },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
