// What staff type as an amount in dinars ("4000", "4.000", "4.000,00", "4000,5") → minor units; null when it is
// not one. The same shape bank statements use, so a number copied from the statement is accepted as it is.
export function parseRsdInput(raw: string): number | null {
  const s = raw.replace(/[\s\u00a0]/g, '').replace(/(RSD|din\.?)$/i, '');
  const m = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const minor = Number((m[1] ?? '').replace(/\./g, '')) * 100 + Number((m[2] ?? '').padEnd(2, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** The first 8 characters of an id: enough for staff to tell rows apart, the whole id is in the link's title. */
export const shortId = (id: string) => id.slice(0, 8);
