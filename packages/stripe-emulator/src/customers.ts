/**
 * Customers and their saved cards, as Stripe shapes them for API version 2026-10-28: `POST /v1/customers`,
 * `GET /v1/customers/:id`, a customer's card payment methods (`GET /v1/customers/:id/payment_methods`, one of them,
 * and `GET /v1/payment_methods?customer=…`), `POST /v1/payment_methods/:id/detach`, and Checkout in `mode=setup`
 * (a SetupIntent that attaches the card entered on the hosted page to the session's customer). Payment mode with a
 * `customer` and `saved_payment_method_options[payment_method_save]=enabled` is parsed here too: the hosted page
 * then offers "Save card for future payments" and lists the customer's saved cards to pay with.
 */
import { cardFor } from './cards';
import { badState, invalidParam, resourceMissing, StripeApiError } from './errors';
import type { FormObject } from './form';
import { newId } from './ids';
import * as p from './params';
import type { CardInput, EmulatorState, EventRequest, Json, PaymentOutcome, SessionRecord } from './state';

type Handler = (ctx: {
  params: FormObject;
  req: { params: Record<string, unknown> };
  request: EventRequest;
}) => Json;
export type RouteFn = (method: 'get' | 'post' | 'delete', path: string, handler: Handler) => void;

const REDISPLAY = ['always', 'limited', 'unspecified'] as const;

/** The options a Checkout Session with a customer carries, checked with Stripe's wording. */
export interface SessionCustomer {
  customer: string | null;
  saveOffered: boolean;
  redisplayFilters: string[];
  allowRedisplay: string | null;
}

export class Customers {
  readonly customers = new Map<string, Json & { id: string }>();
  readonly setupIntents = new Map<string, Json & { id: string; status: string }>();

  constructor(private readonly state: EmulatorState) {}

