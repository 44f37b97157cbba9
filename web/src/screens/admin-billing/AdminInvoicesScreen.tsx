import { formatMoney, HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, LinkButton, PageHeader, SelectField, TextField } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { AdminNav } from '../admin-therapists/AdminNav';
import { INVOICE_KINDS, type Invoice, type InvoiceKind } from '../settings/invoice-types';
import { Page } from '../shared/Page';
import { shortId } from './amount';
import { adminBillingMessages } from './messages';

export interface InvoicesFilter {
  kind: InvoiceKind | null;
  q: string;
}

export interface AdminInvoicesScreenProps {
  locale: Locale;
  invoices: readonly Invoice[];
  filter: InvoicesFilter;
  pageToken: string;
  nextPageToken: string | null;
}

function listHref(filter: InvoicesFilter, pageToken: string): string {
  const q = new URLSearchParams();
  if (filter.kind) q.set('kind', filter.kind);
  if (filter.q) q.set('q', filter.q);
  if (pageToken) q.set('pageToken', pageToken);
  const s = q.toString();
  return s ? `/admin/invoices?${s}` : '/admin/invoices';
}

/** /admin/invoices: every invoice and credit note, filtered by kind or a number/id, each as a PDF download. */
export function AdminInvoicesScreen({
  locale,
  invoices,
  filter,
  pageToken,
  nextPageToken,
}: AdminInvoicesScreenProps) {
  const t = getT(adminBillingMessages, locale);
  const filtered = Boolean(filter.kind || filter.q);
  return (
    <Page width="wide">
      <PageHeader eyebrow={t('eyebrow')} title={t('invoicesTitle')} lead={t('invoicesLead')} />
      <AdminNav locale={locale} current="/admin/invoices" />

      <search className="s-section" aria-label={t('invoiceSearchLabel')}>
        <form method="get" action="/admin/invoices" className="s-filters">
          <TextField
            name="q"
            id="ai-q"
            type="search"
            label={t('invoiceQuery')}
            defaultValue={filter.q}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            name="kind"
            id="ai-kind"
            label={t('kind')}
            defaultValue={filter.kind ?? ''}
            options={[
              { value: '', label: t('any') },
              ...INVOICE_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) })),
            ]}
          />
          <div className="o-cluster s-filters__actions">
            <Button type="submit">{t('show')}</Button>
            {filtered ? (
              <LinkButton href="/admin/invoices" variant="quiet">
                {t('clear')}
              </LinkButton>
            ) : null}
          </div>
        </form>
      </search>

      <div className="s-table-wrap s-section">
        <table className="s-table">
          <caption>{t('invoicesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('colNumber')}</th>
              <th scope="col">{t('colKind')}</th>
              <th scope="col">{t('colIssued')}</th>
              <th scope="col">{t('colServiceDate')}</th>
              <th scope="col">{t('colBooking')}</th>
              <th scope="col">{t('colAmount')}</th>
              <th scope="col">{t('colPdf')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('noInvoices')}</td>
              </tr>
            ) : (
              invoices.map((i) => (
                <tr key={i.id}>
                  <th scope="row">{i.number}</th>
                  <td>
                    {t(`kind_${i.kind}`)}
                    {i.correctsNumber ? (
                      <span className="s-muted"> ({t('corrects', { number: i.correctsNumber })})</span>
                    ) : null}
                  </td>
                  <td>
                    {i.issuedAt
                      ? formatDateTime(i.issuedAt, HOME_TIME_ZONE, locale, {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        })
                      : '—'}
                  </td>
                  <td>{i.serviceDate.split('-').reverse().join('.')}</td>
                  <td>
                    <a href={`/admin/payments?q=${encodeURIComponent(i.bookingId)}`} title={i.bookingId}>
                      {shortId(i.bookingId)}
                    </a>
                  </td>
                  <td>{formatMoney(i.amountMinor, i.currency === 'EUR' ? 'EUR' : 'RSD', locale)}</td>
                  <td>
                    <a href={`/api/v1/admin/invoices/${encodeURIComponent(i.id)}/pdf`} download>
                      {t('download')}
                      <span className="o-visually-hidden"> ({t('downloadLabel', { number: i.number })})</span>
                    </a>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      {pageToken || nextPageToken ? (
        <nav aria-label={t('pagesLabel')} className="o-cluster s-section">
          {pageToken ? (
            <LinkButton href={listHref(filter, '')} variant="secondary">
              {t('firstPage')}
            </LinkButton>
          ) : null}
          {nextPageToken ? (
            <LinkButton href={listHref(filter, nextPageToken)} variant="secondary">
              {t('nextPage')}
            </LinkButton>
          ) : null}
        </nav>
      ) : null}
    </Page>
  );
}
