// The one module that talks to identity over gRPC. Everything else in the BFF sees plain JSON view types.

import {
  IdentityServiceClient,
  type MailLogEntry as MailLogEntryPb,
  MailStatus as MailStatusPb,
  NoticeKind as NoticeKindPb,
  OnboardingStep as OnboardingStepPb,
  Role as RolePb,
  SecondFactorState as SecondFactorPb,
  type SessionInfo,
  type User,
} from '@oslonac/proto/oslonac/identity/v1/identity';
import {
  DEFAULT_LOCALE,
  isLocale,
  type OnboardingStep,
  type Role,
  type SessionView,
  type UserView,
} from '../../shared/types';
import { bffConfig } from '../config';
import type {
  MailLogEntry,
  MailLogPage,
  MailStatus,
  NoticeKind,
  NoticePreference,
  UnsubscribeInfo,
} from '../views/emails';
import { unary } from './call';
import { channel } from './channel';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
  user: UserView;
}

export interface ResolvedSession {
  user: UserView;
  sessionId: string;
  actorToken: string;
  actorExpiresAt: Date;
  /** pending: the account has TOTP and this session has not passed it yet (only the second-factor page). */
  secondFactor: SecondFactorState;
}

export type EmailLinkView = { valid: false } | { valid: true; userId: string; maskedEmail: string };

export type SecondFactorState = 'not_enrolled' | 'pending' | 'passed';

function secondFactorOf(pb: SecondFactorPb): SecondFactorState {
  if (pb === SecondFactorPb.SECOND_FACTOR_STATE_PASSED) return 'passed';
  if (pb === SecondFactorPb.SECOND_FACTOR_STATE_PENDING) return 'pending';
  return 'not_enrolled';
}

const ROLE_TO_PB: Record<Role, RolePb> = {
  client: RolePb.ROLE_CLIENT,
  therapist: RolePb.ROLE_THERAPIST,
  partner: RolePb.ROLE_PARTNER,
  admin: RolePb.ROLE_ADMIN,
  superuser: RolePb.ROLE_SUPERUSER,
};

const PB_TO_ROLE = new Map<RolePb, Role>(Object.entries(ROLE_TO_PB).map(([k, v]) => [v, k as Role]));

const PB_TO_STEP = new Map<OnboardingStepPb, OnboardingStep>([
  [OnboardingStepPb.ONBOARDING_STEP_CHOOSE_PATH, 'choose_path'],
  [OnboardingStepPb.ONBOARDING_STEP_CLIENT_DETAILS, 'client_details'],
  [OnboardingStepPb.ONBOARDING_STEP_THERAPIST_DETAILS, 'therapist_details'],
  [OnboardingStepPb.ONBOARDING_STEP_DONE, 'done'],
]);

export function roleToPb(role: Role): RolePb {
  return ROLE_TO_PB[role];
}

export function userView(user: User | undefined): UserView {
  if (!user) throw new Error('identity answered without a user');
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    // Unknown enum values from a newer identity are dropped rather than shown as numbers.
    roles: user.roles.flatMap((r) => {
      const role = PB_TO_ROLE.get(r);
      return role ? [role] : [];
    }),
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
    onboardingStep: PB_TO_STEP.get(user.onboardingStep) ?? 'choose_path',
    emailVerified: user.emailVerified,
    hasPassword: user.hasPassword,
    createdAt: (user.createdAt ?? new Date(0)).toISOString(),
  };
}

export function sessionView(s: SessionInfo): SessionView {
  return {
    id: s.id,
    userAgent: s.userAgent,
    ip: s.ip,
    createdAt: (s.createdAt ?? new Date(0)).toISOString(),
    lastSeenAt: (s.lastSeenAt ?? s.createdAt ?? new Date(0)).toISOString(),
    current: s.current,
  };
}

const upstream = channel('identity', () => bffConfig().identityGrpcAddr, IdentityServiceClient);

/** Closes the channel (tests; a later call opens a new one). */
export const closeIdentityClient = upstream.close;

const client = upstream.client;

const ctx = (c: ClientInfo) => ({ ip: c.ip, userAgent: c.userAgent });

