/**
 * Webhook delivery as Stripe does it: the event as pretty-printed JSON, `Stripe-Signature: t=<unix seconds>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<body>")>` signed afresh for every attempt, retried with backoff on a non-2xx answer or
 * a network error. Each event's first attempt waits for the previous event's first attempt, so a healthy endpoint
 * sees events in the order they happened; retries run on their own.
 */
import { createHmac } from 'node:crypto';
import type { StripeEvent } from './state';

/** The `Stripe-Signature` header for a payload at a timestamp (seconds), as Stripe computes it. */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface DeliveryAttempt {
  eventId: string;
  type: string;
  attempt: number;
  /** Unix seconds on the emulator's clock, the `t` of the signature. */
  at: number;
  status: number | null;
  error: string | null;
  ok: boolean;
}

export interface DispatcherOptions {
  url: string | undefined;
  secret: string;
  clock: () => Date;
  /** Waits before the 2nd, 3rd… attempt; its length + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
}

export const USER_AGENT = 'Stripe/1.0 (+https://stripe.com/docs/webhooks)';

export class WebhookDispatcher {
  readonly attempts: DeliveryAttempt[] = [];
  private readonly delivered = new Set<string>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  private chain: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly opts: DispatcherOptions) {}

  get enabled(): boolean {
    return Boolean(this.opts.url);
  }

  isDelivered(eventId: string): boolean {
    return this.delivered.has(eventId);
  }

  /** Queue an event: first attempt after the previous event's first attempt, then retries with backoff. */
  enqueue(event: StripeEvent): void {
    if (!this.opts.url || this.closed) return;
    let firstDone!: () => void;
    const first = new Promise<void>((resolve) => {
      firstDone = resolve;
    });
    const previous = this.chain;
    this.chain = first;
    this.track(
      (async () => {
        await previous;
        let ok = await this.attempt(event, 1);
        firstDone();
        for (let i = 0; !ok && i < this.opts.retryDelaysMs.length && !this.closed; i++) {
          await this.sleep(this.opts.retryDelaysMs[i]!);
          if (this.closed) return;
          ok = await this.attempt(event, i + 2);
        }
      })(),
    );
  }

  /** One more delivery of an event now (the dashboard's "Resend"). */
  async resend(event: StripeEvent): Promise<DeliveryAttempt> {
    const n = this.attempts.filter((a) => a.eventId === event.id).length + 1;
    const p = this.attempt(event, n);
    this.track(p);
    await p;
    return this.attempts.at(-1)!;
  }

  /** Resolves when no delivery or retry is pending. */
  async whenIdle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close(): void {
    this.closed = true;
    for (const t of this.timers) {
      clearTimeout(t.timer);
      t.resolve();
    }
    this.timers.clear();
  }

  private track(p: Promise<unknown>): void {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.timers.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      this.timers.add(entry);
    });
  }

  private async attempt(event: StripeEvent, attempt: number): Promise<boolean> {
    const body = JSON.stringify(event, null, 2);
    const at = Math.floor(this.opts.clock().getTime() / 1000);
    const record: DeliveryAttempt = {
      eventId: event.id,
      type: event.type,
      attempt,
      at,
      status: null,
      error: null,
      ok: false,
    };
    try {
      const res = await fetch(this.opts.url!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': USER_AGENT,
          'cache-control': 'no-cache',
          accept: '*/*; q=0.5, application/xml',
          'stripe-signature': signPayload(body, this.opts.secret, at),
        },
        body,
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      record.status = res.status;
      record.ok = res.status >= 200 && res.status < 300;
    } catch (err) {
      record.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
    this.attempts.push(record);
    if (record.ok) this.delivered.add(event.id);
    return record.ok;
  }
}
