// The express side of identity, besides the kit's /metrics and /healthz.
import type { ActorSigner } from '@oslonac/kit';
import type express from 'express';

/** Public keys for every service that verifies actor tokens (ActorVerifier.fromJwks). */
export function addJwksRoute(app: express.Express, signer: ActorSigner): void {
  app.get('/.well-known/jwks.json', (_req, res) => {
    // Short cache: verifiers refetch on an unknown kid anyway, so rotation does not wait for this.
    res.set('Cache-Control', 'public, max-age=300').json(signer.publicJwks());
  });
}
