import { createHash } from 'node:crypto';
import type { Actor, Tx } from '@oslonac/kit';
import { ERASED_NAME } from '@oslonac/lang';
import type Stripe from 'stripe';
import {
  type CheckedAccount,
  checkAccount,
  checkReference,
  connectCurrency,
  last4,
  lastEndedPeriod,
  type PayoutMethod,
  type PayoutStatus,
  payable,
  payoutErrors,
  periodSpan,
} from '../domain/payout';
import { publish } from '../events';
import { newId } from '../ids';
import { renderStatementPdf, type StatementData } from '../pdf/statement';
import { type Db, transaction } from '../store/db';
import { earnedBefore, entriesBetween } from '../store/ledger';
import {
  type AccountRecord,
  accountOf,
  accountsOf,
  insertPayout,
  listPayouts,
  lockPayout,
  markFailed,
  markPaid,
  type PayoutRecord,
  payoutById,
  saveAccount,
  setMethod,
  unsentConnectPayouts,
} from '../store/payouts';
import type { Deps } from './deps';
import { owedBefore, writePayout } from './ledger';

// Therapists' money going out: the payout account (number sealed, a Stripe connected account where Stripe pays
// out), the monthly round (one payout per therapist, month and currency; Connect transfers with the payout id as
// the idempotency key) and staff marking bank transfers paid. A payout becomes PAID, its PAYOUT ledger entry and
// billing.payout.paid.v1 in one transaction.

const asTx = (db: Db) => db as unknown as Tx;
const isAdmin = (a: Actor) => a.roles.includes('admin') || a.roles.includes('superuser');

/** Whose key seals a therapist's account number: erasure shreds it. */
export const accountOwner = (therapistUserId: string) => `payout-account:${therapistUserId}`;
const accountContext = (therapistUserId: string) => `payout_account:${therapistUserId}`;

export interface AccountView {
  country: string;
  accountHolder: string;
  accountLast4: string;
  method: PayoutMethod;
  stripeAccountId: string;
}

const view = (a: AccountRecord): AccountView => ({
  country: a.country,
  accountHolder: a.accountHolder,
  accountLast4: a.accountLast4,
  method: a.method,
  stripeAccountId: a.stripeAccountId ?? '',
});

export async function myAccount(d: Deps, actor: Actor): Promise<AccountView | null> {
  const a = await accountOf(d.prisma, actor.userId);
  return a ? view(a) : null;
}

const stripeMessage = (err: unknown) => String((err as { message?: string })?.message ?? err);
const isStripeRefusal = (err: unknown) =>
  ['StripeInvalidRequestError', 'StripeCardError'].includes((err as { type?: string })?.type ?? '');

/**
 * The connected account for a Connect country: created once (with an idempotency key derived from the therapist
 * and what they entered, so a retried save never makes a second account), or its bank account replaced.
 */
async function connectAccount(
  d: Deps,
  therapistUserId: string,
  existing: AccountRecord | null,
  a: CheckedAccount,
): Promise<string> {
  const external: Stripe.AccountCreateParams.ExternalAccount = {
    object: 'bank_account',
    country: a.country,
    currency: connectCurrency(a.country),
    account_holder_name: a.holder,
    account_holder_type: 'individual',
    account_number: a.number,
  };
  const key = createHash('sha256')
    .update(`${therapistUserId}\u0000${a.country}\u0000${a.holder}\u0000${a.number}`)
    .digest('hex')
    .slice(0, 32);
  try {
    if (existing?.stripeAccountId && existing.country === a.country) {
      await d.stripe.accounts.update(
        existing.stripeAccountId,
        { external_account: external as Stripe.AccountUpdateParams.BankAccount },
        { idempotencyKey: `payout-account-update:${key}` },
      );
      return existing.stripeAccountId;
    }
    const acct = await d.stripe.accounts.create(
      {
        type: 'custom',
        country: a.country,
        business_type: 'individual',
        capabilities: { transfers: { requested: true } },
        external_account: external,
        metadata: { therapist_user_id: therapistUserId },
      },
      { idempotencyKey: `payout-account:${key}` },
    );
    return acct.id;
  } catch (err) {
    d.log.warn(
      { therapist_user_id: therapistUserId, error: stripeMessage(err) },
      'connect account not saved',
    );
    if (isStripeRefusal(err)) throw payoutErrors.connectRefused();
    throw payoutErrors.connectUnavailable();
  }
}

