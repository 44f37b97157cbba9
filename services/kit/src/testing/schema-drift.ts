// Compares a migrated PostgreSQL database with what a Prisma schema declares, without Prisma's schema
// engine (which cannot be downloaded here). Generic on purpose, so the kit can host it for every service:
// tables, columns (type, nullability, defaults), primary keys, unique constraints, indexes, foreign keys
// and enums. What Prisma cannot express (partial or expression indexes, checks, triggers) is allowed extra.
import pg from 'pg';

export interface PrismaField {
  name: string;
  column: string;
  type: string;
  optional: boolean;
  list: boolean;
  /** '@db.Timestamptz(6)' → { name: 'Timestamptz', args: ['6'] } */
  native: { name: string; args: string[] } | null;
  default: string | null;
  id: boolean;
  unique: boolean;
  relation: {
    fields: string[];
    references: string[];
    onDelete: string | null;
    onUpdate: string | null;
  } | null;
}

export interface PrismaModel {
  name: string;
  table: string;
  fields: PrismaField[];
  id: string[] | null;
  uniques: string[][];
  indexes: string[][];
}

export interface PrismaEnum {
  name: string;
  dbName: string;
  values: string[];
}

export interface PrismaSchema {
  models: PrismaModel[];
  enums: PrismaEnum[];
}

function stripComments(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      let inString = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (c === '"' && line[i - 1] !== '\\') inString = !inString;
        if (!inString && c === '/' && line[i + 1] === '/') return line.slice(0, i);
      }
      return line;
    })
    .join('\n');
}

/** The text inside the parentheses that open at `start` (which must point at '('), nesting and strings aware. */
function balanced(text: string, start: number): string {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"' && text[i - 1] !== '\\') inString = !inString;
    if (inString) continue;
    if (c === '(') depth++;
    if (c === ')') {
      depth--;
      if (depth === 0) return text.slice(start + 1, i);
    }
  }
  throw new Error(`unbalanced parentheses in: ${text}`);
}

function attribute(line: string, name: string): string | null {
  const re = new RegExp(`(^|\\s)${name.replace(/[.@]/g, (m) => `\\${m}`)}(?=[\\s(]|$)`);
  const m = re.exec(line);
  if (!m) return null;
  const at = m.index + m[0].length;
  return line[at] === '(' ? balanced(line, at) : '';
}

function unquote(s: string): string {
  return s.trim().replace(/^"(.*)"$/, '$1');
}

function fieldList(s: string): string[] {
  const m = /\[([^\]]*)\]/.exec(s);
  return m?.[1]
    ? m[1]
        .split(',')
        .map((f) => f.trim().replace(/\(.*\)$/, ''))
        .filter(Boolean)
    : [];
}

function namedArg(args: string, name: string): string | null {
  const m = new RegExp(`${name}\\s*:\\s*([A-Za-z]+)`).exec(args);
  return m?.[1] ?? null;
}

