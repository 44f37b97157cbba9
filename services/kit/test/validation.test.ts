import { Metadata } from '@grpc/grpc-js';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { DomainError } from '../src/errors';
import type { CallContext } from '../src/grpc/server';
import { fromProtoEnum, protoEnum, requestHelpers } from '../src/validation';
import { silentLog } from './helpers';

enum ProtoKind {
  KIND_UNSPECIFIED = 0,
  KIND_INDIVIDUAL = 1,
  KIND_COUPLES = 2,
  UNRECOGNIZED = -1,
}
const kindToProto = { individual: ProtoKind.KIND_INDIVIDUAL, couples: ProtoKind.KIND_COUPLES };

const { parse, actorOf } = requestHelpers({
  invalidArgument: (field, message) =>
    new DomainError('invalid_argument', 'demo.invalid_argument', message, { field }),
  noActor: () => new DomainError('unauthenticated', 'demo.session_invalid', 'Potrebna je prijava.'),
});

function ctx(actor: CallContext['actor']): CallContext {
  return {
    actor,
    metadata: new Metadata(),
    deadline: null,
    signal: new AbortController().signal,
    log: silentLog,
  };
}

describe('request helpers', () => {
  it('parse answers the service’s own invalid-argument error, naming the first bad field', () => {
    const schema = z.object({ slots: z.array(z.object({ kind: protoEnum(kindToProto) })) });
    expect(parse(schema, { slots: [{ kind: 2 }] })).toEqual({ slots: [{ kind: 'couples' }] });
    for (const kind of [ProtoKind.KIND_UNSPECIFIED, ProtoKind.UNRECOGNIZED, 7]) {
      expect(() => parse(schema, { slots: [{ kind }] })).toThrow(
        expect.objectContaining({ code: 'demo.invalid_argument', meta: { field: 'slots.0.kind' } }),
      );
    }
  });

  it('actorOf gives the caller, or the service’s error when there is none', () => {
    const actor = { userId: 'u', roles: ['client' as const], sessionId: 's' };
    expect(actorOf(ctx(actor))).toBe(actor);
    expect(() => actorOf(ctx(null))).toThrow(expect.objectContaining({ code: 'demo.session_invalid' }));
  });

  it('fromProtoEnum reads a table backwards, null for values it does not map', () => {
    expect(fromProtoEnum(kindToProto, ProtoKind.KIND_INDIVIDUAL)).toBe('individual');
    expect(fromProtoEnum(kindToProto, ProtoKind.KIND_UNSPECIFIED)).toBeNull();
  });
});