  create(params: FormObject): Json {
    p.only(params, ['metadata', 'email', 'name', 'description', 'phone', 'preferred_locales', 'expand']);
    const id = newId('cus');
    const customer = {
      id,
      object: 'customer',
      address: null,
      balance: 0,
      created: this.state.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: p.str(params.description, 'description', { max: 350 }),
      discount: null,
      email: p.str(params.email, 'email', { max: 512 }),
      invoice_prefix: id.slice(4, 12).toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: p.metadata(params.metadata, 'metadata'),
      name: p.str(params.name, 'name', { max: 256 }),
      next_invoice_sequence: 1,
      phone: p.str(params.phone, 'phone', { max: 20 }),
      preferred_locales: p.list(params.preferred_locales, 'preferred_locales').map(String),
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.customers.set(id, customer);
    this.state.announce('customer.created', customer);
    return customer;
  }

  get(id: string, param = 'id'): Json & { id: string } {
    const customer = this.customers.get(id);
    if (!customer) throw resourceMissing('customer', id, param);
    return customer;
  }

  /** Stripe's answer for a deleted customer's id, on retrieve as on delete. */
  private readonly deleted = new Set<string>();

  /** `GET /v1/customers/:id`: a deleted customer answers `{ id, object, deleted: true }`, as Stripe does. */
  retrieve(id: string): Json {
    if (this.deleted.has(id)) return { id, object: 'customer', deleted: true };
    return this.get(id);
  }

  /** Deletes the customer for good; its cards are detached and can never pay again. */
  delete(id: string, request: EventRequest): Json {
    const customer = this.get(id);
    for (const method of this.methodsOf(id)) {
      method.customer = null;
      this.state.announce('payment_method.detached', method, request);
    }
    this.customers.delete(id);
    this.deleted.add(id);
    this.state.announce('customer.deleted', customer, request);
    return { id, object: 'customer', deleted: true };
  }

  /** The customer's payment methods, newest first, optionally of one type and allow_redisplay value. */
  methodsOf(customerId: string, filter: { type?: string | null; redisplay?: readonly string[] } = {}) {
    return [...this.state.methods.values()]
      .filter(
        (m) =>
          m.customer === customerId &&
          (!filter.type || m.type === filter.type) &&
          (!filter.redisplay || filter.redisplay.includes(String(m.allow_redisplay))),
      )
      .sort((a, b) => Number(b.created) - Number(a.created));
  }

  list(customerId: string, params: FormObject, url: string): Json {
    const type = p.str(params.type, 'type');
    const redisplay = p.str(params.allow_redisplay, 'allow_redisplay');
    if (redisplay && !(REDISPLAY as readonly string[]).includes(redisplay)) {
      throw invalidParam(
        'allow_redisplay',
        `Invalid allow_redisplay: must be one of ${REDISPLAY.join(', ')}`,
      );
    }
    const limit = p.int(params.limit, 'limit', { min: 1 }) ?? 10;
    if (limit > 100) throw invalidParam('limit', 'This value must be less than or equal to 100.');
    const all = this.methodsOf(customerId, { type, ...(redisplay ? { redisplay: [redisplay] } : {}) });
    const after = p.str(params.starting_after, 'starting_after');
    const start = after ? all.findIndex((m) => m.id === after) + 1 : 0;
    const data = all.slice(start, start + limit);
    return { object: 'list', data, has_more: start + limit < all.length, url };
  }

  method(methodId: string): Json & { id: string } {
    const method = this.state.methods.get(methodId);
    if (!method) throw resourceMissing('PaymentMethod', methodId, 'payment_method');
    return method;
  }

  detach(methodId: string, request: EventRequest): Json {
    const method = this.method(methodId);
    if (!method.customer) {
      throw badState(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        'payment_method_unexpected_state',
      );
    }
    method.customer = null;
    this.state.announce('payment_method.detached', method, request);
    return method;
  }

  /** `customer`, `saved_payment_method_options` and `payment_method_data` of a Checkout Session create. */
  sessionOptions(params: FormObject, mode: 'payment' | 'setup'): SessionCustomer {
    const customer = p.str(params.customer, 'customer');
    if (customer) this.get(customer, 'customer');
    const saved = p.hash(params.saved_payment_method_options, 'saved_payment_method_options') ?? {};
    p.only(
      saved,
      ['payment_method_save', 'allow_redisplay_filters', 'payment_method_remove'],
      'saved_payment_method_options',
    );
    const save = p.str(saved.payment_method_save, 'saved_payment_method_options[payment_method_save]');
    if (save && save !== 'enabled' && save !== 'disabled') {
      throw invalidParam(
        'saved_payment_method_options[payment_method_save]',
        'Invalid saved_payment_method_options[payment_method_save]: must be one of enabled or disabled',
      );
    }
    if (save === 'enabled' && mode !== 'payment') {
      throw invalidParam(
        'saved_payment_method_options[payment_method_save]',
        '`saved_payment_method_options[payment_method_save]` can only be used in `payment` mode.',
      );
    }
    if (save === 'enabled' && !customer) {
      throw invalidParam(
        'saved_payment_method_options[payment_method_save]',
        '`saved_payment_method_options[payment_method_save]` requires `customer` to be set.',
      );
    }
    const filters = p
      .list(saved.allow_redisplay_filters, 'saved_payment_method_options[allow_redisplay_filters]')
      .map(String);
    for (const f of filters) {
      if (!(REDISPLAY as readonly string[]).includes(f)) {
        throw invalidParam(
          'saved_payment_method_options[allow_redisplay_filters]',
          `Invalid allow_redisplay_filters: must be one of ${REDISPLAY.join(', ')}`,
        );
      }
    }
    const data = p.hash(params.payment_method_data, 'payment_method_data') ?? {};
    p.only(data, ['allow_redisplay'], 'payment_method_data');
    const allowRedisplay = p.str(data.allow_redisplay, 'payment_method_data[allow_redisplay]');
    if (allowRedisplay && !(REDISPLAY as readonly string[]).includes(allowRedisplay)) {
      throw invalidParam(
        'payment_method_data[allow_redisplay]',
        `Invalid payment_method_data[allow_redisplay]: must be one of ${REDISPLAY.join(', ')}`,
      );
    }
    return {
      customer,
      saveOffered: save === 'enabled',
      // Stripe's default: only cards saved with allow_redisplay "always" are shown to a returning customer.
      redisplayFilters: filters.length ? filters : ['always'],
      allowRedisplay,
    };
  }

  /** Puts the customer and the save options on a payment-mode session the state just made. */
  applyToPayment(record: SessionRecord, opts: SessionCustomer): void {
    record.saveOffered = opts.saveOffered;
    record.redisplayFilters = opts.redisplayFilters;
    if (!opts.customer) return;
    Object.assign(record.object, {
      customer: opts.customer,
      customer_creation: null,
      saved_payment_method_options: {
        allow_redisplay_filters: opts.redisplayFilters,
        payment_method_remove: null,
        payment_method_save: opts.saveOffered ? 'enabled' : null,
      },
    });
  }

  /** `POST /v1/checkout/sessions` with `mode=setup`: nothing is charged; the card entered joins the customer. */
  createSetupSession(params: FormObject): SessionRecord {
    if (p.list(params.line_items, 'line_items').length) {
      throw invalidParam('line_items', 'You cannot pass `line_items` in `setup` mode.');
    }
    if (params.payment_intent_data !== undefined) {
      throw invalidParam('payment_intent_data', 'You cannot pass `payment_intent_data` in `setup` mode.');
    }
    const currency = params.currency === undefined ? null : p.currency(params.currency, 'currency');
    if (!currency && params.payment_method_types === undefined) {
      throw invalidParam(
        'currency',
        'You must provide `currency` when using `setup` mode with dynamic payment methods.',
      );
    }
    const opts = this.sessionOptions(params, 'setup');
    const now = this.state.now();
    const expiresAt = p.int(params.expires_at, 'expires_at');
    if (expiresAt !== null && (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)) {
      throw invalidParam(
        'expires_at',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      );
    }
    const record = this.state.createSession({
      line_items: [],
      client_reference_id: p.str(params.client_reference_id, 'client_reference_id', { max: 200 }),
      customer_email: p.str(params.customer_email, 'customer_email', { max: 800 }),
      metadata: p.metadata(params.metadata, 'metadata'),
      success_url: p.url(params.success_url, 'success_url'),
      cancel_url: p.url(params.cancel_url, 'cancel_url'),
      expires_at: expiresAt,
      payment_intent_data: { metadata: {}, description: null },
    });
    this.makeSetup(record, opts, currency);
    return record;
  }

  /** Turns a session the state just made into a setup-mode one with its SetupIntent. */
  makeSetup(record: SessionRecord, opts: SessionCustomer, currency: string | null): void {
    const id = newId('seti');
    const intent = {
      id,
      object: 'setup_intent',
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${newId('x').slice(3)}`,
      created: this.state.now(),
      customer: opts.customer,
      description: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: {},
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
      },
      payment_method_types: ['card'],
      single_use_mandate: null,
      status: 'requires_payment_method',
      usage: 'off_session',
    };
    this.setupIntents.set(id, intent);
    Object.assign(record.object, {
      mode: 'setup',
      amount_subtotal: null,
      amount_total: null,
      currency,
      customer: opts.customer,
      customer_creation: null,
      payment_status: 'no_payment_required',
      setup_intent: id,
      submit_type: null,
    });
    record.allowRedisplay = opts.allowRedisplay ?? 'limited';
    this.state.announce('setup_intent.created', intent);
  }

  /** The card entered on a setup-mode page: attached to the customer, or refused as test mode refuses it. */
  setUp(record: SessionRecord, card: CardInput): PaymentOutcome {
    this.state.requireOpen(record);
    const intent = this.setupIntents.get(String(record.object.setup_intent));
    if (!intent) throw badState('This Checkout Session has no SetupIntent.');
    const test = cardFor(card.number);
    const method = this.state.paymentMethod(card, test.brand);
    if (test.outcome === 'decline') {
      const error: Json = {
        code: test.decline!.code,
        decline_code: test.decline!.decline_code,
        message: test.decline!.message,
        payment_method: method,
        type: 'card_error',
      };
      Object.assign(intent, { last_setup_error: error, status: 'requires_payment_method' });
      this.state.announce('setup_intent.setup_failed', intent);
      return { outcome: 'failed', error };
    }
    // 3-D Secure cards are set up without the challenge here: the page tests saving, not authentication.
    const customer = (record.object.customer as string | null) ?? null;
    Object.assign(method, { customer, allow_redisplay: record.allowRedisplay ?? 'limited' });
    Object.assign(intent, {
      status: 'succeeded',
      payment_method: method.id,
      last_setup_error: null,
      latest_attempt: newId('setatt'),
    });
    Object.assign(record.object, { status: 'complete', url: null });
    if (customer) this.state.announce('payment_method.attached', method);
    this.state.announce('setup_intent.succeeded', intent);
    this.state.announce('checkout.session.completed', record.object);
    return { outcome: 'succeeded' };
  }

  /** The saved cards a payment page lists: the session's customer's, by the session's redisplay filters. */
  savedCardsFor(record: SessionRecord): Json[] {
    const customer = record.object.customer as string | null;
    if (!customer || record.object.mode !== 'payment') return [];
    return this.methodsOf(customer, { type: 'card', redisplay: record.redisplayFilters ?? ['always'] });
  }

  /** Pays with one of the listed saved cards; another card reads as missing. */
  payWithSaved(record: SessionRecord, methodId: string): PaymentOutcome {
    if (!this.savedCardsFor(record).some((m) => m.id === methodId)) {
      throw resourceMissing('PaymentMethod', methodId, 'payment_method');
    }
    return this.state.payWithSaved(record, methodId);
  }

  lookup(id: string): Json | undefined {
    return this.customers.get(id) ?? this.setupIntents.get(id);
  }
}

/** The API routes of customers, payment methods and setup intents. */
export function customerRoutes(
  route: RouteFn,
  customers: Customers,
  render: (o: Json, params: FormObject) => Json,
) {
  route('post', '/customers', ({ params }) => render(customers.create(params), params));

  route('get', '/customers/:id', ({ params, req }) =>
    render(customers.retrieve(String(req.params.id)), params),
  );

  route('delete', '/customers/:id', ({ params, req, request }) => {
    p.only(params, []);
    return customers.delete(String(req.params.id), request);
  });

  route('get', '/customers/:id/payment_methods', ({ params, req }) => {
    p.only(params, ['type', 'allow_redisplay', 'limit', 'starting_after', 'ending_before', 'expand']);
    const id = String(req.params.id);
    customers.get(id, 'customer');
    return customers.list(id, params, `/v1/customers/${id}/payment_methods`);
  });

  route('get', '/customers/:id/payment_methods/:pm', ({ params, req }) => {
    p.only(params, ['expand']);
    const id = String(req.params.id);
    customers.get(id, 'customer');
    const method = customers.methodsOf(id).find((m) => m.id === req.params.pm);
    // Another customer's card is as unknown to this customer as a made-up id.
    if (!method) throw resourceMissing('PaymentMethod', String(req.params.pm), 'payment_method');
    return render(method, params);
  });

  route('get', '/payment_methods', ({ params }) => {
    p.only(params, [
      'customer',
      'type',
      'allow_redisplay',
      'limit',
      'starting_after',
      'ending_before',
      'expand',
    ]);
    const customer = p.str(params.customer, 'customer');
    if (!customer) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'The emulator lists payment methods of one customer only: pass `customer`.',
        param: 'customer',
      });
    }
    customers.get(customer, 'customer');
    const { customer: _c, ...rest } = params;
    return customers.list(customer, rest, '/v1/payment_methods');
  });

  route('get', '/payment_methods/:id', ({ params, req }) => {
    const method = customers.method(String(req.params.id));
    return render(method, params);
  });

  route('post', '/payment_methods/:id/detach', ({ params, req, request }) => {
    p.only(params, ['expand']);
    return render(customers.detach(String(req.params.id), request), params);
  });

  route('get', '/setup_intents/:id', ({ params, req }) => {
    const intent = customers.setupIntents.get(String(req.params.id));
    if (!intent) throw resourceMissing('setup_intent', String(req.params.id), 'intent');
    return render(intent, params);
  });
}