export function parsePrismaSchema(text: string): PrismaSchema {
  const clean = stripComments(text);
  const blocks = [...clean.matchAll(/^\s*(model|enum)\s+(\w+)\s*\{([\s\S]*?)^\s*\}/gm)];
  const enums: PrismaEnum[] = [];
  const modelsRaw: { name: string; body: string }[] = [];
  for (const [, kind, name, body] of blocks) {
    if (!name || body === undefined) continue;
    if (kind === 'enum') {
      const lines = body
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const mapLine = lines.find((l) => l.startsWith('@@map'));
      enums.push({
        name,
        dbName: mapLine ? unquote(attribute(mapLine, '@@map') ?? name) : name,
        values: lines
          .filter((l) => !l.startsWith('@@'))
          .map((l) => {
            const mapped = attribute(l, '@map');
            return mapped !== null ? unquote(mapped) : (l.split(/\s+/)[0] ?? l);
          }),
      });
    } else {
      modelsRaw.push({ name, body });
    }
  }
  const modelNames = new Set(modelsRaw.map((m) => m.name));
  const models = modelsRaw.map(({ name, body }): PrismaModel => {
    const lines = body
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const fields: PrismaField[] = [];
    let table = name;
    let id: string[] | null = null;
    const uniques: string[][] = [];
    const indexes: string[][] = [];
    for (const line of lines) {
      if (line.startsWith('@@')) {
        const map = attribute(line, '@@map');
        if (map !== null) table = unquote(map);
        const blockId = attribute(line, '@@id');
        if (blockId !== null) id = fieldList(blockId);
        const unique = attribute(line, '@@unique');
        if (unique !== null) uniques.push(fieldList(unique));
        const index = attribute(line, '@@index');
        if (index !== null) indexes.push(fieldList(index));
        continue;
      }
      // Unsupported("tsvector") names a database type Prisma has no scalar for; it becomes a native type.
      const unsupported = /^(\w+)\s+Unsupported\("([^"]+)"\)(\[\])?(\?)?(.*)$/.exec(line);
      const m = unsupported
        ? [unsupported[0], unsupported[1], 'Unsupported', unsupported[3], unsupported[4], unsupported[5]]
        : /^(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/.exec(line);
      if (!m) throw new Error(`cannot parse field line in model ${name}: ${line}`);
      const [, fieldName = '', type = '', list, optional, rest = ''] = m;
      const relationArgs = attribute(rest, '@relation');
      if (modelNames.has(type)) {
        // A relation field is not a column; its foreign key lives on the side that lists `fields`.
        if (relationArgs && /fields\s*:/.test(relationArgs)) {
          fields.push({
            name: fieldName,
            column: '',
            type,
            optional: Boolean(optional),
            list: Boolean(list),
            native: null,
            default: null,
            id: false,
            unique: false,
            relation: {
              fields: fieldList(relationArgs.slice(relationArgs.indexOf('fields'))),
              references: fieldList(relationArgs.slice(relationArgs.indexOf('references'))),
              onDelete: namedArg(relationArgs, 'onDelete'),
              onUpdate: namedArg(relationArgs, 'onUpdate'),
            },
          });
        }
        continue;
      }
      const nativeMatch = /@db\.(\w+)(\(([^)]*)\))?/.exec(rest);
      const mapped = attribute(rest, '@map');
      fields.push({
        name: fieldName,
        column: mapped !== null ? unquote(mapped) : fieldName,
        type,
        optional: Boolean(optional),
        list: Boolean(list),
        native: unsupported
          ? { name: unsupported[2] ?? '', args: [] }
          : nativeMatch
            ? {
                name: nativeMatch[1] ?? '',
                args: nativeMatch[3]
                  ? nativeMatch[3]
                      .split(',')
                      .map((a) => a.trim())
                      .filter(Boolean)
                  : [],
              }
            : null,
        default: attribute(rest, '@default'),
        id: attribute(rest, '@id') !== null,
        unique: attribute(rest, '@unique') !== null,
        relation: null,
      });
    }
    const fieldId = fields.filter((f) => f.id).map((f) => f.name);
    return { name, table, fields, id: id ?? (fieldId.length ? fieldId : null), uniques, indexes };
  });
  return { models, enums };
}

/** The column type as information_schema would spell it (see `dbColumnType`). */
export function expectedColumnType(f: PrismaField, enums: PrismaEnum[]): string {
  const en = enums.find((e) => e.name === f.type);
  const base = ((): string => {
    if (en) return en.dbName;
    const n = f.native;
    const arg = (i: number, fallback: string) => n?.args[i] ?? fallback;
    switch (f.type) {
      case 'String':
        if (!n || n.name === 'Text') return 'text';
        if (n.name === 'Uuid') return 'uuid';
        if (n.name === 'Citext') return 'citext';
        if (n.name === 'VarChar') return n.args[0] ? `character varying(${n.args[0]})` : 'character varying';
        if (n.name === 'Char') return `character(${arg(0, '1')})`;
        return n.name.toLowerCase();
      case 'Int':
        return n?.name === 'SmallInt' ? 'smallint' : 'integer';
      case 'BigInt':
        return 'bigint';
      case 'Float':
        return n?.name === 'Real' ? 'real' : 'double precision';
      case 'Decimal':
        return `numeric(${arg(0, '65')},${arg(1, '30')})`;
      case 'Boolean':
        return 'boolean';
      case 'DateTime':
        if (!n || n.name === 'Timestamp') return `timestamp(${arg(0, n ? '6' : '3')}) without time zone`;
        if (n.name === 'Timestamptz') return `timestamp(${arg(0, '6')}) with time zone`;
        if (n.name === 'Date') return 'date';
        if (n.name === 'Time') return `time(${arg(0, '6')}) without time zone`;
        if (n.name === 'Timetz') return `time(${arg(0, '6')}) with time zone`;
        return n.name.toLowerCase();
      case 'Json':
        return n?.name === 'Json' ? 'json' : 'jsonb';
      case 'Bytes':
        return 'bytea';
      case 'Unsupported':
        if (n) return n.name;
        throw new Error(`Unsupported field ${f.name} without its database type`);
      default:
        throw new Error(`unknown type ${f.type} of field ${f.name}`);
    }
  })();
  return f.list ? `${base}[]` : base;
}

