'use client';

import { Button, LinkButton, PageHeader } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { useEffect, useSyncExternalStore } from 'react';
import { Page } from '../shared/Page';
import { errorMessages, GENERIC_ERROR_TEXT } from './messages';

const subscribe = () => () => {};

/** The host name as the visitor sees it; empty while rendering on the server. */
function useHostname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.hostname,
    () => '',
  );
}

/** Errors from the server arrive with a digest that matches the server's log line; client errors have none. */
export function digestOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'digest' in error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === 'string' && digest) return digest;
  }
  return null;
}

export function genericErrorText(host: string): string {
  return GENERIC_ERROR_TEXT.replace('{host}', host);
}

/**
 * What a person sees when a page fails: a calm line in their language, the product's generic error text
 * (the same words support and logs know), the digest when there is one, and a way to try again.
 */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(errorMessages);
  const host = useHostname();
  const digest = digestOf(error);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Page width="narrow">
      <PageHeader title={t('errorTitle')} lead={t('errorCalm')} />
      <div className="s-error-details">
        <p lang="en">{genericErrorText(host)}</p>
        {digest ? <p lang="en">{t('digest', { digest })}</p> : null}
      </div>
      <div className="o-cluster s-section">
        <Button onClick={onRetry}>{t('retry')}</Button>
        <LinkButton href="/" variant="quiet">
          {t('home')}
        </LinkButton>
      </div>
    </Page>
  );
}
