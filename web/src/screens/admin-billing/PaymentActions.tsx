'use client';

import { formatMoney } from '@oslonac/lang';
import { Button, Notice, TextAreaField, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useId, useState } from 'react';
import { useAnnounce } from '../shared/ActionOutcomes';
import { asProblem, useRuntime } from '../shared/runtime';
import { parseRsdInput } from './amount';
import { adminBillingMessages } from './messages';
import type { AdminPayment } from './types';

// What staff can do with one payment, each behind a disclosure so the table stays readable: confirm an IPS
// transfer by hand, give money back (with a confirmation step), mark an IPS refund sent from the bank. Billing
// decides; a refusal is shown beside the form in its own words, a success above the list (ActionOutcomes).

/** Billing's refusal of the last try, in its own words; null when there is none. */
type Outcome = string | null;

function useAction() {
  const t = useT(adminBillingMessages);
  const runtime = useRuntime();
  const announce = useAnnounce();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const run = async (path: string, body: unknown, done: string) => {
    setPending(true);
    setOutcome(null);
    setFieldErrors({});
    try {
      await runtime.api(path, { method: 'POST', body });
      // Said above the list: this form may be gone once the list refreshes (ActionOutcomes).
      announce(done);
      runtime.refresh();
    } catch (err) {
      const p = asProblem(err, t('somethingFailed'));
      setFieldErrors(p.fieldErrors ?? {});
      setOutcome(p.title);
    }
    setPending(false);
  };
  return { pending, outcome, fieldErrors, setFieldErrors, run };
}

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  const locale = useLocale();
  if (!outcome) return null;
  return (
    <Notice tone="error" locale={locale}>
      <p>{outcome}</p>
    </Notice>
  );
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Belgrade' });

export function ReconcileForm({ item, label }: { item: AdminPayment; label: string }) {
  const t = useT(adminBillingMessages);
  const locale = useLocale();
  const id = useId();
  const a = useAction();
  const [amount, setAmount] = useState('');
  const [bookedOn, setBookedOn] = useState('');
  const expected = item.payment.amount;
  const submit = async () => {
    const minor = parseRsdInput(amount);
    const errors: Record<string, string> = {};
    if (minor === null) errors.amountMinor = t('amountInvalid');
    if (!bookedOn) errors.bookedOn = t('bookedOnRequired');
    if (Object.keys(errors).length) return a.setFieldErrors(errors);
    await a.run(
      `/api/v1/admin/payments/${encodeURIComponent(item.payment.id)}/reconcile`,
      { amountMinor: minor, bookedOn },
      t('reconcileDone'),
    );
  };
  return (
    <details className="ab-action">
      <summary>
        {t('reconcileSummary')}
        <span className="o-visually-hidden"> ({label})</span>
      </summary>
      <form
        className="o-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>
          {t('reconcileLead', {
            amount: expected ? formatMoney(expected.amountMinor, expected.currency, locale) : '—',
          })}
        </p>
        <TextField
          name="amount"
          id={`rec-amount-${id}`}
          label={t('reconcileAmount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={a.fieldErrors.amountMinor}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          name="bookedOn"
          id={`rec-date-${id}`}
          type="date"
          max={today()}
          label={t('reconcileBookedOn')}
          value={bookedOn}
          error={a.fieldErrors.bookedOn}
          onChange={(e) => setBookedOn(e.target.value)}
        />
        <div className="o-cluster">
          <Button type="submit" size="small" loading={a.pending}>
            {t('reconcileButton')}
          </Button>
        </div>
        <OutcomeNotice outcome={a.outcome} />
      </form>
    </details>
  );
}

export function RefundForm({
  item,
  label,
  leftMinor,
}: {
  item: AdminPayment;
  label: string;
  leftMinor: number;
}) {
  const t = useT(adminBillingMessages);
  const locale = useLocale();
  const id = useId();
  const a = useAction();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const currency = item.payment.amount?.currency ?? 'RSD';
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const review = () => {
    const minor = parseRsdInput(amount);
    const errors: Record<string, string> = {};
    if (minor === null || minor > leftMinor) errors.amountMinor = t('amountInvalid');
    if (reason.trim().length < 10) errors.reason = t('reasonShort');
    a.setFieldErrors(errors);
    if (Object.keys(errors).length === 0 && minor !== null) setConfirming(minor);
  };
  const send = async () => {
    if (confirming === null) return;
    await a.run(
      `/api/v1/admin/payments/${encodeURIComponent(item.payment.id)}/refunds`,
      { amountMinor: confirming, reason: reason.trim() },
      t('refundDone'),
    );
    setConfirming(null);
  };
  return (
    <details className="ab-action">
      <summary>
        {t('refundSummary')}
        <span className="o-visually-hidden"> ({label})</span>
      </summary>
      {confirming === null ? (
        <form
          className="o-stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            review();
          }}
        >
          <p>{t('refundLead', { amount: money(leftMinor) })}</p>
          <TextField
            name="amount"
            id={`ref-amount-${id}`}
            label={t('refundAmount')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={a.fieldErrors.amountMinor}
            onChange={(e) => setAmount(e.target.value)}
          />
          <TextAreaField
            name="reason"
            id={`ref-reason-${id}`}
            label={t('refundReason')}
            maxLength={500}
            rows={2}
            value={reason}
            error={a.fieldErrors.reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="o-cluster">
            <Button type="submit" size="small" variant="secondary">
              {t('refundContinue')}
            </Button>
          </div>
          <OutcomeNotice outcome={a.outcome} />
        </form>
      ) : (
        <fieldset className="o-stack ab-confirm">
          <legend className="o-visually-hidden">{t('refundConfirm')}</legend>
          <p>
            {t('refundConfirmText', {
              amount: money(confirming),
              reason: reason.trim(),
              how: item.payment.method === 'ips' ? t('refundHowBank') : t('refundHowCard'),
            })}
          </p>
          <div className="o-cluster">
            <Button type="button" size="small" loading={a.pending} onClick={() => void send()}>
              {t('refundConfirm')}
            </Button>
            <Button type="button" size="small" variant="quiet" onClick={() => setConfirming(null)}>
              {t('refundBack')}
            </Button>
          </div>
        </fieldset>
      )}
    </details>
  );
}

export function BankRefundSent({ refundId, label }: { refundId: string; label: string }) {
  const t = useT(adminBillingMessages);
  const id = useId();
  const a = useAction();
  const [note, setNote] = useState('');
  return (
    <form
      className="o-stack ab-action"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void a.run(
          `/api/v1/admin/payments/refunds/${encodeURIComponent(refundId)}/sent`,
          { note: note.trim() },
          t('sentDone'),
        );
      }}
    >
      <TextField
        name="note"
        id={`sent-note-${id}`}
        label={t('sentNote')}
        maxLength={200}
        value={note}
        error={a.fieldErrors.note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="o-cluster">
        <Button type="submit" size="small" variant="secondary" loading={a.pending}>
          {t('sentButton')}
          <span className="o-visually-hidden"> ({label})</span>
        </Button>
      </div>
      <OutcomeNotice outcome={a.outcome} />
    </form>
  );
}
