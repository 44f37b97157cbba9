import { prefixTsQuery, type SearchFilter } from '../domain/search-filter';
import { Prisma } from '../generated/prisma/client';
import type { Db } from './db';
import { PROFILE_COLUMNS, type ProfileRow, type ProfileView, rowToView } from './profiles';

// The catalogue's hot path, in raw SQL. Words match through the stored 'simple' tsvector of the folded document
// (GIN); only when that finds nothing do trigrams get a turn, so a typo still finds someone without every
// ordinary query paying for a fuzzy scan. Ordering and counting run over narrow rows (id and sort keys); the
// wide columns are read for the one page shown. The order always ends in the primary key, so OFFSET pages never
// repeat or skip a profile.

type TextMode = 'none' | 'fulltext' | 'trigram';

function conditions(f: SearchFilter, mode: TextMode): Prisma.Sql[] {
  const where: Prisma.Sql[] = [Prisma.sql`p.status = 'approved'`];
  if (mode === 'fulltext') {
    where.push(Prisma.sql`p.search_vector @@ to_tsquery('simple', ${prefixTsQuery(f.words)})`);
  } else if (mode === 'trigram') {
    where.push(Prisma.sql`${f.folded} <% p.search_document`);
  }
  if (f.specialties.length > 0) where.push(Prisma.sql`p.specialties && ${f.specialties}::text[]`);
  if (f.approaches.length > 0) where.push(Prisma.sql`p.approaches && ${f.approaches}::text[]`);
  if (f.languages.length > 0) where.push(Prisma.sql`p.languages && ${f.languages}::text[]`);
  if (f.priceMin !== null) where.push(Prisma.sql`p.price_individual_rsd >= ${f.priceMin}`);
  if (f.priceMax !== null) where.push(Prisma.sql`p.price_individual_rsd <= ${f.priceMax}`);
  if (f.gender) where.push(Prisma.sql`p.gender = ${f.gender}::gender`);
  if (f.couplesOnly) where.push(Prisma.sql`p.works_with_couples`);
  if (f.cityKey) where.push(Prisma.sql`p.city_key = ${f.cityKey}`);
  // Unknown availability never matches: until booking reports a free slot, "within N days" is not promised;
  // nor does a reported slot that has passed since.
  if (f.availableWithinDays !== null) {
    where.push(Prisma.sql`a.first_free_slot IS NOT NULL AND a.first_free_slot > now()
      AND a.first_free_slot <= now() + make_interval(days => ${f.availableWithinDays}::int)`);
  }
  return where;
}

/** Sort keys computed once per matching row, in the narrow inner query. */
function relevance(f: SearchFilter, mode: TextMode): Prisma.Sql {
  if (mode === 'fulltext')
    return Prisma.sql`ts_rank(p.search_vector, to_tsquery('simple', ${prefixTsQuery(f.words)}))`;
  if (mode === 'trigram') return Prisma.sql`word_similarity(${f.folded}, p.search_document)`;
  return Prisma.sql`0::real`;
}

function orderBy(f: SearchFilter): Prisma.Sql {
  switch (f.sort) {
    case 'price_asc':
      return Prisma.sql`m.price_individual_rsd ASC NULLS LAST, m.id ASC`;
    case 'price_desc':
      return Prisma.sql`m.price_individual_rsd DESC NULLS LAST, m.id ASC`;
    default:
      return Prisma.sql`m.featured DESC, CASE WHEN m.featured THEN m.featured_rank END ASC NULLS LAST,
        m.relevance DESC, m.rating_average DESC, m.id ASC`;
  }
}

async function page(db: Db, f: SearchFilter, mode: TextMode) {
  const where = Prisma.join(conditions(f, mode), ' AND ');
  return db.$queryRaw<(ProfileRow & { total: bigint })[]>`
    WITH m AS (
      SELECT p.id, p.featured, p.featured_rank, p.rating_average, p.price_individual_rsd,
             ${relevance(f, mode)} AS relevance
      FROM profiles p LEFT JOIN availability_summary a ON a.profile_id = p.id
      WHERE ${where}
    ), ranked AS (
      SELECT m.id, row_number() OVER (ORDER BY ${orderBy(f)}) AS position, count(*) OVER () AS total
      FROM m
      ORDER BY position
      LIMIT ${f.pageSize} OFFSET ${f.offset}
    )
    SELECT ${Prisma.raw(PROFILE_COLUMNS)}, ranked.total
    FROM ranked
    JOIN profiles p ON p.id = ranked.id
    LEFT JOIN availability_summary a ON a.profile_id = p.id
    ORDER BY ranked.position`;
}

async function count(db: Db, f: SearchFilter, mode: TextMode): Promise<number> {
  const where = Prisma.join(conditions(f, mode), ' AND ');
  const [row] = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM profiles p LEFT JOIN availability_summary a ON a.profile_id = p.id WHERE ${where}`;
  return Number(row?.n ?? 0);
}

export async function searchProfiles(
  db: Db,
  f: SearchFilter,
): Promise<{ profiles: ProfileView[]; total: number }> {
  let mode: TextMode = f.words.length > 0 ? 'fulltext' : 'none';
  let rows = await page(db, f, mode);
  // Nothing spelled that way: try the near spellings (typos, partial words) before saying there is no one.
  if (rows.length === 0 && mode === 'fulltext' && (await count(db, f, mode)) === 0) {
    mode = 'trigram';
    rows = await page(db, f, mode);
  }
  if (rows.length > 0) return { profiles: rows.map(rowToView), total: Number(rows[0]?.total ?? 0) };
  // Past the last page the window count has no row to ride on.
  return { profiles: [], total: f.offset === 0 ? 0 : await count(db, f, mode) };
}
