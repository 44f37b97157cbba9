import { slugify as addressFragment } from '@oslonac/lang';

/** "Milica Đorđević" → "milica-djordjevic", at most 80 characters; '' when nothing usable is left. */
export function slugify(displayName: string): string {
  return addressFragment(displayName).slice(0, 80).replace(/-+$/g, '');
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
