import { foldText } from './fold';

/** "Milica Đorđević" → "milica-djordjevic"; '' when nothing usable is left. */
export function slugify(displayName: string): string {
  return foldText(displayName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/**
 * The first free slug: the base, then base-2, base-3… `taken` lists slugs already in use that start with the
 * base (the store reads them in one query).
 */
export function uniqueSlug(displayName: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = slugify(displayName) || fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
