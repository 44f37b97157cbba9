'use client';

import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, Notice } from '@oslonac/web';
import { formatDateTime, useLocale, useT } from '@oslonac/web/i18n';
import { Fragment, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import type { W8BenData } from '../therapist/types';
import { adminTherapistMessages } from './messages';

/** Tax data is fetched only when an admin asks for it: each fetch is an audited read in the service. */
export function W8Reveal({ profileId }: { profileId: string }) {
  const t = useT(adminTherapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [state, setState] = useState<{ form: W8BenData | null } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reveal = async () => {
    setPending(true);
    setError(null);
    try {
      const res = await runtime.api<{ form: W8BenData | null }>(
        `/api/v1/admin/therapists/${encodeURIComponent(profileId)}/w-8ben`,
      );
      setState({ form: res.form });
    } catch (err) {
      setError(asProblem(err, t('somethingFailed')).title);
    }
    setPending(false);
  };

  if (!state) {
    return (
      <div className="o-stack">
        {error ? (
          <Notice tone="error" locale={locale}>
            <p>{error}</p>
          </Notice>
        ) : null}
        <div>
          <Button type="button" variant="secondary" loading={pending} onClick={() => void reveal()}>
            {t('w8Show')}
          </Button>
        </div>
      </div>
    );
  }
  const f = state.form;
  if (!f) return <p>{t('w8None')}</p>;
  const rows: [string, string][] = [
    [t('w8FullName'), f.fullName],
    [t('w8Country'), f.countryOfCitizenship],
    [t('w8Address'), f.permanentAddress],
    [t('w8Mailing'), f.mailingAddress],
    [t('w8TaxId'), f.foreignTaxId],
    [t('w8Birth'), f.dateOfBirth],
    [t('w8Treaty'), f.treatyCountry],
    [t('w8Signature'), f.signatureName],
    [t('w8SignedAt'), f.signedAt ? formatDateTime(f.signedAt, HOME_TIME_ZONE, locale) : ''],
  ];
  return (
    <dl className="t-facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value || <span className="s-muted">{t('notFilled')}</span>}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
