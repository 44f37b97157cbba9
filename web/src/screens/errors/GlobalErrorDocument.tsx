'use client';

import { AppShell } from '@oslonac/web';
import {
  DEFAULT_LOCALE,
  getT,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  LocaleProvider,
} from '@oslonac/web/i18n';
import { useSyncExternalStore } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { errorMessages } from './messages';

const subscribe = () => () => {};

function cookieLocale(): Locale {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return DEFAULT_LOCALE;
}

/**
 * The whole document when the root layout itself failed: it cannot rely on the layout's locale or data, so
 * it reads the script cookie in the browser and draws the frame (skip link, header, crisis line) on its own.
 */
export function GlobalErrorDocument({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const locale = useSyncExternalStore(subscribe, cookieLocale, () => DEFAULT_LOCALE);
  return (
    <html lang={locale}>
      <head>
        <title>{`${getT(errorMessages, locale)('errorTitle')} · Oslonac`}</title>
      </head>
      <body>
        <LocaleProvider locale={locale}>
          <AppShell locale={locale} width="wide">
            <ErrorScreen error={error} onRetry={onRetry} />
          </AppShell>
        </LocaleProvider>
      </body>
    </html>
  );
}
