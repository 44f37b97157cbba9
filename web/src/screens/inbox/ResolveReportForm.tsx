'use client';

import { Button, Notice, TextAreaField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { adminReportMessages } from './admin-messages';
import { INBOX_LIMITS } from './types';

/** Closes a message report with a note; the page renders again to show it closed. */
export function ResolveReportForm({ reportId }: { reportId: string }) {
  const t = useT(adminReportMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!note.trim()) return setError(t('noteRequired'));
    setError(null);
    setPending(true);
    try {
      await runtime.api(`/api/v1/admin/message-reports/${encodeURIComponent(reportId)}/resolve`, {
        method: 'POST',
        body: { note: note.trim() },
      });
      runtime.refresh();
    } catch (err) {
      const p = asProblem(err, t('somethingFailed'));
      if (p.fieldErrors?.note) setError(p.fieldErrors.note);
      else setProblem(p.title);
      setPending(false);
    }
  };
  return (
    <form className="o-stack" noValidate onSubmit={submit}>
      {problem ? (
        <Notice tone="error" locale={locale}>
          <p>{problem}</p>
        </Notice>
      ) : null}
      <TextAreaField
        name="note"
        id="report-note"
        label={t('noteLabel')}
        hint={t('noteHint')}
        error={error ?? undefined}
        value={note}
        maxLength={INBOX_LIMITS.noteMax}
        rows={4}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <div>
        <Button type="submit" disabled={pending}>
          {t('resolve')}
        </Button>
      </div>
    </form>
  );
}
