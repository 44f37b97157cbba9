// The express side of identity, besides the kit's /metrics and /healthz.
import type { ActorSigner, Logger } from '@oslonac/kit';
import type express from 'express';
import { normaliseEmail } from '../domain/email';
import type { Db } from '../store/db';
import type { StoredMailer } from '../store/mail';

/** Public keys for every service that verifies actor tokens (ActorVerifier.fromJwks). */
export function addJwksRoute(app: express.Express, signer: ActorSigner): void {
  app.get('/.well-known/jwks.json', (_req, res) => {
    // Short cache: verifiers refetch on an unknown kid anyway, so rotation does not wait for this.
    res.set('Cache-Control', 'public, max-age=300').json(signer.publicJwks());
  });
}

/**
 * Development only (DEV_MAILBOX=true): the mail identity "sent" to an address, newest first, so people and
 * browser tests can follow sign-in links without a mail server. Never mount this in production: it hands
 * out working sign-in links to anyone who asks.
 */
export function addDevMailboxRoute(
  app: express.Express,
  deps: { db: Db; mailer: StoredMailer; log: Logger },
): void {
  app.get('/dev/mail', async (req, res) => {
    const raw = typeof req.query.to === 'string' ? req.query.to : '';
    let to: string;
    try {
      to = normaliseEmail(raw);
    } catch {
      res.status(400).json({ error: 'query parameter "to" must be an e-mail address' });
      return;
    }
    try {
      const mails = await deps.mailer.list(deps.db, to);
      res.set('Cache-Control', 'no-store').json({
        mails: mails.map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          link: m.link,
          createdAt: m.createdAt.toISOString(),
        })),
      });
    } catch (err) {
      deps.log.error({ err }, 'dev mailbox failed');
      res.status(500).json({ error: 'mailbox unavailable' });
    }
  });
}
