'use client';

import { Button, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { therapistMessages } from './messages';

/** Sends the saved profile for verification, then shows the status page. */
export function SubmitProfile({ next, profilePath }: { next: string; profilePath: string }) {
  const t = useT(therapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ title: string; items: string[] } | null>(null);

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await runtime.api('/api/v1/me/therapist/profile/submit', { method: 'POST', body: {} });
      runtime.navigate(next);
    } catch (err) {
      const problem = asProblem(err, t('somethingFailed'));
      setError({ title: problem.title, items: Object.values(problem.fieldErrors ?? {}) });
      setPending(false);
    }
  };

  return (
    <div className="o-stack">
      {error ? (
        <Notice tone="error" locale={locale}>
          <p>{error.title}</p>
          {error.items.length ? (
            <ul>
              {error.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {error.items.length ? (
            <p>
              <a href={profilePath}>{t('editProfile')}</a>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <div>
        <Button type="button" loading={pending} onClick={() => void submit()}>
          {t('submit')}
        </Button>
      </div>
    </div>
  );
}
