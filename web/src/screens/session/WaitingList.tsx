'use client';

import type { PeerInfo } from '@oslonac/rtc';
import { Button } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { sessionMessages } from './messages';

/** The therapist's view of the waiting room: who waits, and a "Primi" per person. */
export function WaitingList({
  waiting,
  nameOf,
  onAdmit,
}: {
  waiting: readonly PeerInfo[];
  nameOf(userId: string): string;
  onAdmit(userId: string): Promise<void>;
}) {
  const t = useT(sessionMessages);
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const admit = async (userId: string) => {
    setPending(userId);
    setFailed(false);
    try {
      await onAdmit(userId);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };
  return (
    <section className="s-call-waiting" aria-labelledby="s-call-waiting-title" data-testid="waiting-list">
      <h2 id="s-call-waiting-title" className="s-call-panel__title">
        {t('waitingListTitle')}
      </h2>
      {waiting.length === 0 ? (
        <p className="s-muted">{t('waitingEmpty')}</p>
      ) : (
        <ul className="s-call-waiting__list">
          {waiting.map((p) => (
            <li key={p.userId} className="s-call-waiting__item">
              <span>{nameOf(p.userId)}</span>
              <Button
                size="small"
                data-testid="admit-button"
                data-user-id={p.userId}
                aria-label={t('admitLabel', { name: nameOf(p.userId) })}
                loading={pending === p.userId}
                onClick={() => void admit(p.userId)}
              >
                {t('admit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failed ? (
        <p className="s-call-error" role="alert">
          {t('admitFailed')}
        </p>
      ) : null}
    </section>
  );
}
