'use client';

import { Button, EmailField, Form, FormError, Notice, PasswordField, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { commonMessages } from '../shared/messages';
import { asProblem, useRuntime } from '../shared/runtime';
import type { ScreenUser } from '../shared/types';
import { useSubmit } from '../shared/useSubmit';
import { checkEmail, checkName, checkNewPassword, checkPassword } from '../shared/validate';
import { settingsMessages } from './messages';

function Saved({ text }: { text: string | null }) {
  const locale = useLocale();
  if (!text) return null;
  return (
    <Notice tone="success" locale={locale}>
      <p>{text}</p>
    </Notice>
  );
}

const REAUTH = 'identity.reauth_required';

/**
 * Shown when identity wants a fresh sign-in before a sensitive change (no password to confirm it with, and the
 * last sign-in is too long ago): one button sends a link that leads back here, then the change can be retried.
 */
export function StepUp({ email }: { email: string }) {
  const t = useT(settingsMessages);
  const c = useT(commonMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [pending, setPending] = useState(false);
  const [state, setState] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const send = async () => {
    setPending(true);
    setState(null);
    try {
      await runtime.api('/api/v1/auth/email-link', {
        method: 'POST',
        body: { email, next: '/app/settings/account' },
      });
      setState({ tone: 'success', text: t('reauthSent', { email }) });
    } catch (err) {
      setState({ tone: 'error', text: asProblem(err, c('somethingFailed')).title });
    } finally {
      setPending(false);
    }
  };

  return (
    <Notice tone="info" locale={locale}>
      <p>{t('reauthNeeded')}</p>
      {state?.tone === 'success' ? null : (
        <Button type="button" variant="secondary" onClick={send} loading={pending}>
          {t('reauthSend')}
        </Button>
      )}
      {state ? <p role="status">{state.text}</p> : null}
    </Notice>
  );
}

export function NameForm({ displayName }: { displayName: string }) {
  const t = useT(settingsMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const [name, setName] = useState(displayName);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSubmit<'account-name'>(c('somethingFailed'), { displayName: 'account-name' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    const nameError = checkName(name);
    const result = await form.submit({ 'account-name': nameError && c(nameError) }, () =>
      runtime.api('/api/v1/me', { method: 'PATCH', body: { displayName: name.trim() } }),
    );
    if (result.ok) {
      setSaved(t('nameSaved'));
      runtime.refresh();
    }
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />
      <TextField
        name="displayName"
        id="account-name"
        label={t('nameLabel')}
        hint={t('nameHint')}
        autoComplete="nickname"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={form.errors['account-name']}
      />
      <Button type="submit" variant="secondary" loading={form.pending}>
        {t('saveName')}
      </Button>
      <Saved text={saved} />
    </Form>
  );
}

/** A new address; the current password is asked for only when the account has one (identity requires it). */
export function EmailForm({ hasPassword, email: current }: { hasPassword: boolean; email: string }) {
  const t = useT(settingsMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSubmit<'account-email' | 'account-email-password'>(c('somethingFailed'), {
    newEmail: 'account-email',
    email: 'account-email',
    currentPassword: 'account-email-password',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    const emailError = checkEmail(email);
    const passwordError = hasPassword ? checkPassword(password) : null;
    const result = await form.submit(
      {
        'account-email': emailError && c(emailError),
        'account-email-password': passwordError && c(passwordError),
      },
      () =>
        runtime.api<{ sent: true; user: ScreenUser }>('/api/v1/me/email', {
          method: 'POST',
          body: { newEmail: email.trim(), ...(hasPassword ? { currentPassword: password } : {}) },
        }),
    );
    if (result.ok) {
      // The address changes only when the link sent to the new one is opened.
      setSaved(t('emailSaved', { email: email.trim() }));
      setEmail('');
      setPassword('');
      runtime.refresh();
    }
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.problem?.code === REAUTH ? null : form.message} />
      {form.problem?.code === REAUTH ? <StepUp email={current} /> : null}
      <EmailField
        name="newEmail"
        id="account-email"
        label={t('newEmail')}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={form.errors['account-email']}
      />
      {hasPassword ? (
        <PasswordField
          name="currentPassword"
          id="account-email-password"
          label={t('currentPassword')}
          hint={t('currentPasswordEmailHint')}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={form.errors['account-email-password']}
        />
      ) : null}
      <Button type="submit" variant="secondary" loading={form.pending}>
        {t('saveEmail')}
      </Button>
      <Saved text={saved} />
    </Form>
  );
}

/** Sets a first password, or changes it with the current one. */
export function PasswordForm({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const t = useT(settingsMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const form = useSubmit<'account-current-password' | 'account-new-password'>(c('somethingFailed'), {
    currentPassword: 'account-current-password',
    newPassword: 'account-new-password',
    password: 'account-new-password',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    const currentError = hasPassword ? checkPassword(current) : null;
    const nextError = checkNewPassword(next);
    const result = await form.submit(
      {
        'account-current-password': currentError && c(currentError),
        'account-new-password': nextError && c(nextError),
      },
      () =>
        runtime.api('/api/v1/me/password', {
          method: 'POST',
          body: { newPassword: next, ...(hasPassword ? { currentPassword: current } : {}) },
        }),
    );
    if (result.ok) {
      setSaved(t('passwordSaved'));
      setCurrent('');
      setNext('');
      runtime.refresh();
    }
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.problem?.code === REAUTH ? null : form.message} />
      {form.problem?.code === REAUTH ? <StepUp email={email} /> : null}
      {hasPassword ? (
        <PasswordField
          name="currentPassword"
          id="account-current-password"
          label={t('currentPassword')}
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={form.errors['account-current-password']}
        />
      ) : null}
      <PasswordField
        name="newPassword"
        id="account-new-password"
        label={t('newPassword')}
        hint={t('newPasswordHint')}
        newPassword
        required
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={form.errors['account-new-password']}
      />
      <Button type="submit" variant="secondary" loading={form.pending}>
        {hasPassword ? t('changePassword') : t('setPassword')}
      </Button>
      <Saved text={saved} />
    </Form>
  );
}
