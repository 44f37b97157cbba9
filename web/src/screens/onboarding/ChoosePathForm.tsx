'use client';

import { Button, Form, FormError, RadioGroup } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { commonMessages } from '../shared/messages';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { onboardingMessages } from './messages';

export const PATH_PAGES = {
  client: '/app/onboarding/korisnik',
  therapist: '/app/onboarding/terapeut',
} as const;

/** One question: support for myself, or work as a therapist. The answer decides the next step. */
export function ChoosePathForm() {
  const t = useT(onboardingMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const [path, setPath] = useState<'' | 'client' | 'therapist'>('');
  const form = useSubmit<'path'>(c('somethingFailed'), { path: 'path' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await form.submit(
      { path: path ? null : t('chooseRequired') },
      () => runtime.api('/api/v1/onboarding/path', { method: 'POST', body: { path } }),
      { keepPendingOnSuccess: true },
    );
    if (result.ok && path) runtime.navigate(PATH_PAGES[path]);
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />
      <RadioGroup
        name="path"
        legend={t('chooseLegend')}
        required
        value={path}
        onChange={(e) => setPath(e.target.value === 'therapist' ? 'therapist' : 'client')}
        error={form.errors.path}
        options={[
          { value: 'client', label: t('chooseClient'), hint: t('chooseClientHint') },
          { value: 'therapist', label: t('chooseTherapist'), hint: t('chooseTherapistHint') },
        ]}
      />
      <Button type="submit" loading={form.pending}>
        {t('continue')}
      </Button>
    </Form>
  );
}
