import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '@oslonac/kit';
import { identityConfig } from '../src/config';
import { parseErasureServices } from '../src/domain/erasure';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/oslonac_identity',
  ACTOR_PRIVATE_JWK: JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: 'x', d: 'd' }),
  DATA_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('ERASURE_SERVICES', () => {
  it('expects every service by default', () => {
    expect(loadConfig(identityConfig, base).ERASURE_SERVICES).toEqual([
      'identity',
      'therapists',
      'booking',
      'admin',
    ]);
  });

  it('takes a comma-separated list from the environment, trimmed, deduplicated, identity always in', () => {
    expect(
      loadConfig(identityConfig, { ...base, ERASURE_SERVICES: ' booking, Therapists,booking ' })
        .ERASURE_SERVICES,
    ).toEqual(['identity', 'booking', 'therapists']);
    expect(parseErasureServices('identity')).toEqual(['identity']);
  });

  it('refuses what is not a service name', () => {
    expect(() => loadConfig(identityConfig, { ...base, ERASURE_SERVICES: 'booking,billing.v2' })).toThrow(
      ConfigError,
    );
  });
});
