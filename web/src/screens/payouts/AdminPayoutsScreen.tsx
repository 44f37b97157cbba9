import { formatMonth } from '@oslonac/lang';
import { Button, PageHeader, SelectField } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { AdminNav } from '../admin-therapists/AdminNav';
import { ActionOutcomes } from '../shared/ActionOutcomes';
import { DataTable } from '../shared/ListControls';
import { Page } from '../shared/Page';
import { countryName } from './countries';
import { dayOf, money } from './format';
import { MarkPaidForm } from './MarkPaidForm';
import { payoutMessages } from './messages';
import { PAYOUT_STATUSES, type Payout, type PayoutStatus } from './types';

export interface AdminPayoutsScreenProps {
  locale: Locale;
  payouts: readonly Payout[];
  status: PayoutStatus | null;
  /** The list could not be read just now. */
  failed?: boolean;
}

/** "2600056010016113 79" → "260-0056010016113-79": an 18-digit Serbian account as banks print it; IBANs in fours. */
export function accountText(n: string): string {
  if (/^\d{18}$/.test(n)) return `${n.slice(0, 3)}-${n.slice(3, 16)}-${n.slice(16)}`;
  return n.replace(/(.{4})(?=.)/g, '$1 ');
}

export const adminStatementHref = (id: string) => `/api/v1/admin/payouts/${encodeURIComponent(id)}/statement`;

/**
 * /admin/payments/isplate: therapists' monthly payouts by status. Bank transfers not yet sent show where to send
 * them (holder, account, country) and a form to mark them paid with the bank's reference, behind a confirmation.
 * The filter is a plain GET form, so a filtered list has its own address.
 */
export function AdminPayoutsScreen({ locale, payouts, status, failed = false }: AdminPayoutsScreenProps) {
  const t = getT(payoutMessages, locale);
  const en = locale === 'en';
  return (
    <Page width="wide">
      <PageHeader
        back={<a href="/admin/payments">{t('backToPayments')}</a>}
        title={t('adminTitle')}
        lead={t('adminLead')}
      />
      <AdminNav locale={locale} current="/admin/payments/isplate" />
      <search className="s-section" aria-label={t('filterLabel')}>
        <form method="get" action="/admin/payments/isplate" className="s-filters">
          <SelectField
            name="status"
            id="payouts-status"
            label={t('filterStatus')}
            locale={locale}
            defaultValue={status ?? ''}
            options={[
              { value: '', label: t('filterAll') },
              ...PAYOUT_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) })),
            ]}
          />
          <div>
            <Button type="submit" variant="secondary">
              {t('filterShow')}
            </Button>
          </div>
        </form>
      </search>
      <ActionOutcomes>
        {failed ? (
          <p role="alert">{t('listFailed')}</p>
        ) : payouts.length === 0 ? (
          <p>{t('listEmpty')}</p>
        ) : (
          <DataTable
            caption={t('listCaption')}
            columns={[
              t('colPeriod'),
              t('colTherapist'),
              t('colAmount'),
              t('colMethod'),
              t('colStatus'),
              t('colBank'),
              t('colAction'),
            ]}
            wrapClassName="s-table-wrap"
          >
            {payouts.map((p) => {
              const period = formatMonth(p.period, locale);
              const label = `${period}, ${p.therapistUserId.slice(0, 8)}`;
              const bank = p.method === 'bank_transfer' && p.status !== 'paid';
              return (
                <tr key={p.id}>
                  <th scope="row">{period}</th>
                  <td>
                    <code>{p.therapistUserId.slice(0, 8)}</code>
                  </td>
                  <td>{money(p.amountMinor, p.currency, locale)}</td>
                  <td>{t(`methodShort_${p.method}`)}</td>
                  <td>
                    {t(`status_${p.status}`)}
                    {p.status === 'paid' && p.paidAt ? `, ${dayOf(p.paidAt, locale)}` : null}
                    {p.reference ? (
                      <>
                        <br />
                        {t('paidWith', { reference: p.reference })}
                      </>
                    ) : null}
                  </td>
                  <td>
                    {bank ? (
                      p.accountNumber ? (
                        <>
                          {p.accountHolder}
                          <br />
                          <code>{accountText(p.accountNumber)}</code>
                          <br />
                          {countryName(p.country, en)}
                        </>
                      ) : (
                        t('accountNone')
                      )
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <a
                      href={adminStatementHref(p.id)}
                      download
                      aria-label={t('statementLabel', { period: label })}
                    >
                      {t('statement')}
                    </a>
                    {bank && p.accountNumber ? <MarkPaidForm payout={p} label={label} /> : null}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </ActionOutcomes>
    </Page>
  );
}
