// Runs once per server process before requests are served. Telemetry is opt-in by environment:
// OTEL_EXPORTER_OTLP_ENDPOINT turns on tracing (Next's own spans and the gRPC client spans with traceparent),
// SENTRY_DSN turns on error reporting. Without them nothing is loaded.
import type { Instrumentation } from 'next';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startTelemetry } = await import('./src/server/telemetry-node');
    await startTelemetry();
  }
}

/** Errors Next caught while rendering or in route handlers (route() already reports its own 500s). */
export const onRequestError: Instrumentation.onRequestError = async (err, request, context) => {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.SENTRY_DSN) {
    const { captureRequestError } = await import('./src/server/telemetry-node');
    await captureRequestError(err, {
      route: context.routePath,
      kind: context.routeType,
      method: request.method,
    });
  }
};