/** Validates, makes the connected account where it applies, seals the number and keeps the last four digits. */
export async function saveMyAccount(
  d: Deps,
  actor: Actor,
  input: { country: string; accountHolder: string; accountNumber: string },
): Promise<AccountView> {
  const me = actor.userId;
  const checked = checkAccount({
    country: input.country,
    holder: input.accountHolder,
    number: input.accountNumber,
  });
  const existing = await accountOf(d.prisma, me);
  const stripeAccountId =
    checked.method === 'stripe_connect' ? await connectAccount(d, me, existing, checked) : null;
  const saved = await transaction(d.prisma, async (tx) => {
    const sealed = await d.crypto.encrypt(
      asTx(tx),
      accountOwner(me),
      Buffer.from(checked.number, 'utf8'),
      accountContext(me),
    );
    return saveAccount(
      tx,
      {
        therapistUserId: me,
        country: checked.country,
        accountHolder: checked.holder,
        accountSealed: new Uint8Array(sealed),
        accountLast4: last4(checked.number),
        method: checked.method,
        stripeAccountId,
      },
      d.clock(),
    );
  });
  d.log.info({ therapist_user_id: me, method: saved.method, country: saved.country }, 'payout account saved');
  return view(saved);
}

/** The whole account number, opened for staff who send a bank transfer. */
async function openNumber(d: Deps, a: AccountRecord): Promise<string> {
  const plain = await d.crypto.decrypt(asTx(d.prisma), a.accountSealed, accountContext(a.therapistUserId));
  return plain.toString('utf8');
}

// ---- the monthly round -----------------------------------------------------------------------------------

/**
 * Makes the payouts of the month that has ended last (Belgrade): for every therapist and currency, what is owed up
 * to the month's end and not yet in a payout, when positive and when they have a payout account.
 */
export async function createMonthlyPayouts(d: Deps): Promise<number> {
  const now = d.clock();
  const { period, end } = lastEndedPeriod(now);
  const earners = (await earnedBefore(d.prisma, end)).filter((e) => payable(e.earnedMinor));
  const accounts = new Map(
    (
      await accountsOf(
        d.prisma,
        earners.map((e) => e.therapistUserId),
      )
    ).map((a) => [a.therapistUserId, a]),
  );
  let created = 0;
  for (const e of earners) {
    const account = accounts.get(e.therapistUserId);
    if (!account) continue;
    const made = await transaction(d.prisma, async (tx) => {
      // Serialise with a second replica's round for the same therapist: the unique key would also refuse it.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`payout:${e.therapistUserId}`}))`;
      const owed = await owedBefore(tx, e.therapistUserId, e.currency, end);
      if (!payable(owed)) return false;
      return insertPayout(
        tx,
        {
          id: newId(),
          therapistUserId: e.therapistUserId,
          period,
          amountMinor: owed,
          currency: e.currency,
          method: account.method,
        },
        now,
      );
    });
    if (made) {
      created += 1;
      d.log.info({ therapist_user_id: e.therapistUserId, period, currency: e.currency }, 'payout created');
    }
  }
  return created;
}

/** PAID + the PAYOUT entry + billing.payout.paid.v1, in one transaction; false when it was already paid. */
async function completePayout(
  d: Deps,
  tx: Db,
  p: PayoutRecord,
  paid: { reference: string; stripeTransferId?: string; paidByUserId?: string },
): Promise<PayoutRecord> {
  const now = d.clock();
  const updated = await markPaid(tx, p.id, paid, now);
  await writePayout(tx, updated, now);
  await publish.payoutPaid(asTx(tx), updated, now);
  return updated;
}

/**
 * The transfer's idempotency key: the payout id, and after each refusal Stripe answered (a 4xx it saves under the
 * key and would replay for a day) the payout id with the count of those refusals, so the next round really asks
 * again. A network error or a 5xx keeps the key: that transfer may have been made, and the same key finds it.
 */
export function transferKey(p: Pick<PayoutRecord, 'id' | 'attempts'>): string {
  return p.attempts === 0 ? p.id : `${p.id}:${p.attempts}`;
}

const isStripeAnswer = (err: unknown) =>
  [
    'StripeInvalidRequestError',
    'StripeCardError',
    'StripePermissionError',
    'StripeIdempotencyError',
  ].includes((err as { type?: string })?.type ?? '');

/** Sends one Connect payout; a Stripe error leaves it FAILED for the next round. */
async function sendTransfer(d: Deps, p: PayoutRecord, account: AccountRecord | undefined): Promise<boolean> {
  const ids = { payout_id: p.id, therapist_user_id: p.therapistUserId, period: p.period };
  if (account?.method === 'bank_transfer') {
    // The therapist moved to an account Stripe does not pay to: staff send this one by bank.
    await setMethod(d.prisma, p.id, 'bank_transfer', d.clock());
    return false;
  }
  if (!account?.stripeAccountId) {
    await markFailed(d.prisma, p.id, 'no connected account', false, d.clock());
    return false;
  }
  let transfer: Stripe.Transfer;
  try {
    transfer = await d.stripe.transfers.create(
      {
        amount: Number(p.amountMinor),
        currency: p.currency.toLowerCase(),
        destination: account.stripeAccountId,
        transfer_group: `payout-${p.period}`,
        description: `Oslonac isplata ${p.period}`,
        metadata: { payout_id: p.id, therapist_user_id: p.therapistUserId, period: p.period },
      },
      { idempotencyKey: transferKey(p) },
    );
  } catch (err) {
    await markFailed(d.prisma, p.id, stripeMessage(err), isStripeAnswer(err), d.clock());
    d.log.warn({ ...ids, error: stripeMessage(err) }, 'payout transfer failed; retried next round');
    return false;
  }
  await transaction(d.prisma, async (tx) => {
    const locked = await lockPayout(tx, p.id);
    if (!locked || locked.status === 'paid') return;
    await completePayout(d, tx, locked, { reference: transfer.id, stripeTransferId: transfer.id });
  });
  d.log.info({ ...ids, stripe_transfer_id: transfer.id }, 'payout paid by transfer');
  return true;
}