export const identity = {
  async signUp(input: {
    email: string;
    displayName: string;
    locale: string;
    nextPath: string;
    client: ClientInfo;
    role?: Role;
  }): Promise<{ userId: string }> {
    const c = client();
    const res = await unary(c, c.signUp, {
      email: input.email,
      displayName: input.displayName,
      // Never sent: identity would not keep it (a password comes after the address is proven).
      password: '',
      locale: input.locale,
      nextPath: input.nextPath,
      client: ctx(input.client),
      role: input.role ? roleToPb(input.role) : RolePb.ROLE_UNSPECIFIED,
    });
    return { userId: res.userId };
  },

  async requestEmailLink(input: { email: string; nextPath: string; locale: string; client: ClientInfo }) {
    const c = client();
    await unary(c, c.requestEmailLink, {
      email: input.email,
      nextPath: input.nextPath,
      locale: input.locale,
      client: ctx(input.client),
    });
  },

  async consumeEmailLink(
    token: string,
    info: ClientInfo,
  ): Promise<{ session: NewSession; nextPath: string }> {
    const c = client();
    const res = await unary(c, c.consumeEmailLink, { token, client: ctx(info) }, { retries: 0 });
    return { session: newSession(res.session), nextPath: res.nextPath };
  },

  /** Which account an e-mail link signs into (masked address), without using it up. */
  async describeEmailLink(token: string): Promise<EmailLinkView> {
    const c = client();
    const res = await unary(c, c.describeEmailLink, { token });
    return res.valid ? { valid: true, userId: res.userId, maskedEmail: res.maskedEmail } : { valid: false };
  },

  async signInWithPassword(email: string, password: string, info: ClientInfo): Promise<NewSession> {
    const c = client();
    const res = await unary(c, c.signInWithPassword, { email, password, client: ctx(info) });
    return newSession(res.session);
  },

  async resolveSession(token: string): Promise<ResolvedSession> {
    const c = client();
    const res = await unary(c, c.resolveSession, { token });
    return {
      user: userView(res.user),
      sessionId: res.sessionId,
      actorToken: res.actorToken,
      actorExpiresAt: res.actorTokenExpiresAt ?? new Date(Date.now() + 60_000),
      secondFactor: secondFactorOf(res.secondFactor),
    };
  },

  async signOut(token: string): Promise<void> {
    const c = client();
    await unary(c, c.signOut, { token });
  },

  async signOutEverywhere(actorToken: string): Promise<number> {
    const c = client();
    const res = await unary(c, c.signOutEverywhere, {}, { actorToken });
    return res.ended;
  },

  async listSessions(actorToken: string): Promise<SessionView[]> {
    const c = client();
    const res = await unary(c, c.listSessions, {}, { actorToken });
    return res.sessions.map(sessionView);
  },

  async revokeSession(actorToken: string, sessionId: string): Promise<void> {
    const c = client();
    await unary(c, c.revokeSession, { sessionId }, { actorToken });
  },

  async getMe(actorToken: string): Promise<UserView> {
    const c = client();
    const res = await unary(c, c.getMe, {}, { actorToken });
    return userView(res.user);
  },

  async updateProfile(
    actorToken: string,
    input: { displayName?: string; locale?: string },
  ): Promise<UserView> {
    const c = client();
    const res = await unary(
      c,
      c.updateProfile,
      { displayName: input.displayName ?? '', locale: input.locale ?? '' },
      { actorToken },
    );
    return userView(res.user);
  },

  /** Mails a link to the new address; the returned user still has the old one until it is used. */
  async changeEmail(actorToken: string, newEmail: string, currentPassword?: string): Promise<UserView> {
    const c = client();
    const res = await unary(
      c,
      c.changeEmail,
      { newEmail, currentPassword: currentPassword ?? '' },
      { actorToken },
    );
    return userView(res.user);
  },

  async changePassword(actorToken: string, newPassword: string, currentPassword?: string): Promise<void> {
    const c = client();
    await unary(c, c.changePassword, { newPassword, currentPassword: currentPassword ?? '' }, { actorToken });
  },

  async beginTotpEnrolment(
    actorToken: string,
    currentPassword: string,
  ): Promise<{ secret: string; otpauthUri: string }> {
    const c = client();
    return unary(c, c.beginTotpEnrolment, { currentPassword }, { actorToken });
  },

  async confirmTotpEnrolment(actorToken: string, code: string): Promise<string[]> {
    const c = client();
    return (await unary(c, c.confirmTotpEnrolment, { code }, { actorToken })).recoveryCodes;
  },

  async disableTotp(actorToken: string, currentPassword: string, code: string): Promise<void> {
    const c = client();
    await unary(c, c.disableTotp, { currentPassword, code }, { actorToken });
  },

  async verifySecondFactor(actorToken: string, code: string): Promise<{ recoveryCodesLeft: number }> {
    const c = client();
    return unary(c, c.verifySecondFactor, { code }, { actorToken });
  },

  async chooseOnboardingPath(actorToken: string, path: 'client' | 'therapist'): Promise<UserView> {
    const c = client();
    const res = await unary(c, c.chooseOnboardingPath, { path: roleToPb(path) }, { actorToken });
    return userView(res.user);
  },

  async completeOnboarding(actorToken: string, displayName: string): Promise<UserView> {
    const c = client();
    const res = await unary(c, c.completeOnboarding, { displayName }, { actorToken });
    return userView(res.user);
  },

  async createMobileHandoff(actorToken: string): Promise<{ code: string; expiresAt: Date }> {
    const c = client();
    const res = await unary(c, c.createMobileHandoff, {}, { actorToken });
    return { code: res.code, expiresAt: res.expiresAt ?? new Date() };
  },

  async exchangeMobileHandoff(code: string, info: ClientInfo): Promise<NewSession> {
    const c = client();
    const res = await unary(c, c.exchangeMobileHandoff, { code, client: ctx(info) }, { retries: 0 });
    return newSession(res.session);
  },

  async listUsers(
    actorToken: string,
    input: { role?: Role; query?: string; pageSize?: number; pageToken?: string },
  ): Promise<{ users: UserView[]; nextPageToken: string }> {
    const c = client();
    const res = await unary(
      c,
      c.listUsers,
      {
        role: input.role ? roleToPb(input.role) : RolePb.ROLE_UNSPECIFIED,
        query: input.query ?? '',
        pageSize: input.pageSize ?? 0,
        pageToken: input.pageToken ?? '',
      },
      { actorToken },
    );
    return { users: res.users.map((u) => userView(u)), nextPageToken: res.nextPageToken };
  },

  async grantRole(actorToken: string, userId: string, role: Role): Promise<UserView> {
    const c = client();
    const res = await unary(c, c.grantRole, { userId, role: roleToPb(role) }, { actorToken });
    return userView(res.user);
  },

  /** grpc.health.v1 status of identity as a string ('SERVING', 'NOT_SERVING', 'UNREACHABLE', …). */
  health: upstream.health,
};

