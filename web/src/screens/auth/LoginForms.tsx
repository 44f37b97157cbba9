'use client';

import { Button, EmailField, Form, FormError, PasswordField, TextField } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { commonMessages } from '../shared/messages';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { checkEmail, checkName, checkPassword } from '../shared/validate';
import { authMessages } from './messages';

/**
 * /verify-request with what the page needs to say. Never the address: it would sit in logs and history; the
 * BFF keeps it for that page in a short-lived HttpOnly cookie instead.
 */
export function checkEmailPath(kind: 'signin' | 'signup', next: string | null): string {
  const q = new URLSearchParams({ kind });
  if (next) q.set('next', next);
  return `/verify-request?${q.toString()}`;
}

/** The default way in: an e-mail link, no password to remember. */
export function EmailLinkForm({
  next,
  initialEmail = '',
  submitLabel,
}: {
  next: string | null;
  initialEmail?: string;
  submitLabel?: string;
}) {
  const t = useT(authMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const [email, setEmail] = useState(initialEmail);
  const form = useSubmit<'link-email'>(c('somethingFailed'), { email: 'link-email' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailError = checkEmail(email);
    const result = await form.submit(
      { 'link-email': emailError && c(emailError) },
      () =>
        runtime.api('/api/v1/auth/email-link', {
          method: 'POST',
          body: { email: email.trim(), ...(next ? { next } : {}) },
        }),
      { keepPendingOnSuccess: true },
    );
    if (result.ok) runtime.navigate(checkEmailPath('signin', next));
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />
      <EmailField
        name="email"
        id="link-email"
        label={t('email')}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={form.errors['link-email']}
      />
      <Button type="submit" loading={form.pending}>
        {submitLabel ?? t('sendLink')}
      </Button>
    </Form>
  );
}

/** For people who set a password in their account settings. */
export function PasswordSignInForm({ next }: { next: string | null }) {
  const t = useT(authMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useSubmit<'password-email' | 'password-password'>(c('somethingFailed'), {
    email: 'password-email',
    password: 'password-password',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailError = checkEmail(email);
    const passwordError = checkPassword(password);
    const result = await form.submit(
      {
        'password-email': emailError && c(emailError),
        'password-password': passwordError && c(passwordError),
      },
      () =>
        runtime.api<{ next: string }>('/api/v1/auth/password', {
          method: 'POST',
          body: { email: email.trim(), password, ...(next ? { next } : {}) },
        }),
      { keepPendingOnSuccess: true },
    );
    if (result.ok) runtime.navigate(result.value.next, { reload: true });
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />
      <EmailField
        name="email"
        id="password-email"
        label={t('email')}
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={form.errors['password-email']}
      />
      <PasswordField
        name="password"
        id="password-password"
        label={t('password')}
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={form.errors['password-password']}
      />
      <Button type="submit" variant="secondary" loading={form.pending}>
        {t('signInWithPassword')}
      </Button>
    </Form>
  );
}

/**
 * Name and e-mail open an account. No password here: the link that arrives proves the address and signs in,
 * and only then can a password belong to the account (set in the account settings).
 */
export function SignUpForm({ next }: { next: string | null }) {
  const t = useT(authMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const form = useSubmit<'signup-name' | 'signup-email'>(c('somethingFailed'), {
    displayName: 'signup-name',
    email: 'signup-email',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nameError = checkName(name);
    const emailError = checkEmail(email);
    const result = await form.submit(
      {
        'signup-name': nameError && c(nameError),
        'signup-email': emailError && c(emailError),
      },
      () =>
        runtime.api('/api/v1/auth/signup', {
          method: 'POST',
          body: { email: email.trim(), displayName: name.trim(), ...(next ? { next } : {}) },
        }),
      { keepPendingOnSuccess: true },
    );
    if (result.ok) runtime.navigate(checkEmailPath('signup', next));
  };

  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <FormError errors={form.errors} message={form.message} />
      <TextField
        name="displayName"
        id="signup-name"
        label={t('name')}
        hint={t('nameHint')}
        autoComplete="given-name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={form.errors['signup-name']}
      />
      <EmailField
        name="email"
        id="signup-email"
        label={t('email')}
        hint={t('emailUse')}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={form.errors['signup-email']}
      />
      <Button type="submit" loading={form.pending}>
        {t('createAccount')}
      </Button>
    </Form>
  );
}
