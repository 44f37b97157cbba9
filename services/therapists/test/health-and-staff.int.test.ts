import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Role } from '@oslonac/kit';
import {
  DocumentKind,
  Gender,
  type MatchAnswers,
  type ProfileDraft,
  ProfileStatus,
  SessionKind,
  type TherapistsServiceClient,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { pruneExpiredMatches } from '../src/flows/matching';
import { failure, type Harness, startTherapists } from './support/harness';

// Issue 9: health data sealed at rest ("Poveži me", the questionnaire), visitors' results bound to their
// browser and gone after 30 days, and the staff rules around profiles and documents.

let h: Harness;
let c: TherapistsServiceClient;
let now = new Date();
let adminToken: string;
const adminId = randomUUID();

async function token(roles: Role[], userId = randomUUID()) {
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

async function submittedTherapist(roles: Role[] = ['therapist'], over: Partial<ProfileDraft> = {}) {
  const t = await token(roles);
  const saved = await h.call(c.saveMyProfile.bind(c), { draft: draft(over) }, t.token);
  await h.call(c.submitMyProfile.bind(c), {}, t.token);
  return { ...t, profileId: saved.profile?.id ?? '', slug: saved.profile?.slug ?? '' };
}

async function approvedTherapist(over: Partial<ProfileDraft> = {}) {
  const t = await submittedTherapist(['therapist'], over);
  await h.call(c.approveProfile.bind(c), { profileId: t.profileId, verification }, adminToken);
  return t;
}

/** Every row of every table of the therapists database as PostgreSQL prints it: what a dump would hold. */
async function dump(): Promise<string> {
  const tables = await h.prisma.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
  const rows: string[] = [];
  for (const { name } of tables) {
    const found = await h.prisma.$queryRawUnsafe<{ row: string }[]>(`SELECT t::text AS row FROM "${name}" t`);
    rows.push(...found.map((r) => r.row));
  }
  return rows.join('\n');
}

function answers(concerns: string[]): MatchAnswers {
  return {
    concerns,
    preferredGender: Gender.GENDER_UNSPECIFIED,
    preferredApproaches: [],
    maxPriceRsd: 0,
    languages: [],
    couples: false,
    schedule: [],
  };
}

beforeAll(async () => {
  h = await startTherapists('therapists_trust', { clock: () => now });
  c = h.client;
  adminToken = (await token(['admin'], adminId)).token;
});

afterAll(async () => {
  await h?.close();
});

describe('health data at rest', () => {
  it('keeps "Poveži me" messages and questionnaire concerns out of a database dump, readable by their owner', async () => {
    await approvedTherapist();
    const sentence = `Od kada je mama umrla ne spavam i plačem svako veče ${randomUUID().slice(0, 8)}.`;
    const secretConcern = `tajna-briga-${randomUUID().slice(0, 8)}`;
    const client = await token(['client']);
    const { request } = await h.call(
      c.requestConnection.bind(c),
      { message: sentence, answers: answers([secretConcern]) },
      client.token,
    );
    const mine = await h.call(
      c.createMatch.bind(c),
      { answers: answers(['anksioznost', secretConcern]) },
      client.token,
    );
    const visitor = await h.call(c.createMatch.bind(c), { answers: answers([`${secretConcern}-gost`]) });

    const raw = await dump();
    expect(raw).toContain(request?.id);
    expect(raw).not.toContain(sentence.slice(0, 30));
    expect(raw).not.toContain(secretConcern);
    // The ranking's reasons repeat the concerns in words.
    expect(raw).not.toContain('sa čim ste se obratili');

    const own = await h.call(c.listMyConnectionRequests.bind(c), {}, client.token);
    expect(own.requests[0]).toMatchObject({ id: request?.id, message: sentence });
    expect(own.requests[0]?.answers?.concerns).toEqual([secretConcern]);
    const result = await h.call(c.getMatch.bind(c), { resultId: mine.resultId, secret: '' }, client.token);
    expect(result.result?.answers?.concerns).toEqual(['anksioznost', secretConcern]);
    expect(result.result?.therapists[0]?.reasons.map((r) => r.text)).toContain(
      'Radi sa anksioznošću, sa čim ste se obratili.',
    );
    const visitors = await h.call(c.getMatch.bind(c), { resultId: visitor.resultId, secret: visitor.secret });
    expect(visitors.result?.answers?.concerns).toEqual([`${secretConcern}-gost`]);
  });

  it('writes an audit row with the staff member for every request whose message staff are shown', async () => {
    const clients = await Promise.all([token(['client']), token(['client'])]);
    const ids: string[] = [];
    for (const [i, cl] of clients.entries()) {
      const { request } = await h.call(
        c.requestConnection.bind(c),
        { message: `Treba mi pomoć, poruka ${i}.`, answers: undefined },
        cl.token,
      );
      ids.push(request?.id ?? '');
    }
    const audited = () =>
      h.prisma.auditLog.findMany({
        where: { subjectId: { in: ids } },
        orderBy: [{ at: 'asc' }, { id: 'asc' }],
      });
    expect(await audited()).toEqual([]);

    const queue = await h.call(
      c.listConnectionRequests.bind(c),
      { status: 1, page: 1, pageSize: 100 },
      adminToken,
    );
    const shown = queue.requests.filter((r) => ids.includes(r.id));
    expect(shown.map((r) => r.message)).toEqual(['Treba mi pomoć, poruka 0.', 'Treba mi pomoć, poruka 1.']);
    const rows = await audited();
    expect(rows.map((a) => [a.actorUserId, a.action, a.subjectType, a.subjectId])).toEqual(
      ids.map((id) => [adminId, 'connection_request.read', 'connection_request', id]),
    );
    // Every request on the page is accounted for, not just these two.
    expect(
      await h.prisma.auditLog.count({ where: { action: 'connection_request.read', actorUserId: adminId } }),
    ).toBeGreaterThanOrEqual(queue.requests.length);

    const therapist = await approvedTherapist();
    const assigned = await h.call(
      c.assignConnectionRequest.bind(c),
      { requestId: ids[0] ?? '', profileId: therapist.profileId },
      adminToken,
    );
    expect(assigned.request?.message).toBe('Treba mi pomoć, poruka 0.');
    expect((await audited()).length).toBe(3);
  });
});

describe('questionnaire results', () => {
  it('binds a visitor’s result to its secret: the id alone opens nothing', async () => {
    const made = await h.call(c.createMatch.bind(c), { answers: answers(['anksioznost']) });
    expect(made.secret.length).toBeGreaterThanOrEqual(32);
    for (const secret of ['', 'pogresna-tajna', made.secret.slice(0, -1)]) {
      expect((await failure(h.call(c.getMatch.bind(c), { resultId: made.resultId, secret }))).status).toBe(
        grpc.status.NOT_FOUND,
      );
    }
    const [row] = await h.prisma.$queryRaw<{ row: string }[]>`
      SELECT t::text AS row FROM match_results t WHERE id = ${made.resultId}::uuid`;
    expect(row?.row).not.toContain(made.secret);
    const opened = await h.call(c.getMatch.bind(c), { resultId: made.resultId, secret: made.secret });
    expect(opened.result?.answers?.concerns).toEqual(['anksioznost']);
  });

  it('keeps a signed-in person’s result theirs: no secret, nobody else, not even staff', async () => {
    const client = await token(['client']);
    const made = await h.call(c.createMatch.bind(c), { answers: answers(['anksioznost']) }, client.token);
    expect(made.secret).toBe('');
    const other = await token(['client']);
    for (const t of [other.token, adminToken, undefined]) {
      expect(
        (await failure(h.call(c.getMatch.bind(c), { resultId: made.resultId, secret: '' }, t))).status,
      ).toBe(grpc.status.NOT_FOUND);
    }
    expect(
      (await h.call(c.getMatch.bind(c), { resultId: made.resultId, secret: '' }, client.token)).result?.id,
    ).toBe(made.resultId);
  });

  it('closes a visitor’s result after 30 days and then deletes it with its key', async () => {
    const start = now;
    try {
      const old = await h.call(c.createMatch.bind(c), { answers: answers(['depresija']) });
      const client = await token(['client']);
      const owned = await h.call(c.createMatch.bind(c), { answers: answers(['depresija']) }, client.token);
      const keyOf = (id: string) => h.prisma.dataKey.count({ where: { ownerId: `match:${id}` } });
      expect(await keyOf(old.resultId)).toBe(1);

      now = new Date(start.getTime() + 29 * 24 * 3600 * 1000);
      expect(
        (await h.call(c.getMatch.bind(c), { resultId: old.resultId, secret: old.secret })).result?.id,
      ).toBe(old.resultId);
      const fresh = await h.call(c.createMatch.bind(c), { answers: answers(['depresija']) });
      now = new Date(start.getTime() + 30 * 24 * 3600 * 1000 + 60_000);
      expect(
        (await failure(h.call(c.getMatch.bind(c), { resultId: old.resultId, secret: old.secret }))).status,
      ).toBe(grpc.status.NOT_FOUND);

      expect(await pruneExpiredMatches(h.deps)).toBeGreaterThanOrEqual(1);
      expect(await h.prisma.matchResult.count({ where: { id: old.resultId } })).toBe(0);
      expect(await keyOf(old.resultId)).toBe(0);
      expect(
        await h.prisma.matchResult.count({ where: { id: { in: [owned.resultId, fresh.resultId] } } }),
      ).toBe(2);
      expect(
        (await h.call(c.getMatch.bind(c), { resultId: fresh.resultId, secret: fresh.secret })).result?.id,
      ).toBe(fresh.resultId);
      expect(
        (await h.call(c.getMatch.bind(c), { resultId: owned.resultId, secret: '' }, client.token)).result?.id,
      ).toBe(owned.resultId);
    } finally {
      now = start;
    }
  });
});

describe('staff rules', () => {
  it('lets nobody approve or reject their own profile, admin or not', async () => {
    const self = await submittedTherapist(['therapist', 'admin']);
    for (const call of [
      h.call(c.approveProfile.bind(c), { profileId: self.profileId, verification }, self.token),
      h.call(c.rejectProfile.bind(c), { profileId: self.profileId, reason: 'Proba.' }, self.token),
    ]) {
      const err = await failure(call);
      expect(err.status).toBe(grpc.status.PERMISSION_DENIED);
      expect(err.code).toBe('therapists.own_profile_review');
      expect(err.message).toContain('Svoj profil ne možete sami odobriti');
    }
    expect((await h.call(c.getMyProfile.bind(c), {}, self.token)).profile?.status).toBe(
      ProfileStatus.PROFILE_STATUS_SUBMITTED,
    );
    const approved = await h.call(
      c.approveProfile.bind(c),
      { profileId: self.profileId, verification },
      adminToken,
    );
    expect(approved.profile?.status).toBe(ProfileStatus.PROFILE_STATUS_APPROVED);
  });

  it('keeps an approved therapist’s new credentials off the public profile until an admin approves them', async () => {
    const t = await approvedTherapist();
    const edited = draft({
      displayName: (await h.call(c.getMyProfile.bind(c), {}, t.token)).profile?.displayName,
      specialties: ['anksioznost', 'trauma'],
      certifications: ['Društvo psihologa Srbije', 'Sertifikat iz EMDR terapije'],
      yearsOfPractice: 30,
      city: 'Kragujevac',
    });
    const saved = await h.call(c.saveMyProfile.bind(c), { draft: edited }, t.token);
    expect(saved.profile).toMatchObject({ specialties: ['anksioznost', 'trauma'], yearsOfPractice: 30 });

    const pub = (await h.call(c.getPublicProfile.bind(c), { slug: t.slug })).profile;
    expect(pub).toMatchObject({
      specialties: ['anksioznost'],
      certifications: ['Društvo psihologa Srbije'],
      yearsOfPractice: 9,
      city: 'Kragujevac',
    });
    const queue = await h.call(
      c.listProfilesForReview.bind(c),
      { status: ProfileStatus.PROFILE_STATUS_SUBMITTED, page: 1, pageSize: 100 },
      adminToken,
    );
    expect(queue.profiles.map((p) => p.id)).toContain(t.profileId);

    await h.call(c.approveProfile.bind(c), { profileId: t.profileId, verification }, adminToken);
    expect((await h.call(c.getPublicProfile.bind(c), { slug: t.slug })).profile).toMatchObject({
      specialties: ['anksioznost', 'trauma'],
      certifications: ['Društvo psihologa Srbije', 'Sertifikat iz EMDR terapije'],
      yearsOfPractice: 30,
    });
  });

  const pdf = (n: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(`Sertifikat ${n}`)]);
  const upload = (t: string, content: Buffer, contentType = 'application/pdf') =>
    h.call(
      c.uploadDocument.bind(c),
      { kind: DocumentKind.DOCUMENT_KIND_CERTIFICATE, fileName: 'sertifikat.pdf', contentType, content },
      t,
    );

  it('caps a profile at 20 documents, even when uploads race', async () => {
    const t = await submittedTherapist();
    for (let i = 0; i < 17; i++) await upload(t.token, pdf(i));
    const results = await Promise.allSettled([17, 18, 19, 20, 21, 22].map((i) => upload(t.token, pdf(i))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = await failure(upload(t.token, pdf(99)));
    expect(refused.status).toBe(grpc.status.FAILED_PRECONDITION);
    expect(refused.code).toBe('therapists.document_quota_exceeded');
    expect(refused.message).toContain('najviše 20 fajlova');
    expect((await h.call(c.listDocuments.bind(c), { profileId: '' }, t.token)).documents).toHaveLength(20);
  });

  it('caps a profile at 50 MB of documents in all', async () => {
    const t = await submittedTherapist();
    const png = (bytes: number) =>
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(bytes - 8, 1),
      ]);
    const mb = 1024 * 1024;
    for (let i = 0; i < 6; i++) await upload(t.token, png(8 * mb), 'image/png');
    const refused = await failure(upload(t.token, png(8 * mb), 'image/png'));
    expect(refused.code).toBe('therapists.document_quota_exceeded');
    expect((await upload(t.token, png(2 * mb), 'image/png')).document?.sizeBytes).toBe(2 * mb);
  });
});
