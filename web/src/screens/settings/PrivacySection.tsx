'use client';

// "Vaši podaci" on /app/settings/account (GDPR Art. 15/17/20): download a copy of everything, and delete the
// account after a calm confirmation that says what goes at once, what the law keeps, and that it is final.

import { Button, Card, Checkbox, Form, FormError, LinkButton, Notice, PasswordField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { commonMessages } from '../shared/messages';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { checkPassword } from '../shared/validate';
import { StepUp } from './AccountForms';
import { privacyMessages } from './messages';

const REAUTH = 'identity.reauth_required';
export const EXPORT_HREF = '/api/v1/me/export';
export const DELETED_PAGE = '/nalog-obrisan';

export function PrivacySection({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const t = useT(privacyMessages);
  return (
    <Card title={t('section')} className="s-section">
      <h3>{t('exportTitle')}</h3>
      <p>{t('exportText')}</p>
      <p>
        <LinkButton href={EXPORT_HREF} variant="secondary" download>
          {t('exportLink')}
        </LinkButton>
      </p>
      <h3>{t('deleteTitle')}</h3>
      <p>{t('deleteIntro')}</p>
      <DeleteAccount hasPassword={hasPassword} email={email} />
    </Card>
  );
}

function DeleteAccount({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const t = useT(privacyMessages);
  const c = useT(commonMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const panelId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const form = useSubmit<'delete-understand' | 'delete-password'>(c('somethingFailed'), {
    currentPassword: 'delete-password',
  });

  // Opening moves focus to the confirmation's heading, so a screen reader reads it first.
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setUnderstood(false);
    setPassword('');
    form.reset();
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passwordError = hasPassword ? checkPassword(password) : null;
    const result = await form.submit(
      {
        'delete-understand': understood ? null : t('understandRequired'),
        'delete-password': passwordError && c(passwordError),
      },
      () =>
        runtime.api<{ erasureId: string }>('/api/v1/me/delete', {
          method: 'POST',
          body: hasPassword ? { currentPassword: password } : {},
        }),
      { keepPendingOnSuccess: true },
    );
    // The session is gone: load the status page from scratch (header included, signed out).
    if (result.ok) runtime.navigate(DELETED_PAGE, { reload: true });
  };

  if (!open) {
    return (
      <Button
        ref={openerRef}
        type="button"
        variant="danger"
        aria-expanded={false}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        {t('deleteOpen')}
      </Button>
    );
  }

  return (
    <div id={panelId} className="o-stack">
      <h4 ref={headingRef} tabIndex={-1}>
        {t('confirmTitle')}
      </h4>
      <ul>
        <li>{t('deletedNow')}</li>
        <li>{t('keptByLaw')}</li>
      </ul>
      <Notice tone="warning" locale={locale}>
        <p>{t('cannotUndo')}</p>
      </Notice>
      <Form className="o-stack" onSubmit={onSubmit} noValidate>
        <FormError errors={form.errors} message={form.problem?.code === REAUTH ? null : form.message} />
        {form.problem?.code === REAUTH ? <StepUp email={email} /> : null}
        <Checkbox
          name="understand"
          id="delete-understand"
          label={t('understand')}
          required
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
          error={form.errors['delete-understand']}
        />
        {hasPassword ? (
          <PasswordField
            name="currentPassword"
            id="delete-password"
            label={t('currentPassword')}
            hint={t('passwordHint')}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={form.errors['delete-password']}
          />
        ) : (
          <p>{t('noPasswordHint')}</p>
        )}
        <div className="o-cluster">
          <Button type="submit" variant="danger" loading={form.pending}>
            {t('confirmDelete')}
          </Button>
          <Button type="button" variant="quiet" onClick={close} disabled={form.pending}>
            {t('cancel')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
