import * as grpc from '@grpc/grpc-js';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  HealthService,
  HealthCheckResponse_ServingStatus as Serving,
} from '@oslonac/proto/grpc/health/v1/health';
import * as Sentry from '@sentry/node';
import type { Logger } from 'pino';
import { type Actor, type ActorVerifier, type Role, STAFF_ROLES } from '../auth/actor';
import { DomainError } from '../errors';
import type { Metrics } from '../metrics';
import { bearerToken, metadataGetter } from './metadata';
import { ERROR_CODE_KEY, ERROR_META_KEY, statusOfKind } from './status';

export type MethodPolicy = 'public' | 'authenticated' | Role[];

export interface CallContext {
  actor: Actor | null;
  metadata: grpc.Metadata;
  deadline: Date | null;
  signal: AbortSignal;
  log: Logger;
}

/** The shape of one method in a ts-proto `outputServices=grpc-js` service definition. */
export interface MethodDefinitionLike {
  readonly path: string;
  readonly requestStream: boolean;
  readonly responseStream: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: request/response types vary per method
  readonly requestDeserialize: (b: Buffer) => any;
  // biome-ignore lint/suspicious/noExplicitAny: request/response types vary per method
  readonly responseSerialize: (v: any) => Buffer;
}
export type ServiceDefinitionLike = { readonly [method: string]: MethodDefinitionLike };

export type RequestOf<M> = M extends { requestDeserialize(b: Buffer): infer R } ? R : never;
export type ResponseOf<M> = M extends { responseSerialize(v: infer R): Buffer } ? R : never;
export type Handlers<S> = {
  [K in keyof S]: (req: RequestOf<S[K]>, ctx: CallContext) => Promise<ResponseOf<S[K]>>;
};
export type Policies<S> = Record<keyof S, MethodPolicy>;

const tracer = trace.getTracer('@oslonac/kit/grpc');

/** Staff methods with a token whose session has not passed the second factor (the BFF sends them to /admin's step). */
export function secondFactorRequired(): DomainError {
  return new DomainError(
    'permission_denied',
    'auth.second_factor_required',
    'Za ovaj deo potrebna je dvostepena prijava. Potvrdite prijavu kodom iz aplikacije za autentifikaciju.',
  );
}
const MAX_TIMER_MS = 2 ** 31 - 1;

class CallAborted extends Error {
  constructor(readonly status: grpc.status) {
    super(status === grpc.status.DEADLINE_EXCEEDED ? 'Deadline exceeded' : 'Call cancelled');
  }
}

export interface GrpcServerOptions {
  log: Logger;
  verifier: ActorVerifier | null;
  metrics?: Metrics;
  /** Largest request accepted, in bytes (grpc-js default 4 MB). */
  maxReceiveMessageBytes?: number;
}

type HealthWatcher = { service: string; call: grpc.ServerWritableStream<unknown, HealthCheckResponseLike> };
type HealthCheckResponseLike = { status: Serving };

/**
 * grpc-js server with what every service needs around each handler: actor token check per method policy,
 * deadline → AbortSignal, DomainError → status + 'x-error-code' trailer, a server span continued from
 * 'traceparent', a Prometheus histogram and a per-call logger. Also serves grpc.health.v1.
 */
export class GrpcServer {
  readonly server: grpc.Server;
  private readonly log: Logger;
  private readonly verifier: ActorVerifier | null;
  private readonly metrics: Metrics | undefined;
  private readonly health = new Map<string, Serving>([['', Serving.NOT_SERVING]]);
  private readonly watchers = new Set<HealthWatcher>();
  private readonly inFlight = new Set<AbortController>();
  private serving = false;
  private stopped = false;

  private constructor(opts: GrpcServerOptions) {
    this.log = opts.log;
    this.verifier = opts.verifier;
    this.metrics = opts.metrics;
    this.server = new grpc.Server({
      'grpc.keepalive_permit_without_calls': 1,
      // grpc-js refuses requests over 4 MB by default; services taking uploads raise it explicitly.
      ...(opts.maxReceiveMessageBytes
        ? { 'grpc.max_receive_message_length': opts.maxReceiveMessageBytes }
        : {}),
    });
    this.server.addService(HealthService as unknown as grpc.ServiceDefinition, {
      check: this.healthCheck.bind(this),
      watch: this.healthWatch.bind(this),
    });
  }

  static create(opts: GrpcServerOptions): GrpcServer {
    return new GrpcServer(opts);
  }

  get isServing(): boolean {
    return this.serving;
  }

