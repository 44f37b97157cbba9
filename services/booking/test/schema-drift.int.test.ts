import { expect, it } from '@jest/globals';
import { describeSchemaDrift } from '@oslonac/kit/testing/jest';
import { migrationsDir } from './support/harness';

describeSchemaDrift({
  service: 'booking',
  schemaUrl: new URL('../prisma/schema.prisma', import.meta.url),
  migrationsDir,
  edits: [
    ['a dropped column', (s) => s.replace('  clientName         String        @map("client_name")\n', '')],
    ['a different enum', (s) => s.replace('  no_show\n', '  no_show\n  disputed\n')],
  ],
  more: (drift) => {
    it('keeps the exclusion constraint that Prisma cannot declare', async () => {
      const rows = await drift().query(
        `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'booking_no_overlap'`,
      );
      expect(rows[0]?.def).toContain('EXCLUDE USING gist');
      expect(rows[0]?.def).toContain("'held'");
    });
  },
});
