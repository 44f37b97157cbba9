import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ParticipantRole, SessionStatus } from '@oslonac/proto/oslonac/sessions/v1/sessions';
import { JOIN_TOKEN_TTL_MS, verifyJoinToken } from '../src/domain/join-token';
import { createSessionLedger } from '../src/flows/ledger';
import { failure, type Harness, JOIN_SECRET, startSessions } from './support/harness';
import { type Booked, book, cancel, minutesAfter, type Person } from './support/world';

// IssueJoinToken: the ticket into a session's room, for its members only, inside its window (ten minutes before
// the start until fifteen after the end, on the service's clock), never for a session that ended or was cancelled.

const START = new Date('2026-12-01T10:00:00Z');
let h: Harness;

beforeAll(async () => {
  h = await startSessions('sessions_join', START);
});

afterAll(async () => {
  await h?.close();
});

const issue = (b: Booked, who: Person) =>
  h.call(h.client.issueJoinToken.bind(h.client), { sessionId: b.sessionId }, who.token);

/** A session starting an hour after START; the clock is set per test. */
const upcoming = (opts: { partner?: boolean } = {}) => {
  h.clock.now = START;
  return book(h, minutesAfter(START, 60), opts);
};

describe('IssueJoinToken', () => {
  it('refuses before the room opens and admits from exactly ten minutes before the start', async () => {
    const b = await upcoming();
    h.clock.now = new Date(b.startsAt.getTime() - 10 * 60_000 - 1);
    const early = await failure(issue(b, b.client));
    expect(early).toMatchObject({ status: status.FAILED_PRECONDITION, code: 'sessions.not_open_yet' });
    h.clock.now = minutesAfter(b.startsAt, -10);
    const { token, expiresAt, session } = await issue(b, b.client);
    expect(expiresAt).toEqual(new Date(h.clock.now.getTime() + JOIN_TOKEN_TTL_MS));
    expect(session).toMatchObject({
      id: b.sessionId,
      status: SessionStatus.SESSION_STATUS_SCHEDULED,
      myRole: ParticipantRole.PARTICIPANT_ROLE_CLIENT,
    });
    expect(verifyJoinToken(token, JOIN_SECRET, h.clock.read())).toEqual({
      ok: true,
      claims: {
        sessionId: b.sessionId,
        userId: b.client.actor.userId,
        role: 'client',
        expiresAt: expiresAt?.getTime(),
      },
    });
  });

  it('admits until fifteen minutes after the end, and not a moment longer', async () => {
    const b = await upcoming();
    h.clock.now = new Date(b.endsAt.getTime() + 15 * 60_000 - 1);
    await issue(b, b.therapist);
    h.clock.now = minutesAfter(b.endsAt, 15);
    const late = await failure(issue(b, b.therapist));
    expect(late).toMatchObject({ status: status.FAILED_PRECONDITION, code: 'sessions.closed' });
  });

  it("names each member's role in the token: therapist, client and a couples partner", async () => {
    const b = await upcoming({ partner: true });
    h.clock.now = b.startsAt;
    for (const [who, role] of [
      [b.therapist, 'therapist'],
      [b.client, 'client'],
      [b.partner as Person, 'partner'],
    ] as const) {
      const check = verifyJoinToken((await issue(b, who)).token, JOIN_SECRET, h.clock.read());
      expect(check).toMatchObject({ ok: true, claims: { userId: who.actor.userId, role } });
    }
  });

  it('answers NOT_FOUND to a stranger, another therapist and staff, inside the window', async () => {
    const b = await upcoming();
    h.clock.now = b.startsAt;
    for (const roles of [['client'], ['therapist'], ['admin'], ['superuser']] as const) {
      const someone = await h.person([...roles]);
      const f = await failure(issue(b, someone));
      expect(f).toMatchObject({ status: status.NOT_FOUND, code: 'sessions.not_found' });
    }
  });

  it('refuses a session that has ended, even inside its window', async () => {
    const b = await upcoming();
    h.clock.now = b.startsAt;
    await createSessionLedger(h.prisma).ended(b.sessionId, 'therapist', h.clock.read());
    const f = await failure(issue(b, b.client));
    expect(f).toMatchObject({ status: status.FAILED_PRECONDITION, code: 'sessions.ended' });
  });

  it('refuses a cancelled session', async () => {
    const b = await upcoming();
    await cancel(h, b);
    h.clock.now = b.startsAt;
    const f = await failure(issue(b, b.therapist));
    expect(f).toMatchObject({ status: status.FAILED_PRECONDITION, code: 'sessions.cancelled' });
  });

  it('answers UNAUTHENTICATED without a signed-in person', async () => {
    const b = await upcoming();
    const f = await failure(h.call(h.client.issueJoinToken.bind(h.client), { sessionId: b.sessionId }));
    expect(f.status).toBe(status.UNAUTHENTICATED);
  });
});
