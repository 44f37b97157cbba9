import { HOME_TIME_ZONE } from '@oslonac/lang';
import { PageHeader, SelectField } from '@oslonac/web';
import { formatDateTime, getT, type Locale, type TFunction } from '@oslonac/web/i18n';
import { AdminNav } from '../admin-therapists/AdminNav';
import { ActionOutcomes } from '../shared/ActionOutcomes';
import { DataTable, FilterForm, listHref, optionsWithAny, PageLinks } from '../shared/ListControls';
import { Page } from '../shared/Page';
import { type EmailMessageKey, emailMessages } from './messages';
import { ResendMail } from './ResendMail';
import { MAIL_KINDS, MAIL_STATUSES, type MailLogEntry, type MailStatus } from './types';

export const ADMIN_EMAILS_PATH = '/admin/emails';

export interface MailFilter {
  status: MailStatus | null;
  kind: string;
  /** The recipient's exact address ('' for any). */
  recipient: string;
}

export interface AdminEmailsScreenProps {
  locale: Locale;
  entries: readonly MailLogEntry[];
  filter: MailFilter;
  /** The id the page starts after ('' for the newest). */
  before: string;
  hasMore: boolean;
}

/** "notice.booking_confirmed" → its words; a kind this screen does not know is shown as it is. */
function kindLabel(t: TFunction<EmailMessageKey>, kind: string): string {
  return (MAIL_KINDS as readonly string[]).includes(kind)
    ? t(`mailKind_${kind.slice(kind.indexOf('.') + 1)}` as EmailMessageKey)
    : kind;
}

/**
 * /admin/emails: the log of every e-mail (recipient, kind, status, attempts, last error, times in Belgrade), never
 * a subject or body. The filters are a plain GET form, so a filtered list has its own address; a dead mail can be
 * sent again, and the success is said above the list as on /admin/payments.
 */
export function AdminEmailsScreen({ locale, entries, filter, before, hasMore }: AdminEmailsScreenProps) {
  const t = getT(emailMessages, locale);
  const filtered = Boolean(filter.status || filter.kind || filter.recipient);
  const at = (iso: string | null) =>
    iso ? formatDateTime(iso, HOME_TIME_ZONE, locale, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  const last = entries.at(-1);
  const params = { status: filter.status, kind: filter.kind, q: filter.recipient };

  return (
    <Page width="wide">
      <PageHeader eyebrow={t('eyebrow')} title={t('adminTitle')} lead={t('adminLead')} />
      <AdminNav locale={locale} current={ADMIN_EMAILS_PATH} />

      <FilterForm
        action={ADMIN_EMAILS_PATH}
        label={t('searchLabel')}
        query={{ id: 'mail-recipient', label: t('recipient'), value: filter.recipient }}
        showLabel={t('show')}
        clearLabel={t('clear')}
        filtered={filtered}
      >
        <SelectField
          name="status"
          id="mail-status"
          label={t('status')}
          defaultValue={filter.status ?? ''}
          options={optionsWithAny(t('any'), MAIL_STATUSES, (s) => t(`status_${s}`))}
        />
        <SelectField
          name="kind"
          id="mail-kind"
          label={t('kind')}
          defaultValue={filter.kind}
          options={optionsWithAny(t('any'), MAIL_KINDS, (k) => kindLabel(t, k))}
        />
      </FilterForm>

      <ActionOutcomes>
        <DataTable
          caption={filtered ? t('captionFiltered') : t('caption')}
          columns={[
            t('colRecipient'),
            t('colKind'),
            t('colStatus'),
            t('colAttempts'),
            t('colError'),
            t('colTimes'),
            t('colActions'),
          ]}
          empty={t('noMail')}
        >
          {entries.map((e) => {
            const created = at(e.createdAt);
            const sent = at(e.sentAt);
            const next = e.status === 'pending' || e.status === 'retrying' ? at(e.nextAttemptAt) : null;
            return (
              <tr key={e.id} data-mail={e.id}>
                <th scope="row">{e.recipient || <span className="s-muted">{t('recipientGone')}</span>}</th>
                <td>
                  <span title={e.kind}>{kindLabel(t, e.kind)}</span>
                </td>
                <td>{t(`status_${e.status}`)}</td>
                <td>{e.attempts}</td>
                <td>{e.lastError || '—'}</td>
                <td>
                  {created ? <div>{t('created', { time: created })}</div> : null}
                  {sent ? <div>{t('sentAt', { time: sent })}</div> : null}
                  {next ? <div>{t('nextAttempt', { time: next })}</div> : null}
                </td>
                <td>{e.status === 'dead' ? <ResendMail mailId={e.id} recipient={e.recipient} /> : null}</td>
              </tr>
            );
          })}
        </DataTable>
      </ActionOutcomes>

      <PageLinks
        label={t('pagesLabel')}
        pageToken={before}
        nextPageToken={hasMore && last ? last.id : null}
        hrefOf={(token) => listHref(ADMIN_EMAILS_PATH, params, token)}
        firstLabel={t('newestPage')}
        nextLabel={t('olderPage')}
      />
    </Page>
  );
}
