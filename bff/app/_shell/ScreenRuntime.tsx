'use client';

import { usePathname, useRouter } from 'next/navigation';
import { type ReactNode, useMemo } from 'react';
import { apiFetch } from '@/src/client/api';
import {
  type ScreenRuntime as Runtime,
  ScreenRuntimeProvider,
} from '../../../web/src/screens/shared/runtime';

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
