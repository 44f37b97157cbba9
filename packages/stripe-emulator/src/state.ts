/**
 * The emulator's memory: Checkout Sessions, PaymentIntents, charges, refunds and events, as Stripe shapes them
 * for API version 2026-10-28 (only the fields a Checkout payment in `mode=payment` fills; the rest are Stripe's
 * defaults). Every change that Stripe announces by webhook calls `emit`.
 */
import { AUTHENTICATION_FAILURE, type CardDecline, cardFor, formatAmount } from './cards';
import { badState, docUrl, resourceMissing, StripeApiError } from './errors';
import { newId } from './ids';

export type Json = Record<string, unknown>;
export type Metadata = Record<string, string>;

/** Who asked for the change: `{ id: null, idempotency_key: null }` when the customer did it on the page. */
export interface EventRequest {
  id: string | null;
  idempotency_key: string | null;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Json };
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: string;
}

export interface LineItemInput {
  name: string;
  currency: string;
  unit_amount: number;
  quantity: number;
}

export interface SessionInput {
  line_items: LineItemInput[];
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Metadata;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number | null;
  payment_intent_data: { metadata: Metadata; description: string | null };
}

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  /** The page's "Save card for future payments" box was ticked (sessions with a customer; customers.ts). */
  save?: boolean;
}

export interface SessionRecord {
  object: Json & {
    id: string;
    status: 'open' | 'complete' | 'expired';
    payment_status: 'unpaid' | 'paid';
    amount_total: number;
    currency: string;
    expires_at: number;
    success_url: string | null;
    cancel_url: string | null;
    url: string | null;
    payment_intent: string | null;
  };
  lineItems: LineItemInput[];
  paymentIntentData: SessionInput['payment_intent_data'];
  /** The PaymentIntent of the attempts so far (Stripe keeps one per session and confirms it again). */
  intentId: string | null;
  /** A card waiting for 3-D Secure. */
  pendingCard: (CardInput & { brand: string }) | null;
  /** Payment mode with a customer (customers.ts): the save box is offered; which saved cards the page lists. */
  saveOffered?: boolean;
  redisplayFilters?: string[];
  /** The card being paid with is to be saved once the payment succeeds. */
  pendingSave?: boolean;
  /** Setup mode: the allow_redisplay the saved card gets (payment_method_data, else Checkout's "limited"). */
  allowRedisplay?: string;
}

export type PaymentOutcome =
  | { outcome: 'succeeded' }
  | { outcome: 'requires_action' }
  | { outcome: 'failed'; error: Json };

export interface StateOptions {
  clock: () => Date;
  publicUrl: () => string;
  emit: (type: string, object: Json, request: EventRequest) => void;
}

const NO_REQUEST: EventRequest = { id: null, idempotency_key: null };

export class EmulatorState {
  readonly sessions = new Map<string, SessionRecord>();
  readonly intents = new Map<
    string,
    Json & { id: string; status: string; amount: number; currency: string }
  >();
  readonly charges = new Map<string, Json & { id: string; amount: number; amount_refunded: number }>();
  readonly refunds = new Map<string, Json & { id: string }>();
  readonly methods = new Map<string, Json & { id: string }>();
  /** Connect (connect.ts): connected accounts and the platform's transfers to them. */
  readonly accounts = new Map<string, Json & { id: string }>();
  readonly transfers = new Map<string, Json & { id: string; amount: number; currency: string }>();
  /**
   * Connect: the platform's available balance per currency (lowercase) that transfers draw on. Unset: transfers
   * are never short of funds; a test sets it to see Stripe's balance_insufficient.
   */
  available: Record<string, number> | null = null;

  constructor(private readonly opts: StateOptions) {}

  /** Announces a change by webhook (customers.ts makes changes of its own). */
  announce(type: string, object: Json, request: EventRequest = NO_REQUEST): void {
    this.opts.emit(type, object, request);
  }

  now(): number {
    return Math.floor(this.opts.clock().getTime() / 1000);
  }

