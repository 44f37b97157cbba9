import { afterEach, describe, expect, it } from '@jest/globals';
import { checkCsrf } from '../src/server/csrf';

const token = 't'.repeat(43);
const origin = 'https://oslonac.rs';

function req(method: string, headers: Record<string, string>) {
  return new Request(`${origin}/api/v1/me`, { method, headers });
}
const withSession = (extra: Record<string, string> = {}) => ({
  cookie: `__Host-oslonac_session=s; oslonac_csrf=${token}`,
  ...extra,
});

afterEach(() => {
  delete process.env.PUBLIC_URL;
});

describe('CSRF check', () => {
  it('lets safe methods through', () => {
    expect(checkCsrf(req('GET', withSession({ origin: 'https://evil.example' })))).toBe('ok');
  });

  it('accepts a same-origin cookie write with the matching token', () => {
    expect(checkCsrf(req('POST', withSession({ origin, 'x-csrf-token': token })))).toBe('ok');
    expect(
      checkCsrf(req('DELETE', withSession({ 'sec-fetch-site': 'same-origin', 'x-csrf-token': token }))),
    ).toBe('ok');
  });

  it('refuses a cookie write with a missing or different token', () => {
    expect(checkCsrf(req('POST', withSession({ origin })))).toBe('token_mismatch');
    expect(checkCsrf(req('PATCH', withSession({ origin, 'x-csrf-token': 'u'.repeat(43) })))).toBe(
      'token_mismatch',
    );
    expect(checkCsrf(req('POST', { cookie: '__Host-oslonac_session=s', origin, 'x-csrf-token': '' }))).toBe(
      'token_mismatch',
    );
    // A short cookie value cannot be a token we issued.
    expect(
      checkCsrf(
        req('POST', { cookie: '__Host-oslonac_session=s; oslonac_csrf=a', origin, 'x-csrf-token': 'a' }),
      ),
    ).toBe('token_mismatch');
  });

  it('refuses a cookie write without any same-origin signal', () => {
    expect(checkCsrf(req('POST', withSession({ 'x-csrf-token': token })))).toBe('cross_site');
  });

  it('refuses cross-site requests even with the right token, and even without a session (login CSRF)', () => {
    expect(
      checkCsrf(req('POST', withSession({ origin: 'https://evil.example', 'x-csrf-token': token }))),
    ).toBe('cross_site');
    expect(
      checkCsrf(req('POST', withSession({ 'sec-fetch-site': 'same-site', 'x-csrf-token': token }))),
    ).toBe('cross_site');
    expect(checkCsrf(req('POST', { origin: 'https://evil.example' }))).toBe('cross_site');
    expect(checkCsrf(req('POST', { origin: 'null' }))).toBe('cross_site');
  });

  it('accepts the public origin behind a proxy', () => {
    process.env.PUBLIC_URL = 'https://www.oslonac.rs/';
    const internal = new Request('http://10.0.0.7:3000/api/v1/me', {
      method: 'POST',
      headers: withSession({ origin: 'https://www.oslonac.rs', 'x-csrf-token': token }),
    });
    expect(checkCsrf(internal)).toBe('ok');
  });

  it('does not ask bearer or cookie-less clients for a token', () => {
    expect(checkCsrf(req('POST', { authorization: 'Bearer abc', cookie: '__Host-oslonac_session=s' }))).toBe(
      'ok',
    );
    expect(checkCsrf(req('POST', {}))).toBe('ok');
  });
});
