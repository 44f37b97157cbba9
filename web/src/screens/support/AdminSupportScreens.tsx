import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, Card, Notice, PageHeader, SelectField } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import type { ReactNode } from 'react';
import { AdminNav, Pager } from '../admin-therapists/AdminNav';
import { Page } from '../shared/Page';
import { supportLabels } from './labels';
import { adminSupportMessages } from './messages';
import { TicketUpdateForm } from './TicketUpdateForm';
import { type SupportTicket, type SupportTicketDetail, TICKET_STATUSES, type TicketStatus } from './types';

const LIST_PATH = '/admin/complaints';

const when = (iso: string | null, locale: Locale) =>
  iso ? formatDateTime(iso, HOME_TIME_ZONE, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';

export interface AdminComplaintsScreenProps {
  locale: Locale;
  tickets: readonly SupportTicket[];
  total: number;
  page: number;
  pageSize: number;
  /** null: every state. */
  status: TicketStatus | null;
  /** The service could not be reached: the page says so instead of showing an empty list. */
  failed?: boolean;
  /** Further queues of the same desk (reported messages). */
  children?: ReactNode;
}

/** /admin/complaints: what people wrote on /podrska, by state; open ones first in line, oldest first. */
export function AdminComplaintsScreen({
  locale,
  tickets,
  total,
  page,
  pageSize,
  status,
  failed = false,
  children,
}: AdminComplaintsScreenProps) {
  const t = getT(adminSupportMessages, locale);
  const labels = getT(supportLabels, locale);
  const statusName = status ? labels(`status_${status}`) : t('statusAll');
  const href = (p: number) => {
    const q = new URLSearchParams({ status: status ?? 'all' });
    if (p > 1) q.set('page', String(p));
    return `${LIST_PATH}?${q.toString()}`;
  };
  return (
    <Page width="wide">
      <PageHeader eyebrow={t('adminEyebrow')} title={t('complaintsTitle')} lead={t('complaintsLead')} />
      <AdminNav locale={locale} current={LIST_PATH} />
      <form method="get" action={LIST_PATH} className="s-filters s-section">
        <SelectField
          name="status"
          id="ticket-status"
          label={t('statusFilter')}
          defaultValue={status ?? 'all'}
          options={[
            ...TICKET_STATUSES.map((s) => ({ value: s, label: labels(`status_${s}`) })),
            { value: 'all', label: t('statusAll') },
          ]}
        />
        <div className="o-cluster s-filters__actions">
          <Button type="submit">{t('show')}</Button>
        </div>
      </form>
      {failed ? (
        <Notice tone="error" locale={locale} live="off">
          <p>{t('loadFailed')}</p>
        </Notice>
      ) : (
        <div className="s-table-wrap s-section">
          <table className="s-table">
            <caption>{t('caption', { status: statusName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colReceived')}</th>
                <th scope="col">{t('colFrom')}</th>
                <th scope="col">{t('colTopic')}</th>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col">{t('colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {tickets.length === 0 ? (
                <tr>
                  <td colSpan={5}>{t('empty')}</td>
                </tr>
              ) : (
                tickets.map((ticket) => (
                  <tr key={ticket.id}>
                    <th scope="row">{when(ticket.createdAt, locale)}</th>
                    <td>
                      {ticket.name}
                      <br />
                      <span className="s-muted">{ticket.email}</span>
                      {ticket.userId ? <span className="s-muted">{` · ${t('withAccount')}`}</span> : null}
                    </td>
                    <td>{labels(`topic_${ticket.topic}`)}</td>
                    <td>{labels(`status_${ticket.status}`)}</td>
                    <td>
                      <a
                        href={`${LIST_PATH}/${encodeURIComponent(ticket.id)}`}
                        aria-label={t('openTicket', {
                          name: ticket.name,
                          date: when(ticket.createdAt, locale),
                        })}
                      >
                        {t('open')}
                      </a>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <Pager locale={locale} page={page} total={total} pageSize={pageSize} href={href} />
      {children}
    </Page>
  );
}

/** One ticket, message included (the read is audited by the admin service), and what staff can do with it. */
export function AdminTicketScreen({
  locale,
  detail,
}: {
  locale: Locale;
  detail: SupportTicketDetail | null;
}) {
  const t = getT(adminSupportMessages, locale);
  const labels = getT(supportLabels, locale);
  if (!detail) {
    return (
      <Page width="normal">
        <PageHeader eyebrow={t('adminEyebrow')} title={t('ticketMissingTitle')} />
        <AdminNav locale={locale} current={LIST_PATH} />
        <p>{t('ticketMissing')}</p>
        <p>
          <a href={LIST_PATH}>{t('backToList')}</a>
        </p>
      </Page>
    );
  }
  const { ticket } = detail;
  return (
    <Page width="normal">
      <PageHeader
        eyebrow={t('adminEyebrow')}
        title={t('ticketTitle', { name: ticket.name })}
        lead={<p className="s-muted">{t('auditNote')}</p>}
      />
      <AdminNav locale={locale} current={LIST_PATH} />
      <p>
        <a href={`${LIST_PATH}?status=${ticket.status}`}>{t('backToList')}</a>
      </p>
      <Card title={t('detailsHeading')} className="s-section">
        <dl className="t-facts">
          <dt>{t('fromLabel')}</dt>
          <dd>{ticket.name}</dd>
          <dt>{t('emailLabel')}</dt>
          <dd>
            <a href={`mailto:${ticket.email}`}>{t('replyByEmail', { email: ticket.email })}</a>
          </dd>
          <dt>{t('accountLabel')}</dt>
          <dd>{ticket.userId ? <span className="t-id">{ticket.userId}</span> : t('noAccount')}</dd>
          <dt>{t('topicLabel')}</dt>
          <dd>{labels(`topic_${ticket.topic}`)}</dd>
          <dt>{t('receivedLabel')}</dt>
          <dd>{when(ticket.createdAt, locale)}</dd>
          <dt>{t('statusLabel')}</dt>
          <dd>{labels(`status_${ticket.status}`)}</dd>
          {ticket.updatedAt && ticket.updatedAt !== ticket.createdAt ? (
            <>
              <dt>{t('updatedLabel')}</dt>
              <dd>{when(ticket.updatedAt, locale)}</dd>
            </>
          ) : null}
        </dl>
      </Card>
      <Card title={t('messageHeading')} className="s-section">
        {/* The sender's own words, in the script they wrote them in: never transliterated. */}
        <p className="t-bio">{detail.message}</p>
      </Card>
      <Card title={t('handleHeading')} className="s-section">
        <TicketUpdateForm ticketId={ticket.id} status={ticket.status} note={detail.internalNote} />
      </Card>
    </Page>
  );
}
