import { describe, expect, it } from '@jest/globals';
import { isConflict, isUniqueViolation } from '../src/db/errors';

describe('database error classification', () => {
  it('recognises Prisma and pg unique violations', () => {
    expect(isUniqueViolation({ code: 'P2002', meta: {} })).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: 'P2034' })).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
  });

  it('treats exclusion violations, serialization failures and deadlocks as conflicts', () => {
    for (const code of ['P2002', 'P2034', 'P2039', '23P01', '40001', '40P01']) {
      expect(isConflict({ code })).toBe(true);
    }
    // Prisma 7 + adapter-pg: the SQLSTATE hides in meta.driverAdapterError.cause.originalCode.
    expect(
      isConflict({ code: 'P2010', meta: { driverAdapterError: { cause: { originalCode: '23P01' } } } }),
    ).toBe(true);
    expect(isConflict({ code: '23503' })).toBe(false);
    expect(isConflict(undefined)).toBe(false);
  });
});
