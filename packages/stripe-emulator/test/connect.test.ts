import { afterEach, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { start } from './helpers';

// Stripe Connect as billing pays therapists with it: a custom connected account with an IBAN, transfers to it with
// an idempotency key, and Stripe's own error shapes when something is wrong.

type Started = Awaited<ReturnType<typeof start>>;
let env: Started;
afterEach(async () => {
  await env?.emulator.stop();
});

async function failure(p: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const ACCOUNT: Stripe.AccountCreateParams = {
  type: 'custom',
  country: 'DE',
  business_type: 'individual',
  capabilities: { transfers: { requested: true } },
  external_account: {
    object: 'bank_account',
    country: 'DE',
    currency: 'eur',
    account_holder_name: 'Ana Anić',
    account_holder_type: 'individual',
    account_number: 'DE89370400440532013000',
  },
  metadata: { therapist_user_id: 't1' },
};

describe('connected accounts', () => {
  it('creates a custom account with its bank account, shaped as Stripe shapes it, and reads it back', async () => {
    env = await start();
    const acct = await env.stripe.accounts.create(ACCOUNT, { idempotencyKey: 'acct-1' });
    expect(acct.id).toMatch(/^acct_1[0-9A-Za-z]{23}$/);
    expect(acct).toMatchObject({
      object: 'account',
      type: 'custom',
      country: 'DE',
      capabilities: { transfers: 'active' },
      payouts_enabled: true,
      metadata: { therapist_user_id: 't1' },
    });
    const bank = acct.external_accounts!.data[0] as Stripe.BankAccount;
    expect(bank).toMatchObject({ object: 'bank_account', last4: '3000', currency: 'eur', account: acct.id });
    // The full number never comes back.
    expect(JSON.stringify(acct)).not.toContain('DE89370400440532013000');
    expect((await env.stripe.accounts.retrieve(acct.id)).id).toBe(acct.id);
    // The same key answers with the same account; a different body under it is Stripe's idempotency error.
    const again = await env.stripe.accounts.create(ACCOUNT, { idempotencyKey: 'acct-1' });
    expect(again.id).toBe(acct.id);
    const clash = await failure(
      env.stripe.accounts.create(
        { ...ACCOUNT, metadata: { therapist_user_id: 't2' } },
        { idempotencyKey: 'acct-1' },
      ),
    );
    expect(clash.type).toBe('StripeIdempotencyError');
  });

  it('replaces the bank account, and refuses an IBAN that fails its check', async () => {
    env = await start();
    const acct = await env.stripe.accounts.create(ACCOUNT);
    const updated = await env.stripe.accounts.update(acct.id, {
      external_account: {
        object: 'bank_account',
        country: 'AT',
        currency: 'eur',
        account_number: 'AT611904300234573201',
      } as Stripe.AccountUpdateParams.BankAccount,
    });
    expect((updated.external_accounts!.data[0] as Stripe.BankAccount).last4).toBe('3201');
    const bad = await failure(
      env.stripe.accounts.create({
        ...ACCOUNT,
        external_account: {
          ...(ACCOUNT.external_account as object),
          account_number: 'DE89370400440532013001',
        },
      } as Stripe.AccountCreateParams),
    );
    expect(bad).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'external_account[account_number]',
    });
    const missing = await failure(env.stripe.accounts.retrieve('acct_1Nothing00000000000000000'));
    expect(missing.statusCode).toBe(404);
    expect(missing.code).toBe('account_invalid');
  });
});

describe('transfers', () => {
  it('sends money to a connected account once per idempotency key', async () => {
    env = await start();
    const acct = await env.stripe.accounts.create(ACCOUNT);
    const params: Stripe.TransferCreateParams = {
      amount: 340000,
      currency: 'eur',
      destination: acct.id,
      transfer_group: 'payout-2026-11',
      metadata: { payout_id: 'p1' },
    };
    const t = await env.stripe.transfers.create(params, { idempotencyKey: 'p1' });
    expect(t).toMatchObject({
      object: 'transfer',
      amount: 340000,
      amount_reversed: 0,
      currency: 'eur',
      destination: acct.id,
      reversed: false,
      transfer_group: 'payout-2026-11',
      metadata: { payout_id: 'p1' },
    });
    expect(t.id).toMatch(/^tr_/);
    const replay = await env.stripe.transfers.create(params, { idempotencyKey: 'p1' });
    expect(replay.id).toBe(t.id);
    expect(env.emulator.app.emulator.state.transfers.size).toBe(1);
    expect((await env.stripe.transfers.retrieve(t.id)).amount).toBe(340000);
    expect(env.emulator.events().filter((e) => e.type === 'transfer.created')).toHaveLength(1);
  });

  it('answers Stripe’s errors: no such destination, insufficient balance', async () => {
    env = await start();
    const acct = await env.stripe.accounts.create(ACCOUNT);
    const nowhere = await failure(
      env.stripe.transfers.create({
        amount: 100,
        currency: 'eur',
        destination: 'acct_1Nothing00000000000000000',
      }),
    );
    expect(nowhere).toMatchObject({ statusCode: 400, param: 'destination', code: 'resource_missing' });
    env.emulator.app.emulator.state.available = { eur: 500 };
    await env.stripe.transfers.create({ amount: 400, currency: 'eur', destination: acct.id });
    const short = await failure(
      env.stripe.transfers.create({ amount: 200, currency: 'eur', destination: acct.id }),
    );
    expect(short).toMatchObject({ type: 'StripeInvalidRequestError', code: 'balance_insufficient' });
  });
});
