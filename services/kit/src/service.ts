import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type express from 'express';
import type { z } from 'zod';
import { ActorVerifier, type JWK } from './auth/actor';
import { type BaseConfig, type Config, loadConfig, natsAuthOf } from './config';
import { migrate } from './db/migrate';
import { Bus, streamName } from './events/bus';
import { OutboxRelay } from './events/relay';
import type { TransactionRunner } from './events/tx';
import { GrpcServer } from './grpc/server';
import { createHttpApp } from './http';
import { createLogger, errorSummary, type Logger } from './log';
import { Metrics } from './metrics';
import { type EraseFn, startErasureConsumer } from './privacy/erasure';
import { initTelemetry, type Telemetry } from './telemetry';

export interface ServiceOptions<S extends z.ZodRawShape> {
  name: string;
  config: S;
  migrationsDir?: string;
  /** Defaults to process.env (tests pass their own). */
  env?: NodeJS.ProcessEnv;
  /** A verifier built by the service itself (identity verifies with its own key). */
  verifier?: ActorVerifier | null;
  /** Start an outbox relay for DATABASE_URL (default true). */
  outbox?: boolean;
  /** Install SIGTERM/SIGINT handlers that stop and exit (default true). */
  handleSignals?: boolean;
  /** Largest gRPC request accepted, in bytes (grpc-js default 4 MB); for services that take uploads. */
  grpcMaxReceiveBytes?: number;
}

/**
 * Boot: config → telemetry → logger → migrations → bus + own stream → (start) gRPC/HTTP listen → relay →
 * SERVING. Shutdown runs backwards: NOT_SERVING → stop accepting and drain within SHUTDOWN_GRACE_MS →
 * onShutdown hooks (last registered first) → relay → bus → telemetry.
 */
