import { formatMoney, HOME_TIME_ZONE } from '@oslonac/lang';
import { PageHeader, SelectField } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { AdminNav } from '../admin-therapists/AdminNav';
import { INVOICE_KINDS, type Invoice, type InvoiceKind } from '../settings/invoice-types';
import { DataTable, FilterForm, listHref, optionsWithAny, PageLinks } from '../shared/ListControls';
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

      <FilterForm
        action="/admin/invoices"
        label={t('invoiceSearchLabel')}
        query={{ id: 'ai-q', label: t('invoiceQuery'), value: filter.q }}
        showLabel={t('show')}
        clearLabel={t('clear')}
        filtered={filtered}
      >
        <SelectField
          name="kind"
          id="ai-kind"
          label={t('kind')}
          defaultValue={filter.kind ?? ''}
          options={optionsWithAny(t('any'), INVOICE_KINDS, (k) => t(`kind_${k}`))}
        />
      </FilterForm>

      <DataTable
        caption={t('invoicesCaption')}
        columns={[
          t('colNumber'),
          t('colKind'),
          t('colIssued'),
          t('colServiceDate'),
          t('colBooking'),
          t('colAmount'),
          t('colPdf'),
        ]}
        empty={t('noInvoices')}
      >
        {invoices.map((i) => (
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
        ))}
      </DataTable>

      <PageLinks
        label={t('pagesLabel')}
        pageToken={pageToken}
        nextPageToken={nextPageToken}
        hrefOf={(token) => listHref('/admin/invoices', { kind: filter.kind, q: filter.q }, token)}
        firstLabel={t('firstPage')}
        nextLabel={t('nextPage')}
      />
    </Page>
  );
}
