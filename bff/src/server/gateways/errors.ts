// What a service's refusal looks like above the gateways: a class per kind of answer, carrying the service's
// stable domain code (e.g. booking.slot_taken) and its details. Pages and use cases catch these; only the
// gateways and problem.ts know that the wire was gRPC.
import { status } from '@grpc/grpc-js';
import { errorCodeOf, type GrpcErrorInfo } from '@oslonac/kit/grpc-client';

export class UpstreamError extends Error {
  /** The service's stable code, e.g. 'booking.slot_taken' ('unavailable' etc. when it sent none). */
  readonly code: string;
  readonly meta: Record<string, string>;
  /** The gRPC status, for the one mapping to HTTP in problem.ts. */
  readonly grpcStatus: status;

  constructor(info: GrpcErrorInfo, cause: unknown) {
    super(info.code, { cause });
    this.name = new.target.name;
    this.code = info.code;
    this.meta = info.meta;
    this.grpcStatus = info.status;
  }
}

/** The request was refused as malformed (INVALID_ARGUMENT, OUT_OF_RANGE). */
export class InvalidInput extends UpstreamError {}
/** The actor token or session is not (or no longer) valid. */
export class Unauthenticated extends UpstreamError {}
/** The actor may not do this. */
export class Forbidden extends UpstreamError {}
/** What was named does not exist (or is not the actor's to see). */
export class NotFound extends UpstreamError {}
/** The state does not allow it now: taken, already done, not in that step (ALREADY_EXISTS, ABORTED, FAILED_PRECONDITION). */
export class Conflict extends UpstreamError {}
/** Too many attempts; meta.retryAfterSeconds says when to try again. */
export class RateLimited extends UpstreamError {}
/** The service could not answer (down, deadline, internal): trying again later may help. */
export class Unavailable extends UpstreamError {}

const CLASS_OF: Partial<Record<status, new (info: GrpcErrorInfo, cause: unknown) => UpstreamError>> = {
  [status.INVALID_ARGUMENT]: InvalidInput,
  [status.OUT_OF_RANGE]: InvalidInput,
  [status.UNAUTHENTICATED]: Unauthenticated,
  [status.PERMISSION_DENIED]: Forbidden,
  [status.NOT_FOUND]: NotFound,
  [status.ALREADY_EXISTS]: Conflict,
  [status.ABORTED]: Conflict,
  [status.FAILED_PRECONDITION]: Conflict,
  [status.RESOURCE_EXHAUSTED]: RateLimited,
};

/** A gRPC failure as its typed error; anything else (a bug in our code) is returned as it was. */
export function toUpstreamError(err: unknown): unknown {
  if (err instanceof UpstreamError) return err;
  const info = errorCodeOf(err);
  if (!info) return err;
  const Kind = CLASS_OF[info.status] ?? Unavailable;
  return new Kind(info, err);
}

/** Status, code and details of a service's answer, or null when `err` did not come from a service. */
export function upstreamInfo(err: unknown): GrpcErrorInfo | null {
  if (err instanceof UpstreamError) return { status: err.grpcStatus, code: err.code, meta: err.meta };
  return errorCodeOf(err);
}
