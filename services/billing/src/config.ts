import { masterKeySetting, portSetting } from '@oslonac/kit';
import { z } from 'zod';
import { isSerbianAccount } from './domain/bank-account';
import { isIpsText, PAYEE_NAME_MAX } from './domain/ips';

const url = z.string().refine((v) => URL.canParse(v), { error: 'must be a URL' });

export interface InvoiceIssuer {
  name: string;
  address: string;
  /** Poreski identifikacioni broj, 9 digits. */
  pib: string;
  /** Matični broj, 8 digits. */
  mb: string;
  /** Place of issue printed on the invoice. */
  place: string;
  /** The VAT sentence printed under the amount. */
  vatNote: string;
}

export const DEFAULT_INVOICE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** Development and test issuer: visibly not a real company. */
export const DEV_ISSUER: InvoiceIssuer = {
  name: 'Oslonac d.o.o. (PODACI ZA RAZVOJ — NIJE PRAVI RAČUN)',
  address: 'Izmišljena 1, 11000 Beograd',
  pib: '100000009',
  mb: '10000009',
  place: 'Beograd',
  vatNote: 'PDV nije obračunat: izdavalac nije obveznik PDV-a (član 33. Zakona o porezu na dodatu vrednost).',
};

export interface IpsPayee {
  /** 18 digits with a valid mod 97 check. */
  payeeAccount: string;
  payeeName: string;
  /** NBS payment code, "289". */
  paymentCode: string;
}

/**
 * Development and test payee: bank "999" exists nowhere (its check digits are valid, so codes scan), and the
 * name says it is not real; the dev issuer's name shortened to what NBS allows.
 */
export const DEV_IPS: IpsPayee = {
  payeeAccount: '999000000000000151',
  payeeName: 'Oslonac d.o.o. (RAZVOJ, NIJE PRAVI RAČUN)',
  paymentCode: '289',
};

/** The billing service's variables on top of the kit's base config (DATABASE_URL, NATS_URL, ACTOR_* …). */
export const billingConfig = {
  GRPC_PORT: portSetting(50056),
  // Seals therapists' payout account numbers (envelope encryption, as identity and therapists seal). Required.
  DATA_MASTER_KEY: masterKeySetting,
  HTTP_PORT: portSetting(8086),
  // Stripe's secret key (sk_test_… outside production) and the signing secret of the webhook endpoint.
  STRIPE_SECRET_KEY: z.string({ error: 'is required' }).regex(/^(sk|rk)_(test|live)_\S+$/, {
    error: 'must be a Stripe secret key (sk_test_… or sk_live_…)',
  }),
  STRIPE_WEBHOOK_SECRET: z
    .string({ error: 'is required' })
    .regex(/^whsec_\S+$/, { error: 'must be a webhook signing secret (whsec_…)' }),
  // Unset in production (the SDK talks to api.stripe.com); the Stripe emulator's address in development and tests.
  STRIPE_API_BASE: url.optional(),
  // Checkout's return URLs must be on this origin (the BFF's public address).
  PUBLIC_URL: url,
  BOOKING_GRPC_ADDR: z.string({ error: 'is required' }).min(1),
  // The issuer printed on invoices. The defaults are clearly fake development data: production sets all four.
  INVOICE_ISSUER_NAME: z.string().min(1).default(DEV_ISSUER.name),
  INVOICE_ISSUER_ADDRESS: z.string().min(1).default(DEV_ISSUER.address),
  INVOICE_ISSUER_PIB: z
    .string()
    .regex(/^\d{9}$/, { error: 'must be 9 digits' })
    .default(DEV_ISSUER.pib),
  INVOICE_ISSUER_MB: z
    .string()
    .regex(/^\d{8}$/, { error: 'must be 8 digits' })
    .default(DEV_ISSUER.mb),
  INVOICE_ISSUE_PLACE: z.string().min(1).default(DEV_ISSUER.place),
  INVOICE_VAT_NOTE: z.string().min(1).default(DEV_ISSUER.vatNote),
  // A TrueType font with Serbian Latin and Cyrillic letters (Debian's fonts-dejavu-core); never committed.
  INVOICE_FONT_PATH: z.string().min(1).default(DEFAULT_INVOICE_FONT),
  // IPS QR bank transfers (NBS): the account transfers go to (18 digits, its mod 97 check verified), the payee's
  // name as the QR code carries it, and the payment code. The defaults are visibly fake: production sets them.
  IPS_PAYEE_ACCOUNT: z
    .string()
    .refine(isSerbianAccount, { error: 'must be an 18-digit Serbian account with valid check digits' })
    .default(DEV_IPS.payeeAccount),
  IPS_PAYEE_NAME: z
    .string()
    .refine((v) => isIpsText(v, PAYEE_NAME_MAX, 3), {
      error: 'must be 1–70 characters NBS allows in an IPS QR code (no "|")',
    })
    .default(DEV_IPS.payeeName),
  IPS_PAYMENT_CODE: z
    .string()
    .regex(/^[12]\d{2}$/, { error: 'must be an NBS payment code (3 digits, starting 1 or 2)' })
    .default(DEV_IPS.paymentCode),
};

export interface BillingSettings {
  /** Origin the success and cancel URLs must be on. */
  publicUrl: string;
  webhookSecret: string;
  /** Issuer printed on invoices; DEV_ISSUER when unset (tests). */
  issuer?: InvoiceIssuer;
  /** The TrueType font invoices embed; DEFAULT_INVOICE_FONT when unset. */
  invoiceFontPath?: string;
  /** Where IPS QR transfers go; DEV_IPS when unset (tests). */
  ips?: IpsPayee;
}
