import { EmptyState, PageHeader } from '@oslonac/web';
import { formatDate, formatMoney, getT, type Locale } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import type { Invoice } from './invoice-types';
import { invoiceMessages } from './invoices-messages';

/** Where an invoice's PDF is downloaded (the BFF answers with an attachment). */
export const invoicePdfHref = (id: string) => `/api/v1/me/invoices/${encodeURIComponent(id)}/pdf`;

/**
 * The client's invoices and credit notes as a table with a caption and column headers; each row's download is a
 * plain link (keyboard and screen readers reach it like any other) whose name says which document it fetches.
 */
export function InvoicesScreen({ locale, invoices }: { locale: Locale; invoices: readonly Invoice[] }) {
  const t = getT(invoiceMessages, locale);
  const kindOf = (i: Invoice) => (i.kind === 'credit_note' ? t('kindCreditNote') : t('kindInvoice'));
  const amountOf = (i: Invoice) =>
    i.currency === 'RSD' || i.currency === 'EUR'
      ? formatMoney(i.amountMinor, i.currency, locale)
      : `${(i.amountMinor / 100).toFixed(2)} ${i.currency}`;
  return (
    <Page width="narrow">
      <PageHeader
        back={<a href="/app/settings">{t('back')}</a>}
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      {invoices.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} headingLevel={2} />
      ) : (
        <div className="s-table-wrap">
          <table className="s-table">
            <caption>{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colNumber')}</th>
                <th scope="col">{t('colKind')}</th>
                <th scope="col">{t('colService')}</th>
                <th scope="col">{t('colAmount')}</th>
                <th scope="col">{t('colDownload')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((i) => (
                <tr key={i.id}>
                  <th scope="row">{i.number}</th>
                  <td>
                    {kindOf(i)}
                    {i.correctsNumber ? ` (${t('corrects', { number: i.correctsNumber })})` : null}
                  </td>
                  <td>{formatDate(`${i.serviceDate}T12:00:00Z`, 'Europe/Belgrade', locale)}</td>
                  <td>{amountOf(i)}</td>
                  <td>
                    <a
                      href={invoicePdfHref(i.id)}
                      download
                      aria-label={t('downloadLabel', { kind: kindOf(i).toLowerCase(), number: i.number })}
                    >
                      {t('download')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="s-section">{t('keptNote')}</p>
    </Page>
  );
}
