// Which services must report before an erasure counts as complete (ERASURE_SERVICES, environment only).

export const DEFAULT_ERASURE_SERVICES = ['identity', 'therapists', 'booking', 'admin'];

/** "identity, therapists,booking" → ['identity', 'therapists', 'booking']; identity is always included. */
export function parseErasureServices(raw: string): string[] {
  const list = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 0);
  for (const s of list) {
    if (!/^[a-z][a-z0-9_-]*$/.test(s)) throw new Error(`"${s}" is not a service name`);
  }
  const unique = [...new Set(list)];
  return unique.includes('identity') ? unique : ['identity', ...unique];
}
