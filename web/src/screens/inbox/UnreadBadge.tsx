'use client';

import { VisuallyHidden } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { useEffect, useState } from 'react';
import { UNREAD_EVENT } from './live';
import { inboxMessages } from './messages';

/**
 * The unread count beside "Poruke" in the navigation: rendered with the page, then kept current by the inbox
 * pages' live streams (they announce each new count). Nothing is shown at zero.
 */
export function UnreadBadge({ initial }: { initial: number }) {
  const t = useT(inboxMessages);
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    const onCount = (e: Event) => {
      const detail = (e as CustomEvent<number>).detail;
      if (typeof detail === 'number' && detail >= 0) setCount(detail);
    };
    window.addEventListener(UNREAD_EVENT, onCount);
    return () => window.removeEventListener(UNREAD_EVENT, onCount);
  }, []);
  if (count <= 0) return null;
  return (
    <span className="s-badge" data-testid="unread-badge">
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{t('navUnread', { count })}</VisuallyHidden>
    </span>
  );
}
