'use client';

import { Button, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { moneyText } from './labels';
import { bookingMessages } from './messages';
import type { BookingMoney } from './types';

export interface PayByCardProps {
  bookingId: string;
  amount: BookingMoney | null;
  /** Said to screen readers after the button's text when several sessions are listed (e.g. the time). */
  context?: string;
  /** Where the browser goes; tests pass their own (jsdom cannot leave the page). */
  go?: (url: string) => void;
}

/**
 * "Plati karticom": asks the BFF for Stripe Checkout's page and sends the browser there with
 * `location.assign`. Not a form: a form POST answered with a redirect to another origin is blocked by the
 * CSP's form-action 'self'. The return addresses are the BFF's own; nothing here chooses them.
 */
export function PayByCard({ bookingId, amount, context, go }: PayByCardProps) {
  const t = useT(bookingMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = moneyText(amount, locale);

  const pay = async () => {
    setPending(true);
    setError(null);
    try {
      const { checkoutUrl } = await runtime.api<{ checkoutUrl: string }>(
        `/api/v1/bookings/${encodeURIComponent(bookingId)}/card-payment`,
        { method: 'POST', body: {} },
      );
      // Stays pending: the page is about to be left.
      (go ?? ((url: string) => window.location.assign(url)))(checkoutUrl);
    } catch (err) {
      setError(asProblem(err, t('payFailed')).title);
      setPending(false);
    }
  };

  return (
    <div className="o-stack">
      <div className="o-cluster">
        <Button type="button" loading={pending} loadingLabel="" onClick={() => void pay()}>
          {pending ? t('payPending') : price ? t('payButtonAmount', { amount: price }) : t('payButton')}
          {context && !pending ? <span className="o-visually-hidden"> ({context})</span> : null}
        </Button>
      </div>
      <div role="alert">
        {error ? (
          <Notice tone="error" locale={locale} live="off">
            <p>{error}</p>
          </Notice>
        ) : null}
      </div>
    </div>
  );
}
