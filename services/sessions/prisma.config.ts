import { defineConfig } from 'prisma/config';

// Generation needs no database; the kit's migrator (not the Prisma CLI) applies prisma/migrations.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
