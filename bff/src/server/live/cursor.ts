// The rule that keeps a live stream from losing or doubling a message: ids are UUIDv7, so they order by time as
// strings, and a stream only ever writes ids greater than the last one it wrote. Backlog fetched after a
// reconnect and messages woken by an event can overlap; whatever arrives twice is dropped here.

/** UUIDv7 strings in lower case compare like the instants they carry. */
export function isNewer(id: string, than: string | null): boolean {
  return than === null || id.toLowerCase() > than;
}

export class MessageCursor {
  private last: string | null;

  constructor(start: string | null) {
    this.last = start ? start.toLowerCase() : null;
  }

  get position(): string | null {
    return this.last;
  }

  /** The messages not yet written, oldest first, and moves past them. */
  take<M extends { id: string }>(messages: readonly M[]): M[] {
    const fresh: M[] = [];
    const sorted = [...messages].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const m of sorted) {
      if (!isNewer(m.id, this.last)) continue;
      fresh.push(m);
      this.last = m.id.toLowerCase();
    }
    return fresh;
  }
}
