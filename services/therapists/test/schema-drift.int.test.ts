import { describeSchemaDrift } from '@oslonac/kit/testing/jest';
import { migrationsDir } from './support/harness';

describeSchemaDrift({
  service: 'therapists',
  schemaUrl: new URL('../prisma/schema.prisma', import.meta.url),
  migrationsDir,
  edits: [
    [
      'a dropped column',
      (s) => s.replace('  cityKey            String        @default("") @map("city_key")\n', ''),
    ],
    ['a different enum', (s) => s.replace('  licence\n', '  licence\n  passport\n')],
    ['a missing unique', (s) => s.replace('@@unique([profileId, clientUserId])', '')],
  ],
});
