'use client';

import { Button, Notice, TextAreaField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import type { Booking } from '../booking/types';
import { asProblem, useRuntime } from '../shared/runtime';
import { ConfirmPanel, useConfirmStep } from './ConfirmPanel';
import { useFlash } from './Flash';
import { calendarMessages } from './messages';

type Action = 'complete' | 'no_show' | 'cancel';

/**
 * What a therapist can do with one session: after it ended, say whether it took place; any time before,
 * cancel it (the client is then owed the full amount, and the step says so).
 */
export function TherapistActions({
  booking,
  ended,
  when,
}: {
  booking: Pick<Booking, 'id' | 'status' | 'canCancel' | 'clientName'>;
  /** Computed by the server at render time, so server and browser agree. */
  ended: boolean;
  /** "ponedeljak 10:00", for the buttons' accessible names. */
  when: string;
}) {
  const t = useT(calendarMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const flash = useFlash();
  const step = useConfirmStep();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<Action | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const base = `/api/v1/bookings/${encodeURIComponent(booking.id)}`;

  const run = async (action: Action) => {
    setBusy(action);
    setNotice(null);
    try {
      if (action === 'cancel') {
        await runtime.api(`${base}/cancel`, {
          method: 'POST',
          body: reason.trim() ? { reason: reason.trim() } : {},
        });
      } else {
        await runtime.api(`${base}/complete`, { method: 'POST', body: { noShow: action === 'no_show' } });
      }
      step.hide();
      // A cancelled session leaves the week, and this notice with it: the page-level one stays.
      if (action === 'cancel') flash(t('cancelled'));
      else
        setNotice({ tone: 'success', text: t(action === 'complete' ? 'markedCompleted' : 'markedNoShow') });
      runtime.refresh();
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
    }
    setBusy(null);
  };

  const canMark = ended && booking.status === 'confirmed';
  if (!canMark && !booking.canCancel && !notice) return null;
  const who = booking.clientName || t('statusConfirmed');

  return (
    <div className="cal-actions">
      {notice ? (
        <Notice tone={notice.tone} locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {canMark ? (
        <div className="o-cluster">
          <Button
            type="button"
            size="small"
            variant="secondary"
            loading={busy === 'complete'}
            onClick={() => void run('complete')}
          >
            {t('markCompleted')}
          </Button>
          <Button
            type="button"
            size="small"
            variant="quiet"
            loading={busy === 'no_show'}
            onClick={() => void run('no_show')}
          >
            {t('markNoShow')}
          </Button>
        </div>
      ) : null}
      {booking.canCancel ? (
        step.open ? (
          <ConfirmPanel
            title={t('cancelTitle')}
            confirmLabel={t('confirmCancel')}
            cancelLabel={t('keep')}
            pending={busy === 'cancel'}
            onConfirm={() => void run('cancel')}
            onCancel={step.hide}
          >
            <p>{t('therapistCancelConsequence')}</p>
            <TextAreaField
              name="reason"
              id={`cancel-reason-${booking.id}`}
              label={t('cancelReason')}
              hint={t('cancelReasonHint')}
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </ConfirmPanel>
        ) : (
          <Button
            ref={step.triggerRef}
            type="button"
            size="small"
            variant="quiet"
            aria-label={t('cancelLabel', { who, time: when })}
            onClick={step.show}
          >
            {t('cancel')}
          </Button>
        )
      ) : null}
    </div>
  );
}
