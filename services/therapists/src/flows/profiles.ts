import { type Actor, isUniqueViolation } from '@oslonac/kit';
import { errors } from '../domain/errors';
import { foldText } from '../domain/fold';
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
import { Prisma } from '../generated/prisma/client';
import { newId } from '../ids';
import { type Db, transaction } from '../store/db';
import {
  draftColumns,
  findProfile,
  type ProfileView,
  slugsStartingWith,
  taxonomyNames,
} from '../store/profiles';
import type { Deps } from './deps';

/** The therapist's own view: what they last saved, including edits still waiting for an admin. */
export function ownView(p: ProfileView): ProfileView {
  return p.pendingChanges ? { ...p, draft: { ...p.draft, ...p.pendingChanges } } : p;
}

export async function derivedColumns(db: Db, d: DraftData) {
  const names = await taxonomyNames(db);
  return {
    searchDocument: buildSearchDocument(d, names),
    cityKey: foldText(d.city),
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
      await tx.profile.create({
        data: {
          id,
          userId: actor.userId,
          slug,
          status: 'draft',
          ...draftColumns(draft, await derivedColumns(tx, draft)),
          createdAt: now,
          updatedAt: now,
        },
      });
      return (await findProfile(tx, { id })) as ProfileView;
    }

    const status = transition(current.status, 'edit');
    if (current.status === 'approved') {
      const { live, pending } = splitApprovedEdit(current.draft, draft);
      await tx.profile.update({
        where: { id: current.id },
        data: {
          ...draftColumns(live, await derivedColumns(tx, live)),
          pendingChanges: pending ? (pending as Prisma.InputJsonValue) : Prisma.DbNull,
          updatedAt: now,
        },
      });
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
    await tx.profile.update({
      where: { id: current.id },
      data: {
        ...draftColumns(draft, await derivedColumns(tx, draft)),
        slug,
        status,
        rejectionReason: status === 'rejected' ? current.rejectionReason : null,
        updatedAt: now,
      },
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
    await tx.profile.update({
      where: { id: current.id },
      data: { status, submittedAt: now, rejectionReason: null, updatedAt: now },
    });
    return (await findProfile(tx, { id: current.id })) as ProfileView;
  });
}
