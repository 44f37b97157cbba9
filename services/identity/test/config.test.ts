import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '@oslonac/kit';
import { identityConfig, identitySettings } from '../src/config';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/oslonac_identity',
  ACTOR_PRIVATE_JWK: JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: 'x', d: 'd' }),
  DATA_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
};

function settings(env: Record<string, string>) {
  return identitySettings(loadConfig(identityConfig, { ...base, ...env }));
}

function refusal(env: Record<string, string>): string[] {
  try {
    settings(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.issues;
    throw err;
  }
  throw new Error('the configuration was accepted');
}

describe('identity configuration', () => {
  it('refuses to start in production with the development mailbox (and its link logging) on', () => {
    expect(
      refusal({ NODE_ENV: 'production', DEV_MAILBOX: 'true', PUBLIC_URL: 'https://oslonac.rs' }),
    ).toEqual(['DEV_MAILBOX must not be true when NODE_ENV=production']);
  });

  it('requires PUBLIC_URL in production instead of pointing mail at localhost', () => {
    expect(refusal({ NODE_ENV: 'production' })).toEqual(['PUBLIC_URL is required when NODE_ENV=production']);
    expect(settings({ NODE_ENV: 'production', PUBLIC_URL: 'https://oslonac.rs' })).toEqual({
      publicUrl: 'https://oslonac.rs',
      devMailbox: false,
    });
  });

  it('keeps the development defaults outside production', () => {
    expect(settings({ NODE_ENV: 'development', DEV_MAILBOX: 'true' })).toEqual({
      publicUrl: 'http://localhost:3000',
      devMailbox: true,
    });
    expect(settings({})).toEqual({ publicUrl: 'http://localhost:3000', devMailbox: false });
  });
});
