import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Actor, type Bus, createLogger, OutboxRelay, type Role, streamName } from '@oslonac/kit';
import { eventually, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { BookingCompleted } from '@oslonac/proto/oslonac/events/v1/booking';
import {
  IndividualPriceChanged,
  TherapistProfileApproved,
  TherapistProfileUpdated,
} from '@oslonac/proto/oslonac/events/v1/therapists';
import {
  DocumentKind,
  Gender,
  type ProfileDraft,
  ProfileStatus,
  ReviewStatus,
  SessionKind,
  SortOrder,
  type TherapistsServiceClient,
} from '@oslonac/proto/oslonac/therapists/v1/therapists';
import { startConsumers } from '../src/consumers';
import { THERAPISTS_SUBJECTS } from '../src/events';
import { eraseTherapistData } from '../src/flows/documents';
import { failure, type Harness, startTherapists } from './support/harness';

let h: Harness;
let c: TherapistsServiceClient;
let testBus: TestBus;
let bus: Bus;
let relay: OutboxRelay;
let consumers: { stop(): Promise<void> };
let prefix: string;
let stream: string;
const log = createLogger('therapists-int', process.env.TEST_LOG_LEVEL ?? 'silent');

const adminActor: Actor = { userId: randomUUID(), roles: ['admin'], sessionId: 's' };
let adminToken: string;

async function token(roles: Role[], userId = randomUUID()) {
  return { userId, token: await h.actorToken({ userId, roles, sessionId: randomUUID() }) };
}

function draft(over: Partial<ProfileDraft> = {}): ProfileDraft {
  return {
    displayName: 'Milica Đorđević',
    title: 'psiholog',
    bio: 'Pomažem odraslima koji se bore sa anksioznošću i paničnim napadima. Radim mirno, strukturisano i bez osuđivanja, uz jasne ciljeve.',
    languages: ['sr', 'en'],
    specialties: ['anksioznost', 'panicni-napadi'],
    approaches: ['kbt'],
    education: [{ institution: 'Filozofski fakultet u Beogradu', degree: 'Master psihologije', year: 2012 }],
    certifications: [],
    yearsOfPractice: 11,
    city: 'Čačak',
    gender: Gender.GENDER_FEMALE,
    worksWithCouples: false,
    sessionTypes: [
      {
        kind: SessionKind.SESSION_KIND_INDIVIDUAL,
        durationMinutes: 50,
        priceRsd: { amountMinor: 400000, currency: 'RSD' },
        priceEur: { amountMinor: 3500, currency: 'EUR' },
      },
    ],
    timeZone: 'Europe/Belgrade',
    ...over,
  };
}

const verification = {
  degreeChecked: true,
  licenceNumber: 'DPS-1234',
  association: 'Društvo psihologa Srbije',
  supervisionChecked: true,
  checkedBy: '',
  checkedAt: undefined,
  note: '',
};

/** Onboards, submits and approves a therapist; returns their token and profile. */
async function approvedTherapist(over: Partial<ProfileDraft> = {}) {
  const t = await token(['therapist']);
  const saved = await h.call(c.saveMyProfile.bind(c), { draft: draft(over) }, t.token);
  await h.call(c.submitMyProfile.bind(c), {}, t.token);
  const approved = await h.call(
    c.approveProfile.bind(c),
    { profileId: saved.profile?.id ?? '', verification },
    adminToken,
  );
  return { ...t, profile: approved.profile ?? (undefined as never) };
}

async function streamMessages(): Promise<{ subject: string; data: Uint8Array }[]> {
  const info = await bus.jsm.streams.info(stream);
  const out: { subject: string; data: Uint8Array }[] = [];
  for (let seq = info.state.first_seq; info.state.messages > 0 && seq <= info.state.last_seq; seq++) {
    const m = await bus.jsm.streams.getMessage(stream, { seq });
    if (m) out.push({ subject: m.subject, data: m.data });
  }
  return out;
}

beforeAll(async () => {
  h = await startTherapists('therapists_flows');
  c = h.client;
  adminToken = await h.actorToken(adminActor);
  testBus = await startTestBus('therapists-test', log);
  ({ bus, prefix } = testBus);
  stream = streamName(testBus.streamPrefix, 'therapists');
  await bus.ensureStream(
    stream,
    THERAPISTS_SUBJECTS.map((s) => `${prefix}${s}`),
  );
  relay = await OutboxRelay.create({
    databaseUrl: h.db.url,
    js: bus.js,
    subjectPrefix: prefix,
    log,
    pollMs: 100,
    stream,
  });
  relay.start();
  consumers = await startConsumers({ bus, prisma: h.prisma, log });
});

afterAll(async () => {
  await consumers?.stop();
  await relay?.stop();
  await testBus?.close();
  await h?.close();
});

describe('onboarding and approval', () => {
  it('creates the draft on first save, only for therapists, with a folded unique slug', async () => {
    const client = await token(['client']);
    expect((await failure(h.call(c.saveMyProfile.bind(c), { draft: draft() }, client.token))).status).toBe(
      grpc.status.PERMISSION_DENIED,
    );
    const a = await token(['therapist']);
    const b = await token(['therapist']);
    const first = await h.call(c.saveMyProfile.bind(c), { draft: draft() }, a.token);
    const second = await h.call(c.saveMyProfile.bind(c), { draft: draft() }, b.token);
    expect(first.profile?.status).toBe(ProfileStatus.PROFILE_STATUS_DRAFT);
    expect(first.profile?.slug).toMatch(/^milica-djordjevic(-\d+)?$/);
    expect(second.profile?.slug).not.toBe(first.profile?.slug);
    // A draft is not public.
    const missing = await failure(h.call(c.getPublicProfile.bind(c), { slug: first.profile?.slug ?? '' }));
    expect(missing.code).toBe('therapists.not_found');
  });

  it('shows an admin one profile by id in any state; nobody else, and an unknown id is NOT_FOUND', async () => {
    const t = await token(['therapist']);
    const saved = (await h.call(c.saveMyProfile.bind(c), { draft: draft() }, t.token)).profile!;
    const seen = await h.call(c.getProfileForReview.bind(c), { profileId: saved.id }, adminToken);
    expect(seen.profile).toMatchObject({ id: saved.id, status: ProfileStatus.PROFILE_STATUS_DRAFT });
    for (const who of [t, await token(['client'])]) {
      const denied = await failure(h.call(c.getProfileForReview.bind(c), { profileId: saved.id }, who.token));
      expect(denied.status).toBe(grpc.status.PERMISSION_DENIED);
    }
    const unknown = await failure(
      h.call(c.getProfileForReview.bind(c), { profileId: randomUUID() }, adminToken),
    );
    expect(unknown.code).toBe('therapists.not_found');
    const bad = await failure(h.call(c.getProfileForReview.bind(c), { profileId: 'nije-id' }, adminToken));
    expect(bad.status).toBe(grpc.status.INVALID_ARGUMENT);
  });

  it('names profiles by id for admins only, leaving unknown ids out and refusing long or malformed lists', async () => {
    const t = await token(['therapist']);
    const saved = (await h.call(c.saveMyProfile.bind(c), { draft: draft() }, t.token)).profile!;
    const unknown = randomUUID();
    const named = await h.call(
      c.getProfileNames.bind(c),
      { profileIds: [saved.id, unknown, saved.id] },
      adminToken,
    );
    expect(named.names).toEqual({ [saved.id]: 'Milica Đorđević' });
    const denied = await failure(h.call(c.getProfileNames.bind(c), { profileIds: [saved.id] }, t.token));
    expect(denied.status).toBe(grpc.status.PERMISSION_DENIED);
    for (const profileIds of [['nije-id'], Array.from({ length: 101 }, () => randomUUID())]) {
      const bad = await failure(h.call(c.getProfileNames.bind(c), { profileIds }, adminToken));
      expect(bad.status).toBe(grpc.status.INVALID_ARGUMENT);
    }
  });

  it('refuses to submit an incomplete profile and to approve a draft', async () => {
    const t = await token(['therapist']);
    const saved = await h.call(
      c.saveMyProfile.bind(c),
      { draft: draft({ bio: 'Kratko.', specialties: [] }) },
      t.token,
    );
    expect((await failure(h.call(c.submitMyProfile.bind(c), {}, t.token))).code).toBe(
      'therapists.profile_incomplete',
    );
    const approve = h.call(
      c.approveProfile.bind(c),
      { profileId: saved.profile?.id ?? '', verification },
      adminToken,
    );
    expect((await failure(approve)).code).toBe('therapists.invalid_transition');
    expect(
      (
        await failure(
          h.call(c.approveProfile.bind(c), { profileId: saved.profile?.id ?? '', verification }, t.token),
        )
      ).status,
    ).toBe(grpc.status.PERMISSION_DENIED);
  });

  it('rejects with a reason, then approval publishes the events and makes the profile searchable', async () => {
    const t = await token(['therapist']);
    const name = `Vukašin Žarković ${randomUUID().slice(0, 4)}`;
    const saved = await h.call(
      c.saveMyProfile.bind(c),
      { draft: draft({ displayName: name, city: 'Kraljevo' }) },
      t.token,
    );
    const id = saved.profile?.id ?? '';
    await h.call(c.submitMyProfile.bind(c), {}, t.token);
    const queue = await h.call(
      c.listProfilesForReview.bind(c),
      { status: ProfileStatus.PROFILE_STATUS_SUBMITTED, page: 1, pageSize: 50 },
      adminToken,
    );
    expect(queue.profiles.map((p) => p.id)).toContain(id);
    const rejected = await h.call(
      c.rejectProfile.bind(c),
      { profileId: id, reason: 'Nedostaje broj licence.' },
      adminToken,
    );
    expect(rejected.profile?.status).toBe(ProfileStatus.PROFILE_STATUS_REJECTED);
    expect((await h.call(c.getMyProfile.bind(c), {}, t.token)).profile?.rejectionReason).toBe(
      'Nedostaje broj licence.',
    );
    await h.call(c.submitMyProfile.bind(c), {}, t.token);
    const approved = await h.call(c.approveProfile.bind(c), { profileId: id, verification }, adminToken);
    expect(approved.profile?.status).toBe(ProfileStatus.PROFILE_STATUS_APPROVED);
    expect(approved.profile?.verification?.licenceNumber).toBe('DPS-1234');

    const found = await h.call(c.searchTherapists.bind(c), { ...emptySearch, query: 'вукашин жарковић' });
    expect(found.profiles.map((p) => p.id)).toEqual([id]);

    // Approval writes "approved" then "updated" in one transaction; the relay may have published only the first
    // when the stream is read, so wait for both.
    const events = await eventually('both approval events', async () => {
      const all = await streamMessages();
      const approvedSeen = all
        .filter((m) => m.subject.endsWith('profile.approved.v1'))
        .some((m) => TherapistProfileApproved.decode(m.data).profileId === id);
      const updatedSeen = all
        .filter((m) => m.subject === `${prefix}therapists.profile.updated.v1`)
        .some((m) => TherapistProfileUpdated.decode(m.data).profileId === id);
      return approvedSeen && updatedSeen ? all : null;
    });
    const updated = events
      .filter((m) => m.subject === `${prefix}therapists.profile.updated.v1`)
      .map((m) => TherapistProfileUpdated.decode(m.data))
      .find((e) => e.profileId === id);
    expect(updated).toMatchObject({
      public: true,
      displayName: name,
      title: 'psiholog',
      specialties: ['anksioznost', 'panicni-napadi'],
      languages: ['sr', 'en'],
      sessionTypes: [{ kind: 'individual', durationMinutes: 50, priceRsdMinor: 400000, priceEurMinor: 3500 }],
    });
  });

  it('tells booking when a public fact of an approved profile changes, and only then', async () => {
    const t = await approvedTherapist({ displayName: `Cena Promena ${randomUUID().slice(0, 4)}` });
    const updates = async () =>
      (
        await h.prisma.outbox.findMany({
          where: { aggregateId: t.profile.id, subject: 'therapists.profile.updated.v1' },
          orderBy: { id: 'asc' },
        })
      ).map((r) => TherapistProfileUpdated.decode(r.payload));
    const afterApproval = (await updates()).length;
    const current = draft({ displayName: t.profile.displayName });

    // Bio and city are not what booking shows: saving them (or saving nothing new) publishes nothing.
    await h.call(
      c.saveMyProfile.bind(c),
      { draft: { ...current, city: 'Užice', bio: `${current.bio} Da.` } },
      t.token,
    );
    await h.call(
      c.saveMyProfile.bind(c),
      { draft: { ...current, city: 'Užice', bio: `${current.bio} Da.` } },
      t.token,
    );
    expect((await updates()).length).toBe(afterApproval);

    const pricier = {
      ...current,
      city: 'Užice',
      languages: ['sr', 'de'],
      sessionTypes: [
        {
          kind: SessionKind.SESSION_KIND_INDIVIDUAL,
          durationMinutes: 50,
          priceRsd: { amountMinor: 450000, currency: 'RSD' },
          priceEur: { amountMinor: 4000, currency: 'EUR' },
        },
      ],
    };
    await h.call(c.saveMyProfile.bind(c), { draft: pricier }, t.token);
    const after = await updates();
    expect(after.length).toBe(afterApproval + 1);
    expect(after.at(-1)).toMatchObject({
      languages: ['sr', 'de'],
      sessionTypes: [{ kind: 'individual', priceRsdMinor: 450000, priceEurMinor: 4000 }],
    });

    // A new name waits for an admin; booking hears it with the approval, not before.
    await h.call(
      c.saveMyProfile.bind(c),
      { draft: { ...pricier, displayName: 'Cena Promena Nova' } },
      t.token,
    );
    expect((await updates()).length).toBe(afterApproval + 1);
    await h.call(c.approveProfile.bind(c), { profileId: t.profile.id, verification }, adminToken);
    expect((await updates()).at(-1)?.displayName).toBe('Cena Promena Nova');
  });

  it('keeps an edited approved profile public; verified fields wait for an admin', async () => {
    const t = await approvedTherapist({ displayName: `Ana Stanić ${randomUUID().slice(0, 4)}` });
    const newName = 'Ana Stanić Petrović';
    const saved = await h.call(
      c.saveMyProfile.bind(c),
      { draft: draft({ displayName: newName, city: 'Subotica', bio: `${draft().bio} Radim i onlajn.` }) },
      t.token,
    );
    expect(saved.profile?.status).toBe(ProfileStatus.PROFILE_STATUS_APPROVED);
    expect(saved.profile?.displayName).toBe(newName);
    const pub = await h.call(c.getPublicProfile.bind(c), { slug: t.profile.slug });
    expect(pub.profile?.displayName).toBe(t.profile.displayName);
    expect(pub.profile?.city).toBe('Subotica');
    const queue = await h.call(
      c.listProfilesForReview.bind(c),
      { status: ProfileStatus.PROFILE_STATUS_SUBMITTED, page: 1, pageSize: 50 },
      adminToken,
    );
    expect(queue.profiles.map((p) => p.id)).toContain(t.profile.id);
    await h.call(c.approveProfile.bind(c), { profileId: t.profile.id, verification }, adminToken);
    const after = await h.call(c.getPublicProfile.bind(c), { slug: t.profile.slug });
    expect(after.profile?.displayName).toBe(newName);
  });
});

const emptySearch = {
  query: '',
  specialties: [],
  approaches: [],
  priceMinRsd: 0,
  priceMaxRsd: 0,
  gender: Gender.GENDER_UNSPECIFIED,
  languages: [],
  couplesOnly: false,
  sort: SortOrder.SORT_ORDER_RELEVANCE,
  page: 1,
  pageSize: 10,
  city: '',
  availableWithinDays: 0,
};

describe('search', () => {
  let target: Awaited<ReturnType<typeof approvedTherapist>>;
  const city = `Čačak${randomUUID().slice(0, 4).replace(/\d/g, 'x')}`;

  beforeAll(async () => {
    target = await approvedTherapist({ displayName: 'Jelena Ćirić', city, title: 'psiholog' });
    for (let i = 0; i < 23; i++) {
      await approvedTherapist({
        displayName: `Terapeut Pretraga ${i}`,
        city: 'Novi Sad',
        gender: i % 2 ? Gender.GENDER_MALE : Gender.GENDER_FEMALE,
        worksWithCouples: i % 3 === 0,
        specialties: i % 2 ? ['depresija'] : ['trauma'],
        languages: i % 4 === 0 ? ['sr', 'de'] : ['sr'],
        sessionTypes: [
          {
            kind: SessionKind.SESSION_KIND_INDIVIDUAL,
            durationMinutes: 50,
            priceRsd: { amountMinor: 250000 + i * 25000, currency: 'RSD' },
            priceEur: undefined,
          },
        ],
      });
    }
  });

  it.each([
    ['Cyrillic', 'психолог анксиозност'],
    ['Latin', 'psiholog anksioznost'],
    ['no diacritics', `jelena ciric`],
    ['Cyrillic name', 'Јелена Ћирић'],
    ['a typo', 'jelena circ'],
  ])('finds the Latin profile from %s', async (_what, query) => {
    const r = await h.call(c.searchTherapists.bind(c), { ...emptySearch, query, pageSize: 50 });
    expect(r.profiles.map((p) => p.id)).toContain(target.profile.id);
  });

  it('matches a city with or without diacritics, as text and as a filter', async () => {
    const folded = city.replace('Č', 'C').replace('č', 'c').toLowerCase();
    const byText = await h.call(c.searchTherapists.bind(c), { ...emptySearch, query: folded });
    expect(byText.profiles.map((p) => p.id)).toEqual([target.profile.id]);
    const byFilter = await h.call(c.searchTherapists.bind(c), { ...emptySearch, city: folded.toUpperCase() });
    expect(byFilter.profiles.map((p) => p.id)).toEqual([target.profile.id]);
  });

  it('filters by specialty, gender, language, couples and price', async () => {
    const r = await h.call(c.searchTherapists.bind(c), {
      ...emptySearch,
      specialties: ['depresija'],
      gender: Gender.GENDER_MALE,
      priceMinRsd: 300000,
      priceMaxRsd: 600000,
      pageSize: 50,
    });
    expect(r.total).toBeGreaterThan(0);
    for (const p of r.profiles) {
      expect(p.specialties).toContain('depresija');
      expect(p.gender).toBe(Gender.GENDER_MALE);
      const price =
        p.sessionTypes.find((s) => s.kind === SessionKind.SESSION_KIND_INDIVIDUAL)?.priceRsd?.amountMinor ??
        0;
      expect(price).toBeGreaterThanOrEqual(300000);
      expect(price).toBeLessThanOrEqual(600000);
    }
    const de = await h.call(c.searchTherapists.bind(c), {
      ...emptySearch,
      languages: ['de'],
      couplesOnly: true,
      pageSize: 50,
    });
    expect(de.profiles.length).toBeGreaterThan(0);
    expect(de.profiles.every((p) => p.languages.includes('de') && p.worksWithCouples)).toBe(true);
  });

  it('pages in a stable order without duplicates or misses, and sorts by price', async () => {
    const all = await h.call(c.searchTherapists.bind(c), {
      ...emptySearch,
      pageSize: 50,
      sort: SortOrder.SORT_ORDER_PRICE_ASC,
    });
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 7); page++) {
      const r = await h.call(c.searchTherapists.bind(c), {
        ...emptySearch,
        page,
        pageSize: 7,
        sort: SortOrder.SORT_ORDER_PRICE_ASC,
      });
      ids.push(...r.profiles.map((p) => p.id));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(all.profiles.map((p) => p.id));
    const prices = all.profiles.map((p) => p.sessionTypes[0]?.priceRsd?.amountMinor ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const beyond = await h.call(c.searchTherapists.bind(c), { ...emptySearch, page: 1000, pageSize: 50 });
    expect(beyond.profiles).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it('puts featured profiles first, by rank', async () => {
    const r0 = await h.call(c.searchTherapists.bind(c), {
      ...emptySearch,
      query: 'terapeut pretraga',
      pageSize: 50,
    });
    const [x, y] = r0.profiles.slice(-2).map((p) => p.id);
    await h.call(c.setFeatured.bind(c), { profileId: y ?? '', featured: true, rank: 1 }, adminToken);
    await h.call(c.setFeatured.bind(c), { profileId: x ?? '', featured: true, rank: 2 }, adminToken);
    const r = await h.call(c.searchTherapists.bind(c), {
      ...emptySearch,
      query: 'terapeut pretraga',
      pageSize: 50,
    });
    expect(r.profiles.slice(0, 2).map((p) => p.id)).toEqual([y, x]);
    expect(r.profiles[0]?.featured).toBe(true);
  });

  it('matches nothing for "available within" while availability is unknown', async () => {
    const r = await h.call(c.searchTherapists.bind(c), { ...emptySearch, availableWithinDays: 7 });
    expect(r).toMatchObject({ profiles: [], total: 0 });
  });

  it('answers absurd and injection-like input with INVALID_ARGUMENT or plain results', async () => {
    for (const bad of [
      { page: 1001 },
      { pageSize: 51 },
      { query: 'x'.repeat(201) },
      { specialties: Array(21).fill('a') },
      { sort: 99 },
    ]) {
      const f = await failure(h.call(c.searchTherapists.bind(c), { ...emptySearch, ...bad }));
      expect(f.status).toBe(grpc.status.INVALID_ARGUMENT);
    }
    for (const query of ["'; DROP TABLE profiles; --", '%_\\', ':* & | ! ( )', '\u0000']) {
      const r = await h.call(c.searchTherapists.bind(c), { ...emptySearch, query });
      expect(Array.isArray(r.profiles)).toBe(true);
    }
    expect((await h.call(c.searchTherapists.bind(c), { ...emptySearch })).total).toBeGreaterThan(0);
  });
});

describe('documents, W-8BEN and individual prices per role', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('Diploma: Master psihologije, 2012.')]);
  let owner: Awaited<ReturnType<typeof approvedTherapist>>;
  let docId: string;

  beforeAll(async () => {
    owner = await approvedTherapist({ displayName: 'Dokument Vlasnik' });
    const up = await h.call(
      c.uploadDocument.bind(c),
      {
        kind: DocumentKind.DOCUMENT_KIND_DIPLOMA,
        fileName: 'diploma.pdf',
        contentType: 'application/pdf',
        content: pdf,
      },
      owner.token,
    );
    docId = up.document?.id ?? '';
  });

  it('stores ciphertext, not the plaintext', async () => {
    const [row] = await h.prisma.$queryRaw<
      { ciphertext: Uint8Array }[]
    >`SELECT ciphertext FROM documents WHERE id = ${docId}::uuid`;
    expect(Buffer.from(row?.ciphertext ?? []).includes(Buffer.from('Master psihologije'))).toBe(false);
  });

  it('lets the owner read, denies other therapists and clients, lets admins read with an audit row', async () => {
    const own = await h.call(c.getDocument.bind(c), { documentId: docId }, owner.token);
    expect(Buffer.from(own.content)).toEqual(pdf);
    const other = await token(['therapist']);
    expect((await failure(h.call(c.getDocument.bind(c), { documentId: docId }, other.token))).status).toBe(
      grpc.status.NOT_FOUND,
    );
    expect(
      (await failure(h.call(c.listDocuments.bind(c), { profileId: owner.profile.id }, other.token))).status,
    ).toBe(grpc.status.PERMISSION_DENIED);
    const client = await token(['client']);
    expect((await failure(h.call(c.getDocument.bind(c), { documentId: docId }, client.token))).status).toBe(
      grpc.status.PERMISSION_DENIED,
    );
    expect(await h.prisma.auditLog.count()).toBe(0);
    const asAdmin = await h.call(c.getDocument.bind(c), { documentId: docId }, adminToken);
    expect(Buffer.from(asAdmin.content)).toEqual(pdf);
    const listed = await h.call(c.listDocuments.bind(c), { profileId: owner.profile.id }, adminToken);
    expect(listed.documents.map((d) => d.id)).toEqual([docId]);
    const audit = await h.prisma.auditLog.findMany({ orderBy: { at: 'asc' } });
    expect(audit.map((a) => [a.actorUserId, a.action, a.subjectId])).toEqual([
      [adminActor.userId, 'documents.read', docId],
      [adminActor.userId, 'documents.list', owner.profile.id],
    ]);
  });

  it('refuses fake types and accepts an 8 MB document over gRPC', async () => {
    const exe = await failure(
      h.call(
        c.uploadDocument.bind(c),
        {
          kind: DocumentKind.DOCUMENT_KIND_OTHER,
          fileName: 'x.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('MZ\x90\x00'),
        },
        owner.token,
      ),
    );
    expect(exe.code).toBe('therapists.unsupported_document_type');
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(8 * 1024 * 1024 - 8, 7),
    ]);
    const ok = await h.call(
      c.uploadDocument.bind(c),
      {
        kind: DocumentKind.DOCUMENT_KIND_CERTIFICATE,
        fileName: 'scan.png',
        contentType: 'image/png',
        content: big,
      },
      owner.token,
    );
    expect(ok.document?.sizeBytes).toBe(big.length);
    const tooBig = await failure(
      h.call(
        c.uploadDocument.bind(c),
        {
          kind: DocumentKind.DOCUMENT_KIND_CERTIFICATE,
          fileName: 'scan.png',
          contentType: 'image/png',
          content: Buffer.concat([big, Buffer.alloc(1)]),
        },
        owner.token,
      ),
    );
    expect(tooBig.code).toBe('therapists.document_too_large');
  });

  it('keeps the W-8BEN to the therapist and audited admins; erasing the key erases it', async () => {
    const form = {
      fullName: 'Dokument Vlasnik',
      countryOfCitizenship: 'Srbija',
      permanentAddress: 'Knez Mihailova 1, Beograd',
      mailingAddress: '',
      foreignTaxId: '1234567890',
      dateOfBirth: '1985-04-12',
      treatyCountry: '',
      signatureName: 'Dokument Vlasnik',
      signedAt: undefined,
    };
    await h.call(c.saveW8Ben.bind(c), { form }, owner.token);
    const [row] = await h.prisma.$queryRaw<
      { ciphertext: Uint8Array }[]
    >`SELECT ciphertext FROM w8ben_forms WHERE profile_id = ${owner.profile.id}::uuid`;
    expect(Buffer.from(row?.ciphertext ?? []).includes(Buffer.from('1234567890'))).toBe(false);
    expect((await h.call(c.getW8Ben.bind(c), { profileId: '' }, owner.token)).form?.foreignTaxId).toBe(
      '1234567890',
    );
    const other = await token(['therapist']);
    expect(
      (await failure(h.call(c.getW8Ben.bind(c), { profileId: owner.profile.id }, other.token))).status,
    ).toBe(grpc.status.PERMISSION_DENIED);
    const before = await h.prisma.auditLog.count({ where: { action: 'w8ben.read' } });
    expect((await h.call(c.getW8Ben.bind(c), { profileId: owner.profile.id }, adminToken)).present).toBe(
      true,
    );
    expect(await h.prisma.auditLog.count({ where: { action: 'w8ben.read' } })).toBe(before + 1);

    await eraseTherapistData(h.deps, owner.userId);
    expect((await failure(h.call(c.getW8Ben.bind(c), { profileId: '' }, owner.token))).code).toBe(
      'crypto.key_erased',
    );
    expect((await failure(h.call(c.getDocument.bind(c), { documentId: docId }, owner.token))).code).toBe(
      'crypto.key_erased',
    );
  });

  it('shows an individual price only to its client and its therapist', async () => {
    const client = await token(['client']);
    const otherClient = await token(['client']);
    await h.call(
      c.setIndividualPrice.bind(c),
      {
        clientUserId: client.userId,
        kind: SessionKind.SESSION_KIND_INDIVIDUAL,
        price: { amountMinor: 250000, currency: 'RSD' },
      },
      owner.token,
    );
    const mine = await h.call(c.getPublicProfile.bind(c), { slug: owner.profile.slug }, client.token);
    expect(mine.individualPrices).toEqual([
      expect.objectContaining({
        kind: SessionKind.SESSION_KIND_INDIVIDUAL,
        priceRsd: { amountMinor: 250000, currency: 'RSD' },
      }),
    ]);
    expect(mine.profile?.sessionTypes[0]?.priceRsd?.amountMinor).toBe(400000);
    expect(
      (await h.call(c.getPublicProfile.bind(c), { slug: owner.profile.slug }, otherClient.token))
        .individualPrices,
    ).toEqual([]);
    expect((await h.call(c.getPublicProfile.bind(c), { slug: owner.profile.slug })).individualPrices).toEqual(
      [],
    );
    expect(
      (await h.call(c.getPublicProfile.bind(c), { slug: owner.profile.slug }, adminToken)).individualPrices,
    ).toEqual([]);
    expect(
      (await h.call(c.listIndividualPrices.bind(c), {}, owner.token)).prices.map((p) => p.clientUserId),
    ).toEqual([client.userId]);
    const other = await approvedTherapist({ displayName: 'Drugi Terapeut' });
    expect((await h.call(c.listIndividualPrices.bind(c), {}, other.token)).prices).toEqual([]);
    expect((await failure(h.call(c.listIndividualPrices.bind(c), {}, client.token))).status).toBe(
      grpc.status.PERMISSION_DENIED,
    );
  });
});

