import { describe, expect, it } from '@jest/globals';
import { clientKey } from '../src/domain/client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('puts every address of one IPv6 /64 into one key', () => {
    const a = clientKey('2001:db8:1234:5678::1');
    expect(a).toBe('2001:db8:1234:5678::/64');
    expect(clientKey('2001:0DB8:1234:5678:ffff:eeee:dddd:cccc')).toBe(a);
    expect(clientKey('[2001:db8:1234:5678:aaaa::]')).toBe(a);
    expect(clientKey('2001:db8:1234:5678::1%eth0')).toBe(a);
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientKey('2001:db8:1234:5679::1')).not.toBe(clientKey('2001:db8:1234:5678::1'));
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('treats IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey('::ffff:c633:6404')).toBe('198.51.100.4');
  });

  it('shares one bucket for a missing address and keeps junk apart from real addresses', () => {
    expect(clientKey('')).toBe('unknown');
    expect(clientKey('   ')).toBe('unknown');
    expect(clientKey('not-an-ip')).toBe('raw:not-an-ip');
    expect(clientKey('x'.repeat(200))).toHaveLength(68);
  });
});
