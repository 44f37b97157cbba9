import { describe, expect, it } from '@jest/globals';
import {
  ANONYMOUS_MATCH_TTL_MS,
  anonymousMatchCutoff,
  canOpenMatch,
  hashMatchSecret,
} from '../src/domain/health-data';

const created = new Date('2026-11-01T10:00:00Z');
const visitors = { clientUserId: null, secretHash: hashMatchSecret('tajna'), createdAt: created };
const persons = { clientUserId: 'u-1', secretHash: null, createdAt: created };
const later = (ms: number) => new Date(created.getTime() + ms);

describe('who may open a questionnaire result', () => {
  it('opens a visitor’s result only with its secret, never by the id alone', () => {
    expect(canOpenMatch(visitors, { userId: null, secret: 'tajna' }, created)).toBe(true);
    expect(canOpenMatch(visitors, { userId: 'u-2', secret: 'tajna' }, created)).toBe(true);
    expect(canOpenMatch(visitors, { userId: null, secret: '' }, created)).toBe(false);
    expect(canOpenMatch(visitors, { userId: null, secret: 'tajnA' }, created)).toBe(false);
  });

  it('closes a visitor’s result after 30 days', () => {
    expect(ANONYMOUS_MATCH_TTL_MS).toBe(30 * 24 * 3600 * 1000);
    expect(canOpenMatch(visitors, { userId: null, secret: 'tajna' }, later(ANONYMOUS_MATCH_TTL_MS - 1))).toBe(
      true,
    );
    expect(canOpenMatch(visitors, { userId: null, secret: 'tajna' }, later(ANONYMOUS_MATCH_TTL_MS))).toBe(
      false,
    );
    expect(anonymousMatchCutoff(later(ANONYMOUS_MATCH_TTL_MS)).getTime()).toBe(created.getTime());
  });

  it('opens a signed-in person’s result for them alone, secret or not, and it does not expire', () => {
    expect(canOpenMatch(persons, { userId: 'u-1', secret: '' }, later(10 * ANONYMOUS_MATCH_TTL_MS))).toBe(
      true,
    );
    expect(canOpenMatch(persons, { userId: 'u-2', secret: 'tajna' }, created)).toBe(false);
    expect(canOpenMatch(persons, { userId: null, secret: '' }, created)).toBe(false);
  });
});
