'use client';

import { ErrorScreen } from './_shell/screens';

// Next passes `retry` (fetch the segment again, what a failed server render needs) and `reset` (re-render
// only); older runtimes pass only `reset`.
export default function ErrorPage({
  error,
  retry,
  reset,
}: {
  error: unknown;
  retry?: () => void;
  reset: () => void;
}) {
  return <ErrorScreen error={error} onRetry={() => (retry ?? reset)()} />;
}