interface DbColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  datetime_precision: number | null;
}

export function dbColumnType(c: DbColumn): string {
  switch (c.data_type) {
    case 'USER-DEFINED':
      return c.udt_name;
    case 'ARRAY':
      return `${c.udt_name.replace(/^_/, '')}[]`
        .replace(/^int4\[\]/, 'integer[]')
        .replace(/^text\[\]/, 'text[]');
    case 'character varying':
      return c.character_maximum_length
        ? `character varying(${c.character_maximum_length})`
        : 'character varying';
    case 'character':
      return `character(${c.character_maximum_length})`;
    case 'numeric':
      return `numeric(${c.numeric_precision},${c.numeric_scale})`;
    case 'timestamp with time zone':
    case 'timestamp without time zone':
    case 'time with time zone':
    case 'time without time zone':
      return `${c.data_type.split(' ')[0]}(${c.datetime_precision}) ${c.data_type.split(' ').slice(1).join(' ')}`;
    default:
      return c.data_type;
  }
}

/** Client-side generators leave no database default. */
const CLIENT_DEFAULTS = /^(uuid|cuid|nanoid|ulid)\(/;

function defaultProblem(table: string, f: PrismaField, dbDefault: string | null): string | null {
  const declared = f.default;
  const expectsDbDefault = declared !== null && !CLIENT_DEFAULTS.test(declared);
  if (!expectsDbDefault) {
    return dbDefault === null
      ? null
      : `${table}.${f.column}: database has default ${dbDefault}, schema declares none`;
  }
  if (dbDefault === null)
    return `${table}.${f.column}: schema declares @default(${declared}), database has none`;
  const literal = /^"(.*)"$/.exec(declared)?.[1];
  const dbLiteral = /^'(.*)'::/.exec(dbDefault)?.[1];
  if (literal !== undefined && literal !== dbLiteral) {
    return `${table}.${f.column}: default "${literal}" declared, database has ${dbDefault}`;
  }
  if (/^(-?\d+(\.\d+)?|true|false)$/.test(declared) && !dbDefault.startsWith(declared)) {
    return `${table}.${f.column}: default ${declared} declared, database has ${dbDefault}`;
  }
  if (/^[A-Za-z_]\w*$/.test(declared) && !['true', 'false'].includes(declared) && dbLiteral !== declared) {
    return `${table}.${f.column}: enum default ${declared} declared, database has ${dbDefault}`;
  }
  if (declared === 'now()' && !/^(CURRENT_TIMESTAMP|now\(\))/.test(dbDefault)) {
    return `${table}.${f.column}: default now() declared, database has ${dbDefault}`;
  }
  return null;
}

const RULES: Record<string, string> = {
  Cascade: 'CASCADE',
  Restrict: 'RESTRICT',
  NoAction: 'NO ACTION',
  SetNull: 'SET NULL',
  SetDefault: 'SET DEFAULT',
};

/** Every difference between the schema and the database, as readable lines; empty when they agree. */
export async function compareSchemaWithDatabase(
  schema: PrismaSchema,
  databaseUrl: string,
  opts: { dbSchema?: string; ignoreTables?: string[] } = {},
): Promise<string[]> {
  const dbSchema = opts.dbSchema ?? 'public';
  const ignore = new Set(opts.ignoreTables ?? ['_prisma_migrations']);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = (
      await client.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
        [dbSchema],
      )
    ).rows
      .map((r) => r.table_name)
      .filter((t) => !ignore.has(t));
    const columns = (
      await client.query<DbColumn>(
        `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, character_maximum_length,
                numeric_precision, numeric_scale, datetime_precision
         FROM information_schema.columns WHERE table_schema = $1`,
        [dbSchema],
      )
    ).rows;
    const indexes = (
      await client.query<{
        table: string;
        name: string;
        unique: boolean;
        primary: boolean;
        plain: boolean;
        columns: string[];
      }>(
        `SELECT t.relname AS table, i.relname AS name, ix.indisunique AS unique, ix.indisprimary AS primary,
                (ix.indpred IS NULL AND ix.indexprs IS NULL) AS plain,
                ARRAY(SELECT a.attname::text FROM unnest(ix.indkey) WITH ORDINALITY k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.ord) AS columns
         FROM pg_index ix JOIN pg_class t ON t.oid = ix.indrelid JOIN pg_class i ON i.oid = ix.indexrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = $1`,
        [dbSchema],
      )
    ).rows;
    const foreignKeys = (
      await client.query<{
        table: string;
        columns: string[];
        ref_table: string;
        ref_columns: string[];
        on_delete: string;
        on_update: string;
      }>(
        `SELECT c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS ref_table,
                ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns,
                ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.ord) AS ref_columns,
                CASE c.confdeltype WHEN 'a' THEN 'NO ACTION' WHEN 'r' THEN 'RESTRICT' WHEN 'c' THEN 'CASCADE'
                  WHEN 'n' THEN 'SET NULL' WHEN 'd' THEN 'SET DEFAULT' END AS on_delete,
                CASE c.confupdtype WHEN 'a' THEN 'NO ACTION' WHEN 'r' THEN 'RESTRICT' WHEN 'c' THEN 'CASCADE'
                  WHEN 'n' THEN 'SET NULL' WHEN 'd' THEN 'SET DEFAULT' END AS on_update
         FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
         WHERE c.contype = 'f' AND n.nspname = $1`,
        [dbSchema],
      )
    ).rows.map((fk) => ({
      ...fk,
      table: fk.table.replace(/^"|"$/g, ''),
      ref_table: fk.ref_table.replace(/^"|"$/g, ''),
    }));
    const dbEnums = (
      await client.query<{ name: string; labels: string[] }>(
        `SELECT t.typname AS name, ARRAY(SELECT e.enumlabel::text FROM pg_enum e WHERE e.enumtypid = t.oid
                ORDER BY e.enumsortorder) AS labels
         FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE t.typtype = 'e' AND n.nspname = $1`,
        [dbSchema],
      )
    ).rows;

    const problems: string[] = [];
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

    for (const e of schema.enums) {
      const found = dbEnums.find((d) => d.name === e.dbName);
      if (!found) problems.push(`enum ${e.dbName} is missing in the database`);
      else if (!same(found.labels, e.values)) {
        problems.push(`enum ${e.dbName}: schema [${e.values}] ≠ database [${found.labels}]`);
      }
    }
    for (const d of dbEnums) {
      if (!schema.enums.some((e) => e.dbName === d.name))
        problems.push(`enum ${d.name} exists only in the database`);
    }

    const modelTables = new Set(schema.models.map((m) => m.table));
    for (const t of tables) if (!modelTables.has(t)) problems.push(`table ${t} exists only in the database`);

    for (const model of schema.models) {
      if (!tables.includes(model.table)) {
        problems.push(`table ${model.table} (model ${model.name}) is missing in the database`);
        continue;
      }
      const columnOf = (field: string) => model.fields.find((f) => f.name === field)?.column ?? `?${field}`;
      const scalarFields = model.fields.filter((f) => f.column !== '');
      const dbCols = columns.filter((c) => c.table_name === model.table);
      for (const c of dbCols) {
        if (!scalarFields.some((f) => f.column === c.column_name)) {
          problems.push(`${model.table}.${c.column_name} exists only in the database`);
        }
      }
      for (const f of scalarFields) {
        const c = dbCols.find((d) => d.column_name === f.column);
        if (!c) {
          problems.push(
            `${model.table}.${f.column} (field ${model.name}.${f.name}) is missing in the database`,
          );
          continue;
        }
        const want = expectedColumnType(f, schema.enums);
        const have = dbColumnType(c);
        if (want !== have)
          problems.push(`${model.table}.${f.column}: type ${want} declared, database has ${have}`);
        const nullable = f.optional || f.list;
        if (nullable !== (c.is_nullable === 'YES')) {
          problems.push(
            `${model.table}.${f.column}: ${nullable ? 'nullable' : 'NOT NULL'} declared, database differs`,
          );
        }
        const d = defaultProblem(model.table, f, c.column_default);
        if (d) problems.push(d);
      }

      const tableIndexes = indexes.filter((i) => i.table === model.table);
      const pk = tableIndexes.find((i) => i.primary);
      const wantPk = (model.id ?? []).map(columnOf);
      if (!pk && wantPk.length) problems.push(`${model.table}: primary key (${wantPk}) is missing`);
      if (pk && !same(pk.columns, wantPk))
        problems.push(`${model.table}: primary key (${pk.columns}) ≠ declared (${wantPk})`);

      const wantUniques = [
        ...model.fields.filter((f) => f.unique).map((f) => [f.column]),
        ...model.uniques.map((u) => u.map(columnOf)),
      ];
      const wantIndexes = model.indexes.map((i) => i.map(columnOf));
      for (const u of wantUniques) {
        if (!tableIndexes.some((i) => i.unique && !i.primary && i.plain && same(i.columns, u))) {
          problems.push(`${model.table}: unique (${u}) is missing`);
        }
      }
      for (const w of wantIndexes) {
        if (!tableIndexes.some((i) => !i.unique && i.plain && same(i.columns, w))) {
          problems.push(`${model.table}: index (${w}) is missing`);
        }
      }
      for (const i of tableIndexes.filter((x) => x.plain && !x.primary)) {
        const declared = i.unique ? wantUniques : wantIndexes;
        if (!declared.some((cols) => same(cols, i.columns))) {
          problems.push(
            `${model.table}: ${i.unique ? 'unique index' : 'index'} ${i.name} (${i.columns}) is not declared`,
          );
        }
      }

      const wantFks = model.fields
        .filter((f) => f.relation)
        .map((f) => {
          const target = schema.models.find((m) => m.name === f.type);
          const rel = f.relation as NonNullable<PrismaField['relation']>;
          const localFields = rel.fields.map((n) => model.fields.find((x) => x.name === n));
          const required = localFields.every((x) => x && !x.optional);
          return {
            columns: rel.fields.map(columnOf),
            refTable: target?.table ?? f.type,
            refColumns: rel.references.map((r) => target?.fields.find((x) => x.name === r)?.column ?? r),
            // Prisma's defaults: Restrict when required, SetNull when optional; updates cascade.
            onDelete: RULES[rel.onDelete ?? (required ? 'Restrict' : 'SetNull')] ?? rel.onDelete,
            onUpdate: RULES[rel.onUpdate ?? 'Cascade'] ?? rel.onUpdate,
          };
        });
      const tableFks = foreignKeys.filter((fk) => fk.table === model.table);
      for (const w of wantFks) {
        const found = tableFks.find((fk) => same(fk.columns, w.columns));
        if (!found) {
          problems.push(`${model.table}: foreign key (${w.columns}) → ${w.refTable} is missing`);
          continue;
        }
        if (found.ref_table !== w.refTable || !same(found.ref_columns, w.refColumns)) {
          problems.push(
            `${model.table}: foreign key (${w.columns}) points at ${found.ref_table}(${found.ref_columns})`,
          );
        }
        if (found.on_delete !== w.onDelete) {
          problems.push(
            `${model.table}: foreign key (${w.columns}) ON DELETE ${found.on_delete}, declared ${w.onDelete}`,
          );
        }
        if (found.on_update !== w.onUpdate) {
          problems.push(
            `${model.table}: foreign key (${w.columns}) ON UPDATE ${found.on_update}, declared ${w.onUpdate}`,
          );
        }
      }
      for (const fk of tableFks) {
        if (!wantFks.some((w) => same(w.columns, fk.columns))) {
          problems.push(`${model.table}: foreign key (${fk.columns}) → ${fk.ref_table} is not declared`);
        }
      }
    }
    return problems;
  } finally {
    await client.end();
  }
}
