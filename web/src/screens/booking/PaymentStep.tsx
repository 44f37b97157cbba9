import { Notice } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import { IpsPayment } from './IpsPayment';
import { bookingMessages } from './messages';
import { PayByCard } from './PayByCard';
import { failureReasonKey } from './payment-text';
import type { Payment } from './payment-types';
import type { Booking } from './types';

export interface PaymentStepProps {
  locale: Locale;
  booking: Booking;
  /** The booking's latest payment; null when none was started or billing could not answer. */
  payment: Payment | null;
  /** Back from Stripe's page without paying (the checkout's cancel address). */
  returnedUnpaid: boolean;
}

/**
 * The payment step of a booking awaiting payment: why the last card attempt did not go through (when it did
 * not), what paying by card means, the button that opens Stripe's page, and the bank transfer by IPS QR code.
 */
export function PaymentStep({ locale, booking, payment, returnedUnpaid }: PaymentStepProps) {
  const t = getT(bookingMessages, locale);
  const failure = payment?.status === 'pending' ? payment.failureCode : null;
  return (
    <section aria-labelledby="b-pay-heading" className="s-section o-stack">
      <h3 id="b-pay-heading" className="b-subtitle">
        {t('payHeading')}
      </h3>
      {returnedUnpaid || failure ? (
        <Notice tone="warning" title={t('payNotFinished')} locale={locale} live="status">
          <p>{failure ? t(failureReasonKey(failure)) : t('payNotFinishedText')}</p>
        </Notice>
      ) : null}
      <p>{t('payText')}</p>
      <PayByCard bookingId={booking.id} amount={payment?.amount ?? booking.price} />
      {/* The second way: a bank transfer by IPS QR code, for prices in dinars. */}
      <IpsPayment
        bookingId={booking.id}
        amount={payment?.amount ?? booking.price}
        expiresAt={booking.expiresAt}
      />
    </section>
  );
}
