import { Metadata, status } from '@grpc/grpc-js';
import type { ErrorKind } from '../errors';

// Kept free of Prisma/NATS imports: the BFF loads this through '@oslonac/kit/grpc-client'.
export const ERROR_CODE_KEY = 'x-error-code';
export const ERROR_META_KEY = 'x-error-meta';

export const statusOfKind: Record<ErrorKind, status> = {
  invalid_argument: status.INVALID_ARGUMENT,
  not_found: status.NOT_FOUND,
  already_exists: status.ALREADY_EXISTS,
  conflict: status.ABORTED,
  failed_precondition: status.FAILED_PRECONDITION,
  permission_denied: status.PERMISSION_DENIED,
  unauthenticated: status.UNAUTHENTICATED,
  rate_limited: status.RESOURCE_EXHAUSTED,
  unavailable: status.UNAVAILABLE,
};

export interface GrpcErrorInfo {
  status: status;
  code: string;
  meta: Record<string, string>;
}

/** Reads the status and the stable error code that the server put into the trailers. */
export function errorCodeOf(err: unknown): GrpcErrorInfo | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; metadata?: unknown };
  if (typeof e.code !== 'number' || e.code === status.OK) return null;
  const md = e.metadata instanceof Metadata ? e.metadata : null;
  const codeValue = md?.get(ERROR_CODE_KEY)[0];
  const metaValue = md?.get(ERROR_META_KEY)[0];
  let meta: Record<string, string> = {};
  if (typeof metaValue === 'string') {
    try {
      const parsed: unknown = JSON.parse(metaValue);
      if (parsed && typeof parsed === 'object') meta = parsed as Record<string, string>;
    } catch {
      meta = {};
    }
  }
  return {
    status: e.code as status,
    code: typeof codeValue === 'string' ? codeValue : defaultCodeOf(e.code as status),
    meta,
  };
}

function defaultCodeOf(s: status): string {
  switch (s) {
    case status.UNAVAILABLE:
      return 'unavailable';
    case status.DEADLINE_EXCEEDED:
      return 'deadline_exceeded';
    case status.CANCELLED:
      return 'cancelled';
    case status.UNAUTHENTICATED:
      return 'unauthenticated';
    case status.PERMISSION_DENIED:
      return 'permission_denied';
    default:
      return 'internal';
  }
}
