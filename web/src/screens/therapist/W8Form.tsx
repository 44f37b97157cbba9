'use client';

import { Button, Form, FormError, Notice, TextAreaField, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { therapistMessages } from './messages';
import type { W8BenData } from './types';

type Field = Exclude<keyof W8BenData, 'signedAt'>;
const REQUIRED: readonly Field[] = [
  'fullName',
  'countryOfCitizenship',
  'permanentAddress',
  'foreignTaxId',
  'dateOfBirth',
  'signatureName',
];
const ids = (f: Field) => `w8-${f}`;

export function W8Form({ form: initial }: { form: W8BenData | null }) {
  const t = useT(therapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [values, setValues] = useState<Record<Field, string>>({
    fullName: initial?.fullName ?? '',
    countryOfCitizenship: initial?.countryOfCitizenship ?? '',
    permanentAddress: initial?.permanentAddress ?? '',
    mailingAddress: initial?.mailingAddress ?? '',
    foreignTaxId: initial?.foreignTaxId ?? '',
    dateOfBirth: initial?.dateOfBirth ?? '',
    treatyCountry: initial?.treatyCountry ?? '',
    signatureName: initial?.signatureName ?? '',
  });
  const [saved, setSaved] = useState(false);
  const fields = Object.keys(values) as Field[];
  const submit = useSubmit<string>(t('somethingFailed'), Object.fromEntries(fields.map((f) => [f, ids(f)])));
  const set = (f: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [f]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const local: Record<string, string | null> = {};
    for (const f of REQUIRED) if (!values[f].trim()) local[ids(f)] = t('required');
    const body = Object.fromEntries(fields.map((f) => [f, values[f].trim()]));
    const result = await submit.submit(local, () =>
      runtime.api('/api/v1/me/therapist/w-8ben', { method: 'POST', body }),
    );
    if (result.ok) {
      setSaved(true);
      runtime.refresh();
    }
  };

  const e = submit.errors as Record<string, string | undefined>;
  const text = (f: Field, extra: { hint?: string; autoComplete?: string; type?: string; max: number }) => (
    <TextField
      name={f}
      id={ids(f)}
      label={t(f)}
      hint={extra.hint}
      required={REQUIRED.includes(f)}
      autoComplete={extra.autoComplete}
      type={extra.type}
      maxLength={extra.max}
      value={values[f]}
      onChange={set(f)}
      error={e[ids(f)]}
    />
  );

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={submit.errors} message={submit.message} />
      {text('fullName', { hint: t('fullNameHint'), autoComplete: 'name', max: 120 })}
      {text('countryOfCitizenship', { autoComplete: 'country-name', max: 80 })}
      <TextAreaField
        name="permanentAddress"
        id={ids('permanentAddress')}
        label={t('permanentAddress')}
        hint={t('permanentAddressHint')}
        required
        rows={3}
        maxLength={300}
        autoComplete="street-address"
        value={values.permanentAddress}
        onChange={set('permanentAddress')}
        error={e[ids('permanentAddress')]}
      />
      <TextAreaField
        name="mailingAddress"
        id={ids('mailingAddress')}
        label={t('mailingAddress')}
        hint={t('mailingAddressHint')}
        rows={3}
        maxLength={300}
        value={values.mailingAddress}
        onChange={set('mailingAddress')}
        error={e[ids('mailingAddress')]}
      />
      {text('foreignTaxId', { hint: t('foreignTaxIdHint'), autoComplete: 'off', max: 40 })}
      {text('dateOfBirth', { type: 'date', autoComplete: 'bday', max: 10 })}
      {text('treatyCountry', { hint: t('treatyCountryHint'), max: 80 })}
      {text('signatureName', { hint: t('signatureHint'), autoComplete: 'name', max: 120 })}
      {saved ? (
        <Notice tone="success" locale={locale}>
          <p>{t('w8Saved')}</p>
        </Notice>
      ) : null}
      <div>
        <Button type="submit" loading={submit.pending}>
          {t('w8Save')}
        </Button>
      </div>
    </Form>
  );
}
