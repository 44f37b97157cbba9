/**
 * `createStripeEmulator(opts)`: an express app that answers the official `stripe` SDK like api.stripe.com does for
 * the subset Oslonac uses (Checkout Sessions in `mode=payment` and `mode=setup`, PaymentIntents, charges, refunds,
 * events; customers and their saved cards in customers.ts), serves the hosted test payment page under /c/pay/:id
 * and signs webhooks like Stripe. State lives in memory.
 */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { luhnValid } from './cards';
import { connectRoutes } from './connect';
import { Customers, customerRoutes } from './customers';
import { invalidParam, StripeApiError } from './errors';
import { canonical, FormError, type FormObject, parseForm } from './form';
import { newId } from './ids';
import { authenticatePage, closedPage, escapeHtml, notFoundPage, payPage } from './page';
import * as p from './params';
import {
  type CardInput,
  EmulatorState,
  type EventRequest,
  type Json,
  type LineItemInput,
  type PaymentOutcome,
  type SessionRecord,
  type StripeEvent,
} from './state';
import { type DeliveryAttempt, WebhookDispatcher } from './webhooks';

/** The API version of stripe-node 23.1.0; responses and events say it unless the request asks for another. */
export const DEFAULT_API_VERSION = '2026-10-28.endive';

export interface StripeEmulatorOptions {
  /** `whsec_…`: the secret the receiving service verifies `Stripe-Signature` with. */
  webhookSecret: string;
  /** Where events are POSTed; without it events are only recorded. */
  webhookUrl?: string;
  /** Base of the hosted page (`url` of a session): what the browser reaches. Default: the API request's host. */
  publicUrl?: string | (() => string | undefined);
  clock?: () => Date;
  apiVersion?: string;
  /** Waits before webhook retries (attempts = length + 1). Default [1000, 2000, 4000, 8000]. */
  retryDelaysMs?: readonly number[];
  webhookTimeoutMs?: number;
}

export interface EmulatorControl {
  /** Every event created so far, oldest first. */
  events(): StripeEvent[];
  /** Every webhook delivery attempt so far. */
  deliveries(): DeliveryAttempt[];
  /** Resolves when no webhook delivery or retry is pending. */
  whenIdle(): Promise<void>;
  resend(eventId: string): Promise<DeliveryAttempt>;
  /** Expires every open session whose `expires_at` has passed on the emulator's clock. */
  sweep(): number;
  state: EmulatorState;
  close(): void;
}

export type StripeEmulatorApp = Express & { emulator: EmulatorControl };

interface ApiContext {
  params: FormObject;
  req: Request;
  request: EventRequest;
}
type ApiHandler = (ctx: ApiContext) => Json;

const MISSING_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

function apiKeyOf(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1]!;
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] || null;
  return null;
}

function redact(key: string): string {
  return key.length <= 12
    ? key
    : `${key.slice(0, 8)}${'*'.repeat(Math.max(4, key.length - 12))}${key.slice(-4)}`;
}

function expand(obj: Json, paths: string[], lookup: (id: string) => Json | undefined): Json {
  const out: Json = structuredClone(obj);
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    if (!head) continue;
    const value = out[head];
    const target =
      typeof value === 'string'
        ? lookup(value)
        : value && typeof value === 'object'
          ? (value as Json)
          : undefined;
    if (!target) continue;
    out[head] = rest.length ? expand(target, [rest.join('.')], lookup) : structuredClone(target);
  }
  return out;
}

