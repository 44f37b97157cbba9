'use client';

import { Notice, TextAreaField } from '@oslonac/web';
import { formatTime, useLocale, useT } from '@oslonac/web/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { useTimeZone } from '../shared/timeZone';
import { sessionMessages } from './messages';
import type { SessionNote } from './types';

/** Typing pauses this long before a save: a note is saved often, but not on every key. */
export const NOTE_SAVE_DELAY_MS = 1500;

type SaveStatus = 'idle' | 'saving' | 'saved' | 'unsaved' | 'failed' | 'conflict';

/**
 * The therapist's private notes beside the video. Saves by itself after a pause in typing, with the version it
 * started from; when the note changed elsewhere meanwhile (another tab), the newer note is shown and the text
 * that could not be saved stays visible for copying, so nothing typed is lost silently.
 */
export function NotesPanel({ sessionId }: { sessionId: string }) {
  const t = useT(sessionMessages);
  const timeZone = useTimeZone();
  const locale = useLocale();
  const runtime = useRuntime();
  const path = `/api/v1/sessions/${encodeURIComponent(sessionId)}/note`;
  const [text, setText] = useState('');
  const [loadState, setLoadState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState<string | null>(null);
  const version = useRef(0);
  const savedText = useRef('');
  const latest = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const again = useRef(false);

  const adopt = useCallback((note: SessionNote) => {
    version.current = note.version;
    savedText.current = note.text;
    setSavedAt(note.updatedAt);
  }, []);

  useEffect(() => {
    let live = true;
    runtime.api<SessionNote>(path).then(
      (note) => {
        if (!live) return;
        adopt(note);
        latest.current = note.text;
        setText(note.text);
        setLoadState('ready');
      },
      () => live && setLoadState('failed'),
    );
    return () => {
      live = false;
    };
  }, [runtime, path, adopt]);

  const save = useCallback(async () => {
    const value = latest.current;
    if (value === savedText.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    setStatus('saving');
    try {
      const note = await runtime.api<SessionNote>(path, {
        method: 'PUT',
        body: { text: value, expectedVersion: version.current },
      });
      adopt(note);
      setStatus(latest.current === note.text ? 'saved' : 'unsaved');
    } catch (err) {
      if (asProblem(err, '').status === 409) {
        const newer = await runtime.api<SessionNote>(path).catch(() => null);
        if (newer) {
          adopt(newer);
          latest.current = newer.text;
          setText(newer.text);
          setUnsaved(value);
        }
        setStatus('conflict');
      } else {
        setStatus('failed');
      }
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void save();
      }
    }
  }, [runtime, path, adopt]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    void save();
  }, [save]);

  // Leaving the call (or the page) saves what was typed since the last pause.
  useEffect(() => flush, [flush]);

  const onChange = (value: string) => {
    latest.current = value;
    setText(value);
    setStatus('unsaved');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, NOTE_SAVE_DELAY_MS);
  };

  const statusText =
    status === 'saving'
      ? t('notesSaving')
      : status === 'unsaved'
        ? t('notesUnsaved')
        : status === 'failed'
          ? t('notesSaveFailed')
          : savedAt && status === 'saved'
            ? t('notesSaved', { when: formatTime(savedAt, timeZone, locale) })
            : '';

  return (
    <section className="s-call-notes" aria-labelledby="s-call-notes-title" data-testid="session-notes">
      <h2 id="s-call-notes-title" className="s-call-panel__title">
        {t('notesTitle')}
      </h2>
      <p className="s-muted">{t('notesPrivate')}</p>
      {loadState === 'failed' ? (
        <Notice tone="warning" locale={locale}>
          <p>{t('notesLoadFailed')}</p>
        </Notice>
      ) : (
        <TextAreaField
          name="session-note"
          label={t('notesLabel')}
          value={text}
          rows={12}
          disabled={loadState !== 'ready'}
          onChange={(e) => onChange(e.target.value)}
          onBlur={flush}
        />
      )}
      <p className="s-muted s-call-notes__status" role="status">
        {statusText}
      </p>
      {status === 'conflict' && unsaved !== null ? (
        <Notice tone="info" locale={locale} live="off">
          <p>{t('notesConflict')}</p>
          <TextAreaField
            name="session-note-unsaved"
            label={t('notesYourText')}
            value={unsaved}
            readOnly
            rows={5}
          />
        </Notice>
      ) : null}
    </section>
  );
}
