'use client';

import { htmlLang } from '@oslonac/lang';
import { Button, Notice, PageHeader } from '@oslonac/web';
import { type Locale, LocaleProvider, useT } from '@oslonac/web/i18n';
import { useActionState, useEffect, useRef } from 'react';
import { Page } from '../shared/Page';
import { emailMessages } from './messages';
import type { NoticeKind } from './types';

export const SETTINGS_PATH = '/app/settings/account';

/** What the confirm button's post came back with. */
export type UnsubscribeState = { status: 'idle' | 'done' | 'invalid' | 'failed' };
export const UNSUBSCRIBE_IDLE: UnsubscribeState = { status: 'idle' };
export type UnsubscribeAction = (state: UnsubscribeState, form: FormData) => Promise<UnsubscribeState>;

/**
 * /unsubscribe/{token}: says what the link turns off and asks for one click. Opening the page changes nothing
 * (link scanners open every link in a mail); the button posts (a server action, so it works without
 * JavaScript too), and a calm confirmation with the way back to the settings replaces the question.
 */
export function UnsubscribeScreen({
  locale,
  kind,
  alreadyOff,
  action,
}: {
  /** The recipient's language when the visitor has not chosen one. */
  locale: Locale;
  /** null: the link is malformed or names nothing. */
  kind: NoticeKind | null;
  alreadyOff: boolean;
  action: UnsubscribeAction;
}) {
  return (
    <LocaleProvider locale={locale}>
      <div lang={htmlLang(locale)}>
        <Unsubscribe locale={locale} kind={kind} alreadyOff={alreadyOff} action={action} />
      </div>
    </LocaleProvider>
  );
}

function Unsubscribe({
  locale,
  kind,
  alreadyOff,
  action,
}: {
  locale: Locale;
  kind: NoticeKind | null;
  alreadyOff: boolean;
  action: UnsubscribeAction;
}) {
  const t = useT(emailMessages);
  const [state, formAction, pending] = useActionState(action, UNSUBSCRIBE_IDLE);
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The button is gone once it worked: the focus goes to what replaced it.
    if (state.status === 'done') outcome.current?.focus();
  }, [state.status]);

  const settings = (
    <p>
      <a href={SETTINGS_PATH}>{t('toSettings')}</a>
    </p>
  );

  if (kind === null || state.status === 'invalid') {
    return (
      <Page width="narrow">
        <PageHeader title={t('unsubscribeTitle')} />
        <Notice tone="warning" locale={locale} title={t('unsubscribeInvalidTitle')}>
          <p>{t('unsubscribeInvalid')}</p>
        </Notice>
        {settings}
      </Page>
    );
  }

  if (state.status === 'done' || alreadyOff) {
    return (
      <Page width="narrow">
        <PageHeader title={t('unsubscribeTitle')} />
        <div ref={outcome} tabIndex={-1}>
          <Notice tone="success" locale={locale} title={t('unsubscribeDoneTitle')}>
            <p>{state.status === 'done' ? t('unsubscribeDone') : t('unsubscribeAlready')}</p>
          </Notice>
        </div>
        {settings}
      </Page>
    );
  }

  return (
    <Page width="narrow">
      <PageHeader title={t('unsubscribeTitle')} lead={t('unsubscribeLead')} />
      {state.status === 'failed' ? (
        <Notice tone="error" locale={locale}>
          <p>{t('unsubscribeFailed')}</p>
        </Notice>
      ) : null}
      <p>
        <strong>{t('unsubscribeWhat', { kind: t(`kind_${kind}`) })}</strong>
      </p>
      <p>{t('unsubscribeKeeps')}</p>
      <form action={formAction} className="o-stack">
        {/* The same words a mail client posts (RFC 8058). */}
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <div>
          <Button type="submit" loading={pending}>
            {t('unsubscribeButton')}
          </Button>
        </div>
      </form>
      {settings}
    </Page>
  );
}
