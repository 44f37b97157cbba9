'use client';

import { Button, Form, Notice, SelectField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { commonMessages } from '../shared/messages';
import { asProblem, useRuntime } from '../shared/runtime';
import type { ScreenRole } from '../shared/types';
import { adminMessages } from './messages';
import { ROLE_LABEL } from './roles';

export function GrantRoleForm({
  userId,
  userName,
  options,
}: {
  userId: string;
  userName: string;
  /** Roles this viewer may grant that the user does not have yet. */
  options: readonly ScreenRole[];
}) {
  const t = useT(adminMessages);
  const c = useT(commonMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [role, setRole] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const fieldId = `grant-${userId}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    if (!role) {
      setError(t('grantChooseError'));
      document.getElementById(fieldId)?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await runtime.api(`/api/v1/admin/users/${encodeURIComponent(userId)}/roles`, {
        method: 'POST',
        body: { role },
      });
      setDone(t('granted', { role: t(ROLE_LABEL[role as ScreenRole]), name: userName }));
      setRole('');
      runtime.refresh();
    } catch (err) {
      setError(asProblem(err, c('somethingFailed')).title);
    } finally {
      setPending(false);
    }
  };

  if (options.length === 0) return <p className="s-muted">{t('nothingToGrant')}</p>;

  return (
    <Form className="s-grant" onSubmit={onSubmit} noValidate>
      <SelectField
        name="role"
        id={fieldId}
        label={<span className="o-visually-hidden">{t('grantLabel', { name: userName })}</span>}
        placeholder={t('grantChoose')}
        options={options.map((r) => ({ value: r, label: t(ROLE_LABEL[r]) }))}
        value={role}
        onChange={(e) => setRole(e.target.value)}
        error={error}
      />
      <Button
        type="submit"
        size="small"
        variant="secondary"
        loading={pending}
        aria-label={t('grantButtonLabel', { name: userName })}
      >
        {t('grant')}
      </Button>
      {done ? (
        <Notice tone="success" locale={locale}>
          <p>{done}</p>
        </Notice>
      ) : null}
    </Form>
  );
}
