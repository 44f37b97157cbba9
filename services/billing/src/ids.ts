import { v7 } from 'uuid';

/** UUIDv7: time-ordered, so new rows land at the end of the primary-key index and ids sort by creation. */
export function newId(): string {
  return v7();
}
