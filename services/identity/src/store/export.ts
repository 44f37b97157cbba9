import { recipientHash } from '@oslonac/kit/mail';
import type { Db } from './db';

// What identity holds about a person, for their own copy (GDPR Art. 15/20). Never a secret: no password hash, no
// token hashes, no hand-off codes.

export interface IdentityExport {
  profile: {
    id: string;
    email: string;
    emailVerifiedAt: Date | null;
    displayName: string;
    locale: string;
    onboardingStep: string;
    hasPassword: boolean;
    createdAt: Date;
    updatedAt: Date;
  };
  roles: { role: string; grantedAt: Date; grantedBy: string | null }[];
  sessions: {
    id: string;
    userAgent: string;
    ip: string;
    createdAt: Date;
    signedInAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    endedAt: Date | null;
  }[];
  signInLinks: {
    email: string;
    changesEmail: boolean;
    createdAt: Date;
    expiresAt: Date;
    usedAt: Date | null;
  }[];
  /** The mail log of the current address (what was sent and when; bodies are not kept once sent). */
  mail: { kind: string; status: string; createdAt: Date; sentAt: Date | null }[];
  /** The optional notices the person turned on or off (kinds never set are on). */
  noticePreferences: { kind: string; enabled: boolean; updatedAt: Date }[];
}

export async function readUserExport(db: Db, userId: string): Promise<IdentityExport | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      emailVerifiedAt: true,
      displayName: true,
      locale: true,
      onboardingStep: true,
      passwordHash: true,
      createdAt: true,
      updatedAt: true,
      roles: { select: { role: true, grantedAt: true, grantedBy: true }, orderBy: { grantedAt: 'asc' } },
      sessions: {
        select: {
          id: true,
          userAgent: true,
          ip: true,
          createdAt: true,
          signedInAt: true,
          lastSeenAt: true,
          expiresAt: true,
          endedAt: true,
        },
        orderBy: { createdAt: 'asc' },
      },
      emailLinks: {
        select: { email: true, changesEmail: true, createdAt: true, expiresAt: true, usedAt: true },
        orderBy: { createdAt: 'asc' },
      },
      noticePreferences: { select: { kind: true, enabled: true, updatedAt: true }, orderBy: { kind: 'asc' } },
    },
  });
  if (!user) return null;
  const { passwordHash, roles, sessions, emailLinks, noticePreferences, ...profile } = user;
  const mail = await db.mailOutbox.findMany({
    where: { recipientHash: recipientHash(user.email) },
    select: { kind: true, status: true, createdAt: true, sentAt: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return {
    profile: { ...profile, hasPassword: passwordHash !== null },
    roles,
    sessions,
    signInLinks: emailLinks,
    mail,
    noticePreferences,
  };
}
