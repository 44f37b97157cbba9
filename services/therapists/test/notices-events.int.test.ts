import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Role } from '@oslonac/kit';
import {
  ConnectionRequestAssigned,
  TherapistProfileRejected,
} from '@oslonac/proto/oslonac/events/v1/therapists';
import {
  Gender,
  type ProfileDraft,
  SessionKind,
  type TherapistsServiceClient,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { CONNECTION_REQUEST_ASSIGNED_SUBJECT, PROFILE_REJECTED_SUBJECT } from '../src/events';
import { failure, type Harness, startTherapists } from './support/harness';

// Issue 13: the two facts identity's notices mail from therapists — a profile sent back and a "connect me" request
// assigned — are published in the transaction of the change, and carry neither the reason nor the message.

let h: Harness;
let c: TherapistsServiceClient;
let adminToken: string;
const adminId = randomUUID();

async function token(roles: Role[], userId = randomUUID()) {
  return { userId, token: await h.actorToken({ userId, roles, sessionId: randomUUID() }) };
}

function draft(): ProfileDraft {
  return {
    displayName: `Vesna Ilić ${randomUUID().slice(0, 4)}`,
    title: 'psiholog',
    bio: 'Radim sa odraslima koji prolaze kroz teške promene u životu. Radim mirno, strukturisano i bez osuđivanja.',
    languages: ['sr'],
    specialties: ['anksioznost'],
    approaches: ['kbt'],
    education: [{ institution: 'Filozofski fakultet u Nišu', degree: 'Master psihologije', year: 2015 }],
    certifications: [],
    yearsOfPractice: 8,
    city: 'Niš',
    gender: Gender.GENDER_FEMALE,
    worksWithCouples: false,
    sessionTypes: [
      {
        kind: SessionKind.SESSION_KIND_INDIVIDUAL,
        durationMinutes: 50,
        priceRsd: { amountMinor: 400000, currency: 'RSD' },
        priceEur: undefined,
      },
    ],
    timeZone: 'Europe/Belgrade',
  };
}

const verification = {
  degreeChecked: true,
  licenceNumber: 'DPS-88',
  association: 'Društvo psihologa Srbije',
  supervisionChecked: true,
  checkedBy: '',
  checkedAt: undefined,
  note: '',
};

async function submittedTherapist() {
  const t = await token(['therapist']);
  const saved = await h.call(c.saveMyProfile.bind(c), { draft: draft() }, t.token);
  await h.call(c.submitMyProfile.bind(c), {}, t.token);
  return { ...t, profileId: saved.profile?.id ?? '' };
}

const outboxOf = (subject: string, aggregateId: string) =>
  h.prisma.outbox.findMany({ where: { subject, aggregateId }, orderBy: { createdAt: 'asc' } });

beforeAll(async () => {
  h = await startTherapists('therapists_notice_events');
  c = h.client;
  adminToken = (await token(['admin'], adminId)).token;
});

afterAll(async () => {
  await h?.close();
});

describe('facts for identity’s notices', () => {
  it('publishes TherapistProfileRejected with the rejection, without the reason; nothing when it is refused', async () => {
    const t = await submittedTherapist();
    const reason = `Nedostaje broj licence ${randomUUID().slice(0, 6)}.`;
    await h.call(c.rejectProfile.bind(c), { profileId: t.profileId, reason }, adminToken);

    const rows = await outboxOf(PROFILE_REJECTED_SUBJECT, t.profileId);
    expect(rows).toHaveLength(1);
    const event = TherapistProfileRejected.decode(rows[0]?.payload ?? new Uint8Array());
    expect(event).toMatchObject({ profileId: t.profileId, userId: t.userId });
    expect(event.occurredAt).toBeInstanceOf(Date);
    expect(Buffer.from(rows[0]?.payload ?? []).toString('utf8')).not.toContain('licence');

    // A second rejection of a profile no longer submitted is refused, and publishes nothing.
    await failure(h.call(c.rejectProfile.bind(c), { profileId: t.profileId, reason }, adminToken));
    expect(await outboxOf(PROFILE_REJECTED_SUBJECT, t.profileId)).toHaveLength(1);
  });

  it('publishes ConnectionRequestAssigned naming the therapist’s user, never the client’s message', async () => {
    const t = await submittedTherapist();
    await h.call(c.approveProfile.bind(c), { profileId: t.profileId, verification }, adminToken);
    const client = await token(['client']);
    const message = `Treba mi neko za razgovor ${randomUUID().slice(0, 6)}.`;
    const { request } = await h.call(
      c.requestConnection.bind(c),
      { message, answers: undefined },
      client.token,
    );
    const requestId = request?.id ?? '';
    expect(await outboxOf(CONNECTION_REQUEST_ASSIGNED_SUBJECT, requestId)).toEqual([]);

    await h.call(c.assignConnectionRequest.bind(c), { requestId, profileId: t.profileId }, adminToken);
    const rows = await outboxOf(CONNECTION_REQUEST_ASSIGNED_SUBJECT, requestId);
    expect(rows).toHaveLength(1);
    expect(ConnectionRequestAssigned.decode(rows[0]?.payload ?? new Uint8Array())).toMatchObject({
      requestId,
      clientUserId: client.userId,
      therapistUserId: t.userId,
      therapistProfileId: t.profileId,
    });
    expect(Buffer.from(rows[0]?.payload ?? []).toString('utf8')).not.toContain('razgovor');

    // An unknown request is refused and publishes nothing.
    const unknown = randomUUID();
    await failure(
      h.call(c.assignConnectionRequest.bind(c), { requestId: unknown, profileId: t.profileId }, adminToken),
    );
    expect(await outboxOf(CONNECTION_REQUEST_ASSIGNED_SUBJECT, unknown)).toEqual([]);
  });
});
