import { type Actor, isUniqueViolation } from '@oslonac/kit';
import { fold } from '@oslonac/lang';
import { errors } from '../domain/errors';
import {
  assertCompleteForSubmit,
  buildSearchDocument,
  type DraftData,
  individualPrice,
  publicFactsChanged,
  splitApprovedEdit,
  transition,
} from '../domain/profile';
import { uniqueSlug } from '../domain/slug';
import { profileUpdated } from '../events';
import { newId } from '../ids';
import { type Db, transaction } from '../store/db';
import {
  type DerivedColumns,
  findProfile,
  insertDraft,
  markSubmitted,
  type ProfileView,
  slugsStartingWith,
  taxonomyNames,
  updateApproved,
  updateDraft,
} from '../store/profiles';
import type { Deps } from './deps';

/** The therapist's own view: what they last saved, including edits still waiting for an admin. */
export function ownView(p: ProfileView): ProfileView {
  return p.pendingChanges ? { ...p, draft: { ...p.draft, ...p.pendingChanges } } : p;
}

export async function derivedColumns(db: Db, d: DraftData): Promise<DerivedColumns> {
  const names = await taxonomyNames(db);
  return {
    searchDocument: buildSearchDocument(d, names),
    cityKey: fold(d.city),
    price: individualPrice(d.sessionTypes),
  };
}

async function assertKnownTerms(db: Db, d: DraftData): Promise<void> {
  const names = await taxonomyNames(db);
  const badSpecialty = d.specialties.find((s) => !names.specialties.has(s));
  if (badSpecialty) throw errors.invalidArgument('draft.specialties', `Nepoznata oblast: ${badSpecialty}.`);
  const badApproach = d.approaches.find((a) => !names.approaches.has(a));
  if (badApproach) throw errors.invalidArgument('draft.approaches', `Nepoznat pristup: ${badApproach}.`);
}

export async function getMyProfile(d: Deps, actor: Actor): Promise<ProfileView> {
  const p = await findProfile(d.prisma, { userId: actor.userId });
  if (!p) throw errors.notFound('profile');
  return ownView(p);
}

/** The first save creates the draft (onboarding); later saves follow domain/profile.ts transitions. */
export async function saveMyProfile(d: Deps, actor: Actor, draft: DraftData): Promise<ProfileView> {
  try {
    return await save(d, actor, draft);
  } catch (err) {
    // Two first saves at once, or two new therapists with the same name at once: the second try sees the row.
    if (isUniqueViolation(err)) return save(d, actor, draft);
    throw err;
  }
}

async function save(d: Deps, actor: Actor, draft: DraftData): Promise<ProfileView> {
  return transaction(d.prisma, async (tx) => {
    await assertKnownTerms(tx, draft);
    const now = d.clock();
    const current = await findProfile(tx, { userId: actor.userId }, { lock: true });
    if (!current) {
      const id = newId();
      const slug = uniqueSlug(draft.displayName, await slugsStartingWith(tx, baseSlug(draft)), 'terapeut');
      const derived = await derivedColumns(tx, draft);
      await insertDraft(tx, { id, userId: actor.userId, slug, draft, derived, now });
      return (await findProfile(tx, { id })) as ProfileView;
    }

    const status = transition(current.status, 'edit');
    if (current.status === 'approved') {
      const { live, pending } = splitApprovedEdit(current.draft, draft);
      await updateApproved(tx, current.id, { live, derived: await derivedColumns(tx, live), pending, now });
      const saved = (await findProfile(tx, { id: current.id })) as ProfileView;
      if (publicFactsChanged(current.draft, live)) await profileUpdated(tx, saved, now);
      return ownView(saved);
    }

    // Never public yet: the slug may still follow the name.
    const slug =
      current.verification === null && current.draft.displayName !== draft.displayName
        ? uniqueSlug(
            draft.displayName,
            new Set([...(await slugsStartingWith(tx, baseSlug(draft)))].filter((s) => s !== current.slug)),
            'terapeut',
          )
        : current.slug;
    await updateDraft(tx, current.id, {
      draft,
      derived: await derivedColumns(tx, draft),
      slug,
      status,
      rejectionReason: status === 'rejected' ? current.rejectionReason : null,
      now,
    });
    return (await findProfile(tx, { id: current.id })) as ProfileView;
  });
}

function baseSlug(draft: DraftData): string {
  return uniqueSlug(draft.displayName, new Set(), 'terapeut');
}

export async function submitMyProfile(d: Deps, actor: Actor): Promise<ProfileView> {
  return transaction(d.prisma, async (tx) => {
    const current = await findProfile(tx, { userId: actor.userId }, { lock: true });
    if (!current) throw errors.noProfile();
    const status = transition(current.status, 'submit');
    assertCompleteForSubmit(current.draft);
    const now = d.clock();
    await markSubmitted(tx, current.id, status, now);
    return (await findProfile(tx, { id: current.id })) as ProfileView;
  });
}
