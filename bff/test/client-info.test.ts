import { afterEach, describe, expect, it } from '@jest/globals';
import { clientAddress, clientIp } from '../src/server/client-info';

describe('client address', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXY_HOPS;
  });

  it('trusts no X-Forwarded-For by default: a client cannot pick the address it is counted under', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6' }))).toBe('unknown');
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 7.7.7.7' }))).toBe('unknown');
    expect(clientAddress('6.6.6.6', 0, '198.51.100.7')).toBe('198.51.100.7');
  });

  it('takes the entry the trusted hop wrote and ignores spoofed entries left of it', () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }))).toBe('203.0.113.5');
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 6.6.6.6, 203.0.113.5' }))).toBe(
      '203.0.113.5',
    );
    process.env.TRUSTED_PROXY_HOPS = '2';
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 10.0.0.1' }))).toBe(
      '203.0.113.5',
    );
  });

  it('reads IPv6 addresses, bracketed or with a port, and IPv4-mapped ones as IPv4', () => {
    expect(clientAddress('6.6.6.6, 2001:DB8::1', 1)).toBe('2001:db8::1');
    expect(clientAddress('[2001:db8::2]:443', 1)).toBe('2001:db8::2');
    expect(clientAddress('203.0.113.5:51000', 1)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.6', 1)).toBe('203.0.113.6');
  });

  it('falls back to the peer without the header and never keys on a non-address', () => {
    expect(clientAddress(null, 1, '198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress(null, 1)).toBe('unknown');
    expect(clientAddress('', 1)).toBe('unknown');
    expect(clientAddress('6.6.6.6, not-an-ip', 1)).toBe('unknown');
    expect(clientAddress('6.6.6.6, 203.0.113.5', 0, 'garbage')).toBe('unknown');
  });
});
