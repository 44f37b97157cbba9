import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Card, PageHeader } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { AdminNav } from '../admin-therapists/AdminNav';
import { adminTherapistMessages } from '../admin-therapists/messages';
import { serbian } from '../catalog/labels';
import { Page } from '../shared/Page';
import { kindName, moneyText } from './labels';
import { bookingMessages } from './messages';
import type { Booking } from './types';

export interface AdminSessionsScreenProps {
  locale: Locale;
  bookings: readonly Booking[];
  nextPageToken: string;
  /** This is not the first page. */
  paged: boolean;
}

/**
 * /admin/sessions: bookings waiting for payment (Belgrade time), each linking to its payments on /admin/payments,
 * where a bank transfer is confirmed (nobody confirms a booking by hand: billing's payment does it).
 */
export function AdminSessionsScreen({ locale, bookings, nextPageToken, paged }: AdminSessionsScreenProps) {
  const t = getT(bookingMessages, locale);
  const at = (iso: string) =>
    formatDateTime(iso, HOME_TIME_ZONE, locale, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Page width="normal">
      <PageHeader
        eyebrow={getT(adminTherapistMessages, locale)('adminEyebrow')}
        title={t('adminTitle')}
        lead={t('adminLead')}
      />
      <AdminNav locale={locale} current="/admin/sessions" />
      {bookings.length === 0 ? (
        <p className="s-section">{t('adminEmpty')}</p>
      ) : (
        <ul className="b-admin">
          {bookings.map((b) => {
            const label = t('adminSession', {
              client: b.clientName,
              therapist: serbian(b.therapistName, locale),
            });
            return (
              <Card as="li" key={b.id} title={label} headingLevel={2}>
                <dl className="b-summary">
                  <div>
                    <dt>{t('adminWhen')}</dt>
                    <dd>{at(b.startsAt)}</dd>
                  </div>
                  <div>
                    <dt>{t('adminKind')}</dt>
                    <dd>{kindName(b.kind, locale)}</dd>
                  </div>
                  <div>
                    <dt>{t('adminPrice')}</dt>
                    <dd>{moneyText(b.price, locale) ?? t('noPrice')}</dd>
                  </div>
                  <div>
                    <dt>{t('adminDeadline')}</dt>
                    <dd>{b.expiresAt ? at(b.expiresAt) : t('adminNoDeadline')}</dd>
                  </div>
                </dl>
                <p>
                  <a href={`/admin/payments?q=${encodeURIComponent(b.id)}`}>
                    {t('adminPaymentsLink')}
                    <span className="o-visually-hidden"> ({label})</span>
                  </a>
                </p>
              </Card>
            );
          })}
        </ul>
      )}
      {paged || nextPageToken ? (
        <nav aria-label={t('adminTitle')} className="o-cluster s-section">
          {paged ? <a href="/admin/sessions">{t('adminFirst')}</a> : null}
          {nextPageToken ? (
            <a href={`/admin/sessions?pageToken=${encodeURIComponent(nextPageToken)}`}>{t('adminNext')}</a>
          ) : null}
        </nav>
      ) : null}
    </Page>
  );
}
