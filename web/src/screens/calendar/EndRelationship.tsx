'use client';

import { Button, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import type { Relationship } from '../booking/types';
import { asProblem, useRuntime } from '../shared/runtime';
import { ConfirmPanel, useConfirmStep } from './ConfirmPanel';
import { calendarMessages } from './messages';

/**
 * "Završi saradnju": the client or the therapist ends the relationship after a confirm step. While a session is
 * still booked, booking says no (409 booking.relationship_has_upcoming); we say what to do instead, calmly.
 */
export function EndRelationship({
  relationship: r,
  other,
  onEnded,
}: {
  relationship: Relationship;
  /** The other party's name, for the button's accessible name and the question. */
  other: string;
  onEnded(ended: Relationship): void;
}) {
  const t = useT(calendarMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const step = useConfirmStep();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ upcoming: boolean; text: string } | null>(null);

  const end = async () => {
    setPending(true);
    setProblem(null);
    try {
      const res = await runtime.api<{ relationship: Relationship }>(
        `/api/v1/relationships/${encodeURIComponent(r.id)}/end`,
        { method: 'POST', body: {} },
      );
      setPending(false);
      step.hide();
      onEnded(res.relationship);
    } catch (err) {
      const p = asProblem(err, t('somethingFailed'));
      setPending(false);
      step.hide();
      setProblem(
        p.code === 'booking.relationship_has_upcoming'
          ? { upcoming: true, text: t('endHasUpcoming') }
          : { upcoming: false, text: p.title },
      );
    }
  };

  return (
    <div className="cal-invitation">
      {problem ? (
        <Notice
          tone={problem.upcoming ? 'info' : 'error'}
          live={problem.upcoming ? 'status' : 'alert'}
          locale={locale}
          title={problem.upcoming ? t('endHasUpcomingTitle') : undefined}
        >
          <p>{problem.text}</p>
        </Notice>
      ) : null}
      {step.open ? (
        <ConfirmPanel
          title={t('endConfirmTitle', { name: other })}
          confirmLabel={t('endConfirm')}
          cancelLabel={t('endKeep')}
          pending={pending}
          onConfirm={() => void end()}
          onCancel={step.hide}
        >
          <p>{t('endConfirmText')}</p>
        </ConfirmPanel>
      ) : (
        <div className="o-cluster">
          <Button
            ref={step.triggerRef}
            type="button"
            size="small"
            variant="quiet"
            aria-label={t('endLabel', { name: other })}
            onClick={step.show}
          >
            {t('end')}
          </Button>
        </div>
      )}
    </div>
  );
}
