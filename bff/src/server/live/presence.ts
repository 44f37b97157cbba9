// "Online" for messaging's e-mail rule (nobody is mailed about a message while a live stream of theirs is open):
// each stream renews online_until = now + 60 s every 30 s, so a replica that dies takes the person offline within
// a minute; the last stream of a person in this process to close sets it to now.

export const PRESENCE_RENEW_MS = 30_000;
export const PRESENCE_TTL_MS = 60_000;

const store = globalThis as typeof globalThis & { __oslonacPresence?: Map<string, number> };
function openCounts(): Map<string, number> {
  store.__oslonacPresence ??= new Map();
  return store.__oslonacPresence;
}

export interface PresenceDeps {
  setPresence(onlineUntil: Date): Promise<void>;
  now(): Date;
}

/** Marks the person online now; the returned pair renews and ends it. Failures are ignored: it is a hint. */
export function openPresence(userId: string, deps: PresenceDeps): { renew(): void; close(): void } {
  const counts = openCounts();
  counts.set(userId, (counts.get(userId) ?? 0) + 1);
  const renew = () => {
    deps.setPresence(new Date(deps.now().getTime() + PRESENCE_TTL_MS)).catch(() => {});
  };
  renew();
  let closed = false;
  return {
    renew,
    close() {
      if (closed) return;
      closed = true;
      const left = (counts.get(userId) ?? 1) - 1;
      if (left > 0) {
        counts.set(userId, left);
        return;
      }
      counts.delete(userId);
      deps.setPresence(deps.now()).catch(() => {});
    },
  };
}
