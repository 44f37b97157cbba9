'use client';

import { Button, Card, Checkbox, Form, FormError, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { emailMessages } from './messages';
import type { NoticeKind, NoticePreference } from './types';

/**
 * "Obaveštenja e-poštom" on /app/settings/account: the optional kinds as checkboxes and one save button.
 * Essential mail (bookings, sign-in) is not offered: it always goes, and the lead says so.
 */
export function NoticePreferencesSection({
  preferences,
}: {
  preferences: readonly NoticePreference[] | null;
}) {
  const t = useT(emailMessages);
  const locale = useLocale();
  return (
    <Card title={t('settingsTitle')} className="s-section">
      <p>{t('settingsLead')}</p>
      {preferences === null ? (
        <Notice tone="warning" locale={locale}>
          <p>{t('preferencesUnavailable')}</p>
        </Notice>
      ) : (
        <PreferencesForm initial={preferences} />
      )}
    </Card>
  );
}

function PreferencesForm({ initial }: { initial: readonly NoticePreference[] }) {
  const t = useT(emailMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [state, setState] = useState<NoticePreference[]>(() => [...initial]);
  const [saved, setSaved] = useState(false);
  const form = useSubmit<never>(t('somethingFailed'));

  const toggle = (kind: NoticeKind, enabled: boolean) => {
    setSaved(false);
    setState((list) => list.map((p) => (p.kind === kind ? { ...p, enabled } : p)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const result = await form.submit({}, () =>
      runtime.api<{ preferences: NoticePreference[] }>('/api/v1/me/notice-preferences', {
        method: 'PUT',
        body: { preferences: state },
      }),
    );
    if (result.ok) {
      setState(result.value.preferences);
      setSaved(true);
    }
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />
      <fieldset className="o-fieldset">
        <legend className="o-fieldset__legend">{t('preferencesLegend')}</legend>
        <div className="o-stack">
          {state.map((p) => (
            <Checkbox
              key={p.kind}
              id={`notice-${p.kind}`}
              name={p.kind}
              label={t(`kind_${p.kind}`)}
              hint={t(`kind_${p.kind}_hint`)}
              checked={p.enabled}
              onChange={(e) => toggle(p.kind, e.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" loading={form.pending}>
        {t('save')}
      </Button>
      {saved ? (
        <Notice tone="success" locale={locale}>
          <p>{t('saved')}</p>
        </Notice>
      ) : null}
    </Form>
  );
}
