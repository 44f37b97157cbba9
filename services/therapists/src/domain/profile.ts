import { fold, type SessionKind } from '@oslonac/lang';
import { errors } from './errors';

// The profile as the domain sees it (plain values, no proto enums), its state machine and the rules about
// which edits of a public profile need an admin again.

export type ProfileStatus = 'draft' | 'submitted' | 'approved' | 'rejected';
export type Gender = 'female' | 'male';
export type { SessionKind };

export interface SessionTypeData {
  kind: SessionKind;
  durationMinutes: number;
  priceRsdMinor: number;
  priceEurMinor: number;
}

export interface EducationData {
  institution: string;
  degree: string;
  year: number;
}

export interface VerificationData {
  degreeChecked: boolean;
  licenceNumber: string;
  association: string;
  supervisionChecked: boolean;
  checkedBy: string;
  checkedAt: string;
  note: string;
}

/** What a therapist edits (ProfileDraft). */
export interface DraftData {
  displayName: string;
  title: string;
  bio: string;
  languages: string[];
  specialties: string[];
  approaches: string[];
  education: EducationData[];
  certifications: string[];
  yearsOfPractice: number;
  city: string;
  gender: Gender | null;
  worksWithCouples: boolean;
  sessionTypes: SessionTypeData[];
  timeZone: string;
}

/**
 * Fields an admin verified: who the therapist is and their credentials (education, certifications, years of
 * practice, the specialties they claim). Changing them on a public profile waits for an admin; the rest goes
 * live at once.
 */
export const VERIFIED_FIELDS = [
  'displayName',
  'title',
  'education',
  'certifications',
  'yearsOfPractice',
  'specialties',
] as const;
export type VerifiedField = (typeof VERIFIED_FIELDS)[number];
export type PendingChanges = Partial<Pick<DraftData, VerifiedField>>;

export const DEFAULT_SESSION_MINUTES: Record<SessionKind, number> = {
  individual: 50,
  couples: 80,
  first_consultation: 30,
};

// --- state machine ---------------------------------------------------------------------------------------

export type ProfileAction = 'edit' | 'submit' | 'approve' | 'reject';

/**
 * draft → submitted → approved | rejected(reason). Editing a rejected profile makes it a draft again; editing a
 * submitted one keeps it in review (the admin sees the latest text). An approved profile stays approved and
 * public on edit: changes to verified fields wait in pending changes, which approve applies and reject drops.
 */
export function transition(
  from: ProfileStatus,
  action: ProfileAction,
  opts: { hasPendingChanges?: boolean } = {},
): ProfileStatus {
  switch (action) {
    case 'edit':
      return from === 'rejected' ? 'draft' : from;
    case 'submit':
      if (from === 'draft' || from === 'rejected') return 'submitted';
      break;
    case 'approve':
      if (from === 'submitted') return 'approved';
      if (from === 'approved' && opts.hasPendingChanges) return 'approved';
      break;
    case 'reject':
      if (from === 'submitted') return 'rejected';
      if (from === 'approved' && opts.hasPendingChanges) return 'approved';
      break;
  }
  throw errors.invalidTransition(from, action);
}

/** Separation of duties: nobody approves or rejects their own profile, whatever roles they hold. */
export function assertNotOwnProfile(profileUserId: string, reviewerUserId: string): void {
  if (profileUserId === reviewerUserId) throw errors.ownProfileReview();
}

export function isPublic(status: ProfileStatus): boolean {
  return status === 'approved';
}

/** What is missing before a draft can go to review (field names as in ProfileDraft). */
export function missingForSubmit(d: DraftData): string[] {
  const missing: string[] = [];
  if (d.displayName.trim().length < 3) missing.push('displayName');
  if (!d.title.trim()) missing.push('title');
  if (d.bio.trim().length < 80) missing.push('bio');
  if (d.languages.length === 0) missing.push('languages');
  if (d.specialties.length === 0) missing.push('specialties');
  if (d.approaches.length === 0) missing.push('approaches');
  if (d.education.length === 0) missing.push('education');
  if (!d.city.trim()) missing.push('city');
  if (!d.gender) missing.push('gender');
  if (!d.sessionTypes.some((s) => s.kind === 'individual' && s.priceRsdMinor > 0))
    missing.push('sessionTypes');
  return missing;
}

export function assertCompleteForSubmit(d: DraftData): void {
  const missing = missingForSubmit(d);
  if (missing.length > 0) throw errors.profileIncomplete(missing);
}

/** JSON with object keys sorted: jsonb hands objects back with its own key order, a request with another. */
function canonicalJson(v: unknown): string {
  return JSON.stringify(v, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * Splits an edit of an approved profile: verified fields that changed become pending changes (the public
 * profile keeps the verified values), everything else applies at once.
 */
export function splitApprovedEdit(
  current: DraftData,
  next: DraftData,
): { live: DraftData; pending: PendingChanges | null } {
  const live: DraftData = { ...next };
  const pending: PendingChanges = {};
  for (const f of VERIFIED_FIELDS) {
    if (!sameValue(current[f], next[f])) {
      (pending as Record<string, unknown>)[f] = next[f];
      (live as unknown as Record<string, unknown>)[f] = current[f];
    }
  }
  return { live, pending: Object.keys(pending).length > 0 ? pending : null };
}

/** The individual session's base price (para), which the price filter and sort use. */
export function individualPrice(sessionTypes: SessionTypeData[]): number | null {
  const s = sessionTypes.find((t) => t.kind === 'individual');
  return s && s.priceRsdMinor > 0 ? s.priceRsdMinor : null;
}

/** The facts of a public profile that `therapists.profile.updated.v1` carries (slugs never change once public). */
export const PUBLISHED_FIELDS = [
  'displayName',
  'title',
  'specialties',
  'languages',
  'sessionTypes',
  'timeZone',
] as const satisfies readonly (keyof DraftData)[];

/**
 * Did a fact booking keeps from the profile event change (name, title, specialties, languages, session types
 * with their durations and prices, time zone)? Order of specialties and languages counts: it is how they show.
 */
export function publicFactsChanged(a: DraftData, b: DraftData): boolean {
  return PUBLISHED_FIELDS.some((f) => !sameValue(a[f], b[f]));
}

/**
 * The folded text search runs over: name, title, city, bio, and the names (plus slugs) of specialties and
 * approaches, so "anksioznost" finds a profile tagged with the specialty even if the bio never says it.
 */
export function buildSearchDocument(
  d: Pick<DraftData, 'displayName' | 'title' | 'city' | 'bio' | 'specialties' | 'approaches'>,
  names: { specialties: ReadonlyMap<string, string>; approaches: ReadonlyMap<string, string> },
): string {
  const terms = [
    ...d.specialties.map((s) => names.specialties.get(s) ?? s.replace(/-/g, ' ')),
    ...d.approaches.map((a) => names.approaches.get(a) ?? a.replace(/-/g, ' ')),
  ];
  return fold([d.displayName, d.title, d.city, terms.join(' '), d.bio].join(' '));
}
