'use client';

import { Button, Notice, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useId, useRef, useState } from 'react';
import { useAnnounce } from '../shared/ActionOutcomes';
import { asProblem, useRuntime } from '../shared/runtime';
import { money } from './format';
import { payoutMessages } from './messages';
import type { Payout } from './types';

/**
 * Staff mark a bank-transfer payout sent: the bank's reference first, then a confirmation that names the amount and
 * the holder (focus moves to it, and back to the field on "Nazad"). Billing records who did it and refuses twice.
 */
export function MarkPaidForm({ payout, label }: { payout: Payout; label: string }) {
  const t = useT(payoutMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const announce = useAnnounce();
  const id = useId();
  const [reference, setReference] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Billing's refusal; a success is said above the list (this form is gone once the payout is paid). */
  const [outcome, setOutcome] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  const fieldId = `payout-ref-${id}`;

  const review = () => {
    const ok = reference.trim().length >= 3;
    setError(ok ? null : t('referenceRequired'));
    setConfirming(ok);
    if (ok) requestAnimationFrame(() => confirmRef.current?.focus());
  };
  const send = async () => {
    setPending(true);
    setOutcome(null);
    try {
      await runtime.api(`/api/v1/admin/payouts/${encodeURIComponent(payout.id)}/paid`, {
        method: 'POST',
        body: { reference: reference.trim() },
      });
      announce(t('markedPaid'));
      runtime.refresh();
    } catch (err) {
      const p = asProblem(err, t('somethingFailed'));
      setError(p.fieldErrors?.reference ?? null);
      setOutcome(p.title);
    }
    setConfirming(false);
    setPending(false);
  };

  return (
    <details>
      <summary>
        {t('markPaidSummary')}
        <span className="o-visually-hidden"> ({label})</span>
      </summary>
      <form
        className="o-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (confirming) void send();
          else review();
        }}
      >
        <TextField
          name="reference"
          id={fieldId}
          label={t('reference')}
          hint={t('referenceHint')}
          autoComplete="off"
          maxLength={64}
          value={reference}
          error={error ?? undefined}
          onChange={(e) => {
            setReference(e.target.value);
            setConfirming(false);
          }}
          locale={locale}
          required
        />
        {confirming ? (
          <div ref={confirmRef} tabIndex={-1}>
            <p id={`${fieldId}-confirm`}>
              <strong>
                {t('confirmTitle', {
                  amount: money(payout.amountMinor, payout.currency, locale),
                  holder: payout.accountHolder,
                })}
              </strong>
            </p>
            <p>{t('confirmText')}</p>
            <div className="o-cluster">
              <Button type="submit" size="small" loading={pending}>
                {t('confirm')}
              </Button>
              <Button
                type="button"
                size="small"
                variant="secondary"
                onClick={() => {
                  setConfirming(false);
                  document.getElementById(fieldId)?.focus();
                }}
              >
                {t('cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="o-cluster">
            <Button type="submit" size="small">
              {t('markPaid')}
            </Button>
          </div>
        )}
        {outcome ? (
          <Notice tone="error" locale={locale}>
            <p>{outcome}</p>
          </Notice>
        ) : null}
      </form>
    </details>
  );
}
