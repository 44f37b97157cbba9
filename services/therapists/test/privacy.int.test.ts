import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, type Role, startErasureConsumer } from '@oslonac/kit';
import { assertErasureContract, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { TherapistProfileUpdated } from '@oslonac/proto/oslonac/events/v1/therapists';
import {
  DocumentKind,
  Gender,
  type MatchAnswers,
  type ProfileDraft,
  SessionKind,
  type TherapistsServiceClient,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { PROFILE_UPDATED_SUBJECT } from '../src/events';
import { eraser } from '../src/flows/privacy';
import { insertEligibility } from '../src/store/reviews';
import { failure, type Harness, startTherapists } from './support/harness';

// GDPR export and erasure in therapists: a client's questionnaire results, "Poveži me" requests and reviews, and
// a therapist's profile, documents and W-8BEN.

const log = createLogger('therapists-privacy-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let c: TherapistsServiceClient;
let events: TestBus;
let adminToken: string;

async function token(roles: Role[], userId: string = randomUUID()) {
  return { userId, token: await h.actorToken({ userId, roles, sessionId: randomUUID() }) };
}

function draft(over: Partial<ProfileDraft> = {}): ProfileDraft {
  return {
    displayName: `Jelena Tešić ${randomUUID().slice(0, 4)}`,
    title: 'psiholog',
    bio: 'Pomažem odraslima koji se bore sa anksioznošću i paničnim napadima. Radim mirno, strukturisano i bez osuđivanja, uz jasne ciljeve.',
    languages: ['sr'],
    specialties: ['anksioznost'],
    approaches: ['kbt'],
    education: [
      { institution: 'Filozofski fakultet u Novom Sadu', degree: 'Master psihologije', year: 2014 },
    ],
    certifications: ['Društvo psihologa Srbije'],
    yearsOfPractice: 9,
    city: 'Novi Sad',
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
    ...over,
  };
}

const verification = {
  degreeChecked: true,
  licenceNumber: 'DPS-77',
  association: 'Društvo psihologa Srbije',
  supervisionChecked: true,
  checkedBy: '',
  checkedAt: undefined,
  note: '',
};

const answers: MatchAnswers = {
  concerns: ['anksioznost'],
  preferredGender: Gender.GENDER_UNSPECIFIED,
  preferredApproaches: [],
  maxPriceRsd: 0,
  languages: [],
  couples: false,
  schedule: [],
};

async function approvedProfile(t: { token: string }, over: Partial<ProfileDraft> = {}) {
  const saved = await h.call(c.saveMyProfile.bind(c), { draft: draft(over) }, t.token);
  await h.call(c.submitMyProfile.bind(c), {}, t.token);
  const id = saved.profile?.id ?? '';
  await h.call(c.approveProfile.bind(c), { profileId: id, verification }, adminToken);
  return { id, slug: saved.profile?.slug ?? '' };
}

/** A published review by `client` of a therapist of its own (so people never share rows). */
async function publishedReview(client: { userId: string; token: string }, text: string) {
  const t = await token(['therapist']);
  const profile = await approvedProfile(t);
  await insertEligibility(h.prisma as never, {
    bookingId: randomUUID(),
    clientUserId: client.userId,
    profileId: profile.id,
    completedAt: new Date(),
  });
  const r = await h.call(
    c.submitReview.bind(c),
    { profileId: profile.id, rating: 5, text, anonymous: false },
    client.token,
  );
  await h.call(
    c.moderateReview.bind(c),
    { reviewId: r.review?.id ?? '', publish: true, note: '' },
    adminToken,
  );
  return profile;
}

beforeAll(async () => {
  h = await startTherapists('therapists_privacy');
  c = h.client;
  adminToken = (await token(['admin'])).token;
  events = await startTestBus('therapists-privacy-test', log);
});

afterAll(async () => {
  await events?.close();
  await h?.close();
});

describe('ExportMyData', () => {
  it("returns the person's sealed data opened, their profile and W-8BEN, and nobody else's", async () => {
    const me = await token(['client', 'therapist']);
    const other = await token(['client']);
    await h.call(c.createMatch.bind(c), { answers }, me.token);
    await h.call(
      c.requestConnection.bind(c),
      { message: 'Moja poruka: teško mi je posle gubitka posla.', answers },
      me.token,
    );
    await h.call(
      c.requestConnection.bind(c),
      { message: 'Tuđa poruka koja ne sme u moj izvoz.', answers },
      other.token,
    );
    const profile = await approvedProfile(me, { displayName: 'Izvoz Terapeutkinja' });
    await h.call(
      c.saveW8Ben.bind(c),
      {
        form: {
          fullName: 'Izvoz Terapeutkinja',
          countryOfCitizenship: 'Srbija',
          permanentAddress: 'Knez Mihailova 1, Beograd',
          mailingAddress: '',
          foreignTaxId: '555000111',
          dateOfBirth: '1985-04-12',
          treatyCountry: '',
          signatureName: 'Izvoz Terapeutkinja',
          signedAt: undefined,
        },
      },
      me.token,
    );

    const doc = JSON.parse((await h.call(c.exportMyData.bind(c), {}, me.token)).json);
    expect(doc.service).toBe('therapists');
    expect(doc.questionnaireResults).toHaveLength(1);
    expect(doc.questionnaireResults[0].content.answers.concerns).toEqual(['anksioznost']);
    expect(doc.connectionRequests.map((r: { content: { message: string } }) => r.content.message)).toEqual([
      'Moja poruka: teško mi je posle gubitka posla.',
    ]);
    expect(doc.therapistProfile).toMatchObject({ id: profile.id, displayName: 'Izvoz Terapeutkinja' });
    expect(doc.therapistProfile.w8ben.form.foreignTaxId).toBe('555000111');
    expect(JSON.stringify(doc)).not.toContain('Tuđa poruka');

    const theirs = JSON.parse((await h.call(c.exportMyData.bind(c), {}, other.token)).json);
    expect(theirs.therapistProfile).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('Moja poruka');
  });

  it('answers a call without a signed-in person with UNAUTHENTICATED', async () => {
    expect((await failure(h.call(c.exportMyData.bind(c), {}))).status).toBe(grpc.status.UNAUTHENTICATED);
  });
});

describe('erasure', () => {
  it('honours the erasure contract for a person who is both client and therapist', async () => {
    const seeded: { userId: string; profile: { id: string; slug: string }; reviewed: string }[] = [];
    const { event } = await assertErasureContract({
      service: 'therapists',
      databaseUrl: h.db.url,
      bus: events.bus,
      crypto: h.deps.crypto,
      seed: async (userId, m) => {
        const me = await token(['client', 'therapist'], userId);
        const made = await h.call(c.createMatch.bind(c), { answers }, me.token);
        const asked = await h.call(
          c.requestConnection.bind(c),
          { message: `${m.health}. Pišite mi na ${m.email}.`, answers },
          me.token,
        );
        const reviewed = await publishedReview(me, `${m.health}. Hvala, ${m.name}.`);
        const profile = await approvedProfile(me, {
          displayName: m.name,
          bio: `${m.name}: ${m.health}. Radim mirno, strukturisano i bez osuđivanja, uz jasne ciljeve i dogovor.`,
        });
        const upload = await h.call(
          c.uploadDocument.bind(c),
          {
            kind: DocumentKind.DOCUMENT_KIND_DIPLOMA,
            fileName: 'diploma.pdf',
            contentType: 'application/pdf',
            content: Buffer.from(`%PDF-1.7\nDiploma: ${m.name}`),
          },
          me.token,
        );
        await h.call(
          c.saveW8Ben.bind(c),
          {
            form: {
              fullName: m.name,
              countryOfCitizenship: 'Srbija',
              permanentAddress: 'Knez Mihailova 1, Beograd',
              mailingAddress: m.email,
              foreignTaxId: '1234567890',
              dateOfBirth: '1985-04-12',
              treatyCountry: '',
              signatureName: m.name,
              signedAt: undefined,
            },
          },
          me.token,
        );
        seeded.push({ userId, profile, reviewed: reviewed.id });
        const match = await h.prisma.matchResult.findUniqueOrThrow({ where: { id: made.resultId } });
        const request = await h.prisma.connectionRequest.findUniqueOrThrow({
          where: { id: asked.request?.id ?? '' },
        });
        const document = await h.prisma.document.findUniqueOrThrow({
          where: { id: upload.document?.id ?? '' },
        });
        const w8 = await h.prisma.w8Ben.findUniqueOrThrow({ where: { profileId: profile.id } });
        return {
          sealed: [
            { ciphertext: match.sealed, context: `match_result:${match.id}` },
            { ciphertext: request.sealed, context: `connection_request:${request.id}` },
            { ciphertext: document.ciphertext, context: document.id },
            { ciphertext: w8.ciphertext, context: `w8ben:${profile.id}` },
          ],
        };
      },
      start: () =>
        startErasureConsumer({
          service: 'therapists',
          bus: events.bus,
          prisma: h.prisma,
          log,
          erase: eraser(h.deps),
          retryBaseMs: 50,
        }),
    });
    expect(event).toMatchObject({ service: 'therapists', keptRecords: 0 });

    const [person] = seeded;
    if (!person) throw new Error('no seeded person');
    // The profile is gone from the public site, and the rating of the therapist they reviewed no longer counts it.
    expect((await failure(h.call(c.getPublicProfile.bind(c), { slug: person.profile.slug }))).status).toBe(
      grpc.status.NOT_FOUND,
    );
    const tombstone = await h.prisma.profile.findUniqueOrThrow({ where: { id: person.profile.id } });
    expect(tombstone).toMatchObject({
      status: 'draft',
      displayName: 'Obrisan nalog',
      bio: '',
      verification: null,
    });
    const reviewed = await h.prisma.profile.findUniqueOrThrow({ where: { id: person.reviewed } });
    expect({ count: reviewed.reviewCount, average: reviewed.ratingAverage }).toEqual({
      count: 0,
      average: 0,
    });
    // Booking learns that the profile is no longer public, under the erased name.
    const announced = await h.prisma.outbox.findMany({
      where: { aggregateId: person.profile.id, subject: PROFILE_UPDATED_SUBJECT },
    });
    expect(announced.map((o) => TherapistProfileUpdated.decode(o.payload))).toEqual([
      expect.objectContaining({ public: false, displayName: 'Obrisan nalog', userId: person.userId }),
    ]);
  });
});
