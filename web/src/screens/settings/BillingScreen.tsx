import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Card, Notice, PageHeader } from '@oslonac/web';
import { formatDate, formatMoney, getT, type Locale } from '@oslonac/web/i18n';
import type { PaymentStatus } from '../booking/payment-types';
import { Page } from '../shared/Page';
import { BillingDetailsForm, CardsManager } from './BillingForms';
import { billingMessages } from './billing-messages';
import type { BillingDetails, PaymentHistoryItem, SavedCard } from './billing-types';
import { invoicePdfHref } from './InvoicesScreen';

const STATUS_KEY = {
  pending: 'statusPending',
  succeeded: 'statusSucceeded',
  cancelled: 'statusCancelled',
  refunded: 'statusRefunded',
  partially_refunded: 'statusPartiallyRefunded',
} as const satisfies Record<PaymentStatus, string>;

export interface BillingScreenProps {
  locale: Locale;
  /** Null when the saved cards could not be read just now. */
  cards: readonly SavedCard[] | null;
  details: BillingDetails;
  payments: readonly PaymentHistoryItem[];
  /** Back from Stripe's page: "dodata" (the card was saved) or "odustao" (left without saving). */
  cardReturn?: 'dodata' | 'odustao' | null;
}

/**
 * The client's payment settings: saved cards (kept at Stripe; added on Stripe's page), who invoices name as the
 * buyer, and every payment with its invoice. Each part is a titled section, so screen readers list them.
 */
export function BillingScreen({ locale, cards, details, payments, cardReturn = null }: BillingScreenProps) {
  const t = getT(billingMessages, locale);
  const method = (p: PaymentHistoryItem) => (p.method === 'ips' ? t('methodIps') : t('methodCard'));
  return (
    <Page width="narrow">
      <PageHeader
        back={<a href="/app/settings">{t('back')}</a>}
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      {cardReturn ? (
        <Notice tone={cardReturn === 'dodata' ? 'success' : 'info'} locale={locale} live="status">
          <p>{cardReturn === 'dodata' ? t('cardAdded') : t('cardNotAdded')}</p>
        </Notice>
      ) : null}
      <Card title={t('cardsSection')} className="s-section">
        <p>{t('cardsLead')}</p>
        {cards === null ? (
          <Notice tone="warning" locale={locale}>
            <p>{t('cardsUnavailable')}</p>
          </Notice>
        ) : (
          <CardsManager cards={cards} />
        )}
      </Card>
      <Card title={t('detailsSection')} className="s-section">
        <p>{t('detailsLead')}</p>
        <BillingDetailsForm details={details} />
      </Card>
      <Card title={t('historySection')} className="s-section">
        {payments.length === 0 ? (
          <p>{t('historyEmpty')}</p>
        ) : (
          <div className="s-table-wrap">
            <table className="s-table">
              <caption>{t('historyCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('colDate')}</th>
                  <th scope="col">{t('colAmount')}</th>
                  <th scope="col">{t('colMethod')}</th>
                  <th scope="col">{t('colStatus')}</th>
                  <th scope="col">{t('colInvoice')}</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => {
                  const when = p.paidAt ?? p.createdAt;
                  return (
                    <tr key={p.id}>
                      <th scope="row">{when ? formatDate(when, HOME_TIME_ZONE, locale) : ''}</th>
                      <td>{p.amount ? formatMoney(p.amount.amountMinor, p.amount.currency, locale) : ''}</td>
                      <td>{method(p)}</td>
                      <td>{t(STATUS_KEY[p.status])}</td>
                      <td>
                        {p.invoice ? (
                          <a
                            href={invoicePdfHref(p.invoice.id)}
                            download
                            aria-label={t('invoiceLinkLabel', { number: p.invoice.number })}
                          >
                            {t('invoiceLink', { number: p.invoice.number })}
                          </a>
                        ) : (
                          t('noInvoice')
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <p>
          <a href="/app/settings/invoices">{t('allInvoices')}</a>
        </p>
      </Card>
    </Page>
  );
}
