'use client';

import { type ScreenRuntime as Runtime, ScreenRuntimeProvider } from '@oslonac/web/screens/shared/runtime';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useMemo } from 'react';
import { apiFetch } from '@/src/client/api';

/** Hands the screens what only the BFF has: apiFetch (CSRF header included) and the Next router. */
export function ScreenRuntime({ children }: { children?: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const value = useMemo<Runtime>(
    () => ({
      api: <T,>(path: string, init?: Parameters<Runtime['api']>[1]) => apiFetch<T>(path, init ?? {}),
      navigate: (href, options) => {
        if (options?.reload) window.location.assign(href);
        else router.push(href);
      },
      refresh: () => router.refresh(),
      pathname,
    }),
    [router, pathname],
  );
  return <ScreenRuntimeProvider value={value}>{children}</ScreenRuntimeProvider>;
}