export function createStripeEmulator(opts: StripeEmulatorOptions): StripeEmulatorApp {
  if (!opts.webhookSecret) throw new Error('stripe emulator: webhookSecret is required');
  const clock = opts.clock ?? (() => new Date());
  const apiVersion = opts.apiVersion ?? DEFAULT_API_VERSION;
  const events: StripeEvent[] = [];
  const dispatcher = new WebhookDispatcher({
    url: opts.webhookUrl,
    secret: opts.webhookSecret,
    clock,
    retryDelaysMs: opts.retryDelaysMs ?? [1000, 2000, 4000, 8000],
    timeoutMs: opts.webhookTimeoutMs ?? 10_000,
  });
  let requestBase = 'http://127.0.0.1';
  const publicUrl = () => {
    const configured = typeof opts.publicUrl === 'function' ? opts.publicUrl() : opts.publicUrl;
    return (configured ?? requestBase).replace(/\/+$/, '');
  };
  const state = new EmulatorState({
    clock,
    publicUrl,
    emit(type, object, request) {
      const event: StripeEvent = {
        id: newId('evt'),
        object: 'event',
        api_version: apiVersion,
        created: state.now(),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: dispatcher.enabled ? 1 : 0,
        request: { ...request },
        type,
      };
      events.push(event);
      dispatcher.enqueue(event);
    },
  });

  const customers = new Customers(state);

  const app = express() as StripeEmulatorApp;
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use((req, _res, next) => {
    requestBase = `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
    next();
  });

  // ---- the API (/v1) -------------------------------------------------------------------------------------------
  type Saved = { endpoint: string; params: string; status: number; body: unknown };
  const idempotent = new Map<string, Saved>();

  const sendError = (res: Response, err: StripeApiError, requestId: string) => {
    res.status(err.status).json({
      error: {
        ...err.body,
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}?t=${state.now()}`,
      },
    });
  };

  const v1 = express.Router();
  v1.use(express.text({ type: () => true, limit: '1mb' }));
  v1.use((req, res, next) => {
    const requestId = newId('req');
    res.locals.requestId = requestId;
    res.set('Request-Id', requestId);
    res.set('Stripe-Version', req.get('stripe-version') ?? apiVersion);
    res.set('Cache-Control', 'no-cache, no-store');
    const key = apiKeyOf(req);
    if (!key) {
      return sendError(
        res,
        new StripeApiError(401, { type: 'invalid_request_error', message: MISSING_KEY }),
        requestId,
      );
    }
    if (!/^(sk|rk)_test_\S+$/.test(key)) {
      return sendError(
        res,
        new StripeApiError(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${redact(key)}`,
        }),
        requestId,
      );
    }
    res.locals.apiKey = key;
    next();
  });

  const route = (method: 'get' | 'post' | 'delete', path: string, handler: ApiHandler) => {
    v1[method](path, (req: Request, res: Response) => {
      const requestId = res.locals.requestId as string;
      const idemKey = method === 'post' ? (req.get('idempotency-key') ?? null) : null;
      if (idemKey) res.set('Idempotency-Key', idemKey);
      let params: FormObject;
      try {
        const raw =
          method === 'post'
            ? typeof req.body === 'string'
              ? req.body
              : ''
            : (req.originalUrl.split('?')[1] ?? '');
        params = parseForm(raw);
      } catch (err) {
        if (!(err instanceof FormError)) throw err;
        return sendError(
          res,
          new StripeApiError(400, { type: 'invalid_request_error', message: err.message }),
          requestId,
        );
      }
      const endpoint = `${method.toUpperCase()} ${req.path}`;
      const storeKey = idemKey ? `${res.locals.apiKey}\u0000${idemKey}` : null;
      const saved = storeKey ? idempotent.get(storeKey) : undefined;
      if (saved) {
        if (saved.endpoint !== endpoint || saved.params !== canonical(params)) {
          return sendError(
            res,
            new StripeApiError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
            }),
            requestId,
          );
        }
        res.set('Idempotent-Replayed', 'true');
        return res.status(saved.status).json(saved.body);
      }
      let status = 200;
      let body: unknown;
      let save = true;
      try {
        body = handler({ params, req, request: { id: requestId, idempotency_key: idemKey } });
      } catch (err) {
        if (!(err instanceof StripeApiError)) throw err;
        status = err.status;
        body = {
          error: {
            ...err.body,
            request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}?t=${state.now()}`,
          },
        };
        save = err.saveIdempotent;
      }
      if (storeKey && save) idempotent.set(storeKey, { endpoint, params: canonical(params), status, body });
      res.status(status).json(body);
    });
  };

  const expandList = (params: FormObject) => p.list(params.expand, 'expand').map((e) => String(e));
  const render = (obj: Json, params: FormObject) =>
    expand(obj, expandList(params), (id) => state.lookup(id) ?? customers.lookup(id));

  route('post', '/checkout/sessions', ({ params }) => {
    p.only(params, [
      'mode',
      'line_items',
      'client_reference_id',
      'customer_email',
      'metadata',
      'success_url',
      'cancel_url',
      'expires_at',
      'payment_intent_data',
      'payment_method_types',
      'locale',
      'submit_type',
      'expand',
      'customer',
      'saved_payment_method_options',
      'payment_method_data',
      'currency',
    ]);
    const mode = p.required(p.str(params.mode, 'mode'), 'mode');
    if (mode === 'setup') return render(customers.createSetupSession(params).object, params);
    if (mode !== 'payment') {
      throw invalidParam(
        'mode',
        `Invalid mode: the emulator supports "payment" and "setup" (got "${mode}").`,
      );
    }
    const items = p.list(params.line_items, 'line_items');
    if (items.length === 0) {
      throw invalidParam('line_items', 'You must specify either `line_items` or `prices` in `payment` mode.');
    }
    const lineItems: LineItemInput[] = items.map((raw, i) => {
      const at = `line_items[${i}]`;
      const item = p.hash(raw, at) ?? {};
      p.only(item, ['price_data', 'quantity', 'price'], at);
      if (item.price !== undefined) {
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: `${at}[price]`,
          message: `No such price: '${String(item.price)}'`,
        });
      }
      const priceData = p.hash(item.price_data, `${at}[price_data]`);
      if (!priceData)
        throw invalidParam(at, 'You must specify either `price` or `price_data` for each line item.');
      p.only(priceData, ['currency', 'unit_amount', 'product_data', 'tax_behavior'], `${at}[price_data]`);
      const product = p.hash(priceData.product_data, `${at}[price_data][product_data]`);
      if (!product)
        throw invalidParam(`${at}[price_data]`, 'You must specify either `product` or `product_data`.');
      p.only(product, ['name', 'description', 'metadata'], `${at}[price_data][product_data]`);
      return {
        currency: p.currency(priceData.currency, `${at}[price_data][currency]`),
        unit_amount: p.required(
          p.int(priceData.unit_amount, `${at}[price_data][unit_amount]`, { min: 0 }),
          `${at}[price_data][unit_amount]`,
        ),
        name: p.required(
          p.str(product.name, `${at}[price_data][product_data][name]`),
          `${at}[price_data][product_data][name]`,
        ),
        quantity: p.required(p.int(item.quantity, `${at}[quantity]`, { min: 1 }), `${at}[quantity]`),
      };
    });
    if (new Set(lineItems.map((li) => li.currency)).size > 1) {
      throw invalidParam('line_items', 'All line items must use the same currency.');
    }
    const now = state.now();
    const expiresAt = p.int(params.expires_at, 'expires_at');
    if (expiresAt !== null && expiresAt < now + 30 * 60) {
      throw invalidParam(
        'expires_at',
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      );
    }
    if (expiresAt !== null && expiresAt > now + 24 * 3600) {
      throw invalidParam(
        'expires_at',
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      );
    }
    const pid = p.hash(params.payment_intent_data, 'payment_intent_data') ?? {};
    p.only(pid, ['metadata', 'description'], 'payment_intent_data');
    const saved = customers.sessionOptions(params, 'payment');
    const record = state.createSession({
      line_items: lineItems,
      client_reference_id: p.str(params.client_reference_id, 'client_reference_id', { max: 200 }),
      customer_email: p.str(params.customer_email, 'customer_email', { max: 800 }),
      metadata: p.metadata(params.metadata, 'metadata'),
      success_url: p.url(params.success_url, 'success_url'),
      cancel_url: p.url(params.cancel_url, 'cancel_url'),
      expires_at: expiresAt,
      payment_intent_data: {
        metadata: p.metadata(pid.metadata, 'payment_intent_data[metadata]'),
        description: p.str(pid.description, 'payment_intent_data[description]', { max: 1000 }),
      },
    });
    customers.applyToPayment(record, saved);
    return render(record.object, params);
  });

  route('get', '/checkout/sessions/:id', ({ params, req }) =>
    render(state.session(String(req.params.id)).object, params),
  );

  route('post', '/checkout/sessions/:id/expire', ({ params, req, request }) => {
    p.only(params, ['expand']);
    const record = state.session(String(req.params.id));
    state.expire(record, request);
    return render(record.object, params);
  });

  route('get', '/payment_intents/:id', ({ params, req }) =>
    render(state.intent(String(req.params.id)), params),
  );

  route('get', '/charges/:id', ({ params, req }) => {
    const charge = state.charges.get(String(req.params.id));
    if (!charge)
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such charge: '${req.params.id}'`,
      });
    return render(charge, params);
  });

  route('post', '/refunds', ({ params, request }) => {
    p.only(params, ['payment_intent', 'charge', 'amount', 'metadata', 'reason', 'expand']);
    let intentId = p.str(params.payment_intent, 'payment_intent');
    const chargeId = p.str(params.charge, 'charge');
    if (!intentId && chargeId) {
      const charge = state.charges.get(chargeId);
      if (!charge)
        throw new StripeApiError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'charge',
          message: `No such charge: '${chargeId}'`,
        });
      intentId = String(charge.payment_intent);
    }
    if (!intentId)
      throw invalidParam(
        'payment_intent',
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const reason = p.str(params.reason, 'reason');
    if (reason !== null && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw invalidParam(
        'reason',
        'Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer',
      );
    }
    const refund = state.refund(
      {
        payment_intent: intentId,
        amount: p.int(params.amount, 'amount', { min: 1 }),
        metadata: p.metadata(params.metadata, 'metadata'),
        reason,
      },
      request,
    );
    return render(refund, params);
  });

  route('get', '/refunds/:id', ({ params, req }) => {
    const refund = state.refunds.get(String(req.params.id));
    if (!refund)
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such refund: '${req.params.id}'`,
      });
    return render(refund, params);
  });

  connectRoutes(route, state, render);

  route('get', '/events/:id', ({ req }) => {
    const event = events.find((e) => e.id === req.params.id);
    if (!event)
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such event: '${req.params.id}'`,
      });
    return event as unknown as Json;
  });

  customerRoutes(route, customers, render);

  v1.use((req: Request, res: Response) => {
    sendError(
      res,
      new StripeApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${req.baseUrl}${req.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      }),
      res.locals.requestId as string,
    );
  });
  app.use('/v1', v1);

  // ---- the hosted page (/c/pay/:id) ------------------------------------------------------------------------------
  const page = express.Router();
  page.use((_req, res, next) => {
    res.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    );
    res.set('Cache-Control', 'no-store');
    res.set('Referrer-Policy', 'no-referrer');
    next();
  });
  page.use(express.text({ type: 'application/x-www-form-urlencoded', limit: '64kb' }));
  const findSession = (id: string): SessionRecord | undefined => {
    const record = state.sessions.get(id);
    if (record) state.expireIfDue(record);
    return record;
  };
  const successTarget = (record: SessionRecord) =>
    record.object.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', record.object.id) ?? null;
  const afterPayment = (
    res: Response,
    record: SessionRecord,
    result: PaymentOutcome,
    retry: () => string,
  ) => {
    if (result.outcome === 'succeeded') {
      const target = successTarget(record);
      return target ? res.redirect(303, target) : res.type('html').send(closedPage(record));
    }
    if (result.outcome === 'requires_action')
      return res.redirect(303, `/c/pay/${record.object.id}/authenticate`);
    return res.type('html').send(retry());
  };

  page.get('/:id', (req, res) => {
    const record = findSession(req.params.id);
    if (!record) return res.status(404).type('html').send(notFoundPage());
    if (record.object.status !== 'open') return res.type('html').send(closedPage(record));
    res.type('html').send(payPage(record, { savedCards: customers.savedCardsFor(record) }));
  });

  page.post('/:id', (req, res) => {
    const record = findSession(req.params.id);
    if (!record) return res.status(404).type('html').send(notFoundPage());
    if (record.object.status !== 'open') return res.type('html').send(closedPage(record));
    const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
    const values = {
      number: form.get('number') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
    };
    const checked = checkCard(values, clock());
    if ('fieldErrors' in checked) {
      return res
        .status(400)
        .type('html')
        .send(
          payPage(record, {
            values,
            fieldErrors: checked.fieldErrors,
            savedCards: customers.savedCardsFor(record),
            save: form.get('save') === 'on',
          }),
        );
    }
    // Setup mode saves the card (customers.ts); payment mode pays, saving it too when the box was ticked.
    const result =
      record.object.mode === 'setup'
        ? customers.setUp(record, checked.card)
        : state.pay(record, { ...checked.card, save: form.get('save') === 'on' });
    afterPayment(res, record, result, () =>
      payPage(record, {
        values: { number: values.number, expiry: values.expiry },
        error: result.outcome === 'failed' ? String(result.error.message) : undefined,
        savedCards: customers.savedCardsFor(record),
        save: form.get('save') === 'on',
      }),
    );
  });

  // Paying with a card the customer saved before (the page lists them when the session has a customer).
  page.post('/:id/saved', (req, res) => {
    const record = findSession(req.params.id);
    if (!record) return res.status(404).type('html').send(notFoundPage());
    if (record.object.status !== 'open') return res.type('html').send(closedPage(record));
    const methodId = new URLSearchParams(typeof req.body === 'string' ? req.body : '').get('payment_method');
    if (!methodId || !customers.savedCardsFor(record).some((m) => m.id === methodId)) {
      return res
        .status(400)
        .type('html')
        .send(
          payPage(record, {
            savedCards: customers.savedCardsFor(record),
            savedError: 'Choose one of your saved cards.',
          }),
        );
    }
    const result = customers.payWithSaved(record, methodId);
    afterPayment(res, record, result, () => payPage(record, { savedCards: customers.savedCardsFor(record) }));
  });

  page.get('/:id/authenticate', (req, res) => {
    const record = findSession(req.params.id);
    if (!record) return res.status(404).type('html').send(notFoundPage());
    if (record.object.status !== 'open') return res.type('html').send(closedPage(record));
    if (!record.pendingCard) return res.redirect(303, `/c/pay/${record.object.id}`);
    res.type('html').send(authenticatePage(record));
  });

  page.post('/:id/authenticate', (req, res) => {
    const record = findSession(req.params.id);
    if (!record) return res.status(404).type('html').send(notFoundPage());
    if (record.object.status !== 'open') return res.type('html').send(closedPage(record));
    if (!record.pendingCard) return res.redirect(303, `/c/pay/${record.object.id}`);
    const result = new URLSearchParams(typeof req.body === 'string' ? req.body : '').get('result');
    const outcome = state.authenticate(record, result === 'complete');
    afterPayment(res, record, outcome, () =>
      payPage(record, {
        error:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      }),
    );
  });
  app.use('/c/pay', page);

  app.get('/receipts/:id', (req, res) => {
    const charge = state.charges.get(req.params.id);
    if (!charge) return res.status(404).type('html').send(notFoundPage());
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Receipt</title></head><body><main><h1>Receipt</h1><p>${escapeHtml(String(charge.id))}: ${escapeHtml(String(charge.amount))} ${escapeHtml(String(charge.currency).toUpperCase())} (minor units), refunded ${escapeHtml(String(charge.amount_refunded))}</p></main></body></html>`,
      );
  });

  // ---- the test-only control surface (/_emulator) ----------------------------------------------------------------
  const control = express.Router();
  control.use(express.json(), express.urlencoded({ extended: false }));
  const controlError = (res: Response, err: unknown) => {
    if (err instanceof StripeApiError) return res.status(err.status).json({ error: err.body });
    throw err;
  };
  const snapshot = (record: SessionRecord) => ({
    session: record.object,
    payment_intent: record.intentId ? state.intents.get(record.intentId) : null,
  });
  control.get('/events', (_req, res) => {
    res.json({
      data: events.map((event) => ({
        event,
        delivered: dispatcher.isDelivered(event.id),
        attempts: dispatcher.attempts.filter((a) => a.eventId === event.id),
      })),
    });
  });
  control.post('/events/:id/resend', async (req, res) => {
    const event = events.find((e) => e.id === req.params.id);
    if (!event)
      return res.status(404).json({
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such event: '${req.params.id}'`,
        },
      });
    if (!dispatcher.enabled)
      return res
        .status(400)
        .json({ error: { type: 'invalid_request_error', message: 'No webhook URL is configured.' } });
    res.json(await dispatcher.resend(event));
  });
  control.post('/checkout/:id/pay', (req, res) => {
    try {
      const record = state.session(req.params.id);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const number = String(body.card ?? '4242424242424242').replace(/[\s-]/g, '');
      const year = clock().getUTCFullYear() + 5;
      const card = {
        number,
        exp_month: Number(body.exp_month ?? 12),
        exp_year: Number(body.exp_year ?? year),
        // As the page's "Save card for future payments" box (sessions with a customer).
        save: body.save === true || body.save === 'on',
      };
      // A saved card by id ({ payment_method }), a setup-mode session's card, or a payment.
      let result =
        typeof body.payment_method === 'string'
          ? customers.payWithSaved(record, body.payment_method)
          : record.object.mode === 'setup'
            ? customers.setUp(record, card)
            : state.pay(record, card);
      if (result.outcome === 'requires_action' && body.authentication) {
        result = state.authenticate(record, body.authentication === 'complete');
      }
      res.json({ ...result, ...snapshot(record) });
    } catch (err) {
      controlError(res, err);
    }
  });
  control.post('/checkout/:id/authenticate', (req, res) => {
    try {
      const record = state.session(req.params.id);
      const result = state.authenticate(record, req.body?.result === 'complete');
      res.json({ ...result, ...snapshot(record) });
    } catch (err) {
      controlError(res, err);
    }
  });
  control.post('/sweep', (_req, res) => {
    res.json({ expired: state.sweep() });
  });
  app.use('/_emulator', control);

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const message = err instanceof Error ? err.message : String(err);
    res.status(500).json({ error: { type: 'api_error', message: `Emulator error: ${message}` } });
  });

  app.emulator = {
    events: () => [...events],
    deliveries: () => [...dispatcher.attempts],
    whenIdle: () => dispatcher.whenIdle(),
    resend: (eventId) => {
      const event = events.find((e) => e.id === eventId);
      if (!event) return Promise.reject(new Error(`no event ${eventId}`));
      return dispatcher.resend(event);
    },
    sweep: () => state.sweep(),
    state,
    close: () => dispatcher.close(),
  };
  return app;
}

/** The page form's checks, with Stripe Checkout's wording. */
export function checkCard(
  values: { number: string; expiry: string; cvc: string },
  now: Date,
): { card: CardInput } | { fieldErrors: { number?: string; expiry?: string; cvc?: string } } {
  const fieldErrors: { number?: string; expiry?: string; cvc?: string } = {};
  const number = values.number.replace(/[\s-]/g, '');
  if (!luhnValid(number))
    fieldErrors.number = number ? 'Your card number is invalid.' : 'Your card number is incomplete.';
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  let expMonth = 0;
  let expYear = 0;
  if (!m) fieldErrors.expiry = "Your card's expiration date is incomplete.";
  else {
    expMonth = Number(m[1]);
    expYear = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (expMonth < 1 || expMonth > 12) fieldErrors.expiry = "Your card's expiration date is invalid.";
    else if (expYear * 12 + expMonth - 1 < nowMonths)
      fieldErrors.expiry = "Your card's expiration year is in the past.";
  }
  if (!/^\d{3,4}$/.test(values.cvc.trim())) fieldErrors.cvc = "Your card's security code is incomplete.";
  if (Object.keys(fieldErrors).length) return { fieldErrors };
  return { card: { number, exp_month: expMonth, exp_year: expYear } };
}
