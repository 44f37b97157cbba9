import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { migrate } from '@oslonac/kit';
import {
  compareSchemaWithDatabase,
  createTestDatabase,
  parsePrismaSchema,
  type TestDatabase,
} from '@oslonac/kit/testing';
import pg from 'pg';
import { migrationsDir } from './support/harness';

const schemaText = readFileSync(new URL('../prisma/schema.prisma', import.meta.url), 'utf8');

describe('schema drift: the migrated database is what schema.prisma declares', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('identity_drift');
    await migrate({ databaseUrl: db.url, migrationsDir });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('has no differences', async () => {
    expect(await compareSchemaWithDatabase(parsePrismaSchema(schemaText), db.url)).toEqual([]);
  });

  it('stores every time as timestamptz', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND data_type = 'timestamp without time zone' AND table_name <> '_prisma_migrations'`,
      );
      expect(rows).toEqual([]);
    } finally {
      await client.end();
    }
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
    const problems = await compareSchemaWithDatabase(parsePrismaSchema(edited), db.url);
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
