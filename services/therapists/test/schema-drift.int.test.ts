import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type DriftFixture, migratedDriftFixture } from '@oslonac/kit/testing';
import { migrationsDir } from './support/harness';

describe('schema drift: the migrated database is what schema.prisma declares', () => {
  let drift: DriftFixture;
  let schemaText = '';

  beforeAll(async () => {
    drift = await migratedDriftFixture(
      'therapists',
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

  it.each([
    [
      'a dropped column',
      (s: string) => s.replace('  cityKey            String        @default("") @map("city_key")\n', ''),
    ],
    ['a different enum', (s: string) => s.replace('  licence\n', '  licence\n  passport\n')],
    ['a missing unique', (s: string) => s.replace('@@unique([profileId, clientUserId])', '')],
  ])('notices %s', async (_what, edit) => {
    const edited = edit(schemaText);
    expect(edited).not.toBe(schemaText);
    expect((await drift.differences(edited)).length).toBeGreaterThan(0);
  });
});
