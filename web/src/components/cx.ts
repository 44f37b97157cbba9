/** Joins class names, skipping empty ones; kept tiny so components stay free of dependencies. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Joins ids for aria-describedby; undefined when there are none, so the attribute is not rendered empty. */
export function ids(...list: Array<string | false | null | undefined>): string | undefined {
  const joined = list.filter(Boolean).join(' ');
  return joined || undefined;
}
