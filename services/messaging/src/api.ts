import type { Handlers, Policies } from '@oslonac/kit';
import type { MessagingServiceService } from '@oslonac/proto/oslonac/messaging/v1/messaging';
import type { Deps } from './flows/deps';
import * as privacy from './flows/privacy';
import { conversationHandlers, conversationPolicies } from './handlers/conversations';
import { promiseHandlers, promisePolicies } from './handlers/promises';
import { reportHandlers, reportPolicies } from './handlers/reports';
import { actorOf } from './handlers/request';

// gRPC edge: a policy per method, bound the input, call a flow, map the answer (proto-map.ts). Rules live in
// domain/ and flows/. The inbox, the reply promise and reports each have a file in handlers/.

type Service = typeof MessagingServiceService;

export const policies: Policies<Service> = {
  ...conversationPolicies,
  ...promisePolicies,
  ...reportPolicies,
  // self: any signed-in person gets what this service holds about them.
  exportMyData: 'authenticated',
};

export function createHandlers(d: Deps): Handlers<Service> {
  return {
    ...conversationHandlers(d),
    ...promiseHandlers(d),
    ...reportHandlers(d),
    async exportMyData(_req, ctx) {
      return { json: await privacy.exportMyData(d, actorOf(ctx)) };
    },
  };
}
