import type { Metrics } from '@oslonac/kit';
import { Gauge } from 'prom-client';

export interface RtcStats {
  rooms: number;
  peers: number;
  workers: number;
}

/** The gauges the chart's HPA and dashboards read; each is computed when Prometheus scrapes. */
export function registerRtcGauges(metrics: Metrics, stats: () => RtcStats): void {
  const gauge = (name: string, help: string, pick: (s: RtcStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [metrics.registry],
      collect() {
        this.set(pick(stats()));
      },
    });
  gauge(
    'sessions_active_rooms',
    'Session rooms open on this pod (one mediasoup router each).',
    (s) => s.rooms,
  );
  gauge(
    'sessions_active_peers',
    'WebSocket peers in session rooms and device tests on this pod.',
    (s) => s.peers,
  );
  gauge('sessions_rtc_workers', 'Running mediasoup worker processes.', (s) => s.workers);
}
