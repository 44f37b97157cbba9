import type { Role } from '@oslonac/rtc';
import type { RoomFacts, SessionLedger } from '../../../src/rtc/ports';

export type LedgerCall =
  | { call: 'roomOpened'; sessionId: string }
  | { call: 'participantJoined'; sessionId: string; userId: string; role: Role }
  | { call: 'participantLeft'; sessionId: string; userId: string; role: Role }
  | { call: 'ended'; sessionId: string; endedBy: 'therapist' | 'time' };

/** The store-backed ledger's behaviour in memory: facts by id, every call recorded, ended sessions stay ended. */
export class FakeLedger implements SessionLedger {
  readonly sessions = new Map<string, RoomFacts>();
  readonly calls: LedgerCall[] = [];

  add(facts: RoomFacts): RoomFacts {
    this.sessions.set(facts.sessionId, facts);
    return facts;
  }

  async facts(sessionId: string): Promise<RoomFacts | null> {
    return this.sessions.get(sessionId) ?? null;
  }

  async roomOpened(sessionId: string): Promise<void> {
    this.calls.push({ call: 'roomOpened', sessionId });
    const f = this.sessions.get(sessionId);
    if (f?.status === 'scheduled') f.status = 'open';
  }

  async participantJoined(sessionId: string, userId: string, role: Role): Promise<void> {
    this.calls.push({ call: 'participantJoined', sessionId, userId, role });
  }

  async participantLeft(sessionId: string, userId: string, role: Role): Promise<void> {
    this.calls.push({ call: 'participantLeft', sessionId, userId, role });
  }

  async ended(sessionId: string, endedBy: 'therapist' | 'time'): Promise<void> {
    this.calls.push({ call: 'ended', sessionId, endedBy });
    const f = this.sessions.get(sessionId);
    if (f) f.status = 'ended';
  }

  of(sessionId: string): LedgerCall[] {
    return this.calls.filter((c) => c.sessionId === sessionId);
  }
}
