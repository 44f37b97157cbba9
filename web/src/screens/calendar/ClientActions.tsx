'use client';

import { isUnpaid } from '@oslonac/lang';
import { Button, Notice } from '@oslonac/web';
import { formatDateTime, useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import type { Booking } from '../booking/types';
import { asProblem, useRuntime } from '../shared/runtime';
import { ConfirmPanel, useConfirmStep } from './ConfirmPanel';
import { useFlash } from './Flash';
import { calendarMessages } from './messages';
import { RescheduleStep } from './RescheduleStep';

/** What cancelling costs, said before the client confirms. */
export function cancelConsequence(booking: Pick<Booking, 'status' | 'cancelRefundPercent'>): {
  key: 'notPaidYet' | 'refundFull' | 'refundNone' | 'refundPart';
  percent: number;
} {
  const percent = booking.cancelRefundPercent;
  if (isUnpaid(booking.status)) return { key: 'notPaidYet', percent };
  if (percent >= 100) return { key: 'refundFull', percent };
  if (percent <= 0) return { key: 'refundNone', percent };
  return { key: 'refundPart', percent };
}

/**
 * Cancel and move, within the therapist's policy as the service computed it for this client now. Outside
 * the policy the buttons are replaced by the sentence that says what to do instead.
 */
export function ClientActions({ booking, zone }: { booking: Booking; zone: string }) {
  const t = useT(calendarMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const flash = useFlash();
  const cancelStep = useConfirmStep();
  const moveStep = useConfirmStep();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const when = formatDateTime(booking.startsAt, zone, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const who = booking.therapistName;
  const changeable = booking.status === 'confirmed' || booking.status === 'awaiting_payment';

  const cancel = async () => {
    setPending(true);
    setNotice(null);
    try {
      await runtime.api(`/api/v1/bookings/${encodeURIComponent(booking.id)}/cancel`, {
        method: 'POST',
        body: {},
      });
      cancelStep.hide();
      // The session leaves the upcoming list, and this notice with it: the page-level one stays.
      flash(t('cancelled'));
      runtime.refresh();
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
    }
    setPending(false);
  };

  const onMoved = (startsAt: string) => {
    moveStep.hide();
    const time = formatDateTime(startsAt, zone, locale, { dateStyle: 'full', timeStyle: 'short' });
    setNotice({ tone: 'success', text: t('rescheduled', { time }) });
    runtime.refresh();
  };

  const blocked =
    changeable && !booking.canCancel && !booking.canReschedule
      ? t('cannotChange')
      : changeable && !booking.canCancel
        ? t('cannotCancel')
        : changeable && !booking.canReschedule
          ? t('cannotReschedule')
          : null;
  const consequence = cancelConsequence(booking);

  return (
    <div className="cal-actions">
      {notice ? (
        <Notice tone={notice.tone} locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {blocked ? <p className="cal-policy-note">{blocked}</p> : null}
      {cancelStep.open ? (
        <ConfirmPanel
          title={t('clientCancelTitle')}
          confirmLabel={t('confirmCancel')}
          cancelLabel={t('keep')}
          pending={pending}
          onConfirm={() => void cancel()}
          onCancel={cancelStep.hide}
        >
          <p>{t(consequence.key, { percent: consequence.percent })}</p>
        </ConfirmPanel>
      ) : null}
      {moveStep.open ? (
        <RescheduleStep booking={booking} zone={zone} onDone={onMoved} onCancel={moveStep.hide} />
      ) : null}
      {cancelStep.open || moveStep.open ? null : (
        <div className="o-cluster">
          {booking.canReschedule ? (
            <Button
              ref={moveStep.triggerRef}
              type="button"
              size="small"
              variant="secondary"
              aria-label={t('rescheduleLabel', { who, time: when })}
              onClick={moveStep.show}
            >
              {t('reschedule')}
            </Button>
          ) : null}
          {booking.canCancel ? (
            <Button
              ref={cancelStep.triggerRef}
              type="button"
              size="small"
              variant="quiet"
              aria-label={t('cancelLabel', { who, time: when })}
              onClick={cancelStep.show}
            >
              {t('cancel')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