describe('individual price events', () => {
  async function priceEvents(profileId: string) {
    const rows = await h.prisma.outbox.findMany({
      where: { subject: 'therapists.individual_price.changed.v1', aggregateId: profileId },
      orderBy: { id: 'asc' },
    });
    return rows.map((r) => IndividualPriceChanged.decode(r.payload));
  }

  it('puts the price in the outbox when set, changed and deleted, in the same transaction', async () => {
    const owner = await approvedTherapist({ displayName: 'Cena Događaj' });
    const client = await token(['client']);
    const set = (amountMinor: number, currency: string) =>
      h.call(
        c.setIndividualPrice.bind(c),
        {
          clientUserId: client.userId,
          kind: SessionKind.SESSION_KIND_COUPLES,
          price: { amountMinor, currency },
        },
        owner.token,
      );
    const { price } = await set(300000, 'RSD');
    await set(4000, 'EUR');
    await h.call(c.deleteIndividualPrice.bind(c), { priceId: price!.id }, owner.token);
    const events = await priceEvents(owner.profile.id);
    const common = {
      priceId: price!.id,
      therapistUserId: owner.userId,
      therapistProfileId: owner.profile.id,
      clientUserId: client.userId,
      kind: 'couples',
    };
    expect(events).toEqual([
      expect.objectContaining({ ...common, priceRsdMinor: 300000, removed: false }),
      // Booking charges RSD only: a price in euros leaves the client on the public RSD price.
      expect.objectContaining({ ...common, priceRsdMinor: 0, removed: true }),
      expect.objectContaining({ ...common, priceRsdMinor: 0, removed: true }),
    ]);
    expect(events.every((e) => e.occurredAt instanceof Date)).toBe(true);
    // Someone else's price id (or a second delete) changes nothing and publishes nothing.
    expect(
      (await failure(h.call(c.deleteIndividualPrice.bind(c), { priceId: price!.id }, owner.token))).status,
    ).toBe(grpc.status.NOT_FOUND);
    expect(await priceEvents(owner.profile.id)).toHaveLength(3);
  });
});