/** One round: this month's payouts made (once), every unsent Connect payout sent. Run hourly by main.ts. */
export async function runPayoutRound(
  d: Deps,
  opts: { limit?: number } = {},
): Promise<{ created: number; paid: number; failed: number }> {
  const created = await createMonthlyPayouts(d);
  const unsent = await unsentConnectPayouts(d.prisma, opts.limit ?? 100);
  const accounts = new Map(
    (
      await accountsOf(
        d.prisma,
        unsent.map((p) => p.therapistUserId),
      )
    ).map((a) => [a.therapistUserId, a]),
  );
  let paid = 0;
  for (const p of unsent) if (await sendTransfer(d, p, accounts.get(p.therapistUserId))) paid += 1;
  return { created, paid, failed: unsent.length - paid };
}

// ---- staff ---------------------------------------------------------------------------------------------------

export interface StaffPayout extends PayoutRecord {
  accountHolder: string;
  accountNumber: string;
  country: string;
}

/** Payouts for staff, newest first; bank transfers carry where to send them. */
export async function staffList(
  d: Deps,
  filter: { status?: PayoutStatus; method?: PayoutMethod },
  page: { offset: number; size: number },
): Promise<{ payouts: StaffPayout[]; nextOffset: number | null }> {
  const rows = await listPayouts(d.prisma, filter, page.offset, page.size + 1);
  const list = rows.slice(0, page.size);
  const accounts = new Map(
    (
      await accountsOf(
        d.prisma,
        list.map((p) => p.therapistUserId),
      )
    ).map((a) => [a.therapistUserId, a]),
  );
  const payouts: StaffPayout[] = [];
  for (const p of list) {
    const a = accounts.get(p.therapistUserId);
    const bank = p.method === 'bank_transfer' && p.status !== 'paid' && a;
    payouts.push({
      ...p,
      accountHolder: a?.accountHolder ?? '',
      accountNumber: bank ? await openNumber(d, a) : '',
      country: a?.country ?? '',
    });
  }
  return { payouts, nextOffset: rows.length > page.size ? page.offset + page.size : null };
}

/** Staff sent a bank-transfer payout: PAID with the bank's reference, who marked it recorded on the row. */
export async function markBankPayoutPaid(
  d: Deps,
  actor: Actor,
  payoutId: string,
  referenceInput: string,
): Promise<PayoutRecord> {
  const reference = checkReference(referenceInput);
  const out = await transaction(d.prisma, async (tx) => {
    const p = await lockPayout(tx, payoutId);
    if (!p) throw payoutErrors.payoutNotFound();
    // Separation of duties: a staff member who is also a therapist never confirms their own money.
    if (p.therapistUserId === actor.userId) throw payoutErrors.ownPayout();
    if (p.method !== 'bank_transfer') throw payoutErrors.notBankTransfer();
    if (p.status === 'paid') throw payoutErrors.alreadyPaid();
    return completePayout(d, tx, p, { reference, paidByUserId: actor.userId });
  });
  d.log.info(
    { payout_id: out.id, therapist_user_id: out.therapistUserId, staff_user_id: actor.userId },
    'bank payout marked paid',
  );
  return out;
}

// ---- the statement ---------------------------------------------------------------------------------------------

/** The month's statement as a PDF: the therapist's own, or any for staff. Someone else's reads as not found. */
export async function statementPdf(
  d: Deps,
  actor: Actor,
  payoutId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const p = await payoutById(d.prisma, payoutId);
  if (!p || (!isAdmin(actor) && p.therapistUserId !== actor.userId)) throw payoutErrors.payoutNotFound();
  const { start, end } = periodSpan(p.period);
  const entries = await entriesBetween(d.prisma, p.therapistUserId, p.currency, start, end);
  const account = await accountOf(d.prisma, p.therapistUserId);
  const data: StatementData = {
    payout: p,
    accountHolder: account?.accountHolder ?? ERASED_NAME,
    accountLast4: account?.accountLast4 ?? '',
    entries,
  };
  const pdf = await renderStatementPdf(data, d.settings);
  return { pdf, fileName: `isplata-${p.period}.pdf` };
}
