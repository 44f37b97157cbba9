'use client';

import { Button, LinkButton, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { invitationStorageKey } from './invitation-state';
import { partnerMessages } from './partner-messages';

/** The signed-in partner's one press: join the relationship with this account. */
export function AcceptInvitation({ relationshipId, token }: { relationshipId: string; token: string }) {
  const t = useT(partnerMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setState('pending');
    setError(null);
    try {
      await runtime.api(`/api/v1/partner-invitations/${encodeURIComponent(relationshipId)}/accept`, {
        method: 'POST',
        body: { token },
      });
      setState('done');
      try {
        // Used once: this browser no longer needs it.
        window.localStorage.removeItem(invitationStorageKey(relationshipId));
      } catch {}
    } catch (err) {
      setError(asProblem(err, t('somethingFailed')).title);
      setState('idle');
    }
  };

  if (state === 'done') {
    return (
      <Notice tone="success" locale={locale}>
        <p>{t('accepted')}</p>
        <p>
          <LinkButton href="/app/calendar">{t('openCalendar')}</LinkButton>
        </p>
      </Notice>
    );
  }
  return (
    <div className="o-stack">
      {error ? (
        <Notice tone="error" locale={locale}>
          <p>{error}</p>
        </Notice>
      ) : null}
      <Button type="button" loading={state === 'pending'} onClick={() => void accept()}>
        {t('accept')}
      </Button>
    </div>
  );
}
