import { expect, it } from '@jest/globals';
import { describeSchemaDrift } from '@oslonac/kit/testing/jest';
import { migrationsDir } from './support/harness';

describeSchemaDrift({
  service: 'admin',
  schemaUrl: new URL('../prisma/schema.prisma', import.meta.url),
  migrationsDir,
  edits: [
    ['a dropped column', (s) => s.replace('  noteCiphertext    Bytes?       @map("note_ciphertext")\n', '')],
    ['a different enum', (s) => s.replace('  closed\n', '  closed\n  spam\n')],
  ],
  more: (drift) => {
    it('keeps the checks that Prisma cannot declare', async () => {
      const rows = await drift().query<{ conname: string }>(
        `SELECT conname FROM pg_constraint WHERE contype = 'c' AND conrelid <> 0 ORDER BY conname`,
      );
      expect(rows.map((r) => r.conname)).toEqual([
        'rate_limits_count_check',
        'support_tickets_email_check',
        'support_tickets_name_check',
      ]);
    });
  },
});
