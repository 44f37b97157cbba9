'use client';

import { Button, Card, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { ConfirmPanel, useConfirmStep } from './ConfirmPanel';
import { CopyField } from './CopyField';
import { calendarMessages } from './messages';

/** webcal:// opens the system's calendar app with a subscription to the same address. */
function webcal(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** The private ICS feed: the address, copy, and a new address that revokes the old one. */
export function CalendarFeed({ url: initialUrl }: { url: string | null }) {
  const t = useT(calendarMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [url, setUrl] = useState(initialUrl);
  const step = useConfirmStep();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const rotate = async () => {
    setPending(true);
    setNotice(null);
    try {
      const res = await runtime.api<{ url: string }>('/api/v1/me/calendar-feed/rotate', {
        method: 'POST',
        body: {},
      });
      setUrl(res.url);
      step.hide();
      setNotice({ tone: 'success', text: t('rotated') });
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
          <ul className="cal-feed__how">
            <li>{t('feedGoogle')}</li>
            <li>{t('feedApple')}</li>
          </ul>
          <p>
            <a href={webcal(url)}>{t('feedOpen')}</a>
          </p>
        </>
      ) : (
        <p>{t('feedUnavailable')}</p>
      )}
      <p className="s-muted">{t('feedPrivate')}</p>
      {notice ? (
        <Notice tone={notice.tone} locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      {step.open ? (
        <ConfirmPanel
          title={t('rotateConfirm')}
          confirmLabel={t('rotateYes')}
          cancelLabel={t('keep')}
          pending={pending}
          onConfirm={() => void rotate()}
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
