import { describe, expect, it } from '@jest/globals';
import { poolSettings } from '../src/db/prisma';

describe('poolSettings', () => {
  it("keeps node-postgres' default when the address names no limit", () => {
    expect(poolSettings('postgresql://app@db:5432/booking')).toEqual({
      connectionString: 'postgresql://app@db:5432/booking',
      max: 10,
    });
  });

  it('sizes the pool from connection_limit and takes it off the address, keeping the other parameters', () => {
    expect(poolSettings('postgresql://app@db:5432/booking?sslmode=require&connection_limit=4')).toEqual({
      connectionString: 'postgresql://app@db:5432/booking?sslmode=require',
      max: 4,
    });
  });

  it('refuses a limit that is not a whole number of at least one', () => {
    expect(() => poolSettings('postgresql://app@db/booking?connection_limit=0')).toThrow(
      /connection_limit=0/,
    );
    expect(() => poolSettings('postgresql://app@db/booking?connection_limit=many')).toThrow(/whole number/);
  });
});
