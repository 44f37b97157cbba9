/**
 * Stripe Connect, as the platform uses it to pay therapists (API version 2026-10-28): custom connected accounts
 * with one external bank account (`POST /v1/accounts`, `GET /v1/accounts/:id`, `POST /v1/accounts/:id` to replace
 * the bank account) and transfers from the platform's balance to them (`POST /v1/transfers` with `destination`,
 * `GET /v1/transfers/:id`). Idempotency keys are honoured by the shared route wrapper in app.ts, like every other
 * endpoint. The platform's available balance is unlimited unless a test sets `state.available`.
 */
import { createHash } from 'node:crypto';
import { invalidParam, resourceMissing, StripeApiError } from './errors';
import type { FormObject } from './form';
import { newId } from './ids';
import * as p from './params';
import type { EmulatorState, EventRequest, Json } from './state';

type Handler = (ctx: {
  params: FormObject;
  req: { params: Record<string, unknown> };
  request: EventRequest;
}) => Json;
type RouteFn = (method: 'get' | 'post', path: string, handler: Handler) => void;

const EXTERNAL_FIELDS = [
  'object',
  'country',
  'currency',
  'account_holder_name',
  'account_holder_type',
  'account_number',
  'routing_number',
];

/** IBAN mod-97 (what Stripe checks of an IBAN before the bank sees it). */
function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = [...(iban.slice(4) + iban.slice(0, 4))]
    .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest === 1;
}

function bankAccount(accountId: string, raw: FormObject, param: string): Json {
  p.only(raw, EXTERNAL_FIELDS, param);
  const object = p.str(raw.object, `${param}[object]`);
  if (object !== 'bank_account') {
    throw invalidParam(
      `${param}[object]`,
      'Invalid external_account: the emulator supports only bank_account.',
    );
  }
  const country = p.required(p.str(raw.country, `${param}[country]`), `${param}[country]`).toUpperCase();
  const currency = p.currency(raw.currency, `${param}[currency]`);
  const number = p
    .required(p.str(raw.account_number, `${param}[account_number]`), `${param}[account_number]`)
    .replace(/\s/g, '')
    .toUpperCase();
  if (!ibanValid(number)) {
    throw invalidParam(
      `${param}[account_number]`,
      'The account number you provided is not a valid IBAN.',
      'invalid_bank_account_iban',
    );
  }
  const holderType = p.str(raw.account_holder_type, `${param}[account_holder_type]`);
  if (holderType !== null && !['individual', 'company'].includes(holderType)) {
    throw invalidParam(
      `${param}[account_holder_type]`,
      'Invalid account_holder_type: must be one of individual or company',
    );
  }
  return {
    id: newId('ba'),
    object: 'bank_account',
    account: accountId,
    account_holder_name: p.str(raw.account_holder_name, `${param}[account_holder_name]`, { max: 5000 }),
    account_holder_type: holderType,
    account_type: null,
    available_payout_methods: ['standard'],
    bank_name: 'STRIPE TEST BANK',
    country,
    currency,
    default_for_currency: true,
    fingerprint: createHash('sha256').update(number).digest('base64url').slice(0, 16),
    last4: number.slice(-4),
    metadata: {},
    routing_number: null,
    status: 'new',
  };
}

function externalList(accountId: string, bank: Json): Json {
  return {
    object: 'list',
    data: [bank],
    has_more: false,
    total_count: 1,
    url: `/v1/accounts/${accountId}/external_accounts`,
  };
}

