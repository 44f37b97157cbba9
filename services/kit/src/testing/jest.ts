// Test suites every service runs the same way. Apart from the rest of the testing helpers because these define
// jest tests themselves (import them from test files only).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type DriftFixture, migratedDriftFixture } from './drift-fixture';

export interface SchemaDriftSuite {
  /** Names the throwaway database. */
  service: string;
  schemaUrl: URL;
  migrationsDir: string;
  /** Edits of schema.prisma the comparison must notice, so it is shown able to fail: [what, edit]. */
  edits: [string, (schema: string) => string][];
  /** Tests of their own on the migrated database (what Prisma cannot declare); `drift()` is the fixture. */
  more?: (drift: () => DriftFixture) => void;
}

/** The schema-drift test: the migrated database is exactly what schema.prisma declares. */
export function describeSchemaDrift(suite: SchemaDriftSuite): void {
  describe('schema drift: the migrated database is what schema.prisma declares', () => {
    let drift: DriftFixture;

    beforeAll(async () => {
      drift = await migratedDriftFixture(suite.service, suite.schemaUrl, suite.migrationsDir);
    });
    afterAll(async () => {
      await drift?.drop();
    });

    it('has no differences', async () => {
      expect(await drift.differences()).toEqual([]);
    });

    it.each(suite.edits)('notices %s', async (_what, edit) => {
      const edited = edit(drift.schemaText);
      expect(edited).not.toBe(drift.schemaText);
      expect((await drift.differences(edited)).length).toBeGreaterThan(0);
    });

    suite.more?.(() => drift);
  });
}
