import { isSpanContextValid, trace } from '@opentelemetry/api';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

export type { Logger } from 'pino';

/** JSON logs on stdout; every line written inside a span carries its trace_id/span_id for correlation. */
export function createLogger(name: string, level = 'info', destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const ctx = trace.getActiveSpan()?.spanContext();
      if (!ctx || !isSpanContextValid(ctx)) return {};
      return { trace_id: ctx.traceId, span_id: ctx.spanId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export interface ErrorSummary {
  type: string;
  /** SQLSTATE, Prisma code or Node's errno name (ECONNREFUSED …), when the error has one. */
  code?: string;
  message: string;
}

/**
 * What a log line needs from an infrastructure error: its type, code and message, logged as
 * `{ error: errorSummary(err) }` (pino's `err` serialiser would add the stack back). Logging the error itself
 * serialises every enumerable property, and node-postgres attaches the whole client (connection parameters,
 * buffers, the pool) to the errors of a lost connection: kilobytes per line, each time the relay or a consumer
 * retries.
 */
export function errorSummary(err: unknown): ErrorSummary {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err) };
  const e = err as Error & { code?: unknown; errors?: unknown; cause?: unknown };
  const code = codeOf(e) ?? (e.cause instanceof Error ? codeOf(e.cause) : undefined);
  // A refused connection to localhost is an AggregateError (IPv6 and IPv4) with an empty message of its own.
  const message =
    e.message ||
    (Array.isArray(e.errors) ? e.errors.map((inner) => (inner as Error)?.message).join('; ') : '') ||
    (e.cause instanceof Error ? e.cause.message : '');
  return { type: e.name, ...(code ? { code } : {}), message };
}

function codeOf(e: Error): string | undefined {
  const { code } = e as { code?: unknown };
  if (typeof code === 'string' && code) return code;
  if (typeof code === 'number') return String(code);
  return undefined;
}