describe('matching and connect me', () => {
  it('stores a ranked result with reasons; a client-owned result is theirs alone', async () => {
    await approvedTherapist({ displayName: 'Uparivanje Prvi' });
    const answers = {
      concerns: ['anksioznost'],
      preferredGender: Gender.GENDER_FEMALE,
      preferredApproaches: ['kbt'],
      maxPriceRsd: 500000,
      languages: ['sr'],
      couples: false,
      schedule: [],
    };
    const client = await token(['client']);
    const { resultId } = await h.call(c.createMatch.bind(c), { answers }, client.token);
    const got = await h.call(c.getMatch.bind(c), { resultId, secret: '' }, client.token);
    const top = got.result?.therapists[0];
    expect(got.result?.therapists.length).toBeGreaterThan(0);
    expect(got.result?.therapists.length).toBeLessThanOrEqual(10);
    expect(top?.reasons.map((r) => r.text)).toContain(
      'Cena individualne seanse (4.000 RSD) je u okviru vašeg budžeta.',
    );
    expect(top?.reasons.map((r) => r.text)).toContain('Radi sa anksioznošću, sa čim ste se obratili.');
    expect(await failure(h.call(c.getMatch.bind(c), { resultId, secret: '' }))).toMatchObject({
      status: grpc.status.NOT_FOUND,
    });
    const other = await token(['client']);
    expect((await failure(h.call(c.getMatch.bind(c), { resultId, secret: '' }, other.token))).status).toBe(
      grpc.status.NOT_FOUND,
    );
    const anon = await h.call(c.createMatch.bind(c), { answers });
    expect(
      (await h.call(c.getMatch.bind(c), { resultId: anon.resultId, secret: anon.secret })).result?.id,
    ).toBe(anon.resultId);
  });

  it('queues a connection request, publishes it, and shows the client the assignment', async () => {
    const client = await token(['client']);
    const therapist = await approvedTherapist({ displayName: 'Dodeljeni Terapeut' });
    const { request } = await h.call(
      c.requestConnection.bind(c),
      { message: 'Treba mi neko ko radi sa anksioznošću.', answers: undefined },
      client.token,
    );
    const open = await h.call(
      c.listConnectionRequests.bind(c),
      { status: 1, page: 1, pageSize: 50 },
      adminToken,
    );
    expect(open.requests.map((r) => r.id)).toContain(request?.id);
    expect(
      (
        await failure(
          h.call(c.listConnectionRequests.bind(c), { status: 1, page: 1, pageSize: 50 }, client.token),
        )
      ).status,
    ).toBe(grpc.status.PERMISSION_DENIED);
    await h.call(
      c.assignConnectionRequest.bind(c),
      { requestId: request?.id ?? '', profileId: therapist.profile.id },
      adminToken,
    );
    const mine = await h.call(c.listMyConnectionRequests.bind(c), {}, client.token);
    expect(mine.requests[0]).toMatchObject({ id: request?.id, assignedProfileId: therapist.profile.id });
    expect(mine.assignedProfiles.map((p) => p.id)).toEqual([therapist.profile.id]);
    await eventually('the event in the stream', async () =>
      (await streamMessages()).some((m) => m.subject === `${prefix}therapists.match_request.created.v1`),
    );
  });
});

