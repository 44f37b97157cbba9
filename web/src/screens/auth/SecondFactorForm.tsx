'use client';

import { Button, Form, FormError, TextField } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { secondFactorMessages } from '../settings/second-factor-messages';
import { commonMessages } from '../shared/messages';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';

/** One field for a code from the app or a recovery code; identity tells them apart. */
export function SecondFactorForm({ next }: { next: string | null }) {
  const t = useT(secondFactorMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const [code, setCode] = useState('');
  const form = useSubmit<'second-factor-code'>(c('somethingFailed'), { code: 'second-factor-code' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    const result = await form.submit(
      { 'second-factor-code': typed ? null : t('codeRequired') },
      () =>
        runtime.api<{ next: string }>('/api/v1/auth/second-factor', {
          method: 'POST',
          body: { code: typed, ...(next ? { next } : {}) },
        }),
      { keepPendingOnSuccess: true },
    );
    if (result.ok) runtime.navigate(result.value.next, { reload: true });
    else setCode('');
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />
      <TextField
        name="code"
        id="second-factor-code"
        label={t('stepCodeLabel')}
        hint={t('stepCodeHint')}
        autoComplete="one-time-code"
        width="medium"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={form.errors['second-factor-code']}
      />
      <Button type="submit" loading={form.pending}>
        {t('stepSubmit')}
      </Button>
    </Form>
  );
}
