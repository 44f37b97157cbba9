// /nalog-obrisan: what has become of a deleted account, service by service (from identity's GetErasureStatus).
// Rendered on the server; the erasure id comes from a short-lived cookie, never from the address bar.
import { Card, LinkButton, Notice, PageHeader } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { privacyMessages } from './messages';

export interface ErasureStatusView {
  erasedServices: string[];
  pendingServices: string[];
  requestedAt: string | null;
  completedAt: string | null;
}

const TIME_ZONE = 'Europe/Belgrade';
const SERVICE_LABELS = {
  identity: 'svc_identity',
  therapists: 'svc_therapists',
  booking: 'svc_booking',
  admin: 'svc_admin',
} as const;

export function ErasureStatusScreen({
  locale,
  erasureId,
  status,
}: {
  locale: Locale;
  erasureId: string | null;
  status: ErasureStatusView | null;
}) {
  const t = getT(privacyMessages, locale);
  const when = (iso: string) =>
    formatDateTime(iso, TIME_ZONE, locale, { dateStyle: 'long', timeStyle: 'short' });
  const label = (service: string) =>
    service in SERVICE_LABELS ? t(SERVICE_LABELS[service as keyof typeof SERVICE_LABELS]) : service;

  if (!status || !erasureId) {
    return (
      <Page width="narrow">
        <PageHeader title={t('unknownTitle')} lead={t('unknownText')} />
        <p>
          <LinkButton href="/" variant="secondary">
            {t('home')}
          </LinkButton>
        </p>
      </Page>
    );
  }

  const rows = [
    ...status.erasedServices.map((s) => ({ service: s, done: true })),
    ...status.pendingServices.map((s) => ({ service: s, done: false })),
  ];
  return (
    <Page width="narrow">
      <PageHeader title={t('deletedTitle')} lead={t('deletedLead')} />
      <Card title={t('progressTitle')} className="s-section">
        {status.requestedAt ? <p>{t('requestedAt', { time: when(status.requestedAt) })}</p> : null}
        <ul aria-label={t('progressTitle')} data-testid="erasure-progress">
          {rows.map((r) => (
            <li key={r.service} data-service={r.service} data-done={r.done}>
              {label(r.service)}: <strong>{r.done ? t('serviceDone') : t('servicePending')}</strong>
            </li>
          ))}
        </ul>
        {status.completedAt ? (
          <Notice tone="success" locale={locale}>
            <p>{t('allDone', { time: when(status.completedAt) })}</p>
          </Notice>
        ) : (
          <Notice tone="info" locale={locale}>
            <p>{t('stillRunning')}</p>
          </Notice>
        )}
        {status.completedAt ? null : (
          <p>
            <LinkButton href="/nalog-obrisan" variant="secondary">
              {t('refresh')}
            </LinkButton>
          </p>
        )}
        <p>
          <span>{t('referenceLabel')}</span> <code>{erasureId}</code>
        </p>
      </Card>
      <p>
        <LinkButton href="/" variant="quiet">
          {t('home')}
        </LinkButton>
      </p>
    </Page>
  );
}
