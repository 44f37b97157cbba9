import { formatMonth } from '@oslonac/lang';
import { THERAPIST_PRICING } from '@oslonac/lang/pricing';
import { Card, EmptyState, Notice, PageHeader } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { DataTable } from '../shared/ListControls';
import { Page } from '../shared/Page';
import { day, dayOf, money, signedMoney } from './format';
import { payoutMessages } from './messages';
import { PayoutAccountForm } from './PayoutAccountForm';
import type { Ledger, LedgerEntry, PayoutAccount } from './types';

/** Where a payout's statement is downloaded (the BFF answers with an attachment). */
export const statementHref = (id: string) => `/api/v1/me/payouts/${encodeURIComponent(id)}/statement`;

export interface PayoutsScreenProps {
  locale: Locale;
  ledger: Ledger;
  account: PayoutAccount | null;
}

/**
 * The therapist's money: the balance and the next payout with its date, every change to the balance (kinds in
 * words), the monthly payouts with their statements, and the payout account form. Each part is a titled section;
 * the tables have captions and column headers.
 */
export function PayoutsScreen({ locale, ledger, account }: PayoutsScreenProps) {
  const t = getT(payoutMessages, locale);
  const cur = ledger.currency;
  const kindOf = (e: LedgerEntry) =>
    e.kind === 'commission' && e.amountMinor > 0 ? t('kind_commission_back') : t(`kind_${e.kind}`);
  return (
    <Page width="narrow">
      <PageHeader
        back={<a href="/app/settings">{t('back')}</a>}
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      />
      <Card title={t('balanceTitle')} headingLevel={2}>
        <dl className="o-stack">
          <div>
            <dt>{t('balance')}</dt>
            <dd>
              <strong>{money(ledger.balanceMinor, cur, locale)}</strong>
            </dd>
          </div>
          <div>
            <dt>{t('upcoming')}</dt>
            <dd>
              {ledger.upcomingPayoutMinor > 0
                ? `${money(ledger.upcomingPayoutMinor, cur, locale)}, ${t('upcomingOn', { date: day(ledger.upcomingPayoutOn, locale) })}`
                : t('upcomingNone')}
            </dd>
          </div>
        </dl>
        <p>{t('pricingNote', { percent: THERAPIST_PRICING.commissionPercent })}</p>
        {account ? null : (
          <Notice tone="warning" locale={locale}>
            <p>{t('noAccountWarning')}</p>
          </Notice>
        )}
      </Card>

      <section className="s-section" aria-labelledby="payouts-ledger">
        <h2 id="payouts-ledger">{t('ledgerTitle')}</h2>
        {ledger.entries.length === 0 ? (
          <EmptyState title={t('ledgerEmptyTitle')} text={t('ledgerEmptyText')} headingLevel={3} />
        ) : (
          <DataTable
            caption={t('ledgerCaption')}
            columns={[t('colDate'), t('colKind'), t('colAmount')]}
            wrapClassName="s-table-wrap"
          >
            {ledger.entries.map((e) => (
              <tr key={e.id}>
                <td>{e.occurredAt ? dayOf(e.occurredAt, locale) : '—'}</td>
                <th scope="row">{kindOf(e)}</th>
                <td>{signedMoney(e.amountMinor, e.currency, locale)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      <section className="s-section" aria-labelledby="payouts-list">
        <h2 id="payouts-list">{t('payoutsTitle')}</h2>
        {ledger.payouts.length === 0 ? (
          <p>{t('payoutsEmpty')}</p>
        ) : (
          <DataTable
            caption={t('payoutsCaption')}
            columns={[t('colPeriod'), t('colAmount'), t('colStatus'), t('colStatement')]}
            wrapClassName="s-table-wrap"
          >
            {ledger.payouts.map((p) => {
              const period = formatMonth(p.period, locale);
              return (
                <tr key={p.id}>
                  <th scope="row">{period}</th>
                  <td>{money(p.amountMinor, p.currency, locale)}</td>
                  <td>
                    {t(`status_${p.status}`)}
                    {p.status === 'paid' && p.paidAt ? `, ${dayOf(p.paidAt, locale)}` : null}
                  </td>
                  <td>
                    <a href={statementHref(p.id)} download aria-label={t('statementLabel', { period })}>
                      {t('statement')}
                    </a>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </section>

      <Card title={t('accountTitle')} headingLevel={2} className="s-section">
        <p>{t('accountLead')}</p>
        <PayoutAccountForm account={account} />
      </Card>
      <p className="s-section">{t('keptNote')}</p>
    </Page>
  );
}
