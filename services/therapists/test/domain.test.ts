import { describe, expect, it } from '@jest/globals';
import { isDomainError } from '@oslonac/kit';
import {
  checkDocument,
  checkStorageQuota,
  cleanFileName,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_STORAGE_BYTES,
  MAX_DOCUMENTS_PER_PROFILE,
  sniffDocumentType,
} from '../src/domain/documents';
import {
  assertNotOwnProfile,
  buildSearchDocument,
  type DraftData,
  missingForSubmit,
  type ProfileAction,
  type ProfileStatus,
  publicFactsChanged,
  splitApprovedEdit,
  transition,
} from '../src/domain/profile';
import { slugify, uniqueSlug } from '../src/domain/slug';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return isDomainError(err) ? err.code : 'not a domain error';
  }
  return 'no error';
};

export const completeDraft: DraftData = {
  displayName: 'Milica Đorđević',
  title: 'psihoterapeut',
  bio: 'Radim sa odraslima koji prolaze kroz anksioznost, paniku i teške životne promene. Verujem u miran, strukturisan rad.',
  languages: ['sr', 'en'],
  specialties: ['anksioznost', 'depresija'],
  approaches: ['kbt'],
  education: [{ institution: 'Filozofski fakultet, Beograd', degree: 'Master psihologije', year: 2012 }],
  certifications: ['Savez društava psihoterapeuta Srbije'],
  yearsOfPractice: 11,
  city: 'Čačak',
  gender: 'female',
  worksWithCouples: false,
  sessionTypes: [{ kind: 'individual', durationMinutes: 50, priceRsdMinor: 400000, priceEurMinor: 3500 }],
  timeZone: 'Europe/Belgrade',
};

describe('profile state machine', () => {
  const allowed: [ProfileStatus, ProfileAction, ProfileStatus][] = [
    ['draft', 'edit', 'draft'],
    ['draft', 'submit', 'submitted'],
    ['submitted', 'edit', 'submitted'],
    ['submitted', 'approve', 'approved'],
    ['submitted', 'reject', 'rejected'],
    ['rejected', 'edit', 'draft'],
    ['rejected', 'submit', 'submitted'],
    ['approved', 'edit', 'approved'],
  ];
  it.each(allowed)('%s --%s--> %s', (from, action, to) => {
    expect(transition(from, action)).toBe(to);
  });

  it.each([
    ['draft', 'approve'],
    ['draft', 'reject'],
    ['submitted', 'submit'],
    ['approved', 'submit'],
    ['approved', 'approve'],
    ['approved', 'reject'],
    ['rejected', 'approve'],
  ] as [ProfileStatus, ProfileAction][])('refuses %s --%s', (from, action) => {
    expect(code(() => transition(from, action))).toBe('therapists.invalid_transition');
  });

  it('lets an admin approve or reject only the waiting edits of a public profile', () => {
    expect(transition('approved', 'approve', { hasPendingChanges: true })).toBe('approved');
    expect(transition('approved', 'reject', { hasPendingChanges: true })).toBe('approved');
  });

  it('names what is missing before submission', () => {
    expect(missingForSubmit(completeDraft)).toEqual([]);
    expect(
      missingForSubmit({ ...completeDraft, bio: 'kratko', specialties: [], gender: null, sessionTypes: [] }),
    ).toEqual(['bio', 'specialties', 'gender', 'sessionTypes']);
  });

  it('keeps verified fields of an approved profile waiting and applies the rest', () => {
    const next = {
      ...completeDraft,
      displayName: 'Milica Petrović',
      bio: `${completeDraft.bio} Nova rečenica.`,
    };
    const { live, pending } = splitApprovedEdit(completeDraft, next);
    expect(pending).toEqual({ displayName: 'Milica Petrović' });
    expect(live.displayName).toBe('Milica Đorđević');
    expect(live.bio).toBe(next.bio);
    expect(splitApprovedEdit(completeDraft, { ...completeDraft, city: 'Niš' }).pending).toBeNull();
  });

  it.each<[string, Partial<DraftData>]>([
    ['certifications', { certifications: ['Evropska asocijacija za psihoterapiju'] }],
    ['years of practice', { yearsOfPractice: 25 }],
    ['specialties', { specialties: ['anksioznost', 'trauma'] }],
    ['education', { education: [] }],
  ])('keeps a change of credentials (%s) waiting for an admin', (_what, edit) => {
    const { live, pending } = splitApprovedEdit(completeDraft, { ...completeDraft, ...edit });
    expect(pending).toEqual(edit);
    expect(live).toEqual(completeDraft);
  });

  it('lets nobody review their own profile, whatever their roles', () => {
    expect(code(() => assertNotOwnProfile('u-1', 'u-1'))).toBe('therapists.own_profile_review');
    expect(code(() => assertNotOwnProfile('u-1', 'u-2'))).toBe('no error');
  });

  // What the database hands back: jsonb orders object keys its own way.
  const stored: DraftData = {
    ...completeDraft,
    education: [{ year: 2012, degree: 'Master psihologije', institution: 'Filozofski fakultet, Beograd' }],
    sessionTypes: [{ kind: 'individual', priceEurMinor: 3500, priceRsdMinor: 400000, durationMinutes: 50 }],
  };

  it('does not mistake the stored key order for an edit of verified fields', () => {
    expect(
      splitApprovedEdit(stored, { ...completeDraft, bio: `${completeDraft.bio} Još.` }).pending,
    ).toBeNull();
  });

  it.each<[string, Partial<DraftData>]>([
    ['the name', { displayName: 'Milica Petrović' }],
    ['the title', { title: 'psiholog' }],
    ['a specialty', { specialties: ['anksioznost', 'trauma'] }],
    ['a language', { languages: ['sr'] }],
    [
      'a price',
      {
        sessionTypes: [
          { kind: 'individual', durationMinutes: 50, priceRsdMinor: 450000, priceEurMinor: 3500 },
        ],
      },
    ],
    [
      'a duration',
      {
        sessionTypes: [
          { kind: 'individual', durationMinutes: 60, priceRsdMinor: 400000, priceEurMinor: 3500 },
        ],
      },
    ],
    ['the time zone', { timeZone: 'Europe/Vienna' }],
  ])('counts %s as a public fact booking must hear about', (_what, edit) => {
    expect(publicFactsChanged(stored, { ...completeDraft, ...edit })).toBe(true);
  });

  it('keeps quiet about edits booking does not show (bio, city) and about key order', () => {
    expect(publicFactsChanged(stored, completeDraft)).toBe(false);
    expect(publicFactsChanged(stored, { ...completeDraft, bio: 'Drugačiji tekst.', city: 'Niš' })).toBe(
      false,
    );
  });
});

