// The admin contract, scripted (see scripted-server.ts), and a signed-in browser for the support routes: a
// session already resolved in the actor cache, plus the CSRF pair.
import { AdminServiceService } from '@oslonac/proto/oslonac/admin/v1/admin';
import { type ScriptedServer, startScriptedServer } from './scripted-server';

export { signedIn } from './http';
export { grpcError, ScriptedError, type Seen } from './scripted-server';

export type AdminServer = ScriptedServer<typeof AdminServiceService>;

export const startAdminServer = (): Promise<AdminServer> => startScriptedServer(AdminServiceService);
