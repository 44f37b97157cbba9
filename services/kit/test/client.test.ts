import * as grpc from '@grpc/grpc-js';
import { describe, expect, it } from '@jest/globals';
import { context, propagation, TraceFlags, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { errorCodeOf, unary } from '../src/grpc/client';

type Cb = (e: grpc.ServiceError | null, r: { ok: boolean }) => void;
interface Seen {
  md: grpc.Metadata;
  opts: Partial<grpc.CallOptions>;
  at: number;
}

function fakeMethod(outcomes: Array<grpc.status | 'ok'>) {
  const seen: Seen[] = [];
  const method = (_req: object, md: grpc.Metadata, opts: Partial<grpc.CallOptions>, cb: Cb) => {
    seen.push({ md, opts, at: Date.now() });
    const next = outcomes[Math.min(seen.length - 1, outcomes.length - 1)];
    setImmediate(() => {
      if (next === 'ok' || next === undefined) cb(null, { ok: true });
      else
        cb(
          Object.assign(new Error(grpc.status[next]), {
            code: next,
            details: '',
            metadata: new grpc.Metadata(),
          }),
          {
            ok: false,
          },
        );
    });
    return {} as grpc.ClientUnaryCall;
  };
  return { method, seen };
}

const client = {} as grpc.Client;

describe('unary', () => {
  it('retries UNAVAILABLE with backoff and then succeeds', async () => {
    const { method, seen } = fakeMethod([grpc.status.UNAVAILABLE, grpc.status.UNAVAILABLE, 'ok']);
    await expect(unary(client, method, {})).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(3);
    expect((seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)).toBeGreaterThanOrEqual(20);
  });

  it('gives up after the retry budget', async () => {
    const { method, seen } = fakeMethod([grpc.status.UNAVAILABLE]);
    await expect(unary(client, method, {}, { retries: 2 })).rejects.toMatchObject({
      code: grpc.status.UNAVAILABLE,
    });
    expect(seen).toHaveLength(3);
    const none = fakeMethod([grpc.status.UNAVAILABLE]);
    await expect(unary(client, none.method, {}, { retries: 0 })).rejects.toMatchObject({ code: 14 });
    expect(none.seen).toHaveLength(1);
  });

  it.each([
    grpc.status.INTERNAL,
    grpc.status.DEADLINE_EXCEEDED,
    grpc.status.ABORTED,
    grpc.status.UNKNOWN,
    grpc.status.RESOURCE_EXHAUSTED,
  ])('never retries status %s (the server may have acted)', async (code) => {
    const { method, seen } = fakeMethod([code, 'ok']);
    await expect(unary(client, method, {})).rejects.toMatchObject({ code });
    expect(seen).toHaveLength(1);
  });

  it('does not retry past the deadline', async () => {
    const { method, seen } = fakeMethod([grpc.status.UNAVAILABLE]);
    await expect(unary(client, method, {}, { deadlineMs: 30, retries: 10 })).rejects.toMatchObject({
      code: 14,
    });
    expect(seen.length).toBeLessThan(4);
  });

  it('sends a 3 s deadline by default, the bearer token and the trace context', async () => {
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    try {
      const { method, seen } = fakeMethod(['ok']);
      const spanContext = {
        traceId: '0af7651916cd43dd8448eb211c80319c',
        spanId: 'b7ad6b7169203331',
        traceFlags: TraceFlags.SAMPLED,
      };
      const start = Date.now();
      await context.with(trace.setSpanContext(context.active(), spanContext), () =>
        unary(client, method, { a: 1 }, { actorToken: 'tok123' }),
      );
      const call = seen[0];
      const deadline = call?.opts.deadline as Date;
      expect(deadline).toBeInstanceOf(Date);
      expect(deadline.getTime() - start).toBeGreaterThanOrEqual(2900);
      expect(deadline.getTime() - start).toBeLessThanOrEqual(3100);
      expect(call?.md.get('authorization')).toEqual(['Bearer tok123']);
      expect(String(call?.md.get('traceparent')[0])).toMatch(
        /^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-0[01]$/,
      );
    } finally {
      propagation.disable();
      context.disable();
    }
  });

  it('omits authorization without a token', async () => {
    const { method, seen } = fakeMethod(['ok']);
    await unary(client, method, {});
    expect(seen[0]?.md.get('authorization')).toEqual([]);
  });
});

describe('errorCodeOf', () => {
  it('reads the stable code and meta from the trailers', () => {
    const md = new grpc.Metadata();
    md.set('x-error-code', 'identity.email_taken');
    md.set('x-error-meta', JSON.stringify({ field: 'email' }));
    const err = Object.assign(new Error('x'), {
      code: grpc.status.ALREADY_EXISTS,
      details: 'x',
      metadata: md,
    });
    expect(errorCodeOf(err)).toEqual({
      status: grpc.status.ALREADY_EXISTS,
      code: 'identity.email_taken',
      meta: { field: 'email' },
    });
  });

  it('falls back to a generic code and ignores non-gRPC errors', () => {
    const err = Object.assign(new Error('x'), {
      code: grpc.status.UNAVAILABLE,
      metadata: new grpc.Metadata(),
    });
    expect(errorCodeOf(err)).toEqual({ status: grpc.status.UNAVAILABLE, code: 'unavailable', meta: {} });
    expect(errorCodeOf(new Error('plain'))).toBeNull();
    expect(errorCodeOf(null)).toBeNull();
    expect(errorCodeOf({ code: 'ECONNREFUSED' })).toBeNull();
  });
});
