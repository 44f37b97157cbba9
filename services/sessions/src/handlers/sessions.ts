import type { Handlers, Policies } from '@oslonac/kit';
import type { SessionsServiceService } from '@oslonac/proto/oslonac/sessions/v1/sessions';
import { z } from 'zod';
import type { Deps } from '../flows/deps';
import * as sessions from '../flows/sessions';
import { sessionToProto } from '../proto-map';
import { actorOf, parse, uuid } from './request';

// gRPC edge of a member's session: what it is and the ticket into its room. Open to any signed-in person; the flows
// answer NOT_FOUND to anyone who is not a member.

type Service = Pick<typeof SessionsServiceService, 'getSession' | 'issueJoinToken'>;

export const sessionPolicies: Policies<Service> = {
  getSession: 'authenticated',
  issueJoinToken: 'authenticated',
};

const byId = z.object({ sessionId: uuid });

export function sessionHandlers(d: Deps): Handlers<Service> {
  return {
    async getSession(req, ctx) {
      const r = parse(byId, req);
      const mine = await sessions.getSession(d, actorOf(ctx), r.sessionId);
      return { session: sessionToProto(mine.session, mine.role) };
    },
    async issueJoinToken(req, ctx) {
      const r = parse(byId, req);
      const t = await sessions.issueJoinToken(d, actorOf(ctx), r.sessionId);
      return { token: t.token, expiresAt: t.expiresAt, session: sessionToProto(t.session, t.role) };
    },
  };
}
