'use client';

import { Button, Notice } from '@oslonac/web';
import { formatDateTime, useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { describeDevice } from '../shared/device';
import { commonMessages } from '../shared/messages';
import { asProblem, useRuntime } from '../shared/runtime';
import { useTimeZone } from '../shared/timeZone';
import type { ScreenSession } from '../shared/types';
import { settingsMessages } from './messages';

/**
 * Every active sign-in of the account, this device first. Ending this device's session signs out here;
 * "Odjavi me svuda" ends them all.
 */
export function SessionsList({ sessions }: { sessions: readonly ScreenSession[] }) {
  const t = useT(settingsMessages);
  const c = useT(commonMessages);
  const locale = useLocale();
  const timeZone = useTimeZone();
  const runtime = useRuntime();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const ordered = [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
  const when = (iso: string) =>
    formatDateTime(iso, timeZone, locale, { dateStyle: 'medium', timeStyle: 'short' });

  const end = async (session: ScreenSession) => {
    setBusy(session.id);
    setNotice(null);
    try {
      if (session.current) {
        await runtime.api('/api/v1/auth/signout', { method: 'POST', body: {} });
        runtime.navigate('/app/login', { reload: true });
        return;
      }
      await runtime.api(`/api/v1/me/sessions/${encodeURIComponent(session.id)}`, {
        method: 'DELETE',
        body: {},
      });
      setNotice({ tone: 'success', text: t('sessionEnded') });
      runtime.refresh();
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, c('somethingFailed')).title });
    }
    setBusy(null);
  };

  const endAll = async () => {
    setBusy('all');
    setNotice(null);
    try {
      await runtime.api('/api/v1/auth/signout-everywhere', { method: 'POST', body: {} });
      runtime.navigate('/app/login', { reload: true });
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, c('somethingFailed')).title });
      setBusy(null);
    }
  };

  return (
    <div className="o-stack">
      {notice ? (
        <Notice tone={notice.tone} locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {ordered.length === 0 ? <p>{t('noSessions')}</p> : null}
      <ul className="s-sessions">
        {ordered.map((s) => {
          const device = describeDevice(s.userAgent) ?? t('unknownDevice');
          return (
            <li key={s.id} className="s-sessions__item">
              <div className="s-sessions__text">
                <p className="s-sessions__device">
                  {device}
                  {s.current ? <span className="s-badge">{t('thisDevice')}</span> : null}
                </p>
                <p className="s-sessions__meta">
                  {t('lastSeen', { time: when(s.lastSeenAt) })}
                  <br />
                  {t('signedInAt', { time: when(s.createdAt) })}
                  {s.ip ? (
                    <>
                      <br />
                      {t('ipAddress', { ip: s.ip })}
                    </>
                  ) : null}
                </p>
              </div>
              <Button
                variant="secondary"
                size="small"
                loading={busy === s.id}
                disabled={busy !== null && busy !== s.id}
                aria-label={t('signOutSessionLabel', { device, time: when(s.lastSeenAt) })}
                onClick={() => void end(s)}
              >
                {t('signOutSession')}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="s-danger-zone">
        <Button
          variant="danger"
          loading={busy === 'all'}
          onClick={() => void endAll()}
          aria-describedby="sessions-all-hint"
        >
          {t('signOutEverywhere')}
        </Button>
        <p id="sessions-all-hint" className="s-aside">
          {t('signOutEverywhereHint')}
        </p>
      </div>
    </div>
  );
}
