import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Writable } from 'node:stream';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { trace } from '@opentelemetry/api';
import { IdentityServiceClient, IdentityServiceService } from '@oslonac/proto/oslonac/identity/v1/identity';
import { createClient, unary } from '../src/grpc/client';
import { GrpcServer } from '../src/grpc/server';
import { createLogger } from '../src/log';
import { initTelemetry } from '../src/telemetry';

interface Received {
  path: string;
  body: string;
}

describe('telemetry', () => {
  let server: Server;
  let base: string;
  const received: Received[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c) => {
        body += String(c);
      });
      req.on('end', () => {
        received.push({ path: req.url ?? '', body });
        res.statusCode = 200;
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  it('exports spans over OTLP/HTTP, logs carry trace ids, and unexpected errors reach Sentry', async () => {
    const t = initTelemetry('kit-telemetry-test', {
      otlpEndpoint: `${base}/`,
      sentryDsn: `${base.replace('http://', 'http://publickey@')}/42`,
    });
    expect(t.exporting).toBe(true);
    expect(t.sentry).toBe(true);

    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const log = createLogger('kit-telemetry-test', 'info', sink);
    let traceId = '';
    trace.getTracer('test').startActiveSpan('work', (span) => {
      traceId = span.spanContext().traceId;
      log.info('inside a span');
      span.end();
    });
    log.info('outside');
    const inside = JSON.parse(lines[0] ?? '{}');
    expect(inside).toMatchObject({
      msg: 'inside a span',
      trace_id: traceId,
      service: 'kit-telemetry-test',
      level: 'info',
    });
    expect(inside.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.parse(lines[1] ?? '{}').trace_id).toBeUndefined();

    // A gRPC call continues the caller's trace on the server and an unexpected error is reported.
    const grpcServer = GrpcServer.create({ log: createLogger('srv', 'silent'), verifier: null });
    let serverTraceId = '';
    grpcServer.add(
      { signUp: IdentityServiceService.signUp },
      {
        async signUp() {
          serverTraceId = trace.getActiveSpan()?.spanContext().traceId ?? '';
          throw new Error('kaboom for sentry');
        },
      },
      { signUp: 'public' },
    );
    const port = await grpcServer.listen(0, '127.0.0.1');
    const api = createClient(IdentityServiceClient, `127.0.0.1:${port}`);
    let callerTraceId = '';
    await trace.getTracer('test').startActiveSpan('caller', async (span) => {
      callerTraceId = span.spanContext().traceId;
      const err = await unary(api, api.signUp, {
        email: 'x',
        displayName: '',
        password: '',
        locale: '',
        nextPath: '',
        client: undefined,
        role: 0,
      }).catch((e: grpc.ServiceError) => e);
      expect((err as grpc.ServiceError).code).toBe(grpc.status.INTERNAL);
      span.end();
    });
    expect(serverTraceId).toBe(callerTraceId);
    api.close();
    await grpcServer.shutdown(500);

    await t.shutdown();
    const traces = received.filter((r) => r.path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    expect(traces.map((r) => r.body).join('')).toContain(traceId);
    const envelopes = received.filter((r) => r.path.startsWith('/api/42/envelope'));
    expect(envelopes.map((r) => r.body).join('')).toContain('kaboom for sentry');
  });

  it('exports nothing without an endpoint but still gives spans real ids', async () => {
    const before = received.length;
    const t = initTelemetry('kit-telemetry-test', {});
    expect(t.exporting).toBe(false);
    expect(t.sentry).toBe(false);
    let id = '';
    trace.getTracer('test').startActiveSpan('quiet', (span) => {
      id = span.spanContext().traceId;
      span.end();
    });
    expect(id).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
    await t.shutdown();
    expect(received.length).toBe(before);
  });
});

describe('telemetry sharing', () => {
  it('keeps tracing up until the last user shuts down', async () => {
    const a = initTelemetry('svc-a', {});
    const b = initTelemetry('svc-b', {});
    const traceIdNow = () => {
      let id = '';
      trace.getTracer('test').startActiveSpan('x', (span) => {
        id = span.spanContext().traceId;
        span.end();
      });
      return id;
    };
    await a.shutdown();
    await a.shutdown();
    expect(traceIdNow()).not.toBe('00000000000000000000000000000000');
    await b.shutdown();
    expect(traceIdNow()).toBe('00000000000000000000000000000000');
  });
});
