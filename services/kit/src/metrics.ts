import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One registry per Service (not prom-client's global one) so several servers can live in one process,
 * which tests do.
 */
export class Metrics {
  readonly registry: Registry;
  readonly grpcServerHandling: Histogram<'method' | 'code'>;
  readonly outboxLag: Gauge;
  readonly outboxPending: Gauge;
  readonly eventsRejected: Counter<'consumer' | 'reason'>;

  private constructor(registry: Registry) {
    this.registry = registry;
    this.grpcServerHandling = new Histogram({
      name: 'grpc_server_handling_seconds',
      help: 'Time spent handling a gRPC call, by full method and status code.',
      labelNames: ['method', 'code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    this.outboxLag = new Gauge({
      name: 'outbox_lag_seconds',
      help: 'Age of the oldest unpublished outbox row (0 when the outbox is empty).',
      registers: [registry],
    });
    this.outboxPending = new Gauge({
      name: 'outbox_pending_rows',
      help: 'Unpublished outbox rows seen by the relay at its last pass.',
      registers: [registry],
    });
    this.eventsRejected = new Counter({
      name: 'events_rejected_total',
      help: 'Events a consumer acknowledged without handling, by consumer and reason (subject_not_allowed).',
      labelNames: ['consumer', 'reason'],
      registers: [registry],
    });
  }

  static create(opts: { defaultMetrics?: boolean; labels?: Record<string, string> } = {}): Metrics {
    const registry = new Registry();
    if (opts.labels) registry.setDefaultLabels(opts.labels);
    if (opts.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
    return new Metrics(registry);
  }
}
