import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type DriftFixture, migratedDriftFixture } from '@oslonac/kit/testing';
import { migrationsDir } from './support/harness';

describe('schema drift: the migrated database is what schema.prisma declares', () => {
  let drift: DriftFixture;
  let schemaText = '';

  beforeAll(async () => {
    drift = await migratedDriftFixture(
      'admin',
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
      schemaText.replace('  noteCiphertext    Bytes?       @map("note_ciphertext")\n', ''),
      schemaText.replace('  closed\n', '  closed\n  spam\n'),
    ]) {
      expect(edited).not.toBe(schemaText);
      expect((await drift.differences(edited)).length).toBeGreaterThan(0);
    }
  });

  it('keeps the checks that Prisma cannot declare', async () => {
    const rows = await drift.query<{ conname: string }>(
      `SELECT conname FROM pg_constraint WHERE contype = 'c' AND conrelid <> 0 ORDER BY conname`,
    );
    expect(rows.map((r) => r.conname)).toEqual([
      'rate_limits_count_check',
      'support_tickets_email_check',
      'support_tickets_name_check',
    ]);
  });
});
