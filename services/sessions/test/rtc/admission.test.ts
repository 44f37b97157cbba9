import { describe, expect, it } from '@jest/globals';
import { checkAdmission } from '../../src/rtc/admission';
import type { RoomFacts } from '../../src/rtc/ports';

const facts: RoomFacts = {
  sessionId: 's1',
  therapistUserId: 't1',
  clientUserId: 'c1',
  partnerUserId: '',
  startsAt: new Date('2026-05-04T10:00:00Z'),
  endsAt: new Date('2026-05-04T10:50:00Z'),
  status: 'scheduled',
};
const claims = (userId: string, role: 'client' | 'partner' | 'therapist') => ({
  sessionId: 's1',
  userId,
  role,
  expiresAt: 0,
});
const at = (iso: string) => new Date(iso);

describe('checkAdmission', () => {
  it('opens ten minutes before the start and closes fifteen after the end', () => {
    expect(() => checkAdmission(claims('c1', 'client'), facts, at('2026-05-04T09:49:59Z'))).toThrow(
      expect.objectContaining({ code: 'not_open' }),
    );
    expect(checkAdmission(claims('c1', 'client'), facts, at('2026-05-04T09:50:00Z'))).toBe(facts);
    expect(checkAdmission(claims('t1', 'therapist'), facts, at('2026-05-04T11:04:59Z'))).toBe(facts);
    expect(() => checkAdmission(claims('t1', 'therapist'), facts, at('2026-05-04T11:05:00Z'))).toThrow(
      expect.objectContaining({ code: 'closed' }),
    );
  });

  it('admits only the people of the session, in their own role', () => {
    const now = at('2026-05-04T10:00:00Z');
    expect(() => checkAdmission(claims('c1', 'therapist'), facts, now)).toThrow(
      expect.objectContaining({ code: 'unauthorized' }),
    );
    expect(() => checkAdmission(claims('x', 'client'), facts, now)).toThrow(
      expect.objectContaining({ code: 'unauthorized' }),
    );
    // No partner in this relationship: an empty partner id matches nobody.
    expect(() => checkAdmission(claims('', 'partner'), facts, now)).toThrow(
      expect.objectContaining({ code: 'unauthorized' }),
    );
  });

  it('never reopens an ended or cancelled session, and knows no unknown one', () => {
    const now = at('2026-05-04T10:00:00Z');
    expect(() => checkAdmission(claims('c1', 'client'), { ...facts, status: 'ended' }, now)).toThrow(
      expect.objectContaining({ code: 'closed' }),
    );
    expect(() => checkAdmission(claims('c1', 'client'), { ...facts, status: 'cancelled' }, now)).toThrow(
      expect.objectContaining({ code: 'closed' }),
    );
    expect(checkAdmission(claims('c1', 'client'), { ...facts, status: 'open' }, now).status).toBe('open');
    expect(() => checkAdmission(claims('c1', 'client'), null, now)).toThrow(
      expect.objectContaining({ code: 'not_found' }),
    );
  });
});
