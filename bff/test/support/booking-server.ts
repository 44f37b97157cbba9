// The booking contract, scripted (see scripted-server.ts).
import { BookingServiceService } from '@oslonac/proto/oslonac/booking/v1/booking';
import { type ScriptedServer, startScriptedServer } from './scripted-server';

export { grpcError, ScriptedError, type Seen } from './scripted-server';

export type BookingServer = ScriptedServer<typeof BookingServiceService>;

export const startBookingServer = (): Promise<BookingServer> => startScriptedServer(BookingServiceService);
