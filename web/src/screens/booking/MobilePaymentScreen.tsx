'use client';

import { EmptyState, LinkButton, Notice, PageHeader } from '@oslonac/web';
import { formatDateTime, useLocale, useT } from '@oslonac/web/i18n';
import { Page } from '../shared/Page';
import { useTimeZone } from '../shared/timeZone';
import { IpsPayment } from './IpsPayment';
import { ipsMessages } from './ips-messages';
import type { IpsPaymentView } from './ips-types';
import { moneyText } from './labels';
import { PayByCard } from './PayByCard';
import type { Booking } from './types';

export type MobilePaymentScreenProps =
  | { state: 'unavailable' }
  | { state: 'nothing' }
  | { state: 'due'; booking: Booking; ips: IpsPaymentView | null };

/**
 * /mobile/payment/{therapyRelationshipId}, opened from the app on a phone: the session that awaits payment, its
 * amount, and the two ways to pay, one under the other (card first: the fewest steps on a phone).
 */
export function MobilePaymentScreen(props: MobilePaymentScreenProps) {
  const t = useT(ipsMessages);
  const locale = useLocale();
  const calendar = (
    <LinkButton href="/app/calendar" variant="secondary">
      {t('mobileToCalendar')}
    </LinkButton>
  );
  if (props.state !== 'due') {
    return (
      <Page width="narrow">
        <PageHeader title={t('mobileTitle')} />
        {props.state === 'unavailable' ? (
          <Notice tone="warning" locale={locale} live="status">
            <p>{t('mobileUnavailable')}</p>
          </Notice>
        ) : (
          <EmptyState title={t('mobileNothingTitle')} text={t('mobileNothingText')} action={calendar} />
        )}
      </Page>
    );
  }
  return <Due booking={props.booking} ips={props.ips} />;
}

function Due({ booking: b, ips }: { booking: Booking; ips: IpsPaymentView | null }) {
  const t = useT(ipsMessages);
  const locale = useLocale();
  const zone = useTimeZone();
  const when = formatDateTime(b.startsAt, zone, locale, { dateStyle: 'full', timeStyle: 'short' });
  const price = moneyText(ips?.payment?.amount ?? b.price, locale);
  return (
    <Page width="narrow">
      <PageHeader title={t('mobileTitle')} />
      <section aria-labelledby="mp-session" className="s-section">
        <h2 id="mp-session" className="ips-heading">
          {t('mobileSession')}
        </h2>
        <dl className="ips-fields">
          <div className="ips-field">
            <dt>{t('mobileWith')}</dt>
            <dd>{b.therapistName}</dd>
          </div>
          <div className="ips-field">
            <dt>{t('mobileWhen')}</dt>
            <dd>{when}</dd>
          </div>
          {price ? (
            <div className="ips-field">
              <dt>{t('mobilePrice')}</dt>
              <dd>{price}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section aria-labelledby="mp-choose" className="s-section o-stack">
        <h2 id="mp-choose" className="ips-heading">
          {t('mobileChoose')}
        </h2>
        <h3 className="ips-heading">{t('mobileCardHeading')}</h3>
        <p>{t('mobileCardText')}</p>
        <PayByCard bookingId={b.id} amount={b.price} />
        {ips ? null : <h3 className="ips-heading">{t('ipsChoice')}</h3>}
        <IpsPayment
          bookingId={b.id}
          amount={b.price}
          expiresAt={b.expiresAt}
          initial={ips}
          headingLevel={3}
        />
      </section>
    </Page>
  );
}
