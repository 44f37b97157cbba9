'use client';

import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, Form, FormError, Notice, SelectField, TextField } from '@oslonac/web';
import { formatDate, formatMoney, useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { parsePrice, SESSION_KIND_LABEL } from './labels';
import { therapistMessages } from './messages';
import { type IndividualPrice, SESSION_KIND_ORDER } from './types';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function PriceForm() {
  const t = useT(therapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [client, setClient] = useState('');
  const [kind, setKind] = useState('individual');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<'RSD' | 'EUR'>('RSD');
  const [saved, setSaved] = useState(false);
  const form = useSubmit<'price-client' | 'price-kind' | 'price-amount' | 'price-currency'>(
    t('somethingFailed'),
    {
      clientUserId: 'price-client',
      kind: 'price-kind',
      price: 'price-amount',
      'price.amountMinor': 'price-amount',
      'price.currency': 'price-currency',
    },
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const id = client.trim();
    const minor = parsePrice(amount);
    const result = await form.submit(
      {
        'price-client': USER_ID.test(id) ? null : t('clientUserIdInvalid'),
        'price-amount': minor === null ? t('priceInvalid') : null,
      },
      () =>
        runtime.api('/api/v1/me/therapist/prices', {
          method: 'POST',
          body: { clientUserId: id.toLowerCase(), kind, price: { amountMinor: minor, currency } },
        }),
    );
    if (result.ok) {
      setSaved(true);
      setClient('');
      setAmount('');
      runtime.refresh();
    }
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />
      <TextField
        name="clientUserId"
        id="price-client"
        label={t('clientUserId')}
        hint={t('clientUserIdHint')}
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={36}
        value={client}
        onChange={(e) => setClient(e.target.value)}
        error={form.errors['price-client']}
      />
      <SelectField
        name="kind"
        id="price-kind"
        label={t('priceKind')}
        required
        options={SESSION_KIND_ORDER.map((k) => ({ value: k, label: t(SESSION_KIND_LABEL[k]) }))}
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        error={form.errors['price-kind']}
      />
      <div className="t-prices">
        <TextField
          name="amount"
          id="price-amount"
          label={t('priceAmount')}
          required
          inputMode="decimal"
          width="medium"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={form.errors['price-amount']}
        />
        <SelectField
          name="currency"
          id="price-currency"
          label={t('priceCurrency')}
          options={[
            { value: 'RSD', label: t('currencyRsd') },
            { value: 'EUR', label: t('currencyEur') },
          ]}
          value={currency}
          onChange={(e) => setCurrency(e.target.value === 'EUR' ? 'EUR' : 'RSD')}
          error={form.errors['price-currency']}
        />
      </div>
      {saved ? (
        <Notice tone="success" locale={locale}>
          <p>{t('priceSaved')}</p>
        </Notice>
      ) : null}
      <div>
        <Button type="submit" loading={form.pending}>
          {t('setPrice')}
        </Button>
      </div>
    </Form>
  );
}

export function PricesList({ prices }: { prices: readonly IndividualPrice[] }) {
  const t = useT(therapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const remove = async (price: IndividualPrice) => {
    setBusy(price.id);
    setNotice(null);
    try {
      await runtime.api(`/api/v1/me/therapist/prices/${encodeURIComponent(price.id)}`, {
        method: 'DELETE',
        body: {},
      });
      setNotice({ tone: 'success', text: t('priceRemoved') });
      runtime.refresh();
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
    }
    setBusy(null);
  };

  return (
    <div className="o-stack">
      {notice ? (
        <Notice tone={notice.tone} locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {prices.length === 0 ? (
        <p>{t('noPrices')}</p>
      ) : (
        <div className="s-table-wrap">
          <table className="s-table">
            <caption className="o-visually-hidden">{t('pricesListTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colClient')}</th>
                <th scope="col">{t('colSession')}</th>
                <th scope="col">{t('colPrice')}</th>
                <th scope="col">{t('colUpdated')}</th>
                <th scope="col">{t('colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {prices.map((p) => (
                <tr key={p.id}>
                  <th scope="row" className="t-id">
                    {p.clientUserId}
                  </th>
                  <td>{t(SESSION_KIND_LABEL[p.kind])}</td>
                  <td>{p.price ? formatMoney(p.price.amountMinor, p.price.currency, locale) : ''}</td>
                  <td>{p.updatedAt ? formatDate(p.updatedAt, HOME_TIME_ZONE, locale) : ''}</td>
                  <td>
                    <Button
                      type="button"
                      variant="quiet"
                      size="small"
                      loading={busy === p.id}
                      aria-label={t('removePriceLabel', { client: p.clientUserId })}
                      onClick={() => void remove(p)}
                    >
                      {t('removePrice')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
