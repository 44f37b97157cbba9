import { v7 } from 'uuid';

/** UUIDv7: time-ordered, so new rows land at the end of the primary-key index and ids sort by creation. */
export function newId(): string {
  return v7();
}

/** A UUIDv7 for something that happened at `at` (seeded history): its id sorts where its time does. */
export function idAt(at: Date): string {
  return v7({ msecs: at.getTime() });
}
