'use client';

import { Button, Card, Form, FormError, Notice, RadioGroup, SelectField, TextField } from '@oslonac/web';
import { intlLocale, type Locale, toCyrillic, useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { Availability, AvailabilityWithPolicy, BookingPolicy } from '../booking/types';
import { asProblem, useRuntime } from '../shared/runtime';
import { TIME_ZONES } from '../therapist/labels';
import {
  type AvailabilityFormState,
  type DayRows,
  type FormIssue,
  formFromAvailability,
  ids,
  LIMITS,
  requestFromForm,
  SLOT_STEPS,
} from './availability-form';
import { availabilityMessages } from './availability-messages';
import { OverrideList } from './OverrideList';
import { policySentences, samePolicy } from './policy-preview';
import { RangeRows } from './RangeRows';

type Key = keyof typeof availabilityMessages.latin;

const ISSUE_KEY: Record<FormIssue, Key> = {
  timeInvalid: 'issueTimeInvalid',
  rangeOrder: 'issueRangeOrder',
  rangeOverlap: 'issueRangeOverlap',
  breakOutside: 'issueBreakOutside',
  dateInvalid: 'issueDateInvalid',
  dateDuplicate: 'issueDateDuplicate',
  numberInvalid: 'issueNumberInvalid',
};

const NUMBER_LIMITS: Record<string, { min: number; max: number }> = {
  [ids.bufferBefore]: LIMITS.buffer,
  [ids.bufferAfter]: LIMITS.buffer,
  [ids.notice]: LIMITS.noticeHours,
  [ids.horizon]: LIMITS.horizonDays,
  [ids.cancelWindow]: LIMITS.windowHours,
  [ids.rescheduleWindow]: LIMITS.windowHours,
  [ids.step]: { min: SLOT_STEPS[0], max: SLOT_STEPS[SLOT_STEPS.length - 1]! },
};

/** "Ponedeljak" … "Nedelja" in the viewer's language (23 March 2026 was a Monday). */
function weekdayName(weekday: number, locale: Locale): string {
  const name = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`2026-03-${22 + weekday}T12:00:00Z`),
  );
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

function draftPolicy(form: AvailabilityFormState): BookingPolicy | null {
  const whole = (v: string) => (/^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : null);
  const cancel = whole(form.cancelWindowHours);
  const move = whole(form.rescheduleWindowHours);
  if (cancel === null || move === null || cancel > LIMITS.windowHours.max || move > LIMITS.windowHours.max) {
    return null;
  }
  return { cancelWindowHours: cancel, rescheduleWindowHours: move, lateCancel: form.lateCancel };
}

