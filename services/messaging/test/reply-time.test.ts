import { describe, expect, it } from '@jest/globals';
import {
  medianReplySeconds,
  replyTimes,
  replyWindowStart,
  type TimedMessage,
} from '../src/domain/reply-time';

const T0 = Date.parse('2026-11-02T08:00:00Z');
const msg = (conversationId: string, fromTherapist: boolean, minutes: number): TimedMessage => ({
  conversationId,
  fromTherapist,
  sentAt: new Date(T0 + minutes * 60_000),
});

describe('replyTimes', () => {
  it('measures from the first client message of a stretch to the therapist next message', () => {
    const times = replyTimes([
      msg('a', false, 0),
      msg('a', false, 30),
      msg('a', true, 60),
      msg('a', true, 61),
      msg('a', false, 120),
      msg('a', true, 125),
    ]);
    expect(times).toEqual([3600, 300]);
  });

  it('does not pair messages of different conversations, and sorts each by time', () => {
    // a: client 0 → therapist 2; b: client 5 → therapist 10 (listed out of order). Never a 0 → 10 across them.
    const times = replyTimes([msg('b', true, 10), msg('a', false, 0), msg('b', false, 5), msg('a', true, 2)]);
    expect(times.sort((x, y) => x - y)).toEqual([120, 300]);
  });

  it('counts nothing for a client message still waiting, or a therapist writing first', () => {
    expect(replyTimes([msg('a', true, 0), msg('a', false, 5)])).toEqual([]);
  });
});

describe('medianReplySeconds', () => {
  it('is 0 with fewer than three replies', () => {
    expect(
      medianReplySeconds([msg('a', false, 0), msg('a', true, 10), msg('b', false, 0), msg('b', true, 20)]),
    ).toBe(0);
  });

  it('is the middle reply of an odd count', () => {
    const m = [
      ...[msg('a', false, 0), msg('a', true, 10)],
      ...[msg('b', false, 0), msg('b', true, 600)],
      ...[msg('c', false, 0), msg('c', true, 30)],
    ];
    expect(medianReplySeconds(m)).toBe(30 * 60);
  });

  it('is the mean of the two middle replies of an even count', () => {
    const m = ['a', 'b', 'c', 'd'].flatMap((c, i) => [
      msg(c, false, 0),
      msg(c, true, [1, 2, 4, 100][i] as number),
    ]);
    expect(medianReplySeconds(m)).toBe(180);
  });

  it('looks back 90 days', () => {
    expect(replyWindowStart(new Date('2026-12-01T00:00:00Z'))).toEqual(new Date('2026-09-02T00:00:00Z'));
  });
});
