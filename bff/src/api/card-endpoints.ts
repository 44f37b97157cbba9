// The client's saved cards and billing details (/app/settings/billing). Part of the one registry in endpoints.ts
// (spread into it), so route files bind to them and the OpenAPI document lists them. The card itself is entered
// on Stripe's page only: these routes carry ids, brands and last four digits, never a card number.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { EmptyBody, EmptyQuery } from './schemas';

export const CardIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^pm_[A-Za-z0-9_]{1,120}$/)
    .meta({ description: "Stripe's payment method id (pm_…)" }),
});

export const SavedCardSchema = z
  .object({
    id: z.string(),
    brand: z.string().meta({ description: 'visa, mastercard, amex, …' }),
    last4: z.string(),
    expMonth: z.int(),
    expYear: z.int(),
  })
  .meta({ id: 'SavedCard' });

export const CardsResponse = z.object({ cards: z.array(SavedCardSchema) });
export const CardSetupResponse = z.object({
  checkoutUrl: z.url().meta({ description: "Stripe Checkout's page in setup mode; the browser goes there" }),
});

export const BillingDetailsSchema = z
  .object({
    buyerName: z.string().meta({ description: 'Printed as the buyer on invoices of later payments' }),
    buyerPib: z.string().meta({ description: "A company's PIB (9 digits); empty for a person" }),
  })
  .meta({ id: 'BillingDetails' });

export const BillingDetailsBody = z.strictObject({
  buyerName: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().max(200)),
  buyerPib: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^(\d{9})?$/)),
});

export const BillingDetailsResponse = z.object({ details: BillingDetailsSchema });

const DETAILS_FIELDS = {
  buyerName: {
    sr: 'Ime ili naziv može imati najviše 200 znakova.',
    en: 'The name can have at most 200 characters.',
  },
  buyerPib: {
    sr: 'PIB ima tačno 9 cifara. Ostavite prazno ako plaćate kao fizičko lice.',
    en: 'A PIB has exactly 9 digits. Leave it empty if you pay as a person.',
  },
};

export const cardEndpoints = {
  myCards: endpoint({
    method: 'GET',
    path: '/api/v1/me/cards',
    summary: 'Your saved cards (read from Stripe; brand, last four digits and expiry only)',
    tag: 'me',
    auth: 'user',
    query: EmptyQuery,
    success: { status: 200, description: 'The cards', schema: CardsResponse },
  }),
  startCardSetup: endpoint({
    method: 'POST',
    path: '/api/v1/me/cards/setup',
    summary: "Add a card: answers with Stripe Checkout's page in setup mode (nothing is charged)",
    tag: 'me',
    auth: 'user',
    body: EmptyBody,
    success: { status: 200, description: 'Where to send the browser', schema: CardSetupResponse },
  }),
  removeMyCard: endpoint({
    method: 'DELETE',
    path: '/api/v1/me/cards/{id}',
    summary: 'Remove one of your saved cards (404 when it is not yours)',
    tag: 'me',
    auth: 'user',
    params: CardIdParams,
    body: EmptyBody,
    success: { status: 204, description: 'Removed' },
  }),
  myBillingDetails: endpoint({
    method: 'GET',
    path: '/api/v1/me/billing-details',
    summary: 'Who your invoices name as the buyer (empty when never saved)',
    tag: 'me',
    auth: 'user',
    query: EmptyQuery,
    success: { status: 200, description: 'The details', schema: BillingDetailsResponse },
  }),
  saveMyBillingDetails: endpoint({
    method: 'PUT',
    path: '/api/v1/me/billing-details',
    summary: 'Save who invoices of your later payments name as the buyer (an issued invoice never changes)',
    tag: 'me',
    auth: 'user',
    body: BillingDetailsBody,
    fieldMessages: DETAILS_FIELDS,
    success: { status: 200, description: 'The saved details', schema: BillingDetailsResponse },
  }),
};
