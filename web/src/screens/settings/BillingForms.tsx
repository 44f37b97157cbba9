'use client';

import { Button, Form, FormError, Notice, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { billingMessages } from './billing-messages';
import type { BillingDetails, SavedCard } from './billing-types';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa •••• 4242, ističe 12/34". */
export function useCardLine() {
  const t = useT(billingMessages);
  return (card: SavedCard) =>
    t('cardLine', {
      brand: BRANDS[card.brand] ?? t('cardOther'),
      last4: card.last4,
      month: String(card.expMonth).padStart(2, '0'),
      year: String(card.expYear % 100).padStart(2, '0'),
    });
}

/**
 * The saved cards with a remove button each (asked once more inline, with focus on the question), and "Dodaj
 * karticu", which goes to Stripe's page in setup mode and comes back to this page.
 */
export function CardsManager({ cards }: { cards: readonly SavedCard[] }) {
  const t = useT(billingMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const line = useCardLine();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const question = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);

  const remove = async (card: SavedCard) => {
    setBusy(card.id);
    setNotice(null);
    try {
      await runtime.api(`/api/v1/me/cards/${encodeURIComponent(card.id)}`, { method: 'DELETE', body: {} });
      setNotice({ tone: 'success', text: t('cardRemoved') });
      runtime.refresh();
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
    }
    setAsking(null);
    setBusy(null);
  };

  const add = async () => {
    setAdding(true);
    setNotice(null);
    try {
      const { checkoutUrl } = await runtime.api<{ checkoutUrl: string }>('/api/v1/me/cards/setup', {
        method: 'POST',
        body: {},
      });
      // Stripe's page is another site: a full navigation. Stays pending: the page is about to be left.
      window.location.assign(checkoutUrl);
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
      setAdding(false);
    }
  };

  return (
    <div className="o-stack">
      {notice ? (
        <Notice tone={notice.tone} locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {cards.length === 0 ? (
        <p>{t('cardsEmpty')}</p>
      ) : (
        <ul className="s-card-list" aria-label={t('cardsListLabel')}>
          {cards.map((card) => (
            <li key={card.id} className="s-card-list__item">
              <span>{line(card)}</span>
              {asking === card.id ? (
                <div className="o-stack">
                  <p ref={question} tabIndex={-1}>
                    {t('confirmRemove', { card: line(card) })}
                  </p>
                  <div className="s-actions">
                    <Button
                      type="button"
                      variant="danger"
                      size="small"
                      loading={busy === card.id}
                      onClick={() => void remove(card)}
                    >
                      {t('confirmRemoveYes')}
                    </Button>
                    <Button type="button" variant="quiet" size="small" onClick={() => setAsking(null)}>
                      {t('confirmRemoveNo')}
                    </Button>
                  </div>
                </div>
              ) : (
                <Button
                  type="button"
                  variant="quiet"
                  size="small"
                  aria-label={t('removeCardLabel', { card: line(card) })}
                  onClick={() => {
                    setNotice(null);
                    setAsking(card.id);
                  }}
                >
                  {t('removeCard')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          type="button"
          variant="secondary"
          loading={adding}
          onClick={() => void add()}
          aria-describedby="add-card-hint"
        >
          {t('addCard')}
        </Button>
        <p id="add-card-hint" className="s-hint">
          {t('addCardHint')}
        </p>
      </div>
    </div>
  );
}

/** Who invoices name as the buyer: a name, and a PIB only for a company. */
export function BillingDetailsForm({ details }: { details: BillingDetails }) {
  const t = useT(billingMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [name, setName] = useState(details.buyerName);
  const [pib, setPib] = useState(details.buyerPib);
  const [saved, setSaved] = useState(false);
  const form = useSubmit<'buyer-name' | 'buyer-pib'>(t('somethingFailed'), {
    buyerName: 'buyer-name',
    buyerPib: 'buyer-pib',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const cleanPib = pib.replace(/\s+/g, '');
    const result = await form.submit(
      {
        'buyer-name': name.trim().length > 200 ? t('buyerNameTooLong') : null,
        'buyer-pib': /^(\d{9})?$/.test(cleanPib) ? null : t('buyerPibInvalid'),
      },
      () =>
        runtime.api<{ details: BillingDetails }>('/api/v1/me/billing-details', {
          method: 'PUT',
          body: { buyerName: name, buyerPib: cleanPib },
        }),
    );
    if (result.ok) {
      setName(result.value.details.buyerName);
      setPib(result.value.details.buyerPib);
      setSaved(true);
    }
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />
      <TextField
        name="buyerName"
        id="buyer-name"
        label={t('buyerName')}
        hint={t('buyerNameHint')}
        autoComplete="name"
        maxLength={200}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={form.errors['buyer-name']}
      />
      <TextField
        name="buyerPib"
        id="buyer-pib"
        label={t('buyerPib')}
        hint={t('buyerPibHint')}
        inputMode="numeric"
        autoComplete="off"
        width="medium"
        maxLength={11}
        value={pib}
        onChange={(e) => setPib(e.target.value)}
        error={form.errors['buyer-pib']}
      />
      {saved ? (
        <Notice tone="success" locale={locale}>
          <p>{t('detailsSaved')}</p>
        </Notice>
      ) : null}
      <div>
        <Button type="submit" loading={form.pending}>
          {t('saveDetails')}
        </Button>
      </div>
    </Form>
  );
}
