/**
 * How long to wait before the next attempt to get back into a call. Doubling spreads the load when a whole SFU
 * goes away and every page reconnects at once; the random half keeps those pages from retrying in step.
 */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_CAP_MS = 15_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}
