// What /app/settings/billing shows: saved cards (from Stripe, through billing), billing details and the payment
// history with each payment's invoice. Cards that cannot be read right now (Stripe away) do not take the rest of
// the page down: the screen says so in their section.
import { billing, listMyCards, myBillingDetails, myInvoiceByPayment } from '../../server/gateways/billing';
import { Unavailable } from '../../server/gateways/errors';
import type { BillingDetails, PaymentHistoryItem, SavedCard } from '../../server/views/billing';

export interface BillingSettingsData {
  /** Null when Stripe could not be asked just now. */
  cards: SavedCard[] | null;
  details: BillingDetails;
  payments: PaymentHistoryItem[];
}

export async function billingSettingsForPage(actorToken: string): Promise<BillingSettingsData> {
  const [cards, details, page, invoices] = await Promise.all([
    listMyCards(actorToken).catch((err: unknown) => {
      if (err instanceof Unavailable) return null;
      throw err;
    }),
    myBillingDetails(actorToken),
    billing.listMyPayments(actorToken, { pageSize: 50 }),
    myInvoiceByPayment(actorToken),
  ]);
  return {
    cards,
    details,
    payments: page.payments.map((p) => ({ ...p, invoice: invoices.get(p.id) ?? null })),
  };
}
