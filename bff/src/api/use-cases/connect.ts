// "Connect me": a client asks the team to find them a therapist. The /api/v1 handler and the /povezi-me form
// action both call this, after the same ConnectBody schema.
import type { z } from 'zod';
import { therapists } from '../../server/gateways/therapists';
import type { ConnectionRequestView } from '../../server/views/therapists';
import type { ConnectBody } from '../schemas';
import type { Viewer } from './bookings';

export type ConnectInput = z.output<typeof ConnectBody>;

export function requestConnection(
  viewer: Pick<Viewer, 'actorToken'>,
  input: ConnectInput,
): Promise<ConnectionRequestView> {
  return therapists.requestConnection(viewer.actorToken, {
    message: input.message,
    answers: input.answers ?? null,
  });
}
