'use client';

import { localDate } from '@oslonac/lang';
import { Button, FormError, RadioGroup, SelectField } from '@oslonac/web';
import { formatTime, useLocale, useT } from '@oslonac/web/i18n';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Booking, Slot, SlotList } from '../booking/types';
import { asProblem, useRuntime } from '../shared/runtime';
import { calendarMessages } from './messages';
import { dateLabel, otherClock, zoneCity } from './time';

const LOOK_AHEAD_DAYS = 14;

/** Free slots grouped by the viewer's local date, earliest first. */
export function slotsByDay(slots: readonly Slot[], zone: string, skip?: string): Array<[string, Slot[]]> {
  const days = new Map<string, Slot[]>();
  const skipMs = skip ? new Date(skip).getTime() : Number.NaN;
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    if (new Date(slot.startsAt).getTime() === skipMs) continue;
    const date = localDate(slot.startsAt, zone);
    const list = days.get(date) ?? [];
    list.push(slot);
    days.set(date, list);
  }
  return [...days];
}

/** Choosing a new time for a session: a day, then one of its free times, then one press to move. */
export function RescheduleStep({
  booking,
  zone,
  onDone,
  onCancel,
}: {
  booking: Booking;
  zone: string;
  onDone(startsAt: string): void;
  onCancel(): void;
}) {
  const t = useT(calendarMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const panel = useRef<HTMLFieldSetElement>(null);
  const [slots, setSlots] = useState<Slot[] | null | 'failed'>(null);
  const [day, setDay] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<{ field: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const load = useCallback(async () => {
    setSlots(null);
    const from = new Date();
    const to = new Date(from.getTime() + LOOK_AHEAD_DAYS * 24 * 3600_000);
    const query = new URLSearchParams({ kind: booking.kind, from: from.toISOString(), to: to.toISOString() });
    try {
      const res = await runtime.api<SlotList>(
        `/api/v1/therapists/${encodeURIComponent(booking.therapistSlug)}/slots?${query}`,
      );
      setSlots(res.slots);
    } catch {
      setSlots('failed');
    }
  }, [runtime, booking.kind, booking.therapistSlug]);

  useEffect(() => {
    panel.current?.focus();
    void load();
  }, [load]);

  const days = useMemo(
    () => (Array.isArray(slots) ? slotsByDay(slots, zone, booking.startsAt) : []),
    [slots, zone, booking.startsAt],
  );
  const chosenDay = days.find(([date]) => date === day) ?? days[0];

  const move = async () => {
    if (!startsAt) {
      setError({ field: true, text: t('pickSlot') });
      return;
    }
    setPending(true);
    setError(null);
    try {
      await runtime.api(`/api/v1/bookings/${encodeURIComponent(booking.id)}/reschedule`, {
        method: 'POST',
        body: { startsAt },
      });
      onDone(startsAt);
    } catch (err) {
      const problem = asProblem(err, t('somethingFailed'));
      if (problem.code === 'booking.slot_taken' || problem.code === 'booking.slot_unavailable') {
        setError({ field: false, text: t('slotTaken') });
        setStartsAt('');
        void load();
      } else {
        setError({ field: false, text: problem.title });
      }
    }
    setPending(false);
  };

  const radioId = `slot-${booking.id}`;
  return (
    <fieldset ref={panel} className="o-fieldset cal-confirm" tabIndex={-1}>
      <legend className="o-fieldset__legend cal-confirm__title">{t('rescheduleTitle')}</legend>
      <p>{t('rescheduleLead', { city: zoneCity(zone, locale) })}</p>
      <FormError
        errors={error?.field ? { [radioId]: error.text } : undefined}
        message={error && !error.field ? error.text : undefined}
      />
      {slots === null ? (
        <p role="status">{t('loadingSlots')}</p>
      ) : slots === 'failed' ? (
        <div className="o-cluster">
          <p>{t('slotsFailed')}</p>
          <Button type="button" size="small" variant="secondary" onClick={() => void load()}>
            {t('retry')}
          </Button>
        </div>
      ) : days.length === 0 ? (
        <p>{t('noSlots')}</p>
      ) : (
        <>
          <SelectField
            name={`day-${booking.id}`}
            id={`day-${booking.id}`}
            label={t('rescheduleDay')}
            value={chosenDay?.[0] ?? ''}
            onChange={(e) => {
              setDay(e.target.value);
              setStartsAt('');
            }}
            options={days.map(([date]) => ({ value: date, label: dateLabel(date, locale) }))}
          />
          <RadioGroup
            name={radioId}
            id={radioId}
            legend={t('rescheduleTime')}
            inline
            value={startsAt}
            error={error?.field ? error.text : null}
            onChange={(e) => setStartsAt(e.target.value)}
            options={(chosenDay?.[1] ?? []).map((s) => {
              const other = otherClock(s.startsAt, zone, booking.timeZone, locale);
              const time = formatTime(s.startsAt, zone, locale);
              return { value: s.startsAt, label: other ? `${time} ${t('alsoThere', { other })}` : time };
            })}
          />
        </>
      )}
      <div className="o-cluster">
        {Array.isArray(slots) && days.length > 0 ? (
          <Button type="button" size="small" loading={pending} onClick={() => void move()}>
            {t('confirmReschedule')}
          </Button>
        ) : null}
        <Button type="button" size="small" variant="quiet" onClick={onCancel}>
          {t('keep')}
        </Button>
      </div>
    </fieldset>
  );
}
