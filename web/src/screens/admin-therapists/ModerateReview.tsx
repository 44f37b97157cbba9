'use client';

import { Button, Notice, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useId, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { adminTherapistMessages } from './messages';

/** Publish or reject one pending review, with an optional note kept with the decision. */
export function ModerateReview({ reviewId }: { reviewId: string }) {
  const t = useT(adminTherapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const id = useId();
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<'publish' | 'reject' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const decide = async (publish: boolean) => {
    setPending(publish ? 'publish' : 'reject');
    setNotice(null);
    try {
      await runtime.api(`/api/v1/admin/reviews/${encodeURIComponent(reviewId)}`, {
        method: 'POST',
        body: { publish, note: note.trim() },
      });
      setNotice({ tone: 'success', text: publish ? t('published') : t('reviewRejectedDone') });
      runtime.refresh();
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
    }
    setPending(null);
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
      <TextField
        name="note"
        id={`note-${id}`}
        label={t('moderationNote')}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="t-actions">
        <Button type="button" size="small" loading={pending === 'publish'} onClick={() => void decide(true)}>
          {t('publish')}
        </Button>
        <Button
          type="button"
          size="small"
          variant="danger"
          loading={pending === 'reject'}
          onClick={() => void decide(false)}
        >
          {t('rejectReview')}
        </Button>
      </div>
      {notice ? (
        <Notice tone="error" locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
    </div>
  );
}
