'use client';

import { Button, Card, Form, FormError, Notice, PasswordField, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { commonMessages } from '../shared/messages';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { checkPassword } from '../shared/validate';
import { secondFactorMessages } from './second-factor-messages';

export type SecondFactorState = 'not_enrolled' | 'pending' | 'passed';

export interface SecondFactorSectionProps {
  state: SecondFactorState;
  hasPassword: boolean;
  /** Where to go once the recovery codes are saved (the enrolment page before /admin); else the page reloads. */
  next?: string | null;
}

/** The "Dvostepena prijava" card of the account page. */
export function SecondFactorCard(props: SecondFactorSectionProps) {
  const t = useT(secondFactorMessages);
  return (
    <Card title={t('sectionTitle')} className="s-section">
      <SecondFactorSection {...props} />
    </Card>
  );
}

interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/** The secret in groups of four, as authenticator apps show it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * "Dvostepena prijava" on the account page (and the whole enrolment page): turn TOTP on (password, QR code and the
 * key as text, a first code, then the recovery codes once) or off (password and a code).
 */
export function SecondFactorSection({ state, hasPassword, next = null }: SecondFactorSectionProps) {
  const t = useT(secondFactorMessages);
  return state === 'not_enrolled' ? (
    <TurnOn hasPassword={hasPassword} next={next} />
  ) : (
    <>
      <p>{t('onText')}</p>
      <TurnOff hasPassword={hasPassword} />
    </>
  );
}

function TurnOn({ hasPassword, next }: { hasPassword: boolean; next: string | null }) {
  const t = useT(secondFactorMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const locale = useLocale();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const codesRef = useRef<HTMLHeadingElement>(null);
  const begin = useSubmit<'sf-password'>(c('somethingFailed'), { currentPassword: 'sf-password' });
  const confirm = useSubmit<'sf-code'>(c('somethingFailed'), { code: 'sf-code' });

  useEffect(() => {
    if (codes) codesRef.current?.focus();
  }, [codes]);

  const onBegin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passwordError = hasPassword ? checkPassword(password) : null;
    const result = await begin.submit({ 'sf-password': passwordError && c(passwordError) }, () =>
      runtime.api<Enrolment>('/api/v1/me/totp', {
        method: 'POST',
        body: hasPassword ? { currentPassword: password } : {},
      }),
    );
    if (result.ok) {
      setPassword('');
      setEnrolment(result.value);
    }
  };

  const onConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    const result = await confirm.submit({ 'sf-code': typed ? null : t('codeRequired') }, () =>
      runtime.api<{ recoveryCodes: string[] }>('/api/v1/me/totp/confirm', {
        method: 'POST',
        body: { code: typed },
      }),
    );
    if (result.ok) setCodes(result.value.recoveryCodes);
  };

  const done = () => {
    if (next) runtime.navigate(next, { reload: true });
    else runtime.refresh();
  };

  if (codes) {
    return (
      <div className="o-stack">
        <h3 ref={codesRef} tabIndex={-1}>
          {t('codesTitle')}
        </h3>
        <Notice tone="warning" locale={locale}>
          <p>{t('codesWarning')}</p>
        </Notice>
        <ul aria-label={t('codesListLabel')} className="s-recovery-codes">
          {codes.map((rc) => (
            <li key={rc}>
              <code>{rc}</code>
            </li>
          ))}
        </ul>
        <Button type="button" onClick={done}>
          {t('codesDone')}
        </Button>
      </div>
    );
  }

  if (enrolment) {
    return (
      <div className="o-stack">
        <h3>{t('scanTitle')}</h3>
        <p>{t('scanText')}</p>
        {/* Drawn by the BFF from our own URI (no external image); a data: URL keeps it out of the DOM as markup. */}
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt={t('qrAlt')}
          width={200}
          height={200}
        />
        <p>{t('manualText')}</p>
        <p>
          <span>{t('secretLabel')}:</span> <code data-testid="totp-secret">{grouped(enrolment.secret)}</code>
        </p>
        <Form className="o-stack" onSubmit={onConfirm} noValidate>
          <FormError errors={confirm.errors} message={confirm.message} />
          <TextField
            name="code"
            id="sf-code"
            label={t('codeLabel')}
            hint={t('codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            width="short"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={confirm.errors['sf-code']}
          />
          <Button type="submit" loading={confirm.pending}>
            {t('confirm')}
          </Button>
        </Form>
      </div>
    );
  }

  return (
    <Form className="o-stack" onSubmit={onBegin} noValidate>
      <p>{t('offText')}</p>
      <FormError errors={begin.errors} message={begin.message} />
      {hasPassword ? (
        <PasswordField
          name="currentPassword"
          id="sf-password"
          label={t('currentPassword')}
          hint={t('currentPasswordHint')}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={begin.errors['sf-password']}
        />
      ) : null}
      <Button type="submit" variant="secondary" loading={begin.pending}>
        {t('start')}
      </Button>
    </Form>
  );
}

function TurnOff({ hasPassword }: { hasPassword: boolean }) {
  const t = useT(secondFactorMessages);
  const c = useT(commonMessages);
  const runtime = useRuntime();
  const locale = useLocale();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [off, setOff] = useState(false);
  const form = useSubmit<'sf-off-password' | 'sf-off-code'>(c('somethingFailed'), {
    currentPassword: 'sf-off-password',
    code: 'sf-off-code',
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passwordError = hasPassword ? checkPassword(password) : null;
    const typed = code.trim();
    const result = await form.submit(
      {
        'sf-off-password': passwordError && c(passwordError),
        'sf-off-code': typed ? null : t('codeRequired'),
      },
      () =>
        runtime.api('/api/v1/me/totp/disable', {
          method: 'POST',
          body: { code: typed, ...(hasPassword ? { currentPassword: password } : {}) },
        }),
    );
    if (result.ok) {
      setOff(true);
      runtime.refresh();
    }
  };

  if (off) {
    return (
      <Notice tone="success" locale={locale}>
        <p>{t('turnedOff')}</p>
      </Notice>
    );
  }
  return (
    <Form className="o-stack" onSubmit={onSubmit} noValidate>
      <h3>{t('turnOffTitle')}</h3>
      <FormError errors={form.errors} message={form.message} />
      {hasPassword ? (
        <PasswordField
          name="currentPassword"
          id="sf-off-password"
          label={t('currentPassword')}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={form.errors['sf-off-password']}
        />
      ) : null}
      <TextField
        name="code"
        id="sf-off-code"
        label={t('turnOffCodeLabel')}
        autoComplete="one-time-code"
        width="short"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={form.errors['sf-off-code']}
      />
      <Button type="submit" variant="secondary" loading={form.pending}>
        {t('turnOff')}
      </Button>
    </Form>
  );
}
