'use client';

import { Notice } from '@oslonac/web';
import { useLocale } from '@oslonac/web/i18n';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

// The last thing staff did on a payment, said above the table. An action's own form may vanish when the list
// refreshes (a reconciled payment has no "confirm" form any more), so its success cannot live inside the form:
// it lives here, in a client component that keeps its state across the refresh, and takes the focus so a
// keyboard user whose form disappeared is not left nowhere.

const AnnounceContext = createContext<(text: string) => void>(() => {});

/** Says a finished action above the list (and moves the focus there). */
export const useAnnounce = () => useContext(AnnounceContext);

export function ActionOutcomes({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [said, setSaid] = useState<{ text: string; n: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const announce = useCallback((text: string) => setSaid((s) => ({ text, n: (s?.n ?? 0) + 1 })), []);
  useEffect(() => {
    if (said) box.current?.focus();
  }, [said]);
  return (
    <AnnounceContext.Provider value={announce}>
      <div ref={box} tabIndex={-1} className="ab-outcome">
        {said ? (
          <Notice tone="success" locale={locale}>
            <p>{said.text}</p>
          </Notice>
        ) : null}
      </div>
      {children}
    </AnnounceContext.Provider>
  );
}
