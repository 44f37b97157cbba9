import { describe, expect, it } from '@jest/globals';
import { retryAfterSeconds } from '@oslonac/kit';
import { budgets, RATE_WINDOW_SECONDS, rateKeys, rateLimited } from '../src/domain/rate-limit';

describe('rate limits', () => {
  it('count in 15-minute windows', () => {
    expect(RATE_WINDOW_SECONDS).toBe(900);
    expect(retryAfterSeconds(new Date('2026-03-01T10:14:00Z'), RATE_WINDOW_SECONDS)).toBe(60);
  });

  it('answer identity.rate_limited with retryAfterSeconds', () => {
    const err = rateLimited(new Date('2026-03-01T10:10:00Z'));
    expect(err).toMatchObject({ kind: 'rate_limited', code: 'identity.rate_limited' });
    expect(err.meta.retryAfterSeconds).toBe('300');
  });

  it('share one bucket when the caller gave no IP, instead of skipping the limit', () => {
    expect(rateKeys.passwordByIp('')).toBe(rateKeys.passwordByIp(''));
    expect(rateKeys.passwordByIp('')).not.toBe(rateKeys.passwordByIp('10.0.0.1'));
    expect(rateKeys.passwordByIp('')).toContain('unknown');
  });
});

describe('rate budgets', () => {
  const limits = { perIp: 20, perAccount: 5 };
  const keys = (b: { key: string }[]) => b.map((x) => x.key);

  it('keep password failures and link requests on separate counters', () => {
    const password = keys(budgets.password(limits, 'ana@example.rs', '203.0.113.1'));
    const links = keys(budgets.emailLink(limits, 'ana@example.rs', '203.0.113.1'));
    expect(password.filter((k) => links.includes(k))).toEqual([]);
  });

  it("count an address per client, so a stranger's budget is not the owner's", () => {
    const stranger = budgets.password(limits, 'ana@example.rs', '198.51.100.9');
    const owner = budgets.password(limits, 'ana@example.rs', '203.0.113.1');
    expect(stranger[1]?.key).not.toBe(owner[1]?.key);
    expect(stranger[1]?.limit).toBe(5);
    // The address-wide ceiling is shared, and much higher.
    expect(stranger[2]).toEqual(owner[2]);
    expect(owner[2]?.limit).toBe(50);
  });

  it('key IPv6 clients by /64', () => {
    const a = budgets.emailLink(limits, 'ana@example.rs', '2001:db8:1:2::10');
    const b = budgets.emailLink(limits, 'ana@example.rs', '2001:db8:1:2:ffff::1');
    expect(keys(a)).toEqual(keys(b));
  });
});
