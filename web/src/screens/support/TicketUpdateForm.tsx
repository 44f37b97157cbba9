'use client';

import { Button, FormError, Notice, TextAreaField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { adminSupportMessages } from './messages';
import { SUPPORT_LIMITS, type TicketStatus } from './types';

const SAVED = { open: 'savedOpen', answered: 'savedAnswered', closed: 'savedClosed' } as const;

/** Moves a ticket to another state, with the staff's internal note (which replaces the previous one). */
export function TicketUpdateForm({
  ticketId,
  status,
  note: savedNote,
}: {
  ticketId: string;
  status: TicketStatus;
  note: string;
}) {
  const t = useT(adminSupportMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [note, setNote] = useState(savedNote);
  const [done, setDone] = useState<TicketStatus | null>(null);
  const [sending, setSending] = useState<TicketStatus | null>(null);
  const form = useSubmit<'ticket-note'>(t('somethingFailed'), { internalNote: 'ticket-note' });

  const save = async (next: TicketStatus) => {
    setDone(null);
    setSending(next);
    const tooLong = note.trim().length > SUPPORT_LIMITS.noteMax ? t('noteTooLong') : null;
    const result = await form.submit({ 'ticket-note': tooLong }, () =>
      runtime.api(`/api/v1/admin/support/tickets/${encodeURIComponent(ticketId)}`, {
        method: 'PATCH',
        body: { status: next, internalNote: note.trim() },
      }),
    );
    setSending(null);
    if (result.ok) {
      setDone(next);
      runtime.refresh();
    }
  };

  const moves: { to: TicketStatus; label: string }[] = [
    ...(status !== 'answered' ? [{ to: 'answered' as const, label: t('markAnswered') }] : []),
    ...(status !== 'closed' ? [{ to: 'closed' as const, label: t('markClosed') }] : []),
    ...(status !== 'open' ? [{ to: 'open' as const, label: t('reopen') }] : []),
  ];

  return (
    <div className="o-stack">
      {done ? (
        <Notice tone="success" locale={locale}>
          <p>{t(SAVED[done])}</p>
        </Notice>
      ) : null}
      <FormError errors={form.errors} message={form.message} />
      <TextAreaField
        name="internalNote"
        id="ticket-note"
        label={t('noteLabel')}
        hint={t('noteHint')}
        maxLength={SUPPORT_LIMITS.noteMax}
        rows={4}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={form.errors['ticket-note']}
      />
      <div className="t-actions">
        {moves.map((m) => (
          <Button key={m.to} type="button" loading={sending === m.to} onClick={() => void save(m.to)}>
            {m.label}
          </Button>
        ))}
        <Button
          type="button"
          variant="secondary"
          loading={sending === status}
          onClick={() => void save(status)}
        >
          {t('saveNote')}
        </Button>
      </div>
    </div>
  );
}