describe('reviews', () => {
  it('accepts a review only after a completed booking, once, and publishes it after moderation', async () => {
    const therapist = await approvedTherapist({ displayName: 'Recenzija Terapeut' });
    const client = await token(['client']);
    const review = {
      profileId: therapist.profile.id,
      rating: 5,
      text: 'Mirno, jasno i sa puno razumevanja.',
      anonymous: false,
    };
    expect((await failure(h.call(c.submitReview.bind(c), review, client.token))).code).toBe(
      'therapists.not_eligible_to_review',
    );

    const bookingId = randomUUID();
    await bus.js.publish(
      `${prefix}booking.booking.completed.v1`,
      BookingCompleted.encode({
        bookingId,
        clientUserId: client.userId,
        therapistUserId: therapist.userId,
        therapistProfileId: therapist.profile.id,
        startsAt: new Date(Date.now() - 3600_000),
        endedAt: new Date(),
        occurredAt: new Date(),
      }).finish(),
      { msgID: bookingId },
    );
    await eventually('the eligibility recorded', () =>
      h.prisma.reviewEligibility.findUnique({ where: { bookingId } }),
    );

    const submitted = await h.call(c.submitReview.bind(c), review, client.token);
    expect(submitted.review?.status).toBe(ReviewStatus.REVIEW_STATUS_PENDING);
    expect((await failure(h.call(c.submitReview.bind(c), review, client.token))).code).toBe(
      'therapists.already_reviewed',
    );
    expect((await h.call(c.getPublicProfile.bind(c), { slug: therapist.profile.slug })).reviews).toEqual([]);
    expect(
      (
        await failure(
          h.call(
            c.moderateReview.bind(c),
            { reviewId: submitted.review?.id ?? '', publish: true, note: '' },
            therapist.token,
          ),
        )
      ).status,
    ).toBe(grpc.status.PERMISSION_DENIED);

    await h.call(
      c.moderateReview.bind(c),
      { reviewId: submitted.review?.id ?? '', publish: true, note: '' },
      adminToken,
    );
    const pub = await h.call(c.getPublicProfile.bind(c), { slug: therapist.profile.slug });
    expect(pub.reviews.map((r) => r.text)).toEqual([review.text]);
    expect(pub.profile).toMatchObject({ ratingAverage: 5, reviewCount: 1 });
    await eventually('the event in the stream', async () =>
      (await streamMessages()).some((m) => m.subject === `${prefix}therapists.review.published.v1`),
    );
  });
});
