// Therapist money: the therapist's ledger and payout account and a payout's statement (/app/settings/
// uplate-primanja), staff's payouts and marking a bank transfer paid (/admin/payments/isplate). Part of the one
// registry in endpoints.ts (spread into it), so route files bind to them and the OpenAPI document lists them.
// Billing decides everything (who may, what an account number is); these check shapes only.
import { z } from 'zod';
import { LEDGER_KINDS, PAYOUT_METHODS, PAYOUT_STATUSES } from '../server/views/billing';
import { endpoint } from './endpoint';
import { EmptyQuery } from './schemas';

export const PayoutIdParams = z.strictObject({ id: z.uuid() });

export const PayoutSchema = z
  .object({
    id: z.string(),
    therapistUserId: z.string(),
    period: z.string().meta({ description: 'The month it pays for, "2026-11" (Belgrade)' }),
    amountMinor: z.int(),
    currency: z.string(),
    method: z.enum(PAYOUT_METHODS),
    status: z.enum(PAYOUT_STATUSES),
    createdAt: z.iso.datetime().nullable(),
    paidAt: z.iso.datetime().nullable(),
    reference: z
      .string()
      .meta({ description: "Stripe's transfer id or the bank's reference; empty until paid" }),
    accountHolder: z.string().meta({ description: 'Staff, bank transfers only: where to send it' }),
    accountNumber: z.string().meta({ description: 'Staff, unpaid bank transfers only; empty otherwise' }),
    country: z.string(),
  })
  .meta({ id: 'Payout' });

export const LedgerResponse = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(LEDGER_KINDS),
      amountMinor: z.int().meta({ description: 'Signed: + adds to the balance, − takes from it' }),
      currency: z.string(),
      bookingId: z.string().nullable(),
      payoutId: z.string().nullable(),
      occurredAt: z.iso.datetime().nullable(),
    }),
  ),
  balanceMinor: z.int(),
  currency: z.string(),
  upcomingPayoutMinor: z.int(),
  upcomingPayoutOn: z.string().meta({ description: 'YYYY-MM-DD' }),
  payouts: z.array(PayoutSchema),
});

export const PayoutAccountSchema = z
  .object({
    country: z.string(),
    accountHolder: z.string(),
    accountLast4: z.string(),
    method: z.enum(PAYOUT_METHODS),
  })
  .meta({ id: 'PayoutAccount' });

export const PayoutAccountResponse = z.object({ account: PayoutAccountSchema.nullable() });

export const PayoutAccountBody = z.strictObject({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase()),
  accountHolder: z.string().trim().min(2).max(120),
  accountNumber: z.string().trim().min(1).max(64),
});

export const AdminPayoutsQuery = z.strictObject({
  status: z.enum(PAYOUT_STATUSES).optional(),
  method: z.enum(PAYOUT_METHODS).optional(),
});
export const AdminPayoutsResponse = z.object({ payouts: z.array(PayoutSchema) });
export const MarkPayoutPaidBody = z.strictObject({ reference: z.string().trim().min(3).max(64) });
export const PayoutResponse = z.object({ payout: PayoutSchema });

const ACCOUNT_FIELDS = {
  country: { sr: 'Izaberite zemlju u kojoj je vaš račun.', en: 'Choose the country your account is in.' },
  accountHolder: {
    sr: 'Upišite ime vlasnika računa, kako ga banka vodi (od 2 do 120 znakova).',
    en: 'Enter the account holder’s name as the bank has it (2 to 120 characters).',
  },
  accountNumber: {
    sr: 'Upišite IBAN ili broj računa u Srbiji (18 cifara).',
    en: 'Enter an IBAN or a Serbian account number (18 digits).',
  },
};
const REFERENCE_FIELDS = {
  reference: {
    sr: 'Upišite referencu naloga iz banke (od 3 do 64 znaka).',
    en: 'Enter the bank order’s reference (3 to 64 characters).',
  },
};

export const payoutEndpoints = {
  myLedger: endpoint({
    method: 'GET',
    path: '/api/v1/me/payouts',
    summary: 'Therapists: your ledger (latest 100 entries), balance, the next payout and your payouts',
    tag: 'me',
    auth: 'user',
    query: EmptyQuery,
    success: { status: 200, description: 'The ledger', schema: LedgerResponse },
  }),
  myPayoutAccount: endpoint({
    method: 'GET',
    path: '/api/v1/me/payouts/account',
    summary: 'Therapists: where you are paid (the last four digits of the account only)',
    tag: 'me',
    auth: 'user',
    query: EmptyQuery,
    success: { status: 200, description: 'The account, or null', schema: PayoutAccountResponse },
  }),
  saveMyPayoutAccount: endpoint({
    method: 'PUT',
    path: '/api/v1/me/payouts/account',
    summary:
      'Therapists: save where you are paid (IBAN, or an 18-digit Serbian account); the country decides the method',
    tag: 'me',
    auth: 'user',
    body: PayoutAccountBody,
    fieldMessages: ACCOUNT_FIELDS,
    success: { status: 200, description: 'The saved account', schema: PayoutAccountResponse },
  }),
  myPayoutStatementPdf: endpoint({
    method: 'GET',
    path: '/api/v1/me/payouts/{id}/statement',
    summary: 'Therapists: one of your payouts’ monthly statement as a PDF (404 when it is not yours)',
    tag: 'me',
    auth: 'user',
    params: PayoutIdParams,
    query: EmptyQuery,
    download: true,
    success: { status: 200, description: 'isplata-<period>.pdf, as an attachment' },
  }),
  adminPayouts: endpoint({
    method: 'GET',
    path: '/api/v1/admin/payouts',
    summary: 'Staff: therapists’ payouts, newest first (the latest 100), with where to send bank transfers',
    tag: 'admin',
    auth: 'admin',
    query: AdminPayoutsQuery,
    success: { status: 200, description: 'The payouts', schema: AdminPayoutsResponse },
  }),
  markPayoutPaid: endpoint({
    method: 'POST',
    path: '/api/v1/admin/payouts/{id}/paid',
    summary: 'Staff: a bank-transfer payout was sent; the bank’s reference is required (recorded with who)',
    tag: 'admin',
    auth: 'admin',
    params: PayoutIdParams,
    body: MarkPayoutPaidBody,
    fieldMessages: REFERENCE_FIELDS,
    success: { status: 200, description: 'The payout, paid', schema: PayoutResponse },
  }),
  adminPayoutStatementPdf: endpoint({
    method: 'GET',
    path: '/api/v1/admin/payouts/{id}/statement',
    summary: 'Staff: a payout’s monthly statement as a PDF',
    tag: 'admin',
    auth: 'admin',
    params: PayoutIdParams,
    query: EmptyQuery,
    download: true,
    success: { status: 200, description: 'isplata-<period>.pdf, as an attachment' },
  }),
};