function newSession(
  s: { token: string; expiresAt?: Date | undefined; user?: User | undefined } | undefined,
): NewSession {
  if (!s) throw new Error('identity answered without a session');
  return {
    token: s.token,
    expiresAt: s.expiresAt ?? new Date(Date.now() + 3600_000),
    user: userView(s.user),
  };
}

// GDPR (issue 9) -----------------------------------------------------------------------------------------

/** The person's identity data as one JSON document (identity.json in their export). */
export async function exportIdentityData(actorToken: string): Promise<string> {
  const c = client();
  return (await unary(c, c.exportMyData, {}, { actorToken })).json;
}

/** Deletes the account (fresh proof: the current password, or a recent sign-in for link-only accounts). */
export async function deleteMyAccount(actorToken: string, currentPassword: string): Promise<string> {
  const c = client();
  // Never retried: a retry after a lost answer would meet an account that no longer exists.
  const res = await unary(c, c.deleteMyAccount, { currentPassword }, { actorToken, retries: 0 });
  return res.erasureId;
}

export interface ErasureStatusView {
  erasedServices: string[];
  pendingServices: string[];
  requestedAt: string | null;
  completedAt: string | null;
}

/** Public: the erasure id is the credential. */
export async function getErasureStatus(erasureId: string): Promise<ErasureStatusView> {
  const c = client();
  const res = await unary(c, c.getErasureStatus, { erasureId });
  return {
    erasedServices: res.erasedServices,
    pendingServices: res.pendingServices,
    requestedAt: res.requestedAt?.toISOString() ?? null,
    completedAt: res.completedAt?.toISOString() ?? null,
  };
}

// E-mail notices (issue 13) ------------------------------------------------------------------------------

const NOTICE_KIND = new Map<NoticeKindPb, NoticeKind>([
  [NoticeKindPb.NOTICE_KIND_REMINDERS, 'reminders'],
  [NoticeKindPb.NOTICE_KIND_NEW_MESSAGE, 'new_message'],
  [NoticeKindPb.NOTICE_KIND_REVIEW_REQUEST, 'review_request'],
]);
const NOTICE_KIND_PB = new Map([...NOTICE_KIND].map(([pb, kind]) => [kind, pb]));

