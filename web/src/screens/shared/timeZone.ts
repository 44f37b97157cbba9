'use client';

import { HOME_TIME_ZONE, runtimeTimeZone } from '@oslonac/lang';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const serverZone = () => HOME_TIME_ZONE;

/**
 * The viewer's time zone. The server renders in Belgrade time and the browser switches to its own zone right
 * after hydration, so someone in Toronto reads their own clock without a hydration mismatch.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(subscribe, runtimeTimeZone, serverZone);
}
