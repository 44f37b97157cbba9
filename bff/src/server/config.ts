/**
 * Environment of the BFF, read lazily so `next build` does not need any of it.
 *
 * IDENTITY_GRPC_ADDR   identity gRPC address (default 127.0.0.1:50051)
 * IDENTITY_HTTP_URL    identity HTTP base (default http://127.0.0.1:8081)
 * THERAPISTS_GRPC_ADDR therapists gRPC address (default 127.0.0.1:50052)
 * BOOKING_GRPC_ADDR    booking gRPC address (default 127.0.0.1:50053)
 * ADMIN_GRPC_ADDR      admin gRPC address (default 127.0.0.1:50059)
 * BILLING_GRPC_ADDR    billing gRPC address (default 127.0.0.1:50056)
 * MESSAGING_GRPC_ADDR  messaging gRPC address (default 127.0.0.1:50055)
 * SESSIONS_GRPC_ADDR   sessions gRPC address (default 127.0.0.1:50057)
 * SESSIONS_RTC_URL     sessions HTTP base whose /rtc WebSocket the BFF's own /rtc is rewritten to
 *                      (default http://127.0.0.1:8087)
 * NATS_URL             NATS for the inbox's live streams (default nats://127.0.0.1:4222; comma-separated servers)
 * EVENT_SUBJECT_PREFIX the deployment's subject prefix, as the services have it ('' in production, 'run.' in tests)
 * NATS_USER, NATS_PASSWORD / NATS_NKEY_SEED  the BFF's own NATS credentials (none: the server needs none)
 * BOOKING_ENABLED      'false' hides the "Zakaži" link on therapist profiles (default: shown)
 * PUBLIC_URL           the site's public origin, e.g. https://oslonac.rs; also accepted as an Origin for CSRF
 * COOKIE_SECURE        'true' | 'false' forces Secure cookies on/off; otherwise decided per request (https)
 * TRUSTED_PROXY_HOPS   proxies in front of the BFF that append to X-Forwarded-For (default 0: the header is
 *                      not trusted at all; the chart sets 1 for the ingress)
 * AUTH_RATE_BURST      per-IP burst for /api/v1/auth/* (default 20)
 * AUTH_RATE_PER_MINUTE per-IP refill for /api/v1/auth/* (default 30)
 * BENCH_PAGES          '1' serves the bench's baseline pages (/bench/…); otherwise they are 404
 * SENTRY_DSN, OTEL_EXPORTER_OTLP_ENDPOINT  see instrumentation.ts
 */
export interface BffConfig {
  identityGrpcAddr: string;
  identityHttpUrl: string;
  therapistsGrpcAddr: string;
  bookingGrpcAddr: string;
  adminGrpcAddr: string;
  billingGrpcAddr: string;
  messagingGrpcAddr: string;
  sessionsGrpcAddr: string;
  sessionsRtcUrl: string;
  natsUrl: string;
  eventSubjectPrefix: string;
  natsAuth: { user: string; password: string } | { nkeySeed: string } | null;
  bookingEnabled: boolean;
  publicUrl: string | null;
  cookieSecure: boolean | null;
  trustedProxyHops: number;
  authRateBurst: number;
  authRatePerMinute: number;
  sentryDsn: string | null;
  benchPages: boolean;
}

function intFrom(value: string | undefined, fallback: number, min: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= min ? n : fallback;
}

export function bffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const secure = env.COOKIE_SECURE;
  return {
    identityGrpcAddr: env.IDENTITY_GRPC_ADDR || '127.0.0.1:50051',
    identityHttpUrl: env.IDENTITY_HTTP_URL || 'http://127.0.0.1:8081',
    therapistsGrpcAddr: env.THERAPISTS_GRPC_ADDR || '127.0.0.1:50052',
    bookingGrpcAddr: env.BOOKING_GRPC_ADDR || '127.0.0.1:50053',
    adminGrpcAddr: env.ADMIN_GRPC_ADDR || '127.0.0.1:50059',
    billingGrpcAddr: env.BILLING_GRPC_ADDR || '127.0.0.1:50056',
    messagingGrpcAddr: env.MESSAGING_GRPC_ADDR || '127.0.0.1:50055',
    sessionsGrpcAddr: env.SESSIONS_GRPC_ADDR || '127.0.0.1:50057',
    sessionsRtcUrl: (env.SESSIONS_RTC_URL || 'http://127.0.0.1:8087').replace(/\/+$/, ''),
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    eventSubjectPrefix: env.EVENT_SUBJECT_PREFIX ?? '',
    natsAuth: env.NATS_NKEY_SEED
      ? { nkeySeed: env.NATS_NKEY_SEED }
      : env.NATS_USER
        ? { user: env.NATS_USER, password: env.NATS_PASSWORD ?? '' }
        : null,
    bookingEnabled: env.BOOKING_ENABLED !== 'false',
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    cookieSecure: secure === 'true' ? true : secure === 'false' ? false : null,
    trustedProxyHops: intFrom(env.TRUSTED_PROXY_HOPS, 0, 0),
    authRateBurst: intFrom(env.AUTH_RATE_BURST, 20, 1),
    authRatePerMinute: intFrom(env.AUTH_RATE_PER_MINUTE, 30, 1),
    sentryDsn: env.SENTRY_DSN || null,
    benchPages: env.BENCH_PAGES === '1',
  };
}