const MAIL_STATUS = new Map<MailStatusPb, MailStatus>([
  [MailStatusPb.MAIL_STATUS_PENDING, 'pending'],
  [MailStatusPb.MAIL_STATUS_RETRYING, 'retrying'],
  [MailStatusPb.MAIL_STATUS_SENT, 'sent'],
  [MailStatusPb.MAIL_STATUS_DEAD, 'dead'],
]);
const MAIL_STATUS_PB = new Map([...MAIL_STATUS].map(([pb, status]) => [status, pb]));

/** Kinds a newer identity knows and we do not are left out rather than shown as numbers. */
function preferencesView(list: { kind: NoticeKindPb; enabled: boolean }[]): NoticePreference[] {
  return list.flatMap((p) => {
    const kind = NOTICE_KIND.get(p.kind);
    return kind ? [{ kind, enabled: p.enabled }] : [];
  });
}

function mailEntryView(e: MailLogEntryPb | undefined): MailLogEntry {
  if (!e) throw new Error('identity answered without a mail entry');
  return {
    id: e.id,
    kind: e.kind,
    recipient: e.recipient,
    status: MAIL_STATUS.get(e.status) ?? 'pending',
    attempts: e.attempts,
    lastError: e.lastError,
    createdAt: e.createdAt?.toISOString() ?? null,
    sentAt: e.sentAt?.toISOString() ?? null,
    nextAttemptAt: e.nextAttemptAt?.toISOString() ?? null,
  };
}

export async function getMyNoticePreferences(actorToken: string): Promise<NoticePreference[]> {
  const c = client();
  return preferencesView((await unary(c, c.getMyNoticePreferences, {}, { actorToken })).preferences);
}

/** Sets the kinds given; the others stay as they are (a retry sets the same values again). */
export async function saveMyNoticePreferences(
  actorToken: string,
  preferences: NoticePreference[],
): Promise<NoticePreference[]> {
  const c = client();
  const res = await unary(
    c,
    c.saveMyNoticePreferences,
    {
      preferences: preferences.map((p) => ({
        kind: NOTICE_KIND_PB.get(p.kind) ?? NoticeKindPb.NOTICE_KIND_UNSPECIFIED,
        enabled: p.enabled,
      })),
    },
    { actorToken },
  );
  return preferencesView(res.preferences);
}

/** Public: the token from the e-mail is the credential. What it would turn off; never turns anything off. */
export async function describeUnsubscribe(token: string): Promise<UnsubscribeInfo> {
  const c = client();
  const res = await unary(c, c.describeUnsubscribe, { token });
  const kind = NOTICE_KIND.get(res.kind);
  if (!kind) throw new Error('identity described an unsubscribe link without a kind we know');
  return { kind, unsubscribed: res.unsubscribed, locale: res.locale };
}

/** Public, one click (RFC 8058), idempotent: turning off what is already off answers the same. */
export async function unsubscribe(token: string): Promise<NoticeKind | null> {
  const c = client();
  const res = await unary(c, c.unsubscribe, { token });
  return NOTICE_KIND.get(res.kind) ?? null;
}

/** admin: the mail log, newest first; never a subject or body. */
export async function listMail(
  actorToken: string,
  input: { status?: MailStatus; kind?: string; recipient?: string; limit?: number; beforeId?: string },
): Promise<MailLogPage> {
  const c = client();
  const res = await unary(
    c,
    c.listMail,
    {
      status: input.status
        ? (MAIL_STATUS_PB.get(input.status) ?? MailStatusPb.MAIL_STATUS_UNSPECIFIED)
        : MailStatusPb.MAIL_STATUS_UNSPECIFIED,
      kind: input.kind ?? '',
      recipient: input.recipient ?? '',
      limit: input.limit ?? 0,
      beforeId: input.beforeId ?? '',
    },
    { actorToken },
  );
  return { entries: res.entries.map((e) => mailEntryView(e)), hasMore: res.hasMore };
}

/** admin: a dead mail goes back to pending (audited by identity). Not retried: staff see the answer and decide. */
export async function resendMail(actorToken: string, mailId: string): Promise<MailLogEntry> {
  const c = client();
  const res = await unary(c, c.resendMail, { mailId }, { actorToken, retries: 0 });
  return mailEntryView(res.entry);
}
