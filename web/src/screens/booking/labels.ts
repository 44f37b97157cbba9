import { formatMoney, getT, type Locale } from '@oslonac/web/i18n';
import { bookingMessages } from './messages';
import type { BookingKind, BookingMoney, SessionOffer } from './types';

export const KIND_KEY = {
  individual: 'kindIndividual',
  couples: 'kindCouples',
  first_consultation: 'kindFirst',
} as const satisfies Record<BookingKind, string>;

export function kindName(kind: BookingKind, locale: Locale): string {
  return getT(bookingMessages, locale)(KIND_KEY[kind]);
}

export function moneyText(m: BookingMoney | null, locale: Locale): string | null {
  return m ? formatMoney(m.amountMinor, m.currency, locale) : null;
}

/** "4.500 RSD · 40 €", one of them, or "price agreed with the therapist". */
export function offerPrice(o: Pick<SessionOffer, 'priceRsd' | 'priceEur'>, locale: Locale): string {
  const t = getT(bookingMessages, locale);
  const rsd = moneyText(o.priceRsd, locale);
  const eur = moneyText(o.priceEur, locale);
  if (rsd && eur) return t('priceBoth', { rsd, eur });
  return rsd ?? eur ?? t('noPrice');
}
