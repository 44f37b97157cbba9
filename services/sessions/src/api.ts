import type { Handlers, Policies } from '@oslonac/kit';
import type { SessionsServiceService } from '@oslonac/proto/oslonac/sessions/v1/sessions';
import type { Deps } from './flows/deps';
import * as privacy from './flows/privacy';
import { noteHandlers, notePolicies } from './handlers/notes';
import { actorOf } from './handlers/request';
import { sessionHandlers, sessionPolicies } from './handlers/sessions';

// gRPC edge: a policy per method, bound the input, call a flow, map the answer (proto-map.ts). Rules live in
// domain/ and flows/. Sessions and their notes each have a file in handlers/.

type Service = typeof SessionsServiceService;

export const policies: Policies<Service> = {
  ...sessionPolicies,
  ...notePolicies,
  // self: any signed-in person gets what this service holds about them.
  exportMyData: 'authenticated',
};

export function createHandlers(d: Deps): Handlers<Service> {
  return {
    ...sessionHandlers(d),
    ...noteHandlers(d),
    async exportMyData(_req, ctx) {
      return { json: await privacy.exportMyData(d, actorOf(ctx)) };
    },
  };
}
