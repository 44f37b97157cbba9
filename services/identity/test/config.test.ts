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
  it('requires PUBLIC_URL and SMTP_URL in production instead of pointing mail at localhost', () => {
    expect(refusal({ NODE_ENV: 'production' })).toEqual([
      'PUBLIC_URL is required when NODE_ENV=production',
      'SMTP_URL is required when NODE_ENV=production',
    ]);
    expect(
      settings({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://oslonac.rs',
        SMTP_URL: 'smtp://u:p@relay.example:587',
      }),
    ).toEqual({
      publicUrl: 'https://oslonac.rs',
      mail: {
        smtp: {
          host: 'relay.example',
          port: 587,
          secure: false,
          requireTLS: true,
          auth: { user: 'u', pass: 'p' },
        },
        from: 'Oslonac <no-reply@oslonac.rs>',
      },
    });
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => settings({ SMTP_URL: 'http://relay.example' })).toThrow(/SMTP_URL/);
  });

  it('keeps the development defaults outside production: the local mail catcher, plain SMTP', () => {
    expect(settings({})).toEqual({
      publicUrl: 'http://localhost:3000',
      mail: {
        smtp: { host: '127.0.0.1', port: 1025, secure: false, requireTLS: false },
        from: 'Oslonac <no-reply@oslonac.rs>',
      },
    });
  });
});
