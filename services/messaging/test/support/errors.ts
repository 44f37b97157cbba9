/** The stable code (and meta) a domain rule threw; fails the test when it threw nothing. */
export function codeOf(fn: () => unknown): { code: string; meta: Record<string, string> } {
  try {
    fn();
  } catch (err) {
    const e = err as { code?: string; meta?: Record<string, string> };
    if (!e.code) throw err;
    return { code: e.code, meta: e.meta ?? {} };
  }
  throw new Error('expected the rule to refuse, but it accepted');
}
