// A scripted upstream for BFF tests: a real gRPC server on a free port speaking one service's contract,
// answering each method with what the test sets (a response, or an error carrying the service's stable code in
// the trailers the way the kit's server writes it). Methods not set answer UNIMPLEMENTED. The BFF's own mapping
// is what these tests check; the journeys in e2e/ run the real services.
import * as grpc from '@grpc/grpc-js';

export class ScriptedError {
  constructor(
    readonly status: grpc.status,
    readonly code: string,
    readonly meta: Record<string, string> = {},
  ) {}
}

export function grpcError(
  status: grpc.status,
  code: string,
  meta: Record<string, string> = {},
): ScriptedError {
  return new ScriptedError(status, code, meta);
}

export interface Seen {
  method: string;
  request: unknown;
  /** The Bearer token the BFF sent, or null. */
  actorToken: string | null;
}

interface MethodLike {
  requestDeserialize(bytes: Buffer): unknown;
  responseSerialize(value: never): Buffer;
}
type Req<M> = M extends { requestDeserialize(bytes: Buffer): infer R } ? R : never;
type Res<M> = M extends { responseSerialize(value: infer R): Buffer } ? R : never;

export type Answer<S, K extends keyof S> = (req: Req<S[K]>) => Res<S[K]> | ScriptedError;

export interface ScriptedServer<S> {
  addr: string;
  seen: Seen[];
  answer<K extends keyof S>(method: K, answer: Answer<S, K>): void;
  stop(): Promise<void>;
}

/** As the kit's server writes it: metadata is ASCII, so the JSON escapes everything else. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export async function startScriptedServer<S extends { [method: string]: MethodLike }>(
  definition: S,
): Promise<ScriptedServer<S>> {
  const answers = new Map<string, (req: unknown) => unknown>();
  const seen: Seen[] = [];
  const server = new grpc.Server();
  const impl: grpc.UntypedServiceImplementation = {};
  for (const name of Object.keys(definition)) {
    impl[name] = ((call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
      const auth = call.metadata.get('authorization')[0];
      seen.push({
        method: name,
        request: call.request,
        actorToken: typeof auth === 'string' ? auth.replace(/^Bearer /, '') : null,
      });
      const answer = answers.get(name);
      if (!answer) {
        callback({ code: grpc.status.UNIMPLEMENTED, details: `${name} not scripted` });
        return;
      }
      const out = answer(call.request);
      if (out instanceof ScriptedError) {
        const md = new grpc.Metadata();
        md.set('x-error-code', out.code);
        md.set('x-error-meta', asciiJson(out.meta));
        callback({ code: out.status, details: out.code, metadata: md });
        return;
      }
      callback(null, out);
    }) as grpc.handleUnaryCall<unknown, unknown>;
  }
  server.addService(definition as unknown as grpc.ServiceDefinition, impl);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  );
  return {
    addr: `127.0.0.1:${port}`,
    seen,
    answer(method, answer) {
      answers.set(method as string, answer as (req: unknown) => unknown);
    },
    stop: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}
