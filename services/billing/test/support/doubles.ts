import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import {
  type Booking,
  BookingServiceService,
  BookingStatus,
  SessionKind,
} from '@oslonac/proto/oslonac/booking/v1/booking';

// Test doubles around billing: a small BookingService that answers GetBooking from a map (and remembers the
// tokens it was called with), and a minimal Stripe API that makes Checkout Sessions as the SDK expects them.

export interface FakeBooking {
  address: string;
  bookings: Map<string, Booking>;
  /** The authorization header of every GetBooking call. */
  tokens: string[];
  close(): Promise<void>;
}

export async function startFakeBooking(): Promise<FakeBooking> {
  const bookings = new Map<string, Booking>();
  const tokens: string[] = [];
  const server = new grpc.Server();
  server.addService(BookingServiceService as unknown as grpc.ServiceDefinition, {
    getBooking(
      call: grpc.ServerUnaryCall<{ bookingId: string }, unknown>,
      cb: grpc.sendUnaryData<{ booking: Booking }>,
    ) {
      tokens.push(String(call.metadata.get('authorization')[0] ?? ''));
      const b = bookings.get(call.request.bookingId);
      if (!b) return cb({ code: grpc.status.NOT_FOUND, details: 'Nije pronađeno.' });
      cb(null, { booking: b });
    },
  });
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) =>
      e ? reject(e) : resolve(p),
    ),
  );
  return {
    address: `127.0.0.1:${port}`,
    bookings,
    tokens,
    close: () => new Promise((resolve) => server.tryShutdown(() => resolve())),
  };
}

/** A booking awaiting payment, as booking's GetBooking returns it. */
export function awaitingPayment(b: {
  id: string;
  clientUserId: string;
  therapistUserId: string;
  expiresAt: Date;
  amountMinor?: number;
  status?: BookingStatus;
}): Booking {
  return {
    id: b.id,
    therapistProfileId: b.therapistUserId,
    therapistUserId: b.therapistUserId,
    therapistSlug: 'ana-petrovic',
    therapistName: 'Ana Petrović',
    clientUserId: b.clientUserId,
    clientName: 'Marko Klijent',
    kind: SessionKind.SESSION_KIND_INDIVIDUAL,
    status: b.status ?? BookingStatus.BOOKING_STATUS_AWAITING_PAYMENT,
    startsAt: new Date(b.expiresAt.getTime() + 2 * 24 * 3600_000),
    endsAt: new Date(b.expiresAt.getTime() + 2 * 24 * 3600_000 + 50 * 60_000),
    expiresAt: b.expiresAt,
    timeZone: 'Europe/Belgrade',
    price: { amountMinor: b.amountMinor ?? 400000, currency: 'RSD' },
    relationshipId: '',
    history: [],
    cancelledBy: 0,
    refundPercent: 0,
    canCancel: true,
    canReschedule: true,
    cancelRefundPercent: 100,
    policy: undefined,
    createdAt: new Date(b.expiresAt.getTime() - 30 * 60_000),
  };
}

export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string;
  authorization: string;
}

export interface FakeStripe {
  url: string;
  requests: StripeRequest[];
  /** While true every request answers 500 (Stripe down). */
  down: boolean;
  close(): Promise<void>;
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let s = '';
    req.on('data', (c) => {
      s += c;
    });
    req.on('end', () => resolve(s));
  });
}

/** Just enough of POST /v1/checkout/sessions for billing's flow (the Stripe emulator package does the rest). */
export async function startFakeStripe(): Promise<FakeStripe> {
  const state: FakeStripe = { url: '', requests: [], down: false, close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await body(req));
    state.requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      form,
      idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
      authorization: String(req.headers.authorization ?? ''),
    });
    res.setHeader('content-type', 'application/json');
    if (state.down) {
      res.statusCode = 500;
      res.setHeader('stripe-should-retry', 'false');
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
      return;
    }
    // The client's Stripe Customer, which a card payment makes first (flows/cards.ts); one per idempotency key.
    if (req.method === 'POST' && req.url === '/v1/customers') {
      const key = String(req.headers['idempotency-key'] ?? '');
      res.end(JSON.stringify({ id: `cus_${key.replace(/[^A-Za-z0-9]/g, '')}`, object: 'customer' }));
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      // Numbered by every request so far, so a test can tell which of its requests made the session.
      const id = `cs_test_${state.requests.length}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          url: `${state.url}/pay/${id}`,
          expires_at: Number(form.get('expires_at')),
          client_reference_id: form.get('client_reference_id'),
          metadata: {
            booking_id: form.get('metadata[booking_id]'),
            payment_id: form.get('metadata[payment_id]'),
          },
          payment_intent: null,
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such route' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