  add<S extends ServiceDefinitionLike>(definition: S, handlers: Handlers<S>, policy: Policies<S>): void {
    const impl: grpc.UntypedServiceImplementation = {};
    let serviceName = '';
    for (const [key, def] of Object.entries(definition)) {
      if (def.requestStream || def.responseStream) {
        throw new Error(`GrpcServer.add: ${def.path} is streaming; only unary methods are supported`);
      }
      const p = policy[key as keyof S];
      if (p === undefined) throw new Error(`GrpcServer.add: no policy for ${def.path}`);
      const handler = handlers[key as keyof S];
      if (typeof handler !== 'function') throw new Error(`GrpcServer.add: no handler for ${def.path}`);
      serviceName = def.path.split('/')[1] ?? '';
      impl[key] = (call: grpc.ServerUnaryCall<unknown, unknown>, cb: grpc.sendUnaryData<unknown>) => {
        void this.handleUnary(
          def,
          p,
          handler as (req: unknown, ctx: CallContext) => Promise<unknown>,
          call,
          cb,
        );
      };
    }
    this.server.addService(definition as unknown as grpc.ServiceDefinition, impl);
    if (serviceName) this.health.set(serviceName, this.serving ? Serving.SERVING : Serving.NOT_SERVING);
  }

  listen(port: number, host = '0.0.0.0'): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (err, bound) =>
        err ? reject(err) : resolve(bound),
      );
    });
  }

  setServing(serving: boolean): void {
    this.serving = serving;
    const status = serving ? Serving.SERVING : Serving.NOT_SERVING;
    for (const name of this.health.keys()) this.health.set(name, status);
    // Unknown names stay SERVICE_UNKNOWN for their watchers, as the health protocol asks.
    for (const w of this.watchers) if (this.health.has(w.service)) w.call.write({ status });
  }

  /**
   * NOT_SERVING first (probes and watchers see it), then stop accepting and wait for in-flight calls;
   * after graceMs the remaining calls are aborted and the server is forced down.
   */
  async shutdown(graceMs: number): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.setServing(false);
    for (const w of this.watchers) w.call.end();
    this.watchers.clear();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.log.warn({ inFlight: this.inFlight.size }, 'grpc drain timed out, forcing shutdown');
        for (const c of this.inFlight) c.abort(new CallAborted(grpc.status.CANCELLED));
        this.server.forceShutdown();
        resolve();
      }, graceMs);
      this.server.tryShutdown(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private async handleUnary(
    def: MethodDefinitionLike,
    policy: MethodPolicy,
    handler: (req: unknown, ctx: CallContext) => Promise<unknown>,
    call: grpc.ServerUnaryCall<unknown, unknown>,
    cb: grpc.sendUnaryData<unknown>,
  ): Promise<void> {
    const started = process.hrtime.bigint();
    const method = def.path.slice(1);
    const [rpcService, rpcMethod] = method.split('/');
    const parent = propagation.extract(ROOT_CONTEXT, call.metadata, metadataGetter);
    const span = tracer.startSpan(
      method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'rpc.system': 'grpc', 'rpc.service': rpcService, 'rpc.method': rpcMethod },
      },
      parent,
    );
    const controller = new AbortController();
    this.inFlight.add(controller);
    const deadline = toDate(call.getDeadline());
    let timer: NodeJS.Timeout | undefined;
    let code = grpc.status.OK;

    await context.with(trace.setSpan(parent, span), async () => {
      const log = this.log.child({ method });
      const aborted = new Promise<never>((_, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
      });
      aborted.catch(() => {});
      const ms = deadline ? deadline.getTime() - Date.now() : Number.POSITIVE_INFINITY;
      // setTimeout fires at once for delays past 2^31-1 ms, so far-off deadlines get no timer at all.
      if (ms < MAX_TIMER_MS) {
        timer = setTimeout(
          () => controller.abort(new CallAborted(grpc.status.DEADLINE_EXCEEDED)),
          Math.max(0, ms),
        );
      }
      call.on('cancelled', () => {
        if (!controller.signal.aborted) controller.abort(new CallAborted(grpc.status.CANCELLED));
      });
      try {
        const actor = await this.authenticate(policy, call.metadata);
        if (actor) span.setAttribute('enduser.id', actor.userId);
        const ctx: CallContext = { actor, metadata: call.metadata, deadline, signal: controller.signal, log };
        const res = await Promise.race([handler(call.request, ctx), aborted]);
        cb(null, res);
      } catch (err) {
        const out = this.toServiceError(err, log, method);
        code = out.code ?? grpc.status.UNKNOWN;
        if (code === grpc.status.INTERNAL) {
          span.recordException(err instanceof Error ? err : String(err));
          span.setStatus({ code: SpanStatusCode.ERROR });
        }
        cb(out, null);
      } finally {
        if (timer) clearTimeout(timer);
        this.inFlight.delete(controller);
        span.setAttribute('rpc.grpc.status_code', code);
        span.end();
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        this.metrics?.grpcServerHandling.observe(
          { method, code: grpc.status[code] ?? String(code) },
          seconds,
        );
        log.debug({ code: grpc.status[code], ms: Math.round(seconds * 1000) }, 'grpc call');
      }
    });
  }

  private async authenticate(policy: MethodPolicy, md: grpc.Metadata): Promise<Actor | null> {
    const token = bearerToken(md);
    if (policy === 'public') {
      // No token is a visitor. A token that fails is refused, never downgraded to a visitor: otherwise a
      // signed-in person's data (a questionnaire, a message) would be saved as anonymous. The BFF refreshes and
      // retries, or drops the token when the session is gone.
      if (!token && md.get('authorization').length === 0) return null;
      if (!token) throw new DomainError('unauthenticated', 'auth.token_invalid', 'Actor token is malformed');
      if (!this.verifier) {
        throw new DomainError(
          'unauthenticated',
          'auth.not_configured',
          'This service cannot verify actor tokens',
        );
      }
      return this.verifier.verify(token);
    }
    if (!token) throw new DomainError('unauthenticated', 'auth.missing_token', 'Actor token is required');
    if (!this.verifier) {
      throw new DomainError(
        'unauthenticated',
        'auth.not_configured',
        'This service cannot verify actor tokens',
      );
    }
    const actor = await this.verifier.verify(token);
    if (Array.isArray(policy)) {
      const admitting = actor.roles.filter((r) => policy.includes(r));
      if (admitting.length === 0) {
        throw new DomainError(
          'permission_denied',
          'auth.role_required',
          `One of these roles is required: ${policy}`,
          {
            roles: policy.join(','),
          },
        );
      }
      // Let in only because of a staff role: the session must have passed the second factor. A therapist who
      // is also an admin still reaches therapists' methods as a therapist.
      if (!actor.secondFactor && admitting.every((r) => STAFF_ROLES.includes(r))) {
        throw secondFactorRequired();
      }
    }
    return actor;
  }

  private toServiceError(err: unknown, log: Logger, method: string): grpc.ServerErrorResponse {
    const metadata = new grpc.Metadata();
    if (err instanceof DomainError) {
      metadata.set(ERROR_CODE_KEY, err.code);
      if (Object.keys(err.meta).length > 0) metadata.set(ERROR_META_KEY, asciiJson(err.meta));
      const level = err.kind === 'unavailable' ? 'warn' : 'info';
      log[level]({ code: err.code, kind: err.kind }, err.message);
      return Object.assign(new Error(err.message), {
        code: statusOfKind[err.kind],
        details: err.message,
        metadata,
      });
    }
    if (err instanceof CallAborted) {
      const code = err.status === grpc.status.DEADLINE_EXCEEDED ? 'deadline_exceeded' : 'cancelled';
      metadata.set(ERROR_CODE_KEY, code);
      log.info({ code }, err.message);
      return Object.assign(new Error(err.message), { code: err.status, details: err.message, metadata });
    }
    metadata.set(ERROR_CODE_KEY, 'internal');
    log.error({ err, method }, 'unhandled error in gRPC handler');
    Sentry.captureException(err, { tags: { 'rpc.method': method } });
    return Object.assign(new Error('Internal error'), {
      code: grpc.status.INTERNAL,
      details: 'Internal error',
      metadata,
    });
  }

  private healthCheck(
    call: grpc.ServerUnaryCall<{ service: string }, HealthCheckResponseLike>,
    cb: grpc.sendUnaryData<HealthCheckResponseLike>,
  ): void {
    const status = this.health.get(call.request.service);
    if (status === undefined) {
      cb({ code: grpc.status.NOT_FOUND, details: `unknown service ${call.request.service}` }, null);
      return;
    }
    cb(null, { status });
  }

  private healthWatch(call: grpc.ServerWritableStream<{ service: string }, HealthCheckResponseLike>): void {
    const service = call.request.service;
    if (this.stopped) {
      call.write({ status: Serving.NOT_SERVING });
      call.end();
      return;
    }
    const watcher: HealthWatcher = { service, call: call as HealthWatcher['call'] };
    call.write({ status: this.health.get(service) ?? Serving.SERVICE_UNKNOWN });
    this.watchers.add(watcher);
    call.on('cancelled', () => this.watchers.delete(watcher));
  }
}

function toDate(d: grpc.Deadline): Date | null {
  if (d instanceof Date) return d;
  return Number.isFinite(d) ? new Date(d) : null;
}

// Metadata values must be printable ASCII; Serbian text in meta would otherwise be rejected.
function asciiJson(v: unknown): string {
  return JSON.stringify(v).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
