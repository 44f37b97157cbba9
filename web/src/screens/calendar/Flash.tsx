'use client';

import { Notice } from '@oslonac/web';
import { useLocale } from '@oslonac/web/i18n';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

/**
 * A confirmation that outlives the item it is about. Cancelling takes a session out of the list it was in,
 * and the refreshed page no longer has the place where the action's own notice stood; this one sits above the
 * lists, stays through the refresh, and takes the focus the vanished button had.
 */
const FlashContext = createContext<(text: string) => void>(() => {});

export function FlashProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [text, setText] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  return (
    <FlashContext.Provider value={setText}>
      {text ? (
        <div ref={ref} tabIndex={-1} className="cal-flash">
          <Notice tone="success" locale={locale}>
            <p>{text}</p>
          </Notice>
        </div>
      ) : null}
      {children}
    </FlashContext.Provider>
  );
}

/** Shows a success message above the calendar; outside a FlashProvider it does nothing. */
export function useFlash(): (text: string) => void {
  return useContext(FlashContext);
}
