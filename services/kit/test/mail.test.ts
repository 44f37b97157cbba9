import { describe, expect, it } from '@jest/globals';
import { htmlFromText, isDead, retryDelayMs } from '../src/mail/index';

describe('mail retry schedule', () => {
  it('grows by three from two minutes to a cap of eight hours, about a day in all', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 0.5) / 60_000);
    expect(waits).toEqual([2, 6, 18, 54, 162, 480, 480]);
    const total = waits.reduce((a, b) => a + b, 0) / 60;
    expect(total).toBeGreaterThan(18);
    expect(total).toBeLessThan(24);
  });

  it('spreads retries by ±20% so one outage does not come back at once', () => {
    expect(retryDelayMs(1, 0)).toBe(96_000);
    expect(retryDelayMs(1, 0.999999)).toBeCloseTo(144_000, -1);
  });

  it('gives up after the eighth failure', () => {
    expect(isDead(7)).toBe(false);
    expect(isDead(8)).toBe(true);
  });
});

describe('html part', () => {
  it('keeps the words, escapes markup and makes links clickable', () => {
    const html = htmlFromText('Zdravo <Ana>,\n\nOtvorite:\nhttps://oslonac.rs/x?a=1&b=2\n\nSrdačno');
    expect(html).toContain('<p>Zdravo &lt;Ana&gt;,</p>');
    expect(html).toContain('<a href="https://oslonac.rs/x?a=1&amp;b=2">https://oslonac.rs/x?a=1&amp;b=2</a>');
    expect(html).toContain('<p>Srdačno</p>');
    expect(html).not.toContain('<img');
  });
});
