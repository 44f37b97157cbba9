'use client';

import { Button, Form, FormError, Notice, SelectField, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { countryName, countryOptions } from './countries';
import { payoutMessages } from './messages';
import { methodForCountry, type PayoutAccount } from './types';

type Field = 'payout-country' | 'payout-holder' | 'payout-number';

/**
 * The therapist's payout account: the bank's country (which decides how they are paid, explained in a live region
 * as soon as it is chosen), the holder and the number. The number is write-only: the saved account shows its last
 * four digits, and changing it means typing it whole again. Billing validates it (IBAN, a Serbian account's control
 * digits) and its refusal is shown at the field.
 */
export function PayoutAccountForm({ account }: { account: PayoutAccount | null }) {
  const t = useT(payoutMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const en = locale === 'en';
  const [current, setCurrent] = useState(account);
  const [country, setCountry] = useState(account?.country ?? '');
  const [holder, setHolder] = useState(account?.accountHolder ?? '');
  const [number, setNumber] = useState('');
  const [saved, setSaved] = useState(false);
  const form = useSubmit<Field>(t('somethingFailed'), {
    country: 'payout-country',
    accountHolder: 'payout-holder',
    accountNumber: 'payout-number',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const result = await form.submit(
      {
        'payout-country': country ? null : t('countryRequired'),
        'payout-holder': holder.trim().length >= 2 ? null : t('holderRequired'),
        'payout-number': number.trim() ? null : t('numberRequired'),
      },
      () =>
        runtime.api<{ account: PayoutAccount }>('/api/v1/me/payouts/account', {
          method: 'PUT',
          body: { country, accountHolder: holder, accountNumber: number },
        }),
    );
    if (result.ok) {
      setCurrent(result.value.account);
      setHolder(result.value.account.accountHolder);
      setNumber('');
      setSaved(true);
      runtime.refresh();
    }
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      {current ? (
        <p>
          {t('accountCurrent', {
            last4: current.accountLast4,
            holder: current.accountHolder,
            country: countryName(current.country, en),
          })}
        </p>
      ) : null}
      <FormError errors={form.errors} message={form.message} />
      <SelectField
        name="country"
        id="payout-country"
        label={t('country')}
        placeholder={t('countryPlaceholder')}
        options={countryOptions(en)}
        value={country}
        onChange={(e) => setCountry(e.target.value)}
        error={form.errors['payout-country']}
        locale={locale}
        required
      />
      <div aria-live="polite">{country ? <p>{t(`method_${methodForCountry(country)}`)}</p> : null}</div>
      <TextField
        name="accountHolder"
        id="payout-holder"
        label={t('holder')}
        hint={t('holderHint')}
        autoComplete="name"
        maxLength={120}
        value={holder}
        onChange={(e) => setHolder(e.target.value)}
        error={form.errors['payout-holder']}
        locale={locale}
        required
      />
      <TextField
        name="accountNumber"
        id="payout-number"
        label={t('number')}
        hint={current ? `${t('numberHint')} ${t('numberReplaceHint')}` : t('numberHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={form.errors['payout-number']}
        locale={locale}
        required
      />
      {saved ? (
        <Notice tone="success" locale={locale}>
          <p>{t('saved')}</p>
        </Notice>
      ) : null}
      <div>
        <Button type="submit" loading={form.pending}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}
