// Where failures go: one JSON line on stderr always, Sentry too when SENTRY_DSN is set (instrumentation.ts
// initialised it). 'bug' is for exceptions the code did not expect; 'upstream' for a service that failed.
export type ReportKind = 'bug' | 'upstream';

export function reportError(err: unknown, context: Record<string, string>, kind: ReportKind = 'bug'): void {
  const error = err instanceof Error ? err : new Error(String(err));
  console.error(
    JSON.stringify({
      level: kind === 'bug' ? 'error' : 'warn',
      msg: kind === 'bug' ? 'unexpected error' : 'upstream failure',
      err: { name: error.name, message: error.message, stack: kind === 'bug' ? error.stack : undefined },
      ...context,
    }),
  );
  if (kind === 'bug' && process.env.SENTRY_DSN) {
    import('@sentry/node')
      .then((Sentry) => Sentry.captureException(error, { tags: context }))
      .catch(() => {});
  }
}
