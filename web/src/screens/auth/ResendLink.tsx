'use client';

import { Button, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { commonMessages } from '../shared/messages';
import { asProblem, useRuntime } from '../shared/runtime';
import { authMessages } from './messages';

/** Asks for one more link to the same address, for when the first one did not arrive. */
export function ResendLink({ email, next }: { email: string; next: string | null }) {
  const t = useT(authMessages);
  const c = useT(commonMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [pending, setPending] = useState(false);
  const [state, setState] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const resend = async () => {
    setPending(true);
    setState(null);
    try {
      await runtime.api('/api/v1/auth/email-link', {
        method: 'POST',
        body: { email, ...(next ? { next } : {}) },
      });
      setState({ tone: 'success', text: t('resent') });
    } catch (err) {
      setState({ tone: 'error', text: asProblem(err, c('somethingFailed')).title });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="o-stack">
      <Button variant="secondary" onClick={resend} loading={pending}>
        {t('resend')}
      </Button>
      {state ? (
        <Notice tone={state.tone} locale={locale}>
          <p>{state.text}</p>
        </Notice>
      ) : null}
    </div>
  );
}