function account(state: EmulatorState, id: string): Json & { id: string } {
  const a = state.accounts.get(id);
  if (!a) {
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      code: 'account_invalid',
      message: `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
    });
  }
  return a;
}

export function connectRoutes(
  route: RouteFn,
  state: EmulatorState,
  render: (o: Json, params: FormObject) => Json,
) {
  route('post', '/accounts', ({ params }) => {
    p.only(params, [
      'type',
      'country',
      'email',
      'business_type',
      'capabilities',
      'external_account',
      'metadata',
      'tos_acceptance',
      'expand',
    ]);
    const type = p.required(p.str(params.type, 'type'), 'type');
    if (type !== 'custom') {
      throw invalidParam('type', `Invalid type: the emulator supports only custom accounts (got "${type}").`);
    }
    const country = (p.str(params.country, 'country') ?? 'US').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) throw invalidParam('country', `Country '${country}' is unknown.`);
    const id = newId('acct');
    const external = p.hash(params.external_account, 'external_account');
    const bank = external ? bankAccount(id, external, 'external_account') : null;
    const capabilities = p.hash(params.capabilities, 'capabilities') ?? {};
    const requested = Object.keys(capabilities);
    const acct = {
      id,
      object: 'account',
      business_profile: { mcc: null, name: null, product_description: null, support_email: null, url: null },
      business_type: p.str(params.business_type, 'business_type'),
      capabilities: Object.fromEntries(requested.map((c) => [c, 'active'])),
      charges_enabled: false,
      controller: { type: 'application', is_controller: true },
      country,
      created: state.now(),
      default_currency: (bank?.currency as string | undefined) ?? 'eur',
      details_submitted: false,
      email: p.str(params.email, 'email'),
      external_accounts: bank ? externalList(id, bank) : externalList(id, {}),
      metadata: p.metadata(params.metadata, 'metadata'),
      payouts_enabled: bank !== null,
      requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
      settings: { payouts: { schedule: { interval: 'daily', delay_days: 7 } } },
      tos_acceptance: { date: null, ip: null, user_agent: null },
      type: 'custom',
    };
    if (!bank) (acct.external_accounts as Json).data = [];
    if (!bank) (acct.external_accounts as Json).total_count = 0;
    state.accounts.set(id, acct);
    state.announce('account.updated', acct);
    return render(acct, params);
  });

  route('get', '/accounts/:id', ({ params, req }) => render(account(state, String(req.params.id)), params));

  route('post', '/accounts/:id', ({ params, req }) => {
    p.only(params, ['external_account', 'metadata', 'email', 'expand']);
    const acct = account(state, String(req.params.id));
    const external = p.hash(params.external_account, 'external_account');
    if (external) {
      const bank = bankAccount(acct.id, external, 'external_account');
      acct.external_accounts = externalList(acct.id, bank);
      acct.payouts_enabled = true;
    }
    if (params.metadata !== undefined) {
      acct.metadata = { ...(acct.metadata as Json), ...p.metadata(params.metadata, 'metadata') };
    }
    if (params.email !== undefined) acct.email = p.str(params.email, 'email');
    state.announce('account.updated', acct);
    return render(acct, params);
  });

  route('post', '/transfers', ({ params, request }) => {
    p.only(params, [
      'amount',
      'currency',
      'destination',
      'description',
      'metadata',
      'transfer_group',
      'expand',
    ]);
    const amount = p.required(p.int(params.amount, 'amount', { min: 1 }), 'amount');
    const currency = p.currency(params.currency, 'currency');
    const destination = p.required(p.str(params.destination, 'destination'), 'destination');
    if (!state.accounts.has(destination)) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'destination',
        message: `No such destination: '${destination}'`,
      });
    }
    const available = state.available;
    if (available && (available[currency] ?? 0) < amount) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'balance_insufficient',
        message:
          'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card. See: https://stripe.com/docs/testing#available-balance',
        doc_url: 'https://stripe.com/docs/error-codes/balance-insufficient',
      });
    }
    if (available) available[currency] = (available[currency] ?? 0) - amount;
    const id = newId('tr');
    const transfer = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: newId('txn'),
      created: state.now(),
      currency,
      description: p.str(params.description, 'description'),
      destination,
      destination_payment: newId('py'),
      livemode: false,
      metadata: p.metadata(params.metadata, 'metadata'),
      reversals: {
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/transfers/${id}/reversals`,
      },
      reversed: false,
      source_transaction: null,
      source_type: 'card',
      transfer_group: p.str(params.transfer_group, 'transfer_group'),
    };
    state.transfers.set(id, transfer);
    state.announce('transfer.created', transfer, request);
    return render(transfer, params);
  });

  route('get', '/transfers/:id', ({ params, req }) => {
    const t = state.transfers.get(String(req.params.id));
    if (!t) throw resourceMissing('transfer', String(req.params.id), 'id');
    return render(t, params);
  });
}
