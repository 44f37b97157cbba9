import { expect, it } from '@jest/globals';
import { describeSchemaDrift } from '@oslonac/kit/testing/jest';
import { migrationsDir } from './support/harness';

describeSchemaDrift({
  service: 'identity',
  schemaUrl: new URL('../prisma/schema.prisma', import.meta.url),
  migrationsDir,
  // The comparison must be able to fail: each edit below makes the schema disagree with the database.
  edits: [
    [
      'a nullable column declared required',
      (s) => s.replace('emailVerifiedAt DateTime?', 'emailVerifiedAt DateTime '),
    ],
    [
      'a different type',
      (s) => s.replace('count       Int      @default(0)', 'count       BigInt   @default(0)'),
    ],
    [
      'a missing precision / time zone',
      (s) => s.replace('@map("ended_at") @db.Timestamptz(6)', '@map("ended_at")'),
    ],
    [
      'an extra field',
      (s) => s.replace('  kind          String\n', '  kind          String\n  cc            String?\n'),
    ],
    ['a dropped index', (s) => s.replace('  @@index([role])\n', '')],
    ['a changed default', (s) => s.replace('@default("sr-Latn")', '@default("en")')],
    ['a different enum', (s) => s.replace('  partner\n', '  partner\n  guest\n')],
    [
      'a different delete rule',
      (s) => s.replace('references: [id], onDelete: Cascade)\n\n  @@id', 'references: [id])\n\n  @@id'),
    ],
    ['a renamed table', (s) => s.replace('@@map("mail_outbox")', '@@map("mail_outboxes")')],
    ['a missing unique', (s) => s.replace('tokenHash  String    @unique', 'tokenHash  String   ')],
  ],
  more: (drift) => {
    it('stores every time as timestamptz', async () => {
      const rows = await drift().query(
        `SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND data_type = 'timestamp without time zone' AND table_name <> '_prisma_migrations'`,
      );
      expect(rows).toEqual([]);
    });
  },
});
