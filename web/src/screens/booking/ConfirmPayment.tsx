'use client';

import { Button, Notice, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useId, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { bookingMessages } from './messages';

/** "Potvrdi uplatu": an admin records a bank payment by hand, with an optional note kept with it. */
export function ConfirmPayment({ bookingId, label }: { bookingId: string; label: string }) {
  const t = useT(bookingMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const id = useId();
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await runtime.api(`/api/v1/admin/bookings/${encodeURIComponent(bookingId)}/confirm`, {
        method: 'POST',
        body: note.trim() ? { note: note.trim() } : {},
      });
      // No refresh: the list would drop this session at once, and the confirmation with it.
      setDone(true);
    } catch (err) {
      setError(asProblem(err, t('somethingFailed')).title);
    }
    setPending(false);
  };

  if (done) {
    return (
      <Notice tone="success" locale={locale}>
        <p>{t('confirmDone')}</p>
      </Notice>
    );
  }
  return (
    <div className="o-stack">
      <TextField
        name="note"
        id={`note-${id}`}
        label={t('noteLabel')}
        hint={t('noteHint')}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="o-cluster">
        <Button type="button" size="small" loading={pending} onClick={() => void confirm()}>
          {t('confirmButton')}
          <span className="o-visually-hidden"> ({label})</span>
        </Button>
      </div>
      {error ? (
        <Notice tone="error" locale={locale}>
          <p>{error}</p>
        </Notice>
      ) : null}
    </div>
  );
}
