'use client';

import '@oslonac/web/styles.css';
import '@oslonac/web/screens/screens.css';
import { GlobalErrorDocument } from './_shell/screens';

export default function GlobalError({
  error,
  retry,
  reset,
}: {
  error: unknown;
  retry?: () => void;
  reset: () => void;
}) {
  return <GlobalErrorDocument error={error} onRetry={() => (retry ?? reset)()} />;
}
