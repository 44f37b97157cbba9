/** When a session's room admits people: a pure rule the SFU enforces and the pages use to show "Uđi". */
export const OPENS_BEFORE_MS = 10 * 60_000;
export const GRACE_AFTER_MS = 15 * 60_000;

export interface RoomWindow {
  opensAt: Date;
  closesAt: Date;
}

export function roomWindow(startsAt: Date, endsAt: Date): RoomWindow {
  return {
    opensAt: new Date(startsAt.getTime() - OPENS_BEFORE_MS),
    closesAt: new Date(endsAt.getTime() + GRACE_AFTER_MS),
  };
}

export type RoomPhase = 'not_open' | 'open' | 'closed';

export function roomPhase(startsAt: Date, endsAt: Date, now: Date): RoomPhase {
  const { opensAt, closesAt } = roomWindow(startsAt, endsAt);
  if (now.getTime() < opensAt.getTime()) return 'not_open';
  if (now.getTime() >= closesAt.getTime()) return 'closed';
  return 'open';
}
