'use client';

import { formatDate, HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, Card, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { ConfirmPanel, useConfirmStep } from './ConfirmPanel';
import { CopyField } from './CopyField';
import { calendarMessages } from './messages';

/** Whether the person has a feed. Its address is not kept anywhere (only a hash), so it is shown once. */
export interface FeedState {
  active: boolean;
  createdAt: string | null;
}

/** webcal:// opens the system's calendar app with a subscription to the same address. */
function webcal(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/**
 * The private ICS feed. The address is shown once, right after it is made; later the card only says a feed
 * exists, and making a new one (which revokes the old) is how to see an address again.
 */
export function CalendarFeed({ feed }: { feed: FeedState | null }) {
  const t = useT(calendarMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [state, setState] = useState(feed);
  const [url, setUrl] = useState<string | null>(null);
  const step = useConfirmStep();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const make = async () => {
    const replacing = Boolean(state?.active);
    setPending(true);
    setNotice(null);
    try {
      const res = await runtime.api<{ url: string; createdAt: string | null }>(
        '/api/v1/me/calendar-feed/rotate',
        {
          method: 'POST',
          body: {},
        },
      );
      setUrl(res.url);
      setState({ active: true, createdAt: res.createdAt });
      step.hide();
      setNotice({ tone: 'success', text: t(replacing ? 'rotated' : 'created') });
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
    }
    setPending(false);
  };

  return (
    <Card title={t('feedTitle')} className="s-section cal-feed">
      <p>{t('feedLead')}</p>
      {url ? (
        <>
          <CopyField id="calendar-feed-url" label={t('feedUrl')} value={url} />
          <p>
            <strong>{t('feedShownOnce')}</strong>
          </p>
          <ul className="cal-feed__how">
            <li>{t('feedGoogle')}</li>
            <li>{t('feedApple')}</li>
          </ul>
          <p>
            <a href={webcal(url)}>{t('feedOpen')}</a>
          </p>
        </>
      ) : state === null ? (
        <p>{t('feedUnavailable')}</p>
      ) : state.active ? (
        <p>
          {t('feedActive', {
            date: state.createdAt ? formatDate(state.createdAt, HOME_TIME_ZONE, locale) : '—',
          })}
        </p>
      ) : (
        <p>{t('feedNone')}</p>
      )}
      <p className="s-muted">{t('feedPrivate')}</p>
      {notice ? (
        <Notice tone={notice.tone} locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {state === null ? null : !state.active ? (
        <Button type="button" size="small" loading={pending} onClick={() => void make()}>
          {t('feedCreate')}
        </Button>
      ) : step.open ? (
        <ConfirmPanel
          title={t('rotateConfirm')}
          confirmLabel={t('rotateYes')}
          cancelLabel={t('keep')}
          pending={pending}
          onConfirm={() => void make()}
          onCancel={step.hide}
        />
      ) : (
        <Button ref={step.triggerRef} type="button" variant="secondary" size="small" onClick={step.show}>
          {t('rotate')}
        </Button>
      )}
    </Card>
  );
}
