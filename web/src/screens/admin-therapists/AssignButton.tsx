'use client';

import { Button, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { adminTherapistMessages } from './messages';

export function AssignButton({
  requestId,
  profileId,
  name,
}: {
  requestId: string;
  profileId: string;
  name: string;
}) {
  const t = useT(adminTherapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const assign = async () => {
    setPending(true);
    setNotice(null);
    try {
      await runtime.api(`/api/v1/admin/connect/${encodeURIComponent(requestId)}/assign`, {
        method: 'POST',
        body: { profileId },
      });
      setNotice({ tone: 'success', text: t('assigned', { name }) });
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
    }
    setPending(false);
  };

  if (notice?.tone === 'success') {
    return (
      <Notice tone="success" locale={locale}>
        <p>{notice.text}</p>
      </Notice>
    );
  }
  return (
    <div className="o-stack">
      <Button
        type="button"
        size="small"
        variant="secondary"
        loading={pending}
        aria-label={t('assignLabel', { name })}
        onClick={() => void assign()}
      >
        {t('assign')}
      </Button>
      {notice ? (
        <Notice tone="error" locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
    </div>
  );
}
