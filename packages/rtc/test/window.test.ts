import { describe, expect, it } from '@jest/globals';
import { roomPhase, roomWindow } from '../src/window';

const starts = new Date('2026-03-29T00:30:00Z');
const ends = new Date('2026-03-29T01:20:00Z');

describe('room window', () => {
  it('opens ten minutes before the start and closes fifteen minutes after the end', () => {
    expect(roomWindow(starts, ends)).toEqual({
      opensAt: new Date('2026-03-29T00:20:00Z'),
      closesAt: new Date('2026-03-29T01:35:00Z'),
    });
  });

  it('is not open a millisecond before, open at the opening, closed at the closing', () => {
    expect(roomPhase(starts, ends, new Date('2026-03-29T00:19:59.999Z'))).toBe('not_open');
    expect(roomPhase(starts, ends, new Date('2026-03-29T00:20:00Z'))).toBe('open');
    expect(roomPhase(starts, ends, new Date('2026-03-29T01:34:59.999Z'))).toBe('open');
    expect(roomPhase(starts, ends, new Date('2026-03-29T01:35:00Z'))).toBe('closed');
  });
});
