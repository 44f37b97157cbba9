// Prisma (with @prisma/adapter-pg) and raw `pg` report the same database conditions in different shapes;
// these helpers look at both so store code can map them to one domain error.

const UNIQUE = new Set(['P2002', '23505']);
const CONFLICT = new Set(['P2002', 'P2034', 'P2039', '23505', '23P01', '40001', '40P01']);

function codesOf(err: unknown): string[] {
  if (typeof err !== 'object' || err === null) return [];
  const out: string[] = [];
  const e = err as {
    code?: unknown;
    meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } };
    cause?: unknown;
  };
  if (typeof e.code === 'string') out.push(e.code);
  if (typeof e.meta?.code === 'string') out.push(e.meta.code);
  const cause = e.meta?.driverAdapterError?.cause;
  if (typeof cause?.originalCode === 'string') out.push(cause.originalCode);
  if (e.cause && e.cause !== err) out.push(...codesOf(e.cause));
  return out;
}

export function isUniqueViolation(err: unknown): boolean {
  return codesOf(err).some((c) => UNIQUE.has(c));
}

/** Unique/exclusion violations, serialization failures and deadlocks: the caller lost a race. */
export function isConflict(err: unknown): boolean {
  return codesOf(err).some((c) => CONFLICT.has(c));
}
