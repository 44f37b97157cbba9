import express from 'express';
import type Stripe from 'stripe';
import type { Deps } from './flows/deps';
import { handleStripeEvent } from './flows/webhooks';

// HTTP edge for Stripe: POST /webhooks/stripe. The signature is checked over the exact bytes Stripe sent, so this
// route reads the raw body itself (the kit's HTTP app parses no bodies; nothing before it may). A bad signature is
// 400 with one warning line and nothing of the body logged; every verified event is 200 once handled (a redelivery
// or a type we do not act on included), and 500 only when our database failed, so Stripe retries.

export const WEBHOOK_PATH = '/webhooks/stripe';
/** Seconds a signed timestamp may be off from our clock (Stripe's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function mountStripeWebhook(app: express.Express, d: Deps): void {
  app.post(WEBHOOK_PATH, express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
    const header = req.header('stripe-signature') ?? '';
    const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event: Stripe.Event;
    try {
      event = d.stripe.webhooks.constructEvent(
        raw,
        header,
        d.settings.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        // Stripe's age check against our (injected) clock, in milliseconds.
        d.clock().getTime(),
      );
    } catch {
      d.log.warn(
        { bytes: raw.length, has_signature: header !== '' },
        'stripe webhook refused: bad signature',
      );
      res.status(400).json({ error: 'bad_signature' });
      return;
    }
    try {
      const outcome = await handleStripeEvent(d, event);
      res.status(200).json({ received: true, outcome });
    } catch (err) {
      d.log.error(
        { event_id: event.id, type: event.type, error: (err as Error).message },
        'stripe webhook failed',
      );
      res.status(500).json({ error: 'internal' });
    }
  });
}
