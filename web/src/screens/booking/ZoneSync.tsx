'use client';

import { runtimeTimeZone } from '@oslonac/lang';
import { useEffect } from 'react';
import { ZONE_COOKIE } from './time';

/**
 * The server renders times in Belgrade's zone until it knows the visitor's. With JavaScript the page tells it
 * once (a cookie) and renders again when the zone differs; an address that names its zone (`zona`) is kept as
 * it is. Without JavaScript Belgrade time stays, and the page says so.
 */
export function ZoneSync({ current }: { current: string }) {
  useEffect(() => {
    const zone = runtimeTimeZone();
    const known = document.cookie.split('; ').some((c) => c === `${ZONE_COOKIE}=${encodeURIComponent(zone)}`);
    if (!known) {
      // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads; no other API fits
      document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
    }
    if (zone !== current && !new URL(window.location.href).searchParams.has('zona')) window.location.reload();
  }, [current]);
  return null;
}
