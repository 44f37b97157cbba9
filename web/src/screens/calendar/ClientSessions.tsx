'use client';

import { EmptyState, LinkButton } from '@oslonac/web';
import { formatDateTime, useLocale, useT } from '@oslonac/web/i18n';
import { IpsPayment } from '../booking/IpsPayment';
import { PayByCard } from '../booking/PayByCard';
import type { Booking } from '../booking/types';
import { bookHref, sessionPath } from '../booking/urls';
import { useTimeZone } from '../shared/timeZone';
import { ClientActions } from './ClientActions';
import { CLIENT_STATUS, KIND_LABEL } from './labels';
import { calendarMessages } from './messages';
import { dateAndTime, otherClock, timeRange } from './time';

/**
 * A client's sessions in their own zone (the browser's; Belgrade while rendering on the server), with the
 * therapist's clock beside the time when it reads differently.
 */
export function ClientSessions({
  bookings,
  scope,
  joinable = [],
}: {
  bookings: readonly Booking[];
  scope: 'upcoming' | 'past';
  /** Ids of the sessions whose video room admits people now (decided on the server's clock). */
  joinable?: readonly string[];
}) {
  const t = useT(calendarMessages);
  if (bookings.length === 0) {
    return scope === 'upcoming' ? (
      <EmptyState
        title={t('noUpcoming')}
        headingLevel={3}
        text={t('noUpcomingText')}
        action={
          <LinkButton href="/terapeuti" variant="secondary">
            {t('findTherapist')}
          </LinkButton>
        }
      />
    ) : (
      <p>{t('noPast')}</p>
    );
  }
  return (
    <ul className="cal-sessions">
      {bookings.map((b) => (
        <Session key={b.id} booking={b} scope={scope} joinable={joinable.includes(b.id)} />
      ))}
    </ul>
  );
}

function Session({
  booking: b,
  scope,
  joinable,
}: {
  booking: Booking;
  scope: 'upcoming' | 'past';
  joinable: boolean;
}) {
  const t = useT(calendarMessages);
  const locale = useLocale();
  const zone = useTimeZone();
  const other = otherClock(b.startsAt, zone, b.timeZone, locale);
  const expires = b.expiresAt
    ? formatDateTime(b.expiresAt, zone, locale, { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  return (
    <li className={`cal-session cal-item--${b.status}`} id={`booking-${b.id}`}>
      <h3 className="cal-session__title">
        {dateAndTime(b.startsAt, zone, locale)}
        {other ? <span className="cal-session__other"> {t('alsoThere', { other })}</span> : null}
      </h3>
      <p>
        {t('withTherapist', { name: b.therapistName })}
        {' · '}
        {t(KIND_LABEL[b.kind])}
        {' · '}
        {timeRange(b.startsAt, b.endsAt, zone, locale)}
      </p>
      <p>
        <span className="o-visually-hidden">{`${t('statusLabel')} `}</span>
        <span className={`cal-status cal-status--${b.status}`}>{t(CLIENT_STATUS[b.status])}</span>
      </p>
      {joinable ? (
        <>
          <p>{t('roomOpen')}</p>
          <p>
            <LinkButton href={sessionPath(b.id)}>{t('joinSession')}</LinkButton>
          </p>
        </>
      ) : null}
      {b.status === 'awaiting_payment' ? <p>{t('awaitingPaymentText')}</p> : null}
      {b.status === 'awaiting_payment' && scope === 'upcoming' ? (
        <>
          <PayByCard bookingId={b.id} amount={b.price} context={dateAndTime(b.startsAt, zone, locale)} />
          <IpsPayment
            bookingId={b.id}
            amount={b.price}
            expiresAt={b.expiresAt}
            context={dateAndTime(b.startsAt, zone, locale)}
          />
        </>
      ) : null}
      {b.status === 'held' && expires ? <p>{t('heldText', { time: expires })}</p> : null}
      {b.status === 'offered' && expires ? <p>{t('offeredText', { time: expires })}</p> : null}
      {b.status === 'held' || b.status === 'offered' ? (
        <p>
          <a href={bookHref(b.therapistSlug, { rezervacija: b.id, zona: zone })}>{t('continueBooking')}</a>
        </p>
      ) : null}
      {b.status === 'cancelled' && b.refundPercent > 0 ? (
        <p>{t('refundedText', { percent: b.refundPercent })}</p>
      ) : null}
      {scope === 'upcoming' ? <ClientActions booking={b} zone={zone} /> : null}
    </li>
  );
}