/** The hours editor: everything is sent at once and the service checks it again. */
export function AvailabilityForm({
  initial,
  sentences,
}: {
  initial: Availability;
  /** The service's sentences for the saved policy. */
  sentences: readonly string[];
}) {
  const t = useT(availabilityMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [form, setForm] = useState(() => formFromAvailability(initial));
  const [saved, setSaved] = useState<{ policy: BookingPolicy; sentences: readonly string[] }>({
    policy: initial.policy,
    sentences,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const focus = (id: string) => {
    focusNext.current = id;
  };
  const set = <K extends keyof AvailabilityFormState>(key: K, value: AvailabilityFormState[K]) => {
    setDone(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const setDay = (weekday: number, patch: Partial<DayRows>) =>
    set(
      'days',
      form.days.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)),
    );

  const issueText = (id: string, issue: FormIssue) =>
    issue === 'numberInvalid'
      ? t('issueNumberInvalid', NUMBER_LIMITS[id] ?? { min: 0, max: 0 })
      : t(ISSUE_KEY[issue]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    setMessage(null);
    const mapped = requestFromForm(form);
    if (!mapped.request) {
      setErrors(
        Object.fromEntries(Object.entries(mapped.issues).map(([id, issue]) => [id, issueText(id, issue)])),
      );
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const res = await runtime.api<AvailabilityWithPolicy>('/api/v1/me/availability', {
        method: 'PUT',
        body: mapped.request,
      });
      setForm(formFromAvailability(res.availability));
      setSaved({ policy: res.availability.policy, sentences: res.policySentences });
      setDone(true);
    } catch (err) {
      const problem = asProblem(err, t('somethingFailed'));
      const next: Record<string, string> = {};
      let unmapped = false;
      for (const [field, text] of Object.entries(problem.fieldErrors ?? {})) {
        const id = mapped.fields[field];
        if (id) next[id] ??= text;
        else unmapped = true;
      }
      setErrors(next);
      setMessage(Object.keys(next).length > 0 && !unmapped ? null : problem.title);
    }
    setPending(false);
  };

  const zones = (TIME_ZONES as readonly string[]).includes(form.timeZone)
    ? TIME_ZONES
    : [form.timeZone, ...TIME_ZONES];
  const steps = (SLOT_STEPS as readonly number[]).includes(Number(form.slotStep))
    ? SLOT_STEPS
    : [Number(form.slotStep), ...SLOT_STEPS];
  const policy = draftPolicy(form);
  const unchanged = policy !== null && samePolicy(policy, saved.policy);
  const preview = useMemo(() => {
    if (unchanged && locale !== 'en') {
      return saved.sentences.map((s) => (locale === 'sr-Cyrl' ? toCyrillic(s) : s));
    }
    return policy ? policySentences(policy, t) : [];
  }, [unchanged, locale, saved.sentences, policy, t]);

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={errors} message={message} />

      <Card title={t('zoneSection')} className="s-section">
        <SelectField
          name="timeZone"
          id={ids.zone}
          label={t('zone')}
          hint={t('zoneHint')}
          value={form.timeZone}
          onChange={(e) => set('timeZone', e.target.value)}
          options={zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
          error={errors[ids.zone]}
        />
      </Card>

      <Card title={t('weekSection')} className="s-section">
        <p>{t('weekLead')}</p>
        <div className="cal-days">
          {form.days.map((day) => {
            const name = weekdayName(day.weekday, locale);
            return (
              <fieldset key={day.weekday} className="o-fieldset cal-dayset">
                <legend className="o-fieldset__legend">{name}</legend>
                <RangeRows
                  title={t('hoursLegend')}
                  what={t('hoursLegend').toLowerCase()}
                  day={name}
                  rows={day.hours}
                  onChange={(hours) => setDay(day.weekday, { hours })}
                  startId={(i) => ids.hoursStart(day.weekday, i)}
                  endId={(i) => ids.hoursEnd(day.weekday, i)}
                  errors={errors}
                  emptyText={t('noHours')}
                  addLabel={t('addHours')}
                  addAccessibleLabel={t('addHoursLabel', { day: name })}
                  focus={focus}
                />
                {day.hours.length > 0 || day.breaks.length > 0 ? (
                  <RangeRows
                    title={t('breaksLegend')}
                    what={t('breaksLegend').toLowerCase()}
                    day={name}
                    rows={day.breaks}
                    onChange={(breaks) => setDay(day.weekday, { breaks })}
                    startId={(i) => ids.breakStart(day.weekday, i)}
                    endId={(i) => ids.breakEnd(day.weekday, i)}
                    errors={errors}
                    emptyText={t('noBreaks')}
                    addLabel={t('addBreak')}
                    addAccessibleLabel={t('addBreakLabel', { day: name })}
                    focus={focus}
                  />
                ) : null}
              </fieldset>
            );
          })}
        </div>
      </Card>

      <Card title={t('overridesSection')} className="s-section">
        <p>{t('overridesLead')}</p>
        <OverrideList
          rows={form.overrides}
          onChange={(rows) => set('overrides', rows)}
          errors={errors}
          focus={focus}
        />
      </Card>

      <Card title={t('bookingSection')} className="s-section">
        <div className="cal-numbers">
          <NumberField
            id={ids.bufferBefore}
            label={t('bufferBefore')}
            hint={t('bufferHint')}
            value={form.bufferBefore}
            onChange={(v) => set('bufferBefore', v)}
            error={errors[ids.bufferBefore]}
          />
          <NumberField
            id={ids.bufferAfter}
            label={t('bufferAfter')}
            hint={t('bufferHint')}
            value={form.bufferAfter}
            onChange={(v) => set('bufferAfter', v)}
            error={errors[ids.bufferAfter]}
          />
          <NumberField
            id={ids.notice}
            label={t('notice')}
            hint={t('noticeHint')}
            value={form.noticeHours}
            onChange={(v) => set('noticeHours', v)}
            error={errors[ids.notice]}
            decimal
          />
          <NumberField
            id={ids.horizon}
            label={t('horizon')}
            hint={t('horizonHint')}
            value={form.horizonDays}
            onChange={(v) => set('horizonDays', v)}
            error={errors[ids.horizon]}
          />
        </div>
        <SelectField
          name="slotStep"
          id={ids.step}
          label={t('step')}
          value={form.slotStep}
          onChange={(e) => set('slotStep', e.target.value)}
          options={steps.map((n) => ({ value: String(n), label: t('stepOption', { n }) }))}
          error={errors[ids.step]}
        />
      </Card>

      <Card title={t('policySection')} className="s-section">
        <div className="cal-numbers">
          <NumberField
            id={ids.cancelWindow}
            label={t('cancelWindow')}
            hint={t('cancelWindowHint')}
            value={form.cancelWindowHours}
            onChange={(v) => set('cancelWindowHours', v)}
            error={errors[ids.cancelWindow]}
          />
          <NumberField
            id={ids.rescheduleWindow}
            label={t('rescheduleWindow')}
            hint={t('rescheduleWindowHint')}
            value={form.rescheduleWindowHours}
            onChange={(v) => set('rescheduleWindowHours', v)}
            error={errors[ids.rescheduleWindow]}
          />
        </div>
        <RadioGroup
          name="lateCancel"
          id={ids.lateCancel}
          legend={t('lateCancel')}
          value={form.lateCancel}
          onChange={(e) => set('lateCancel', e.target.value as AvailabilityFormState['lateCancel'])}
          error={errors[ids.lateCancel]}
          options={[
            { value: 'not_allowed', label: t('lateNotAllowed'), hint: t('lateNotAllowedHint') },
            { value: 'no_refund', label: t('lateNoRefund') },
            { value: 'half_refund', label: t('lateHalf') },
          ]}
        />
        <section className="cal-preview" aria-labelledby="policy-preview-title">
          <h3 id="policy-preview-title" className="cal-preview__title">
            {t('previewTitle')}
          </h3>
          <div aria-live="polite">
            <p className="s-muted">{unchanged ? t('previewSaved') : t('previewUnsaved')}</p>
            <ul className="cal-preview__list">
              {preview.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
        </section>
      </Card>

      {done ? (
        <Notice tone="success" locale={locale}>
          <p>{t('saved')}</p>
        </Notice>
      ) : null}
      <div>
        <Button type="submit" loading={pending}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}

function NumberField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  decimal = false,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  decimal?: boolean;
}) {
  return (
    <TextField
      name={id}
      id={id}
      label={label}
      hint={hint}
      width="short"
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
