import { Button, LinkButton, Notice } from '@oslonac/web';
import { formatDateTime, getT, type Locale } from '@oslonac/web/i18n';
import { serbian } from '../catalog/labels';
import type { BookActions } from './actions';
import { moneyText } from './labels';
import { bookingMessages } from './messages';
import { PaymentStep } from './PaymentStep';
import type { Payment } from './payment-types';
import { PolicySentences, Summary } from './Summary';
import type { Booking } from './types';
import { bookHref } from './urls';

export interface BookingStateProps {
  locale: Locale;
  booking: Booking;
  /** Its latest payment (awaiting payment); null when none or billing could not answer. */
  payment?: Payment | null;
  /** Back from Stripe's page without paying. */
  returnedUnpaid?: boolean;
  zone: string;
  policySentences: string[];
  actions: BookActions;
}

function Hidden({ booking, zone }: { booking: Booking; zone: string }) {
  return (
    <>
      <input type="hidden" name="bookingId" value={booking.id} />
      <input type="hidden" name="therapistSlug" value={booking.therapistSlug} />
      <input type="hidden" name="zona" value={zone} />
    </>
  );
}

/** The booking made on this page, in whatever state it is now, and the one next step it allows. */
export function BookingState({
  locale,
  booking: b,
  payment = null,
  returnedUnpaid = false,
  zone,
  policySentences,
  actions,
}: BookingStateProps) {
  const t = getT(bookingMessages, locale);
  const at = (iso: string | null) =>
    iso ? formatDateTime(iso, zone, locale, { dateStyle: 'long', timeStyle: 'short' }) : '';
  const again = bookHref(b.therapistSlug, { vrsta: b.kind, zona: zone });
  const minutes = Math.round((Date.parse(b.endsAt) - Date.parse(b.startsAt)) / 60_000);
  const summary = (
    <Summary
      locale={locale}
      therapistName={serbian(b.therapistName, locale)}
      kind={b.kind}
      startsAt={b.startsAt}
      durationMinutes={minutes}
      price={moneyText(b.price, locale) ?? t('noPrice')}
      viewerZone={zone}
      therapistZone={b.timeZone}
    />
  );
  const calendar = (
    <p className="s-section">
      <LinkButton href="/app/calendar" variant="secondary">
        {t('toCalendar')}
      </LinkButton>
    </p>
  );

  switch (b.status) {
    case 'held':
    case 'offered': {
      const offered = b.status === 'offered';
      return (
        <section aria-labelledby="b-state-heading" className="s-section">
          <h2 id="b-state-heading" className="b-subtitle">
            {offered ? t('offeredTitle') : t('heldTitle')}
          </h2>
          <Notice tone="info" locale={locale} live="status">
            <p>{t(offered ? 'offeredText' : 'heldText', { time: at(b.expiresAt) })}</p>
          </Notice>
          {summary}
          <PolicySentences locale={locale} sentences={policySentences} headingLevel={3} />
          <div className="o-cluster s-section">
            <form action={offered ? actions.acceptOffer : actions.submit}>
              <Hidden booking={b} zone={zone} />
              <Button type="submit">{offered ? t('acceptOfferButton') : t('submitButton')}</Button>
            </form>
            <form action={actions.release}>
              <Hidden booking={b} zone={zone} />
              <input type="hidden" name="kind" value={b.kind} />
              <Button type="submit" variant="quiet">
                {t('releaseButton')}
              </Button>
            </form>
          </div>
        </section>
      );
    }
    case 'awaiting_payment':
      return (
        <section aria-labelledby="b-state-heading" className="s-section">
          <Notice tone="success" locale={locale} live="status">
            <h2 id="b-state-heading" className="b-notice-title">
              {t('awaitingTitle')}
            </h2>
            {b.expiresAt ? <p>{t('awaitingDeadline', { time: at(b.expiresAt) })}</p> : null}
          </Notice>
          {summary}
          <PaymentStep locale={locale} booking={b} payment={payment} returnedUnpaid={returnedUnpaid} />
          <h3 className="b-subtitle">{t('nextHeading')}</h3>
          <ol className="b-next">
            <li>{t('next1')}</li>
            <li>{t('next2')}</li>
            {b.expiresAt ? <li>{t('next3')}</li> : null}
            <li>{t('next4')}</li>
          </ol>
          <PolicySentences locale={locale} sentences={policySentences} headingLevel={3} />
          {calendar}
        </section>
      );
    case 'confirmed':
      return (
        <section aria-labelledby="b-state-heading" className="s-section">
          <Notice tone="success" locale={locale} live="status">
            <h2 id="b-state-heading" className="b-notice-title">
              {t('confirmedTitle')}
            </h2>
            <p>{t('confirmedText')}</p>
          </Notice>
          {summary}
          <PolicySentences locale={locale} sentences={policySentences} headingLevel={3} />
          {calendar}
        </section>
      );
    default: {
      const title =
        b.status === 'expired'
          ? t('expiredTitle')
          : b.status === 'cancelled'
            ? t('cancelledTitle')
            : t('pastTitle');
      const text =
        b.status === 'expired' ? t('expiredText') : b.status === 'cancelled' ? t('cancelledText') : null;
      return (
        <section aria-labelledby="b-state-heading" className="s-section">
          <Notice tone="warning" locale={locale} live="status">
            <h2 id="b-state-heading" className="b-notice-title">
              {title}
            </h2>
            {text ? <p>{text}</p> : null}
          </Notice>
          {summary}
          <p className="s-section">
            <LinkButton href={again}>{t('chooseAgain')}</LinkButton>
          </p>
        </section>
      );
    }
  }
}
