// The chart's migration Job runs this before new pods start.
import { fileURLToPath } from 'node:url';
import { runMigrateCli } from '@oslonac/kit';

await runMigrateCli('sessions', fileURLToPath(new URL('../../prisma/migrations', import.meta.url)));
