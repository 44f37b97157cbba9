import type { z } from 'zod';

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
