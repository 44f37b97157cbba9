import { z } from 'zod';
import type { Actor } from './auth/actor';
import type { CallContext } from './grpc/server';

/**
 * Checks a gRPC request against the outer bounds a service accepts. The first problem becomes the service's own
 * invalid-argument error naming the field; the domain gives the precise rules and the messages people see.
 */
export function parseRequest<T extends z.ZodType>(
  schema: T,
  value: unknown,
  invalidArgument: (field: string, message: string) => Error,
): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'request';
  throw invalidArgument(field, `Neispravna vrednost polja ${field}.`);
}

/** The errors a service answers with at its gRPC edge, under its own codes. */
export interface RequestErrors {
  invalidArgument(field: string, message: string): Error;
  /** A non-public method reached without an actor (the kit's policies admit none: this narrows the type). */
  noActor(): Error;
}

export interface RequestHelpers {
  /** parseRequest with the service's invalid-argument error. */
  parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T>;
  /** The caller, for methods whose policy requires one. */
  actorOf(ctx: CallContext): Actor;
}

/** What every api.ts starts with: `const { parse, actorOf } = requestHelpers({ invalidArgument, noActor });` */
export function requestHelpers(errors: RequestErrors): RequestHelpers {
  return {
    parse: (schema, value) => parseRequest(schema, value, errors.invalidArgument),
    actorOf(ctx) {
      if (!ctx.actor) throw errors.noActor();
      return ctx.actor;
    },
  };
}

/** The domain value that a domain → proto enum table maps to `value`; null when none does. */
export function fromProtoEnum<K extends string, V>(toProto: Record<K, V>, value: V): K | null {
  return (Object.entries(toProto) as [K, V][]).find(([, v]) => v === value)?.[0] ?? null;
}

/**
 * A request field holding a proto enum number, read as the domain value the table maps to it; any other number
 * (UNSPECIFIED, UNRECOGNIZED, unknown) fails like every other out-of-bounds field.
 */
export function protoEnum<K extends string>(toProto: Record<K, number>) {
  return z.number().transform((value, ctx): K => {
    const found = fromProtoEnum(toProto, value);
    if (found === null) {
      ctx.addIssue({ code: 'custom', message: 'unknown enum value' });
      return z.NEVER;
    }
    return found;
  });
}
