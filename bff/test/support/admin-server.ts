// The admin contract, scripted (see scripted-server.ts), and a signed-in browser for the support routes: a
// session already resolved in the actor cache, plus the CSRF pair.
import { AdminServiceService } from '@oslonac/proto/oslonac/admin/v1/admin';
import type { Role } from '../../src/api/types';
import { putCached } from '../../src/server/actor-cache';
import { ORIGIN } from './http';
import { type ScriptedServer, startScriptedServer } from './scripted-server';

export { grpcError, ScriptedError, type Seen } from './scripted-server';

export type AdminServer = ScriptedServer<typeof AdminServiceService>;

export const startAdminServer = (): Promise<AdminServer> => startScriptedServer(AdminServiceService);

export function signedIn(token: string, roles: Role[]) {
  putCached(token, {
    user: {
      id: `user-${token}`,
      email: `${token}@example.rs`,
      displayName: 'Mila Milić',
      roles,
      locale: 'sr-Latn',
      onboardingStep: 'done',
      emailVerified: true,
      hasPassword: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    sessionId: `session-${token}`,
    actorToken: `actor-${token}`,
    actorExpiresAt: new Date(Date.now() + 5 * 60_000),
  });
  const csrf = 'c'.repeat(43);
  return {
    cookie: `oslonac_session=${token}; oslonac_csrf=${csrf}`,
    'x-csrf-token': csrf,
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
  };
}