  createSession(input: SessionInput): SessionRecord {
    const id = newId('cs');
    const created = this.now();
    const amount = input.line_items.reduce((sum, li) => sum + li.unit_amount * li.quantity, 0);
    const record: SessionRecord = {
      object: {
        id,
        object: 'checkout.session',
        adaptive_pricing: null,
        after_expiration: null,
        allow_promotion_codes: null,
        amount_subtotal: amount,
        amount_total: amount,
        automatic_tax: { enabled: false, liability: null, provider: null, status: null },
        billing_address_collection: null,
        cancel_url: input.cancel_url,
        client_reference_id: input.client_reference_id,
        client_secret: null,
        collected_information: null,
        consent: null,
        consent_collection: null,
        created,
        // Setup mode (customers.ts) has no line items; it sets the currency it was given.
        currency: input.line_items[0]?.currency ?? '',
        currency_conversion: null,
        custom_fields: [],
        custom_text: {
          after_submit: null,
          shipping_address: null,
          submit: null,
          terms_of_service_acceptance: null,
        },
        customer: null,
        customer_creation: 'if_required',
        customer_details: input.customer_email
          ? {
              address: null,
              email: input.customer_email,
              name: null,
              phone: null,
              tax_exempt: 'none',
              tax_ids: null,
            }
          : null,
        customer_email: input.customer_email,
        discounts: [],
        expires_at: input.expires_at ?? created + 24 * 3600,
        invoice: null,
        invoice_creation: {
          enabled: false,
          invoice_data: {
            account_tax_ids: null,
            custom_fields: null,
            description: null,
            footer: null,
            issuer: null,
            metadata: {},
            rendering_options: null,
          },
        },
        livemode: false,
        locale: null,
        metadata: input.metadata,
        mode: 'payment',
        payment_intent: null,
        payment_link: null,
        payment_method_collection: 'if_required',
        payment_method_configuration_details: null,
        payment_method_options: { card: { request_three_d_secure: 'automatic' } },
        payment_method_types: ['card'],
        payment_status: 'unpaid',
        phone_number_collection: { enabled: false },
        recovered_from: null,
        saved_payment_method_options: null,
        setup_intent: null,
        shipping_address_collection: null,
        shipping_cost: null,
        shipping_options: [],
        status: 'open',
        submit_type: null,
        subscription: null,
        success_url: input.success_url,
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
        ui_mode: 'hosted',
        url: `${this.opts.publicUrl()}/c/pay/${id}`,
        wallet_options: null,
      },
      lineItems: input.line_items,
      paymentIntentData: input.payment_intent_data,
      intentId: null,
      pendingCard: null,
    };
    this.sessions.set(id, record);
    return record;
  }

  /** The session, expired first when its `expires_at` has passed (Stripe expires sessions on its own). */
  session(id: string, param = 'session'): SessionRecord {
    const record = this.sessions.get(id);
    if (!record) throw resourceMissing('checkout.session', id, param);
    this.expireIfDue(record);
    return record;
  }

  expireIfDue(record: SessionRecord): void {
    if (record.object.status === 'open' && this.now() >= record.object.expires_at)
      this.expire(record, NO_REQUEST);
  }

  /** Every open session whose time has come. */
  sweep(): number {
    let n = 0;
    for (const record of this.sessions.values()) {
      const before = record.object.status;
      this.expireIfDue(record);
      if (before !== record.object.status) n++;
    }
    return n;
  }

  expire(record: SessionRecord, request: EventRequest): void {
    if (record.object.status !== 'open') {
      throw badState(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${record.object.status}".`,
        'checkout_session_unexpected_state',
      );
    }
    record.object.status = 'expired';
    record.object.url = null;
    record.pendingCard = null;
    if (record.intentId) {
      const intent = this.intents.get(record.intentId)!;
      Object.assign(intent, {
        status: 'canceled',
        canceled_at: this.now(),
        cancellation_reason: 'abandoned',
      });
    }
    this.opts.emit('checkout.session.expired', record.object, request);
  }

