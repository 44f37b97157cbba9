import { fromProtoEnum, type Role } from '@oslonac/kit';
import {
  type MailLogEntry,
  MailStatus,
  NoticeKind,
  type NoticePreference,
  Role as ProtoRole,
  SecondFactorState as ProtoSecondFactor,
  type Session as ProtoSession,
  OnboardingStep as ProtoStep,
  type User as ProtoUser,
  type SessionInfo,
} from '@oslonac/proto/oslonac/identity/v1/identity';
import { z } from 'zod';
import { errors } from './domain/errors';
import type { OptionalNoticeKind } from './domain/notice-kinds';
import type { OnboardingStep } from './domain/onboarding';
import type { SecondFactorState } from './domain/second-factor';
import type { NewSession, SessionListItem } from './flows/sessions';
import type { MailLogRow, MailLogStatus } from './store/mail-log';
import type { UserView } from './store/users';

// Domain ↔ contract: roles, onboarding steps, users, sessions and the opaque page tokens of user lists.

const roleToProtoMap: Record<Role, ProtoRole> = {
  client: ProtoRole.ROLE_CLIENT,
  therapist: ProtoRole.ROLE_THERAPIST,
  partner: ProtoRole.ROLE_PARTNER,
  admin: ProtoRole.ROLE_ADMIN,
  superuser: ProtoRole.ROLE_SUPERUSER,
};

export function roleFromProto(role: ProtoRole): Role | null {
  return fromProtoEnum(roleToProtoMap, role);
}

const stepToProto: Record<OnboardingStep, ProtoStep> = {
  choose_path: ProtoStep.ONBOARDING_STEP_CHOOSE_PATH,
  client_details: ProtoStep.ONBOARDING_STEP_CLIENT_DETAILS,
  therapist_details: ProtoStep.ONBOARDING_STEP_THERAPIST_DETAILS,
  done: ProtoStep.ONBOARDING_STEP_DONE,
};

export function userToProto(u: UserView): ProtoUser {
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    roles: u.roles.map((r) => roleToProtoMap[r]),
    locale: u.locale,
    onboardingStep: stepToProto[u.onboardingStep],
    emailVerified: u.emailVerified,
    hasPassword: u.hasPassword,
    createdAt: u.createdAt,
  };
}

export function secondFactorToProto(s: SecondFactorState): ProtoSecondFactor {
  if (s === 'passed') return ProtoSecondFactor.SECOND_FACTOR_STATE_PASSED;
  if (s === 'pending') return ProtoSecondFactor.SECOND_FACTOR_STATE_PENDING;
  return ProtoSecondFactor.SECOND_FACTOR_STATE_NOT_ENROLLED;
}

export function sessionToProto(s: NewSession, user: UserView): ProtoSession {
  return { token: s.token, expiresAt: s.expiresAt, user: userToProto(user) };
}

/** Page tokens are opaque to callers: the last id of the page, base64url. */
export function encodePageToken(after: string | null): string {
  return after ? Buffer.from(after, 'utf8').toString('base64url') : '';
}

export function decodePageToken(token: string): string | null {
  if (!token) return null;
  const id = Buffer.from(token, 'base64url').toString('utf8');
  if (!z.uuid().safeParse(id).success)
    throw errors.invalidArgument('pageToken', 'Neispravan token stranice.');
  return id;
}

/** One of the person's open sessions, as the account page lists them (never the token). */
export function sessionInfoToProto(s: SessionListItem): SessionInfo {
  return {
    id: s.id,
    userAgent: s.userAgent,
    ip: s.ip,
    createdAt: s.createdAt,
    lastSeenAt: s.lastSeenAt,
    current: s.current,
  };
}

// --- notices -------------------------------------------------------------------------------------------

export const noticeKindToProto: Record<OptionalNoticeKind, NoticeKind> = {
  reminders: NoticeKind.NOTICE_KIND_REMINDERS,
  new_message: NoticeKind.NOTICE_KIND_NEW_MESSAGE,
  review_request: NoticeKind.NOTICE_KIND_REVIEW_REQUEST,
};

export function noticePreferenceToProto(p: { kind: OptionalNoticeKind; enabled: boolean }): NoticePreference {
  return { kind: noticeKindToProto[p.kind], enabled: p.enabled };
}

export const mailStatusToProto: Record<MailLogStatus, MailStatus> = {
  pending: MailStatus.MAIL_STATUS_PENDING,
  retrying: MailStatus.MAIL_STATUS_RETRYING,
  sent: MailStatus.MAIL_STATUS_SENT,
  dead: MailStatus.MAIL_STATUS_DEAD,
};

/** One row of the staff mail log: never a body or subject. */
export function mailLogEntryToProto(m: MailLogRow): MailLogEntry {
  return {
    id: m.id,
    kind: m.kind,
    recipient: m.recipient ?? '',
    status: mailStatusToProto[m.status],
    attempts: m.attempts,
    lastError: m.lastError ?? '',
    createdAt: m.createdAt,
    sentAt: m.sentAt ?? undefined,
    nextAttemptAt: m.nextAttemptAt ?? undefined,
  };
}