export class Service<C = BaseConfig> {
  readonly stream: string;
  readonly http: express.Express;
  readonly grpc: GrpcServer;
  grpcPort = 0;
  httpPort = 0;
  private readonly hooks: Array<() => Promise<void>> = [];
  private readonly drains: Array<() => Promise<void>> = [];
  private readonly upgrades: Array<(req: IncomingMessage, socket: Duplex, head: Buffer) => boolean> = [];
  private relay: OutboxRelay | null = null;
  private httpServer: HttpServer | null = null;
  private stopping: Promise<void> | null = null;
  private readonly signalHandler = (signal: NodeJS.Signals) => {
    // A second signal while stopping (a terminal's process group and a wrapper like tsx both deliver one) must not
    // kill the process half-way: its children (sessions' media workers) would be left behind.
    if (this.stopping) return;
    this.log.info({ signal }, 'shutting down');
    void this.stop().then(
      () => process.exit(0),
      (err) => {
        this.log.error({ error: errorSummary(err) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };

  private constructor(
    readonly name: string,
    readonly config: C,
    private readonly base: BaseConfig,
    readonly log: Logger,
    readonly bus: Bus,
    readonly metrics: Metrics,
    readonly telemetry: Telemetry,
    readonly verifier: ActorVerifier | null,
    private readonly opts: ServiceOptions<z.ZodRawShape>,
  ) {
    this.stream = streamName(base.STREAM_PREFIX, name);
    this.grpc = GrpcServer.create({
      log,
      verifier,
      metrics,
      maxReceiveMessageBytes: opts.grpcMaxReceiveBytes,
    });
    this.http = createHttpApp({ metrics, isReady: () => this.grpc.isServing });
  }

  static async create<S extends z.ZodRawShape>(opts: ServiceOptions<S>): Promise<Service<Config<S>>> {
    const env = opts.env ?? process.env;
    const config = loadConfig(opts.config, { SERVICE_NAME: opts.name, ...env });
    // The service may redefine base variables; their parsed values still have the base meaning.
    const base = config as unknown as BaseConfig;
    const telemetry = initTelemetry(opts.name, {
      otlpEndpoint: base.OTEL_EXPORTER_OTLP_ENDPOINT,
      sentryDsn: base.SENTRY_DSN,
      environment: base.NODE_ENV,
    });
    const log = createLogger(opts.name, base.LOG_LEVEL);
    try {
      if (opts.migrationsDir && base.MIGRATE_ON_START) {
        const { applied } = await migrate({
          databaseUrl: base.DATABASE_URL,
          migrationsDir: opts.migrationsDir,
          log,
        });
        log.info({ applied: applied.length }, 'migrations checked');
      }
      const verifier =
        opts.verifier !== undefined
          ? opts.verifier
          : base.ACTOR_JWKS_URL
            ? ActorVerifier.fromJwks(base.ACTOR_JWKS_URL)
            : base.ACTOR_PUBLIC_JWK
              ? await ActorVerifier.fromPublicJwk(base.ACTOR_PUBLIC_JWK as JWK)
              : null;
      if (!verifier) log.warn('no ACTOR_JWKS_URL or ACTOR_PUBLIC_JWK: only public methods will accept calls');
      const metrics = Metrics.create({ labels: { service: opts.name } });
      const bus = await Bus.connect({
        url: base.NATS_URL,
        name: opts.name,
        log,
        subjectPrefix: base.EVENT_SUBJECT_PREFIX,
        streamPrefix: base.STREAM_PREFIX,
        auth: natsAuthOf(base),
        metrics,
      });
      const service = new Service<Config<S>>(
        opts.name,
        config,
        base,
        log,
        bus,
        metrics,
        telemetry,
        verifier,
        opts as ServiceOptions<z.ZodRawShape>,
      );
      await bus.ensureStream(service.stream, [`${base.EVENT_SUBJECT_PREFIX}${opts.name}.>`]);
      return service;
    } catch (err) {
      log.fatal({ error: errorSummary(err) }, 'boot failed');
      await telemetry.shutdown();
      throw err;
    }
  }

  /**
   * The service's database client for DATABASE_URL, made by its `store/db.ts` factory and disconnected at
   * shutdown once gRPC has drained.
   */
  database<P extends { $disconnect(): Promise<void> }>(createPrisma: (databaseUrl: string) => P): P {
    const prisma = createPrisma(this.base.DATABASE_URL);
    this.onShutdown(() => prisma.$disconnect());
    return prisma;
  }

  /**
   * GDPR erasure for this service (every service has it): the kit's consumer of identity.user.erasure_requested.v1
   * runs the service's own `erase` and announces `<name>.user.erased.v1`; it stops at shutdown.
   */
  async erasure(prisma: TransactionRunner, erase: EraseFn): Promise<void> {
    const consumer = await startErasureConsumer({
      service: this.name,
      bus: this.bus,
      prisma,
      log: this.log,
      erase,
    });
    this.onShutdown(() => consumer.stop());
  }

  /**
   * Runs first at shutdown, right after /readyz turns 503 and before gRPC and HTTP close: a service with long-lived
   * work (sessions' calls) lets it finish here, within its own bound, and then closes those connections itself.
   */
  onDrain(fn: () => Promise<void>): void {
    this.drains.push(fn);
  }

  /**
   * Takes HTTP upgrade requests (WebSockets) on the HTTP port. A handler returns true when it took the request;
   * one nobody takes is refused with 404.
   */
  onUpgrade(handler: (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean): void {
    this.upgrades.push(handler);
  }

  /** Runs at shutdown after gRPC drained, before the relay and bus close; last registered runs first. */
  onShutdown(fn: () => Promise<void>): void {
    this.hooks.push(fn);
  }

  /**
   * Runs `task` every `intervalMs` for the life of the service (housekeeping, sweeps). A failed round is logged
   * and the next one tries again; a round still running when the next is due is not doubled; shutdown waits
   * for the running round, so it never meets a closed database.
   */
  every(what: string, intervalMs: number, task: () => Promise<unknown>): void {
    const log = this.log.child({ component: what });
    let running: Promise<void> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = task()
        .then(
          (result) => log.debug({ result }, `${what} done`),
          (err) => log.warn({ error: errorSummary(err) }, `${what} failed`),
        )
        .finally(() => {
          running = null;
        });
    }, intervalMs);
    timer.unref();
    this.onShutdown(async () => {
      clearInterval(timer);
      await running;
    });
  }

  async start(): Promise<void> {
    this.grpcPort = await this.grpc.listen(this.base.GRPC_PORT);
    this.httpServer = await new Promise<HttpServer>((resolve, reject) => {
      const server = this.http.listen(this.base.HTTP_PORT, (err?: Error) =>
        err ? reject(err) : resolve(server),
      );
    });
    this.httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (this.upgrades.some((take) => take(req, socket, head))) return;
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
    const addr = this.httpServer.address();
    this.httpPort = typeof addr === 'object' && addr ? addr.port : this.base.HTTP_PORT;
    if (this.opts.outbox ?? true) {
      this.relay = await OutboxRelay.create({
        databaseUrl: this.base.DATABASE_URL,
        js: this.bus.js,
        subjectPrefix: this.base.EVENT_SUBJECT_PREFIX,
        stream: this.stream,
        log: this.log.child({ component: 'outbox-relay' }),
        metrics: this.metrics,
      });
      this.relay.start();
    }
    this.grpc.setServing(true);
    if (this.opts.handleSignals ?? true) {
      process.on('SIGTERM', this.signalHandler);
      process.on('SIGINT', this.signalHandler);
    }
    this.log.info(
      { grpcPort: this.grpcPort, httpPort: this.httpPort, stream: this.stream },
      'service started',
    );
  }

  stop(): Promise<void> {
    this.stopping ??= this.shutdown();
    return this.stopping;
  }

  private async shutdown(): Promise<void> {
    const grace = this.base.SHUTDOWN_GRACE_MS;
    this.grpc.setServing(false);
    for (const drain of this.drains) {
      await drain().catch((err) => this.log.error({ error: errorSummary(err) }, 'drain failed'));
    }
    const httpClosed = new Promise<void>((resolve) => {
      if (!this.httpServer) return resolve();
      const server = this.httpServer;
      const timer = setTimeout(() => server.closeAllConnections(), grace);
      server.close(() => {
        clearTimeout(timer);
        resolve();
      });
      server.closeIdleConnections();
    });
    await Promise.all([this.grpc.shutdown(grace), httpClosed]);
    for (const fn of [...this.hooks].reverse()) {
      await fn().catch((err) => this.log.error({ error: errorSummary(err) }, 'shutdown hook failed'));
    }
    await this.relay
      ?.stop()
      .catch((err) => this.log.error({ error: errorSummary(err) }, 'relay stop failed'));
    await this.bus.close().catch((err) => this.log.error({ error: errorSummary(err) }, 'bus close failed'));
    this.log.info('service stopped');
    await this.telemetry.shutdown();
    process.off('SIGTERM', this.signalHandler);
    process.off('SIGINT', this.signalHandler);
  }
}
