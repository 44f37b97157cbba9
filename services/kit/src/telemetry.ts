import { type Context, context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace-node';
import * as Sentry from '@sentry/node';

export interface TelemetryOptions {
  otlpEndpoint?: string;
  sentryDsn?: string;
  environment?: string;
  release?: string;
}

export interface Telemetry {
  readonly exporting: boolean;
  readonly sentry: boolean;
  shutdown(): Promise<void>;
}

// Spans are still created (so logs carry trace ids and context propagates) when nothing exports them.
class DiscardingSpanProcessor implements SpanProcessor {
  onStart(_span: Span, _ctx: Context): void {}
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

interface Installed {
  exporting: boolean;
  sentry: boolean;
  users: number;
  stop(): Promise<void>;
}
let installed: Installed | null = null;

/**
 * Tracing with manual spans (the kit opens them around gRPC calls and events; ESM rules out monkeypatching
 * instrumentations), exported over OTLP/HTTP only when an endpoint is set; Sentry only when a DSN is set.
 * Once per process: later calls share the first installation (their options are ignored), and it is torn
 * down when the last handle shuts down.
 */
export function initTelemetry(serviceName: string, opts: TelemetryOptions = {}): Telemetry {
  installed ??= install(serviceName, opts);
  const inst = installed;
  inst.users++;
  let done = false;
  return {
    exporting: inst.exporting,
    sentry: inst.sentry,
    async shutdown() {
      if (done) return;
      done = true;
      inst.users--;
      if (inst.users > 0) return;
      if (installed === inst) installed = null;
      await inst.stop();
    },
  };
}

function install(serviceName: string, opts: TelemetryOptions): Installed {
  const endpoint = opts.otlpEndpoint?.replace(/\/+$/, '');
  const sdk = new NodeSDK({
    serviceName,
    spanProcessors: endpoint
      ? [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }))]
      : [new DiscardingSpanProcessor()],
    // Empty lists stop the SDK from reading OTEL_*_EXPORTER and defaulting to OTLP for metrics and logs:
    // metrics go to Prometheus, logs to stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
  });
  sdk.start();
  if (opts.sentryDsn) {
    Sentry.init({
      dsn: opts.sentryDsn,
      environment: opts.environment,
      release: opts.release,
      serverName: serviceName,
      tracesSampleRate: 0,
      // Errors only: tracing is ours (OTLP), and loader hooks would fight the ESM/esbuild setup. No default
      // integrations either: they patch http/fetch process-wide, which we do not need for error reports.
      enableOpenTelemetrySetup: false,
      enableRuntimeChannelInjection: false,
      defaultIntegrations: false,
      integrations: [
        Sentry.linkedErrorsIntegration(),
        Sentry.dedupeIntegration(),
        Sentry.functionToStringIntegration(),
        Sentry.nodeContextIntegration(),
        Sentry.contextLinesIntegration(),
        Sentry.onUncaughtExceptionIntegration(),
        Sentry.onUnhandledRejectionIntegration(),
      ],
    });
  }
  return {
    exporting: Boolean(endpoint),
    sentry: Boolean(opts.sentryDsn),
    users: 0,
    async stop() {
      await Promise.allSettled([sdk.shutdown(), opts.sentryDsn ? Sentry.close(2000) : Promise.resolve()]);
      // Unregister the globals so a later initTelemetry (tests, restarts in one process) can register anew.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
