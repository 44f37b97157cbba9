import express from 'express';
import type { Metrics } from './metrics';

export interface HttpAppOptions {
  metrics: Metrics;
  /** /readyz answers 200 only while this says true (the gRPC server's serving state). */
  isReady: () => boolean;
}

/** The service's small HTTP side: probes and Prometheus scrape; services add their own routes. */
export function createHttpApp(opts: HttpAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    const ready = opts.isReady();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready' });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(opts.metrics.registry.contentType).send(await opts.metrics.registry.metrics());
  });
  return app;
}
