import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { loadConfig, masterKeySetting, natsAuthOf, portSetting } from '../src/config';
import { generateMasterKey } from '../src/crypto/envelope';
import { ConfigError } from '../src/errors';

const DB = 'postgresql://postgres@127.0.0.1:5432/x';

describe('loadConfig', () => {
  it('names every missing and bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({}, { GRPC_PORT: 'abc', NODE_ENV: 'staging' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const msg = (error as Error).message;
    expect(msg).toMatch(/^Config: /);
    expect(msg).toContain('DATABASE_URL is required');
    expect(msg).toContain('GRPC_PORT must be a number');
    expect(msg).toContain('NODE_ENV must be one of development, test, production');
    expect((error as ConfigError).issues).toHaveLength(3);
  });

  it('applies defaults and coerces numbers', () => {
    const c = loadConfig({}, { DATABASE_URL: DB, GRPC_PORT: '50070' });
    expect(c.GRPC_PORT).toBe(50070);
    expect(c.HTTP_PORT).toBe(9464);
    expect(c.NATS_URL).toBe('nats://127.0.0.1:4222');
    expect(c.EVENT_SUBJECT_PREFIX).toBe('');
    expect(c.STREAM_PREFIX).toBe('OSLONAC');
    expect(c.SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(c.MIGRATE_ON_START).toBe(true);
    expect(c.ACTOR_JWKS_URL).toBeUndefined();
  });

  it('reads the NATS credentials of the service: one way to sign in, given whole', () => {
    const none = loadConfig({}, { DATABASE_URL: DB });
    expect(natsAuthOf(none)).toBeUndefined();
    const password = loadConfig({}, { DATABASE_URL: DB, NATS_USER: 'booking', NATS_PASSWORD: 's3cret' });
    expect(natsAuthOf(password)).toEqual({ user: 'booking', password: 's3cret' });
    const seed = `SU${'A'.repeat(56)}`;
    expect(natsAuthOf(loadConfig({}, { DATABASE_URL: DB, NATS_NKEY_SEED: seed }))).toEqual({
      nkeySeed: seed,
    });

    expect(() => loadConfig({}, { DATABASE_URL: DB, NATS_USER: 'booking' })).toThrow(
      'NATS_PASSWORD is required with NATS_USER',
    );
    expect(() => loadConfig({}, { DATABASE_URL: DB, NATS_PASSWORD: 's3cret' })).toThrow(
      'NATS_USER is required with NATS_PASSWORD',
    );
    expect(() =>
      loadConfig({}, { DATABASE_URL: DB, NATS_USER: 'b', NATS_PASSWORD: 'p', NATS_NKEY_SEED: seed }),
    ).toThrow('NATS_NKEY_SEED cannot be combined with NATS_USER/NATS_PASSWORD');
    expect(() => loadConfig({}, { DATABASE_URL: DB, NATS_NKEY_SEED: 'UABC' })).toThrow(
      'NATS_NKEY_SEED must be an nkey user seed',
    );
  });

  it('treats empty variables as unset', () => {
    expect(() => loadConfig({}, { DATABASE_URL: '' })).toThrow('DATABASE_URL is required');
    expect(loadConfig({}, { DATABASE_URL: DB, GRPC_PORT: '' }).GRPC_PORT).toBe(50051);
  });

  it('lets a service add variables and override base defaults', () => {
    const c = loadConfig(
      { GRPC_PORT: z.coerce.number().default(50061), MAIL_FROM: z.string().email() },
      { DATABASE_URL: DB, MAIL_FROM: 'podrska@oslonac.rs' },
    );
    expect(c.GRPC_PORT).toBe(50061);
    expect(c.MAIL_FROM).toBe('podrska@oslonac.rs');
    expect(() => loadConfig({ MAIL_FROM: z.string() }, { DATABASE_URL: DB })).toThrow(
      'Config: MAIL_FROM is required',
    );
  });

  it('rejects malformed URLs, ports and JWK JSON', () => {
    expect(() =>
      loadConfig({}, { DATABASE_URL: 'not a url', HTTP_PORT: '70000', ACTOR_PUBLIC_JWK: '{oops' }),
    ).toThrow(
      'Config: HTTP_PORT must be a port number (0-65535); DATABASE_URL must be a URL; ACTOR_PUBLIC_JWK must be a JSON object',
    );
    const jwk = { kty: 'OKP', crv: 'Ed25519', x: 'abc' };
    expect(
      loadConfig({}, { DATABASE_URL: DB, ACTOR_PUBLIC_JWK: JSON.stringify(jwk) }).ACTOR_PUBLIC_JWK,
    ).toEqual(jwk);
    expect(() => loadConfig({}, { DATABASE_URL: DB, MIGRATE_ON_START: 'yes' })).toThrow(
      'MIGRATE_ON_START must be one of true, false',
    );
  });

  it('gives services one master key and port rule: a short key or a port past 65535 is named, not stored', () => {
    const shape = { DATA_MASTER_KEY: masterKeySetting, GRPC_PORT: portSetting(50099) };
    expect(() => loadConfig(shape, { DATABASE_URL: DB })).toThrow('DATA_MASTER_KEY is required');
    expect(() =>
      loadConfig(shape, { DATABASE_URL: DB, DATA_MASTER_KEY: 'c2hvcnQ=', GRPC_PORT: '70000' }),
    ).toThrow(
      'GRPC_PORT must be a port number (0-65535); DATA_MASTER_KEY must be base64 of exactly 32 bytes',
    );
    const key = generateMasterKey();
    const c = loadConfig(shape, { DATABASE_URL: DB, DATA_MASTER_KEY: key });
    expect(c).toMatchObject({ DATA_MASTER_KEY: key, GRPC_PORT: 50099 });
  });
});
