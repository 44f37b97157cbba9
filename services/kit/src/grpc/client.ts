import * as grpc from '@grpc/grpc-js';
import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { metadataSetter } from './metadata';

// This module is exported alone as '@oslonac/kit/grpc-client': keep it free of Prisma, NATS and pino.
export { ERROR_CODE_KEY, ERROR_META_KEY, errorCodeOf, type GrpcErrorInfo, statusOfKind } from './status';

export const DEFAULT_DEADLINE_MS = 3000;
export const DEFAULT_RETRIES = 2;
const RETRY_BASE_MS = 50;

const tracer = trace.getTracer('@oslonac/kit/grpc-client');

/** Plaintext channel (the mesh/NetworkPolicy secures the wire) with keepalive so idle channels survive NAT/LBs. */
export function createClient<C>(
  Ctor: new (addr: string, creds: grpc.ChannelCredentials, opts?: object) => C,
  address: string,
  opts: { maxReceiveMessageBytes?: number } = {},
): C {
  return new Ctor(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
    'grpc.keepalive_timeout_ms': 10_000,
    'grpc.keepalive_permit_without_calls': 1,
    // grpc-js refuses answers over 4 MB by default; services that return documents say how much they send.
    ...(opts.maxReceiveMessageBytes
      ? { 'grpc.max_receive_message_length': opts.maxReceiveMessageBytes }
      : {}),
  });
}

export type UnaryMethod<Req, Res> = (
  req: Req,
  md: grpc.Metadata,
  opts: Partial<grpc.CallOptions>,
  cb: (e: grpc.ServiceError | null, r: Res) => void,
) => grpc.ClientUnaryCall;

export interface UnaryOptions {
  actorToken?: string;
  /** Whole-call budget including retries. */
  deadlineMs?: number;
  /** Extra attempts after UNAVAILABLE only: every other status may mean the server already acted. */
  retries?: number;
  metadata?: grpc.Metadata;
}

/**
 * Calls `method` on `client` with a deadline, the actor token and the current trace context, retrying
 * only UNAVAILABLE (connection refused / reset before the server saw the call) with a short backoff.
 */
export async function unary<Req, Res>(
  client: grpc.Client,
  method: UnaryMethod<Req, Res>,
  req: Req,
  opts: UnaryOptions = {},
): Promise<Res> {
  const deadline = new Date(Date.now() + (opts.deadlineMs ?? DEFAULT_DEADLINE_MS));
  const retries = opts.retries ?? DEFAULT_RETRIES;
  const name = method.name || 'unary';
  return tracer.startActiveSpan(`grpc.client/${name}`, { kind: SpanKind.CLIENT }, async (span) => {
    try {
      for (let attempt = 0; ; attempt++) {
        const md = opts.metadata?.clone() ?? new grpc.Metadata();
        if (opts.actorToken) md.set('authorization', `Bearer ${opts.actorToken}`);
        propagation.inject(context.active(), md, metadataSetter);
        try {
          return await new Promise<Res>((resolve, reject) => {
            method.call(client, req, md, { deadline }, (err, res) => (err ? reject(err) : resolve(res)));
          });
        } catch (err) {
          const backoff = RETRY_BASE_MS * 2 ** attempt * (0.5 + Math.random() / 2);
          const retryable = (err as grpc.ServiceError).code === grpc.status.UNAVAILABLE;
          if (!retryable || attempt >= retries || Date.now() + backoff >= deadline.getTime()) throw err;
          span.addEvent('retry', { attempt: attempt + 1 });
          await new Promise((r) => setTimeout(r, backoff));
        }
      }
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}