describe('slugs', () => {
  it('makes slugs from names', () => {
    expect(slugify('Milica Đorđević')).toBe('milica-djordjevic');
    expect(slugify('Др Јована Илић')).toBe('dr-jovana-ilic');
    expect(slugify('  --  ')).toBe('');
  });

  it('adds a suffix when the slug is taken', () => {
    expect(uniqueSlug('Milica Đorđević', new Set(), 'terapeut')).toBe('milica-djordjevic');
    expect(uniqueSlug('Milica Đorđević', new Set(['milica-djordjevic']), 'terapeut')).toBe(
      'milica-djordjevic-2',
    );
    expect(
      uniqueSlug('Milica Đorđević', new Set(['milica-djordjevic', 'milica-djordjevic-2']), 'terapeut'),
    ).toBe('milica-djordjevic-3');
    expect(uniqueSlug('***', new Set(), 'terapeut')).toBe('terapeut');
  });

  it('builds the search document from names, title, city, taxonomy names and bio, folded', () => {
    const doc = buildSearchDocument(completeDraft, {
      specialties: new Map([['anksioznost', 'Anksioznost']]),
      approaches: new Map([['kbt', 'Kognitivno-bihejvioralna terapija']]),
    });
    expect(doc).toContain(
      'milica djordjevic psihoterapeut cacak anksioznost depresija kognitivno-bihejvioralna',
    );
    expect(doc).not.toMatch(/[A-ZČĆŠŽĐ]/);
  });
});

describe('documents', () => {
  const pdf = Buffer.from('%PDF-1.7\n...');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

  it('recognises pdf, png and jpeg by their bytes', () => {
    expect(sniffDocumentType(pdf)).toBe('application/pdf');
    expect(sniffDocumentType(png)).toBe('image/png');
    expect(sniffDocumentType(jpeg)).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from('MZ\x90\x00'))).toBeNull();
  });

  it('refuses a claimed type the bytes do not back, other types, empty and oversized files', () => {
    expect(checkDocument(jpeg, 'image/jpg')).toBe('image/jpeg');
    expect(checkDocument(pdf, '')).toBe('application/pdf');
    expect(code(() => checkDocument(Buffer.from('<html>'), 'application/pdf'))).toBe(
      'therapists.unsupported_document_type',
    );
    expect(code(() => checkDocument(png, 'application/pdf'))).toBe('therapists.unsupported_document_type');
    expect(code(() => checkDocument(Buffer.alloc(0), 'application/pdf'))).toBe('therapists.invalid_argument');
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    expect(code(() => checkDocument(big, 'application/pdf'))).toBe('therapists.document_too_large');
  });

  it('caps a profile at 20 files and 50 MB in all, counting what is stored', () => {
    expect([MAX_DOCUMENTS_PER_PROFILE, MAX_DOCUMENT_STORAGE_BYTES]).toEqual([20, 50 * 1024 * 1024]);
    expect(code(() => checkStorageQuota({ files: 19, bytes: 0 }, 1))).toBe('no error');
    expect(code(() => checkStorageQuota({ files: 20, bytes: 0 }, 1))).toBe(
      'therapists.document_quota_exceeded',
    );
    const mb = 1024 * 1024;
    expect(code(() => checkStorageQuota({ files: 6, bytes: 48 * mb }, 2 * mb))).toBe('no error');
    expect(code(() => checkStorageQuota({ files: 6, bytes: 48 * mb }, 2 * mb + 1))).toBe(
      'therapists.document_quota_exceeded',
    );
  });

  it('cleans file names', () => {
    expect(cleanFileName('C:\\Users\\m\\diploma "final".pdf')).toBe('diploma final.pdf');
    expect(cleanFileName('../../')).toBe('dokument');
  });
});
