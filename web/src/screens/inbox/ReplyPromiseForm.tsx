'use client';

import { Button, Card, Checkbox, Notice, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { clock, type InboxKey, minuteOf } from './format';
import { inboxMessages } from './messages';
import type { ReplyPromise } from './types';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type Field = 'hours' | 'days' | 'start' | 'end';

/** What is wrong with the form before it is sent, per field; empty when it can go. */
export function checkPromise(input: { hours: string; days: readonly number[]; start: string; end: string }) {
  const errors: Partial<Record<Field, InboxKey>> = {};
  const hours = Number(input.hours);
  if (!/^\d{1,3}$/.test(input.hours.trim()) || hours < 1 || hours > 168) errors.hours = 'promiseHoursInvalid';
  if (input.days.length === 0) errors.days = 'promiseDaysRequired';
  const start = minuteOf(input.start);
  const end = minuteOf(input.end);
  if (start === null || end === null || start >= end) errors.end = 'promiseEndAfterStart';
  return {
    errors,
    value: {
      answerWithinHours: hours,
      days: [...input.days].sort((a, b) => a - b),
      startMinute: start ?? 0,
      endMinute: end ?? 0,
    },
  };
}

/**
 * The therapist's promise of when they answer messages, on the calendar settings (it is about their hours). Null
 * `initial` means messaging could not say just now.
 */
export function ReplyPromiseForm({
  initial,
}: {
  initial: { promise: ReplyPromise; isDefault: boolean } | null;
}) {
  const t = useT(inboxMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [hours, setHours] = useState(String(initial?.promise.answerWithinHours ?? 24));
  const [days, setDays] = useState<number[]>(initial?.promise.days ?? [1, 2, 3, 4, 5]);
  const [start, setStart] = useState(clock(initial?.promise.startMinute ?? 540));
  const [end, setEnd] = useState(clock(initial?.promise.endMinute ?? 1020));
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  if (!initial) {
    return (
      <Card title={t('promiseSection')} className="s-section">
        <Notice tone="warning" locale={locale}>
          <p>{t('promiseUnavailable')}</p>
        </Notice>
      </Card>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const checked = checkPromise({ hours, days, start, end });
    const local = Object.fromEntries(
      Object.entries(checked.errors).map(([k, key]) => [k, t(key as InboxKey)]),
    );
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      await runtime.api('/api/v1/me/reply-promise', {
        method: 'PUT',
        body: { ...checked.value, timeZone: initial.promise.timeZone },
      });
      setIsDefault(false);
      setNotice({ tone: 'success', text: t('promiseSaved') });
    } catch (err) {
      const p = asProblem(err, t('somethingFailed'));
      setErrors({
        hours: p.fieldErrors?.answerWithinHours,
        days: p.fieldErrors?.days,
        start: p.fieldErrors?.startMinute,
        end: p.fieldErrors?.endMinute,
      });
      setNotice({ tone: 'error', text: p.title });
    }
    setPending(false);
  };

  return (
    <Card title={t('promiseSection')} className="s-section">
      <p>{t('promiseLead')}</p>
      {isDefault ? <p className="s-muted">{t('promiseIsDefault')}</p> : null}
      {notice ? (
        <Notice tone={notice.tone} locale={locale} live={notice.tone === 'error' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      <form className="o-stack" noValidate onSubmit={submit}>
        <TextField
          name="answerWithinHours"
          id="promise-hours"
          label={t('promiseHours')}
          inputMode="numeric"
          value={hours}
          error={errors.hours}
          onChange={(e) => setHours(e.currentTarget.value)}
        />
        <fieldset className="o-fieldset" aria-describedby={errors.days ? 'promise-days-error' : undefined}>
          <legend className="o-fieldset__legend">{t('promiseDays')}</legend>
          {errors.days ? (
            <p className="o-field__error" id="promise-days-error">
              {errors.days}
            </p>
          ) : null}
          {DAYS.map((d) => (
            <Checkbox
              key={d}
              name="days"
              id={`promise-day-${d}`}
              label={t(`day${d}` as InboxKey)}
              checked={days.includes(d)}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setDays((list) => (on ? [...list, d] : list.filter((x) => x !== d)));
              }}
            />
          ))}
        </fieldset>
        <div className="o-cluster">
          <TextField
            name="startMinute"
            id="promise-start"
            type="time"
            label={t('promiseStart')}
            value={start}
            error={errors.start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <TextField
            name="endMinute"
            id="promise-end"
            type="time"
            label={t('promiseEnd')}
            value={end}
            error={errors.end}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
        </div>
        <div>
          <Button type="submit" disabled={pending}>
            {t('promiseSave')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
