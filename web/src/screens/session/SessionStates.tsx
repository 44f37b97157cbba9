'use client';

import type { Role } from '@oslonac/rtc';
import { LinkButton } from '@oslonac/web';
import { formatDateTime, useLocale, useT } from '@oslonac/web/i18n';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTimeZone } from '../shared/timeZone';
import type { CallFailure, CallState } from './call-state';
import { sessionMessages } from './messages';
import type { SessionGate } from './types';

const GATE_TEXT = {
  not_open: ['notOpenTitle', 'notOpenText'],
  closed: ['closedTitle', 'closedText'],
  ended: ['endedTitle', 'endedText'],
  cancelled: ['cancelledTitle', 'cancelledText'],
} as const;

/** Before the room opens, after it closed, or when the session is over: calm words and where to go. */
export function GateNotice({
  gate,
  opensAt,
}: {
  gate: Exclude<SessionGate, 'open'> | CallFailure;
  opensAt: string;
}) {
  const t = useT(sessionMessages);
  const locale = useLocale();
  const zone = useTimeZone();
  const when = formatDateTime(opensAt, zone, locale, { dateStyle: 'full', timeStyle: 'short' });
  if (gate === 'forbidden' || gate === 'connection') {
    return (
      <section className="s-call-gate" data-testid="session-gate" data-gate={gate}>
        <p>{gate === 'forbidden' ? t('forbiddenText') : t('connectionFailed')}</p>
        <p>
          <a href="/app/dashboard">{t('backToDashboard')}</a>
        </p>
      </section>
    );
  }
  const [title, text] = GATE_TEXT[gate];
  return (
    <section
      className="s-call-gate"
      aria-labelledby="s-call-gate-title"
      data-testid="session-gate"
      data-gate={gate}
    >
      <h2 id="s-call-gate-title">{t(title)}</h2>
      <p>{t(text, { when })}</p>
      <p className="s-call-gate__links">
        {gate === 'not_open' ? <a href="/device-test">{t('deviceTestLink')}</a> : null}
        <a href="/app/dashboard">{t('backToDashboard')}</a>
      </p>
    </section>
  );
}

/** After the session: who ended it, a kind word, and for the client a quiet invitation to leave a review. */
export function EndScreen({
  endedBy,
  myRole,
  reviewHref,
  reviewSlot,
}: {
  endedBy: CallState['endedBy'];
  myRole: Role | null;
  reviewHref: string;
  reviewSlot?: ReactNode;
}) {
  const t = useT(sessionMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // The call's controls are gone; focus moves to the news so keyboard and screen reader users are not lost.
  useEffect(() => heading.current?.focus(), []);
  const reason = endedBy === 'therapist' ? 'endByTherapist' : endedBy === 'time' ? 'endByTime' : 'endBySelf';
  return (
    <section
      className="s-call-end"
      aria-labelledby="s-call-end-title"
      data-testid="session-ended"
      data-ended-by={endedBy ?? ''}
    >
      <h2 id="s-call-end-title" tabIndex={-1} ref={heading}>
        {t('endTitle')}
      </h2>
      <p>{t(reason)}</p>
      <p>{t('endThanks')}</p>
      {myRole !== 'therapist' && reviewSlot ? reviewSlot : null}
      {myRole !== 'therapist' && !reviewSlot ? (
        <div className="s-call-end__review">
          <p>{t('reviewPrompt')}</p>
          <LinkButton href={reviewHref} variant="secondary">
            {t('reviewLink')}
          </LinkButton>
        </div>
      ) : null}
      <p>
        <a href="/app/dashboard">{t('backToDashboard')}</a>
      </p>
    </section>
  );
}
