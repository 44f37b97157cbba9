import { expect, it } from '@jest/globals';
import { describeSchemaDrift } from '@oslonac/kit/testing/jest';
import { migrationsDir } from './support/harness';

describeSchemaDrift({
  service: 'billing',
  schemaUrl: new URL('../prisma/schema.prisma', import.meta.url),
  migrationsDir,
  edits: [
    [
      'a dropped column',
      (s) => s.replace('  failureCode        String        @default("") @map("failure_code")\n', ''),
    ],
    ['a different enum', (s) => s.replace('  partially_refunded\n', '  partially_refunded\n  disputed\n')],
  ],
  more: (drift) => {
    it('keeps one open card payment per booking, which Prisma cannot declare', async () => {
      const rows = await drift().query(
        `SELECT indexdef FROM pg_indexes WHERE indexname = 'payment_one_open_card_per_booking'`,
      );
      expect(rows[0]?.indexdef).toContain('UNIQUE INDEX');
      expect(rows[0]?.indexdef).toContain("'pending'");
    });
  },
});
