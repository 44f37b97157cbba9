import { describe, expect, it } from '@jest/globals';
import { generateMasterKey, loadConfig } from '@oslonac/kit';
import { sessionsConfig } from '../src/config';

// One config for the service and its SFU: the defaults a local run gets, and a join secret too weak to trust.

const base = {
  DATABASE_URL: 'postgres://localhost/sessions',
  DATA_MASTER_KEY: generateMasterKey(),
  JOIN_TOKEN_SECRET: 'x'.repeat(32),
};

describe('sessions config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig(sessionsConfig, base);
    expect(c).toMatchObject({
      GRPC_PORT: 50057,
      HTTP_PORT: 8087,
      RTC_WORKERS: 0,
      RTC_LISTEN_IP: '0.0.0.0',
      RTC_ANNOUNCED_ADDRESS: '127.0.0.1',
      RTC_MIN_PORT: 40000,
      RTC_MAX_PORT: 49999,
      TURN_URLS: '',
      TURN_USERNAME: '',
      TURN_CREDENTIAL: '',
      RTC_DRAIN_MAX_MS: 10_000,
    });
    expect(c.MEDIASOUP_WORKER_BIN).toBeUndefined();
  });

  it('refuses a missing or short join secret and a missing master key', () => {
    expect(() => loadConfig(sessionsConfig, { ...base, JOIN_TOKEN_SECRET: 'short' })).toThrow(
      /JOIN_TOKEN_SECRET must be at least 32 characters/,
    );
    expect(() =>
      loadConfig(sessionsConfig, { DATABASE_URL: base.DATABASE_URL, DATA_MASTER_KEY: base.DATA_MASTER_KEY }),
    ).toThrow(/JOIN_TOKEN_SECRET is required/);
    expect(() => loadConfig(sessionsConfig, { ...base, DATA_MASTER_KEY: undefined })).toThrow(
      /DATA_MASTER_KEY is required/,
    );
  });

  it('reads the RTC variables given', () => {
    const c = loadConfig(sessionsConfig, {
      ...base,
      RTC_WORKERS: '2',
      RTC_ANNOUNCED_ADDRESS: 'media.oslonac.rs',
      TURN_URLS: 'turn:turn.oslonac.rs:3478',
      RTC_DRAIN_MAX_MS: '2500',
    });
    expect(c).toMatchObject({
      RTC_WORKERS: 2,
      RTC_ANNOUNCED_ADDRESS: 'media.oslonac.rs',
      TURN_URLS: 'turn:turn.oslonac.rs:3478',
      RTC_DRAIN_MAX_MS: 2500,
    });
  });
});
