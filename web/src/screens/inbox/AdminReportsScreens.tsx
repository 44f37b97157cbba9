import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Card, Notice, PageHeader } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { AdminNav } from '../admin-therapists/AdminNav';
import { Page } from '../shared/Page';
import { adminReportMessages } from './admin-messages';
import { ResolveReportForm } from './ResolveReportForm';
import type { MessageReportDetail, MessageReportSummary } from './types';

const LIST_PATH = '/admin/complaints';
export const reportHref = (id: string) => `${LIST_PATH}/prijave/${encodeURIComponent(id)}`;

const when = (iso: string | null, locale: Locale) =>
  iso ? formatDateTime(iso, HOME_TIME_ZONE, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** The support queue's reported messages: who and when, never what (the text opens only on the report's page). */
export function MessageReportsSection({
  locale,
  reports,
}: {
  locale: Locale;
  /** null: messaging could not be reached. */
  reports: readonly MessageReportSummary[] | null;
}) {
  const t = getT(adminReportMessages, locale);
  return (
    <section className="s-section" aria-labelledby="message-reports">
      <h2 id="message-reports">{t('sectionTitle')}</h2>
      <p className="s-muted">{t('sectionLead')}</p>
      {reports === null ? (
        <Notice tone="warning" locale={locale}>
          <p>{t('failed')}</p>
        </Notice>
      ) : reports.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="s-table-wrap">
          <table className="s-table">
            <caption>{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colReported')}</th>
                <th scope="col">{t('colReporter')}</th>
                <th scope="col">{t('colSender')}</th>
                <th scope="col">{t('colOpen')}</th>
              </tr>
            </thead>
            <tbody>
              {reports.map((r) => (
                <tr key={r.id}>
                  <td>{when(r.createdAt, locale)}</td>
                  <td>
                    <span className="t-id">{r.reporterUserId}</span>
                  </td>
                  <td>
                    <span className="t-id">{r.senderUserId}</span>
                  </td>
                  <td>
                    <a
                      href={reportHref(r.id)}
                      aria-label={t('openLabel', { when: when(r.createdAt, locale) })}
                    >
                      {t('open')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One report with the reported message (messaging audits the read) and the form that closes it. */
export function MessageReportScreen({
  locale,
  detail,
}: {
  locale: Locale;
  detail: MessageReportDetail | null;
}) {
  const t = getT(adminReportMessages, locale);
  if (!detail) {
    return (
      <Page width="normal">
        <PageHeader eyebrow={t('sectionTitle')} title={t('missingTitle')} />
        <AdminNav locale={locale} current={LIST_PATH} />
        <p>{t('missing')}</p>
        <p>
          <a href={LIST_PATH}>{t('backToList')}</a>
        </p>
      </Page>
    );
  }
  const { report, message } = detail;
  return (
    <Page width="normal">
      <PageHeader
        eyebrow={t('sectionTitle')}
        title={t('title')}
        lead={<p className="s-muted">{t('auditNote')}</p>}
      />
      <AdminNav locale={locale} current={LIST_PATH} />
      <p>
        <a href={LIST_PATH}>{t('backToList')}</a>
      </p>
      <Card title={t('detailsHeading')} className="s-section">
        <dl className="t-facts">
          <dt>{t('reportedAtLabel')}</dt>
          <dd>{when(report.createdAt, locale)}</dd>
          <dt>{t('reporterLabel')}</dt>
          <dd>
            <span className="t-id">{report.reporterUserId}</span>
          </dd>
          <dt>{t('senderLabel')}</dt>
          <dd>
            <span className="t-id">{report.senderUserId}</span>
          </dd>
          <dt>{t('statusLabel')}</dt>
          <dd>{report.status === 'resolved' ? t('statusResolved') : t('statusOpen')}</dd>
        </dl>
      </Card>
      <Card title={t('reasonHeading')} className="s-section">
        <p className="t-bio">{detail.reason}</p>
      </Card>
      <Card title={t('messageHeading')} className="s-section">
        {message ? (
          <>
            <p className="s-muted">{t('messageSentAt', { when: when(message.sentAt, locale) })}</p>
            {/* The sender's own words, as written: never transliterated. */}
            <p className="t-bio">{message.text}</p>
            {message.attachments.length > 0 ? (
              <>
                <p>{t('attachmentsLabel')}</p>
                <ul>
                  {message.attachments.map((a) => (
                    <li key={a.id}>{a.fileName}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : (
          <p>{t('messageGone')}</p>
        )}
      </Card>
      <Card title={t('resolveHeading')} className="s-section">
        {report.status === 'resolved' ? (
          <p>
            {t('resolvedNote', { when: when(report.resolvedAt, locale), note: report.resolutionNote ?? '' })}
          </p>
        ) : (
          <ResolveReportForm reportId={report.id} />
        )}
      </Card>
    </Page>
  );
}
