import type { Role } from '@oslonac/kit';
import type { OnboardingStep } from '../domain/onboarding';
import { sortRoles } from '../domain/roles';
import type { Prisma } from '../generated/prisma/client';
import type { Db } from './db';

/** What the rest of the service sees of a user; never the password hash. */
export interface UserView {
  id: string;
  email: string;
  displayName: string;
  roles: Role[];
  locale: string;
  onboardingStep: OnboardingStep;
  emailVerified: boolean;
  hasPassword: boolean;
  createdAt: Date;
}

const userSelect = {
  id: true,
  email: true,
  displayName: true,
  locale: true,
  onboardingStep: true,
  emailVerifiedAt: true,
  passwordHash: true,
  createdAt: true,
  roles: { select: { role: true } },
} satisfies Prisma.UserSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

function toView(row: UserRow): UserView {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    roles: sortRoles(row.roles.map((r) => r.role)),
    locale: row.locale,
    onboardingStep: row.onboardingStep,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt,
  };
}

export async function insertUser(
  db: Db,
  u: {
    id: string;
    email: string;
    displayName: string;
    locale: string;
    passwordHash: string | null;
    role: Role;
    onboardingStep?: OnboardingStep;
    emailVerifiedAt?: Date | null;
    now: Date;
  },
): Promise<UserView> {
  const row = await db.user.create({
    data: {
      id: u.id,
      email: u.email,
      displayName: u.displayName,
      locale: u.locale,
      passwordHash: u.passwordHash,
      onboardingStep: u.onboardingStep ?? 'choose_path',
      emailVerifiedAt: u.emailVerifiedAt ?? null,
      createdAt: u.now,
      updatedAt: u.now,
      roles: { create: { role: u.role, grantedAt: u.now } },
    },
    select: userSelect,
  });
  return toView(row);
}

export async function findUserById(db: Db, id: string): Promise<UserView | null> {
  const row = await db.user.findUnique({ where: { id }, select: userSelect });
  return row ? toView(row) : null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserView | null> {
  const row = await db.user.findUnique({ where: { email }, select: userSelect });
  return row ? toView(row) : null;
}

export async function findCredentialsByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; passwordHash: string | null; emailVerified: boolean } | null> {
  const row = await db.user.findUnique({
    where: { email },
    select: { id: true, passwordHash: true, emailVerifiedAt: true },
  });
  return row
    ? { id: row.id, passwordHash: row.passwordHash, emailVerified: row.emailVerifiedAt !== null }
    : null;
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return row?.passwordHash ?? null;
}

/** Row lock for the rest of the transaction: orders concurrent changes to one user. */
export async function lockUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM users WHERE id = ${id}::uuid FOR UPDATE`;
  return rows.length === 1;
}

export async function findOnboardingStep(db: Db, userId: string): Promise<OnboardingStep | null> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { onboardingStep: true } });
  return row?.onboardingStep ?? null;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: {
    displayName?: string;
    locale?: string;
    email?: string;
    emailVerifiedAt?: Date | null;
    passwordHash?: string | null;
    onboardingStep?: OnboardingStep;
  },
  now: Date,
): Promise<UserView> {
  const row = await db.user.update({
    where: { id },
    data: { ...changes, updatedAt: now },
    select: userSelect,
  });
  return toView(row);
}

/** Only sets the time on the first verification, so it keeps meaning "verified since". */
export async function markEmailVerified(db: Db, id: string, now: Date): Promise<void> {
  await db.user.updateMany({
    where: { id, emailVerifiedAt: null },
    data: { emailVerifiedAt: now, updatedAt: now },
  });
}

/** True when the role was new; concurrent grants of the same role produce exactly one `true`. */
export async function addRole(db: Db, userId: string, role: Role, grantedBy: string | null, now: Date) {
  const { count } = await db.userRole.createMany({
    data: [{ userId, role, grantedBy, grantedAt: now }],
    skipDuplicates: true,
  });
  return count === 1;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  return (await db.user.count({ where: { id } })) === 1;
}

export interface UserPage {
  users: UserView[];
  /** The id to continue after, or null on the last page. */
  nextAfter: string | null;
}

/** Newest first, keyset-paginated on the UUIDv7 id (stable while users sign up in between). */
export async function listUsers(
  db: Db,
  q: { role: Role | null; query: string | null; pageSize: number; after: string | null },
): Promise<UserPage> {
  const where: Prisma.UserWhereInput = {
    ...(q.role ? { roles: { some: { role: q.role } } } : {}),
    ...(q.query
      ? {
          OR: [
            { email: { contains: q.query, mode: 'insensitive' } },
            { displayName: { contains: q.query, mode: 'insensitive' } },
          ],
        }
      : {}),
    ...(q.after ? { id: { lt: q.after } } : {}),
  };
  const rows = await db.user.findMany({
    where,
    select: userSelect,
    orderBy: { id: 'desc' },
    take: q.pageSize + 1,
  });
  const page = rows.slice(0, q.pageSize).map(toView);
  const last = page[page.length - 1];
  return { users: page, nextAfter: rows.length > q.pageSize && last ? last.id : null };
}
