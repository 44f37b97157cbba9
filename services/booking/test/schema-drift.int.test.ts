import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type DriftFixture, migratedDriftFixture } from '@oslonac/kit/testing';
import { migrationsDir } from './support/harness';

describe('schema drift: the migrated database is what schema.prisma declares', () => {
  let drift: DriftFixture;
  let schemaText = '';

  beforeAll(async () => {
    drift = await migratedDriftFixture(
      'booking',
      new URL('../prisma/schema.prisma', import.meta.url),
      migrationsDir,
    );
    schemaText = drift.schemaText;
  });
  afterAll(async () => {
    await drift?.drop();
  });

  it('has no differences', async () => {
    expect(await drift.differences()).toEqual([]);
  });

  it('notices a dropped column and a different enum', async () => {
    for (const edited of [
      schemaText.replace('  clientName         String        @map("client_name")\n', ''),
      schemaText.replace('  no_show\n', '  no_show\n  disputed\n'),
    ]) {
      expect(edited).not.toBe(schemaText);
      expect((await drift.differences(edited)).length).toBeGreaterThan(0);
    }
  });

  it('keeps the exclusion constraint that Prisma cannot declare', async () => {
    const rows = await drift.query(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'booking_no_overlap'`,
    );
    expect(rows[0]?.def).toContain('EXCLUDE USING gist');
    expect(rows[0]?.def).toContain("'held'");
  });
});