  intent(
    id: string,
    param = 'intent',
  ): Json & { id: string; status: string; amount: number; currency: string } {
    const intent = this.intents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id, param);
    return intent;
  }

  /** A card entered on the page (or through the control surface) for an open session. */
  pay(record: SessionRecord, card: CardInput): PaymentOutcome {
    this.requireOpen(record);
    const test = cardFor(card.number);
    const intent = this.ensureIntent(record);
    const method = this.paymentMethod(card, test.brand);
    record.pendingSave = Boolean(card.save && record.saveOffered);
    intent.payment_method = method.id;
    if (test.outcome === 'decline') return this.fail(record, intent, method, test.decline!, true);
    if (test.outcome === 'authenticate') {
      record.pendingCard = { ...card, brand: test.brand };
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
      return { outcome: 'requires_action' };
    }
    return this.succeed(record, intent, method);
  }

  /** The answer on the "Complete authentication" page. */
  authenticate(record: SessionRecord, complete: boolean): PaymentOutcome {
    this.requireOpen(record);
    const card = record.pendingCard;
    if (!card || !record.intentId)
      throw badState('This Checkout Session has no payment waiting for authentication.');
    record.pendingCard = null;
    const intent = this.intents.get(record.intentId)!;
    const method = this.methods.get(String(intent.payment_method))!;
    intent.next_action = null;
    if (complete) return this.succeed(record, intent, method);
    return this.fail(record, intent, method, { ...AUTHENTICATION_FAILURE, decline_code: '' }, false);
  }

  /** Pays with a card the session's customer saved before (the page lists them; customers.ts checks whose). */
  payWithSaved(record: SessionRecord, methodId: string): PaymentOutcome {
    this.requireOpen(record);
    const method = this.methods.get(methodId);
    if (!method) throw resourceMissing('PaymentMethod', methodId, 'payment_method');
    const intent = this.ensureIntent(record);
    intent.payment_method = method.id;
    record.pendingSave = false;
    return this.succeed(record, intent, method);
  }

  requireOpen(record: SessionRecord): void {
    if (record.object.status !== 'open') {
      throw badState(`This Checkout Session is no longer open (status: ${record.object.status}).`);
    }
  }

  private ensureIntent(record: SessionRecord) {
    if (record.intentId) return this.intents.get(record.intentId)!;
    const id = newId('pi');
    const intent = {
      id,
      object: 'payment_intent',
      amount: record.object.amount_total,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${newId('x').slice(3)}`,
      confirmation_method: 'automatic',
      created: this.now(),
      currency: record.object.currency,
      customer: (record.object.customer as string | null) ?? null,
      description: record.paymentIntentData.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: { ...record.paymentIntentData.metadata },
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: {
          installments: null,
          mandate_options: null,
          network: null,
          request_three_d_secure: 'automatic',
        },
      },
      payment_method_types: ['card'],
      processing: null,
      receipt_email: record.object.customer_email ?? null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    };
    this.intents.set(id, intent);
    record.intentId = id;
    return intent;
  }

  paymentMethod(card: CardInput, brand: string) {
    const id = newId('pm');
    const method = {
      id,
      object: 'payment_method',
      allow_redisplay: 'limited',
      billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
      card: {
        brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        display_brand: brand,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        funding: 'credit',
        last4: card.number.slice(-4),
        networks: { available: [brand], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: this.now(),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
    this.methods.set(id, method);
    return method;
  }

  private charge(
    intent: Json & { id: string; amount: number; currency: string },
    method: Json,
    failure?: CardDecline,
  ) {
    const id = newId('ch');
    const card = method.card as Json;
    const charge = {
      id,
      object: 'charge',
      amount: intent.amount,
      amount_captured: failure ? 0 : intent.amount,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: failure ? null : newId('txn'),
      billing_details: method.billing_details,
      calculated_statement_descriptor: 'OSLONAC',
      captured: !failure,
      created: this.now(),
      currency: intent.currency,
      customer: intent.customer ?? null,
      description: intent.description ?? null,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: failure ? failure.code : null,
      failure_message: failure ? failure.message : null,
      fraud_details: {},
      livemode: false,
      metadata: { ...(intent.metadata as Metadata) },
      on_behalf_of: null,
      outcome: failure
        ? {
            network_status: 'declined_by_network',
            reason: failure.decline_code,
            risk_level: 'normal',
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          }
        : {
            network_status: 'approved_by_network',
            reason: null,
            risk_level: 'normal',
            seller_message: 'Payment complete.',
            type: 'authorized',
          },
      paid: !failure,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: {
        card: {
          brand: card.brand,
          checks: card.checks,
          country: 'US',
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          funding: 'credit',
          last4: card.last4,
          network: card.brand,
          three_d_secure: null,
        },
        type: 'card',
      },
      receipt_email: intent.receipt_email ?? null,
      receipt_number: null,
      receipt_url: failure ? null : `${this.opts.publicUrl()}/receipts/${id}`,
      refunded: false,
      review: null,
      shipping: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: failure ? 'failed' : 'succeeded',
      transfer_data: null,
      transfer_group: null,
    };
    this.charges.set(id, charge);
    return charge;
  }

  private succeed(
    record: SessionRecord,
    intent: Json & { id: string; amount: number; currency: string },
    method: Json,
  ): PaymentOutcome {
    if (record.pendingSave && record.object.customer) {
      // The person ticked "Save card for future payments": the card joins their customer, shown again later.
      Object.assign(method, { customer: record.object.customer, allow_redisplay: 'always' });
      intent.setup_future_usage = 'off_session';
      this.announce('payment_method.attached', method);
    }
    record.pendingSave = false;
    const charge = this.charge(intent, method);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
      next_action: null,
    });
    Object.assign(record.object, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      url: null,
    });
    record.object.customer_details ??= {
      address: null,
      email: null,
      name: null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: null,
    };
    this.opts.emit('payment_intent.succeeded', intent, NO_REQUEST);
    this.opts.emit('checkout.session.completed', record.object, NO_REQUEST);
    return { outcome: 'succeeded' };
  }

  private fail(
    _record: SessionRecord,
    intent: Json & { id: string; amount: number; currency: string },
    method: Json,
    decline: CardDecline,
    withCharge: boolean,
  ): PaymentOutcome {
    const charge = withCharge ? this.charge(intent, method, decline) : null;
    const error: Json = {
      ...(charge ? { charge: charge.id } : {}),
      code: decline.code,
      ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
      doc_url: docUrl(decline.code),
      message: decline.message,
      payment_method: method,
      type: withCharge ? 'card_error' : 'invalid_request_error',
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: error,
      latest_charge: charge ? charge.id : intent.latest_charge,
      next_action: null,
      payment_method: null,
    });
    this.opts.emit('payment_intent.payment_failed', intent, NO_REQUEST);
    return { outcome: 'failed', error };
  }

  refund(
    params: { payment_intent: string; amount: number | null; metadata: Metadata; reason: string | null },
    request: EventRequest,
  ): Json {
    const intent = this.intent(params.payment_intent, 'payment_intent');
    const charge = intent.status === 'succeeded' ? this.charges.get(String(intent.latest_charge)) : undefined;
    if (!charge) {
      throw badState(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        undefined,
        'payment_intent',
      );
    }
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining <= 0) {
      throw badState(`Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
    }
    const amount = params.amount ?? remaining;
    if (amount > remaining) {
      throw badState(
        `Refund amount (${formatAmount(amount, intent.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, intent.currency)})`,
        undefined,
        'amount',
      );
    }
    const id = newId('re');
    const refund = {
      id,
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: charge.id,
      created: this.now(),
      currency: intent.currency,
      destination_details: {
        card: {
          reference: null,
          reference_status: 'pending',
          reference_type: 'acquirer_reference_number',
          type: 'refund',
        },
        type: 'card',
      },
      metadata: params.metadata,
      payment_intent: intent.id,
      reason: params.reason,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    this.refunds.set(id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.opts.emit('refund.created', refund, request);
    this.opts.emit('charge.refunded', charge, request);
    return refund;
  }

  /** Any object by id, for `expand[]`. */
  lookup(id: string): Json | undefined {
    return (
      this.intents.get(id) ??
      this.charges.get(id) ??
      this.refunds.get(id) ??
      this.methods.get(id) ??
      this.sessions.get(id)?.object
    );
  }
}

export function isApiError(err: unknown): err is StripeApiError {
  return err instanceof StripeApiError;
}
