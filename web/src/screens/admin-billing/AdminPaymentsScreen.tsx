import { formatMoney, HOME_TIME_ZONE } from '@oslonac/lang';
import { PageHeader, SelectField } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { AdminNav } from '../admin-therapists/AdminNav';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '../booking/payment-types';
import { ActionOutcomes } from '../shared/ActionOutcomes';
import { DataTable, FilterForm, listHref, optionsWithAny, PageLinks } from '../shared/ListControls';
import { Page } from '../shared/Page';
import { shortId } from './amount';
import { adminBillingMessages } from './messages';
import { BankRefundSent, ReconcileForm, RefundForm } from './PaymentActions';
import { StatementImport } from './StatementImport';
import type { AdminPayment } from './types';

export interface PaymentsFilter {
  status: PaymentStatus | null;
  method: PaymentMethod | null;
  q: string;
}

export interface AdminPaymentsScreenProps {
  locale: Locale;
  payments: readonly AdminPayment[];
  filter: PaymentsFilter;
  /** The page being shown ('' for the first). */
  pageToken: string;
  nextPageToken: string | null;
}

const IPS_PAYABLE: readonly PaymentStatus[] = ['pending', 'cancelled'];
const REASONS = ['booking_cancelled', 'payment_rejected', 'staff'] as const;
const REFUNDABLE: readonly PaymentStatus[] = ['succeeded', 'partially_refunded'];

/**
 * /admin/payments: every payment with its refunds, the bank statement import, and per payment what staff may do
 * (confirm an IPS transfer by hand, give money back, mark an IPS refund sent). The filters are a plain GET form,
 * so a filtered list has its own address (booking's awaiting-payment list links here with ?q=<booking id>).
 */
export function AdminPaymentsScreen({
  locale,
  payments,
  filter,
  pageToken,
  nextPageToken,
}: AdminPaymentsScreenProps) {
  const t = getT(adminBillingMessages, locale);
  const filtered = Boolean(filter.status || filter.method || filter.q);
  const reasonText = (reason: string) =>
    (REASONS as readonly string[]).includes(reason)
      ? t(`reason_${reason as (typeof REASONS)[number]}`)
      : reason;
  const at = (iso: string | null) =>
    iso ? formatDateTime(iso, HOME_TIME_ZONE, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const money = (minor: number, currency: string) =>
    formatMoney(minor, currency === 'EUR' ? 'EUR' : 'RSD', locale);

  return (
    <Page width="wide">
      <PageHeader eyebrow={t('eyebrow')} title={t('paymentsTitle')} lead={t('paymentsLead')} />
      <AdminNav locale={locale} current="/admin/payments" />

      <StatementImport />

      <FilterForm
        action="/admin/payments"
        label={t('searchLabel')}
        query={{ id: 'ab-q', label: t('query'), value: filter.q }}
        showLabel={t('show')}
        clearLabel={t('clear')}
        filtered={filtered}
      >
        <SelectField
          name="status"
          id="ab-status"
          label={t('status')}
          defaultValue={filter.status ?? ''}
          options={optionsWithAny(t('any'), PAYMENT_STATUSES, (s) => t(`status_${s}`))}
        />
        <SelectField
          name="method"
          id="ab-method"
          label={t('method')}
          defaultValue={filter.method ?? ''}
          options={optionsWithAny(t('any'), PAYMENT_METHODS, (m) => t(`method_${m}`))}
        />
      </FilterForm>

      <ActionOutcomes>
        <DataTable
          caption={filtered ? t('paymentsCaptionFiltered') : t('paymentsCaption')}
          columns={[
            t('colDate'),
            t('colParties'),
            t('colMethod'),
            t('colStatus'),
            t('colAmount'),
            t('colReference'),
            t('colRefunds'),
            t('colActions'),
          ]}
          className="ab-payments"
          empty={t('noPayments')}
        >
          {payments.map((item) => {
            const p = item.payment;
            const currency = p.amount?.currency ?? 'RSD';
            const asked = item.refunds
              .filter((r) => r.status !== 'failed')
              .reduce((sum, r) => sum + r.amountMinor, 0);
            const left = (p.amount?.amountMinor ?? 0) - asked;
            const label = `${at(p.createdAt)}, ${p.amount ? money(p.amount.amountMinor, currency) : ''}`;
            return (
              <tr key={p.id} data-payment={p.id}>
                <th scope="row">
                  {at(p.createdAt)}
                  <br />
                  <a href={`/admin/payments?q=${encodeURIComponent(p.bookingId)}`} title={p.bookingId}>
                    {t('bookingLink', { id: shortId(p.bookingId) })}
                  </a>
                </th>
                <td>
                  <span title={item.clientUserId}>
                    {t('clientShort', { id: shortId(item.clientUserId) })}
                  </span>
                  <br />
                  <span title={item.therapistUserId}>
                    {t('therapistShort', { id: shortId(item.therapistUserId) })}
                  </span>
                </td>
                <td>{t(`method_${p.method}`)}</td>
                <td>{t(`status_${p.status}`)}</td>
                <td>{p.amount ? money(p.amount.amountMinor, currency) : '—'}</td>
                <td>{item.ipsReference ?? '—'}</td>
                <td>
                  {item.refunds.length === 0 ? (
                    <span className="s-muted">{t('noRefunds')}</span>
                  ) : (
                    <ul className="ab-refunds">
                      {item.refunds.map((r) => (
                        <li key={r.id}>
                          {t('refundLine', {
                            amount: money(r.amountMinor, r.currency),
                            status: t(`refund_${r.status}`),
                            reason: r.note ?? reasonText(r.reason),
                          })}
                          {r.byBankTransfer ? (
                            <>
                              <strong className="ab-marker">{t('byBank')}</strong>
                              <BankRefundSent refundId={r.id} label={label} />
                            </>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  {p.method === 'ips' && IPS_PAYABLE.includes(p.status) ? (
                    <ReconcileForm item={item} label={label} />
                  ) : null}
                  {REFUNDABLE.includes(p.status) && left > 0 ? (
                    <RefundForm item={item} label={label} leftMinor={left} />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </ActionOutcomes>

      <PageLinks
        label={t('pagesLabel')}
        pageToken={pageToken}
        nextPageToken={nextPageToken}
        hrefOf={(token) =>
          listHref('/admin/payments', { status: filter.status, method: filter.method, q: filter.q }, token)
        }
        firstLabel={t('firstPage')}
        nextLabel={t('nextPage')}
      />
    </Page>
  );
}
