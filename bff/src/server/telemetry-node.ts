// Node-only half of instrumentation.ts (kept apart so the edge compilation never sees Node APIs).
import { scrubEvent } from '../shared/sentry-scrub';

export async function startTelemetry(): Promise<void> {
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const [{ NodeSDK }, { OTLPTraceExporter }] = await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
    // Next opens spans for requests and rendering through @opentelemetry/api once a provider exists, and
    // the kit's gRPC client opens one per call and sends traceparent upstream; no monkeypatching needed.
    const sdk = new NodeSDK({
      serviceName: process.env.OTEL_SERVICE_NAME || 'bff',
      traceExporter: new OTLPTraceExporter(),
      // Empty lists keep the SDK from defaulting metrics and logs to OTLP too.
      metricReaders: [],
      logRecordProcessors: [],
      instrumentations: [],
    });
    sdk.start();
    process.once('SIGTERM', () => {
      sdk.shutdown().catch(() => {});
    });
  }

  if (process.env.SENTRY_DSN) {
    const Sentry = await import('@sentry/node');
    Sentry.init(sentryOptions(process.env));
  }
}

/** The SDK's options; every event and breadcrumb goes through scrubEvent before it can leave. */
export function sentryOptions(env: Record<string, string | undefined>) {
  return {
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT || env.NODE_ENV,
    release: env.SENTRY_RELEASE,
    tracesSampleRate: 0,
    // OpenTelemetry above owns tracing; Sentry only reports errors.
    enableOpenTelemetrySetup: false,
    // No cookies, bodies, query strings or addresses of health data leave for Sentry (sentry-scrub.ts).
    beforeSend: <E>(event: E): E => scrubEvent(event),
    beforeBreadcrumb: <B>(crumb: B): B | null => scrubEvent({ breadcrumbs: [crumb] }).breadcrumbs[0] ?? null,
  };
}

export async function captureRequestError(
  err: unknown,
  tags: { route: string; kind: string; method: string },
): Promise<void> {
  const Sentry = await import('@sentry/node');
  Sentry.captureException(err, { tags });
}
