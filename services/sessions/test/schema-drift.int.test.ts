import { expect, it } from '@jest/globals';
import { describeSchemaDrift } from '@oslonac/kit/testing/jest';
import { migrationsDir } from './support/harness';

describeSchemaDrift({
  service: 'sessions',
  schemaUrl: new URL('../prisma/schema.prisma', import.meta.url),
  migrationsDir,
  edits: [
    [
      'a dropped column',
      (s) => s.replace('  leftAt    DateTime?       @map("left_at") @db.Timestamptz(6)\n', ''),
    ],
    ['a different enum', (s) => s.replace('  cancelled\n', '  cancelled\n  abandoned\n')],
  ],
  more: (drift) => {
    it('keeps the checks that Prisma cannot declare', async () => {
      const rows = await drift().query<{ conname: string }>(
        `SELECT conname FROM pg_constraint WHERE contype = 'c' AND conrelid <> 0 ORDER BY conname`,
      );
      expect(rows.map((r) => r.conname)).toEqual([
        'session_notes_version_check',
        'sessions_ended_check',
        'sessions_times_check',
      ]);
    });
  },
});
