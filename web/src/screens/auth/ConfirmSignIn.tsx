'use client';

import { Button, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { commonMessages } from '../shared/messages';
import { asProblem, type Problem, useRuntime } from '../shared/runtime';
import { EmailLinkForm } from './LoginForms';
import { authMessages } from './messages';

/** The link cannot be used again: expired, used, or not a token at all (cut off by a mail program). */
function isDeadLink(p: Problem): boolean {
  return p.code === 'identity.link_invalid' || Boolean(p.status === 400 && p.fieldErrors?.token);
}

/**
 * The e-mail link lands here and signs in only when a person presses the button: mail scanners that open
 * links cannot use the token up.
 */
export function ConfirmSignIn({ token, label }: { token: string; label?: string }) {
  const t = useT(authMessages);
  const c = useT(commonMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const confirm = async () => {
    setPending(true);
    setProblem(null);
    try {
      const { next } = await runtime.api<{ next: string }>('/api/v1/auth/email-link/consume', {
        method: 'POST',
        body: { token },
      });
      runtime.navigate(next, { reload: true });
    } catch (err) {
      setProblem(asProblem(err, c('somethingFailed')));
      setPending(false);
    }
  };

  if (problem && isDeadLink(problem)) {
    return (
      <div className="o-stack">
        <Notice tone="warning" title={t('expiredTitle')} live="alert" locale={locale}>
          <p>{t('expiredText')}</p>
        </Notice>
        <EmailLinkForm next={null} submitLabel={t('newLink')} />
      </div>
    );
  }

  return (
    <div className="o-stack">
      {problem ? (
        <Notice tone="error" locale={locale}>
          <p>{problem.title}</p>
        </Notice>
      ) : null}
      <Button onClick={confirm} loading={pending}>
        {label ?? t('confirmButton')}
      </Button>
    </div>
  );
}
