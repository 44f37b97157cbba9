import { expect, it } from '@jest/globals';
import { describeSchemaDrift } from '@oslonac/kit/testing/jest';
import { migrationsDir } from './support/harness';

describeSchemaDrift({
  service: 'messaging',
  schemaUrl: new URL('../prisma/schema.prisma', import.meta.url),
  migrationsDir,
  edits: [
    ['a dropped column', (s) => s.replace('  detail      String   @default("")\n', '')],
    ['a different enum', (s) => s.replace('  resolved\n', '  resolved\n  dismissed\n')],
  ],
  more: (drift) => {
    it('keeps the checks that Prisma cannot declare', async () => {
      const rows = await drift().query<{ conname: string }>(
        `SELECT conname FROM pg_constraint WHERE contype = 'c' AND conrelid <> 0 ORDER BY conname`,
      );
      expect(rows.map((r) => r.conname)).toEqual([
        'attachments_content_type_check',
        'attachments_size_bytes_check',
        'message_reports_not_own_check',
        'messages_client_message_id_check',
        'reply_promises_hours_check',
        'reply_promises_minutes_check',
      ]);
    });
  },
});
