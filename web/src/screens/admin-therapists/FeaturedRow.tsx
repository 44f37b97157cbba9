'use client';

import { Button, Checkbox, Form, TextField } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { adminTherapistMessages } from './messages';

/** Featured on/off and its order for one profile. The service keeps the order; it is set, not shown back. */
export function FeaturedRow({
  profileId,
  name,
  featured,
}: {
  profileId: string;
  name: string;
  featured: boolean;
}) {
  const t = useT(adminTherapistMessages);
  const runtime = useRuntime();
  const [on, setOn] = useState(featured);
  const [rank, setRank] = useState('0');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const rankId = `rank-${profileId}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const n = Number(rank);
    if (!/^\d{1,4}$/.test(rank.trim()) || n > 1000) {
      setMessage({ error: true, text: t('rankInvalid') });
      document.getElementById(rankId)?.focus();
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      await runtime.api(`/api/v1/admin/featured/${encodeURIComponent(profileId)}`, {
        method: 'POST',
        body: { featured: on, rank: n },
      });
      setMessage({ error: false, text: t('featuredSaved', { name }) });
      runtime.refresh();
    } catch (err) {
      setMessage({ error: true, text: asProblem(err, t('somethingFailed')).title });
    }
    setPending(false);
  };

  return (
    <Form className="t-actions" onSubmit={onSubmit} noValidate>
      <Checkbox
        name="featured"
        id={`featured-${profileId}`}
        label={t('featuredLabel', { name })}
        checked={on}
        onChange={(e) => setOn(e.target.checked)}
      />
      <TextField
        name="rank"
        id={rankId}
        label={t('rankLabel', { name })}
        inputMode="numeric"
        width="short"
        value={rank}
        onChange={(e) => setRank(e.target.value)}
        error={message?.error ? message.text : null}
      />
      <Button
        type="submit"
        size="small"
        variant="secondary"
        loading={pending}
        aria-label={t('saveLabel', { name })}
      >
        {t('save')}
      </Button>
      {message && !message.error ? (
        <p role="status" className="s-muted">
          {message.text}
        </p>
      ) : null}
    </Form>
  );
}
