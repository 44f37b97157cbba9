// What /app/settings/account shows about the signed-in account.
import { identity } from '../../server/gateways/identity';

/** The account's sessions (devices signed in). */
export function mySessions(actorToken: string) {
  return identity.listSessions(actorToken);
}
