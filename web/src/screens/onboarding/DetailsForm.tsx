'use client';

import { Button, Form, FormError, TextField } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { commonMessages } from '../shared/messages';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { checkName } from '../shared/validate';
import { onboardingMessages } from './messages';

/** The last onboarding step for both paths: the name to show, then on to the dashboard. */
export function DetailsForm({
  initialName,
  label,
  hint,
  autoComplete,
  done,
}: {
  initialName: string;
  label: string;
  hint?: string;
  autoComplete: string;
  /** Where to go once saved. */
  done: string;
}) {
  const t = useT(onboardingMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const [name, setName] = useState(initialName);
  const form = useSubmit<'displayName'>(c('somethingFailed'), { displayName: 'displayName' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nameError = checkName(name);
    const result = await form.submit(
      { displayName: nameError && c(nameError) },
      () =>
        runtime.api('/api/v1/onboarding/complete', { method: 'POST', body: { displayName: name.trim() } }),
      { keepPendingOnSuccess: true },
    );
    // A full load: the header's menu changes once onboarding is done.
    if (result.ok) runtime.navigate(done, { reload: true });
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />
      <TextField
        name="displayName"
        label={label}
        hint={hint}
        autoComplete={autoComplete}
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={form.errors.displayName}
      />
      <Button type="submit" loading={form.pending}>
        {t('finish')}
      </Button>
    </Form>
  );
}
