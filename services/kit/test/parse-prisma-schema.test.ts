import { describe, expect, it } from '@jest/globals';
import { parsePrismaSchema } from '../src/testing/schema-drift';

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
