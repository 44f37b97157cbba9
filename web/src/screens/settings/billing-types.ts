// What /app/settings/billing shows, as the BFF serves it (GET /api/v1/me/cards, /api/v1/me/billing-details) and the
// page's loader hands it over. Declared beside the screen (web imports nothing from the BFF);
// bff/src/server/views/billing.ts re-exports it.
import type { Payment } from '../booking/payment-types';

/** A card the client saved at Stripe: only what Stripe shows about it (the number never reaches us). */
export interface SavedCard {
  /** Stripe's payment method id ("pm_…"). */
  id: string;
  /** "visa", "mastercard", "amex", … */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Who invoices name as the buyer: a person's name, or a company's name and PIB (9 digits). */
export interface BillingDetails {
  buyerName: string;
  buyerPib: string;
}

/** A payment in the history, with the invoice issued for it when there is one. */
export interface PaymentHistoryItem extends Payment {
  invoice: { id: string; number: string } | null;
}
