'use client';

import { Button, LinkButton, LoadingState, Notice } from '@oslonac/web';
import { formatTime, useLocale, useT } from '@oslonac/web/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { commonMessages } from '../shared/messages';
import { asProblem, useRuntime } from '../shared/runtime';
import { useTimeZone } from '../shared/timeZone';
import { authMessages } from './messages';

interface Handoff {
  code: string;
  expiresAt: string;
}

type State =
  | { kind: 'creating' }
  | { kind: 'ready'; handoff: Handoff }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

/** "ACDE FGHJ": two groups of four read more easily off one screen into another. */
export function groupCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}

/**
 * Makes a one-time code as soon as the page opens (that is why the person came) and shows it large, with
 * when it stops working. A fresh code is one press away once it has expired.
 */
export function MobileHandoff() {
  const t = useT(authMessages);
  const c = useT(commonMessages);
  const locale = useLocale();
  const timeZone = useTimeZone();
  const runtime = useRuntime();
  const [state, setState] = useState<State>({ kind: 'creating' });
  const started = useRef(false);

  const create = useCallback(async () => {
    setState({ kind: 'creating' });
    try {
      const handoff = await runtime.api<Handoff>('/api/v1/mobile/handoff', { method: 'POST', body: {} });
      setState({ kind: 'ready', handoff });
    } catch (err) {
      setState({ kind: 'failed', message: asProblem(err, c('somethingFailed')).title });
    }
  }, [runtime, c]);

  // Once per page view, also under React's development double effects.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void create();
  }, [create]);

  useEffect(() => {
    if (state.kind !== 'ready') return;
    const left = new Date(state.handoff.expiresAt).getTime() - Date.now();
    const timer = setTimeout(() => setState({ kind: 'expired' }), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [state]);

  if (state.kind === 'creating') return <LoadingState locale={locale} label={t('mobileCreating')} />;

  if (state.kind === 'failed' || state.kind === 'expired') {
    return (
      <div className="o-stack">
        <Notice tone={state.kind === 'failed' ? 'error' : 'warning'} locale={locale}>
          <p>{state.kind === 'failed' ? state.message : t('mobileExpired')}</p>
        </Notice>
        <Button onClick={() => void create()}>{t('mobileNewCode')}</Button>
      </div>
    );
  }

  const { code, expiresAt } = state.handoff;
  return (
    <div className="o-stack">
      <section className="s-code" aria-labelledby="handoff-code-label">
        <h2 id="handoff-code-label" className="s-code__label">
          {t('mobileCodeLabel')}
        </h2>
        <p className="s-code__value" aria-live="polite">
          <span aria-hidden="true">{groupCode(code)}</span>
          {/* Read out letter by letter, not as a word. */}
          <span className="o-visually-hidden">{code.split('').join(' ')}</span>
        </p>
        <p className="s-code__meta">
          {t('mobileValidUntil', { time: formatTime(expiresAt, timeZone, locale) })}
        </p>
      </section>
      <LinkButton href={`oslonac://auth?code=${encodeURIComponent(code)}`}>{t('mobileOpenApp')}</LinkButton>
      <p className="s-aside">{t('mobileKeepSecret')}</p>
    </div>
  );
}
