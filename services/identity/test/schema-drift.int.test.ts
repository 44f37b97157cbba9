import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type DriftFixture, migratedDriftFixture, parsePrismaSchema } from '@oslonac/kit/testing';
import { migrationsDir } from './support/harness';

describe('schema drift: the migrated database is what schema.prisma declares', () => {
  let drift: DriftFixture;
  let schemaText = '';

  beforeAll(async () => {
    drift = await migratedDriftFixture(
      'identity',
      new URL('../prisma/schema.prisma', import.meta.url),
      migrationsDir,
    );
    schemaText = drift.schemaText;
  });
  afterAll(async () => {
    await drift?.drop();
  });

  it('has no differences', async () => {
    expect(await drift.differences()).toEqual([]);
  });

  it('stores every time as timestamptz', async () => {
    const rows = await drift.query(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type = 'timestamp without time zone' AND table_name <> '_prisma_migrations'`,
    );
    expect(rows).toEqual([]);
  });

  // The comparison must be able to fail: each edit below makes the schema disagree with the database.
  it.each([
    [
      'a nullable column declared required',
      (s: string) => s.replace('emailVerifiedAt DateTime?', 'emailVerifiedAt DateTime '),
    ],
    [
      'a different type',
      (s: string) => s.replace('count       Int      @default(0)', 'count       BigInt   @default(0)'),
    ],
    [
      'a missing precision / time zone',
      (s: string) => s.replace('@map("ended_at") @db.Timestamptz(6)', '@map("ended_at")'),
    ],
    [
      'an extra field',
      (s: string) => s.replace('  subject   String\n', '  subject   String\n  cc        String?\n'),
    ],
    ['a dropped index', (s: string) => s.replace('  @@index([role])\n', '')],
    ['a changed default', (s: string) => s.replace('@default("sr-Latn")', '@default("en")')],
    ['a different enum', (s: string) => s.replace('  partner\n', '  partner\n  guest\n')],
    [
      'a different delete rule',
      (s: string) =>
        s.replace('references: [id], onDelete: Cascade)\n\n  @@id', 'references: [id])\n\n  @@id'),
    ],
    ['a renamed table', (s: string) => s.replace('@@map("outgoing_mail")', '@@map("outgoing_mails")')],
    ['a missing unique', (s: string) => s.replace('tokenHash  String    @unique', 'tokenHash  String   ')],
  ])('notices %s', async (_what, edit) => {
    const edited = edit(schemaText);
    expect(edited).not.toBe(schemaText);
    const problems = await drift.differences(edited);
    expect(problems.length).toBeGreaterThan(0);
  });
});

describe('parsePrismaSchema', () => {
  it('reads models, mapped names, native types, keys, indexes and relations', () => {
    const parsed = parsePrismaSchema(
      `
      // a comment with @id inside
      enum Kind { a b @map("bee")  @@map("kind") }
      model Parent {
        id   String @id @db.Uuid // trailing "comment"
        url  String @default("http://x//y")
        kids Child[]
        @@map("parents")
      }
      model Child {
        parentId String  @map("parent_id") @db.Uuid
        kind     Kind    @default(a)
        at       DateTime? @db.Timestamptz(3)
        parent   Parent  @relation(fields: [parentId], references: [id], onDelete: Cascade)
        @@id([parentId, kind])
        @@index([kind, at(sort: Desc)])
      }
    `.replace(
        'enum Kind { a b @map("bee")  @@map("kind") }',
        'enum Kind {\n a\n b @map("bee")\n @@map("kind")\n}',
      ),
    );
    expect(parsed.enums).toEqual([{ name: 'Kind', dbName: 'kind', values: ['a', 'bee'] }]);
    const [parent, child] = parsed.models;
    expect(parent).toMatchObject({ table: 'parents', id: ['id'] });
    expect(parent?.fields.map((f) => f.column)).toEqual(['id', 'url']);
    expect(parent?.fields[1]?.default).toBe('"http://x//y"');
    expect(child).toMatchObject({ table: 'Child', id: ['parentId', 'kind'], indexes: [['kind', 'at']] });
    expect(child?.fields.find((f) => f.name === 'at')).toMatchObject({
      optional: true,
      native: { name: 'Timestamptz', args: ['3'] },
    });
    expect(child?.fields.find((f) => f.name === 'parent')?.relation).toEqual({
      fields: ['parentId'],
      references: ['id'],
      onDelete: 'Cascade',
      onUpdate: null,
    });
  });
});
