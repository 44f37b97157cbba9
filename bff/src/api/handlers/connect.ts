// "Povezi me": a signed-in client asks staff to pick a therapist for them. The request lands in the admin
// queue; when an admin assigns someone, the client sees the therapist here and on /povezi-me.

import { therapists } from '../../server/gateways/therapists';
import type { MyConnectionRequestsView } from '../../server/views/therapists';
import { type EndpointContext, json } from '../route';
import { requestConnection as requestConnectionAs } from '../use-cases/connect';
import { publicProfile } from './catalog';

export function connectionsBody(v: MyConnectionRequestsView) {
  return {
    requests: v.requests.map((r) => ({
      id: r.id,
      message: r.message,
      status: r.status,
      assignedProfileId: r.assignedProfileId,
      createdAt: r.createdAt,
      assignedAt: r.assignedAt,
    })),
    assignedProfiles: v.assignedProfiles.map(publicProfile),
  };
}

export async function requestConnection(ctx: EndpointContext<'requestConnection'>): Promise<Response> {
  const request = await requestConnectionAs(ctx.session, ctx.body);
  return json(
    {
      request: {
        id: request.id,
        message: request.message,
        status: request.status,
        assignedProfileId: request.assignedProfileId,
        createdAt: request.createdAt,
        assignedAt: request.assignedAt,
      },
    },
    201,
  );
}

export async function listMyConnections(ctx: EndpointContext<'myConnections'>): Promise<Response> {
  return json(connectionsBody(await therapists.listMyConnectionRequests(ctx.session.actorToken)));
}
