import {
  DomainError,
  fromProtoEnum,
  type Handlers,
  type Policies,
  protoEnum,
  requestHelpers,
} from '@oslonac/kit';
import { type IdentityServiceService, Role as ProtoRole } from '@oslonac/proto/oslonac/identity/v1/identity';
import { z } from 'zod';
import { errors } from './domain/errors';
import * as admin from './flows/admin';
import type { ClientInfo, Deps } from './flows/deps';
import { changeEmail } from './flows/email-change';
import * as links from './flows/email-links';
import * as handoff from './flows/handoff';
import * as onboarding from './flows/onboarding';
import * as passwords from './flows/passwords';
import * as privacy from './flows/privacy';
import * as profile from './flows/profile';
import * as secondFactor from './flows/second-factor';
import * as sessions from './flows/sessions';
import { signUp } from './flows/sign-up';
import * as mailLog from './notices/mail-log';
import * as notices from './notices/preferences';
import {
  decodePageToken,
  encodePageToken,
  mailLogEntryToProto,
  mailStatusToProto,
  noticeKindToProto,
  noticePreferenceToProto,
  roleFromProto,
  secondFactorToProto,
  sessionInfoToProto,
  sessionToProto,
  userToProto,
} from './proto-map';

// gRPC edge: a policy per method, bound the input, call a flow, map the answer (proto-map.ts). Rules live in
// domain/ and flows/.

type Service = typeof IdentityServiceService;

export const policies: Policies<Service> = {
  signUp: 'public',
  requestEmailLink: 'public',
  consumeEmailLink: 'public',
  describeEmailLink: 'public',
  signInWithPassword: 'public',
  resolveSession: 'public',
  signOut: 'public',
  exchangeMobileHandoff: 'public',
  signOutEverywhere: 'authenticated',
  listSessions: 'authenticated',
  revokeSession: 'authenticated',
  getMe: 'authenticated',
  updateProfile: 'authenticated',
  changeEmail: 'authenticated',
  changePassword: 'authenticated',
  chooseOnboardingPath: 'authenticated',
  completeOnboarding: 'authenticated',
  createMobileHandoff: 'authenticated',
  beginTotpEnrolment: 'authenticated',
  confirmTotpEnrolment: 'authenticated',
  disableTotp: 'authenticated',
  verifySecondFactor: 'authenticated',
  exportMyData: 'authenticated',
  deleteMyAccount: 'authenticated',
  // The erasure id is the credential: it names no one, and the account no longer exists to sign in with.
  getErasureStatus: 'public',
  // Granting admin/superuser additionally needs superuser: enforced in domain/roles.ts.
  listUsers: ['admin', 'superuser'],
  grantRole: ['admin', 'superuser'],
  getMyNoticePreferences: 'authenticated',
  saveMyNoticePreferences: 'authenticated',
  // The token from the mail is the credential (RFC 8058 one-click: the mail client has no session).
  describeUnsubscribe: 'public',
  unsubscribe: 'public',
  listMail: ['admin', 'superuser'],
  resendMail: ['admin', 'superuser'],
};

// --- validation ----------------------------------------------------------------------------------------

/** Bounds on what a caller may send; content rules (e-mail shape, password policy) are the domain's. */
const { parse, actorOf } = requestHelpers({
  invalidArgument: errors.invalidArgument,
  noActor: () => new DomainError('unauthenticated', 'identity.session_invalid', 'Potrebna je prijava.'),
});

const text = (max: number) => z.string().max(max);
const client = z
  .object({
    ip: z.string().transform((v) => v.slice(0, 64)),
    userAgent: z.string().transform((v) => v.slice(0, 512)),
  })
  .optional()
  .transform((c): ClientInfo => c ?? { ip: '', userAgent: '' });
const email = text(320);
const password = text(1024);
const displayName = text(200);
const locale = text(20);
const nextPath = text(4096);
const token = text(512);
const uuid = z.uuid();

// Request schemas: built once here, not per call (zod's construction and JIT showed up in the CPU profile).
const signUpRequest = z.object({
  email,
  displayName,
  password,
  locale,
  nextPath,
  client,
  role: z.enum(ProtoRole),
});
const emailLinkRequest = z.object({ email, nextPath, locale, client });
const consumeEmailLinkRequest = z.object({ token, client });
const tokenRequest = z.object({ token });
const passwordSignInRequest = z.object({ email, password, client });
const sessionIdRequest = z.object({ sessionId: uuid });
const updateProfileRequest = z.object({ displayName, locale });
const changeEmailRequest = z.object({ newEmail: email, currentPassword: password });
const changePasswordRequest = z.object({ currentPassword: password, newPassword: password });
const onboardingPathRequest = z.object({ path: z.enum(ProtoRole) });
const completeOnboardingRequest = z.object({ displayName });
const currentPasswordRequest = z.object({ currentPassword: password });
const totpCodeRequest = z.object({ code: text(64) });
const disableTotpRequest = z.object({ currentPassword: password, code: text(64) });
const handoffRequest = z.object({ code: text(32), client });
const listUsersRequest = z.object({
  role: z.enum(ProtoRole),
  query: text(200),
  pageSize: z.number().int().min(0),
  pageToken: token,
});
const grantRoleRequest = z.object({ userId: uuid, role: z.enum(ProtoRole) });
const erasureIdRequest = z.object({ erasureId: uuid });
const noticePreferencesRequest = z.object({
  preferences: z.array(z.object({ kind: protoEnum(noticeKindToProto), enabled: z.boolean() })).max(10),
});
const listMailRequest = z.object({
  status: z.number().int(),
  kind: text(100),
  recipient: email,
  limit: z.number().int().min(0),
  beforeId: z.union([z.literal(''), uuid]),
});
const mailIdRequest = z.object({ mailId: uuid });

// --- handlers ------------------------------------------------------------------------------------------

export function createHandlers(d: Deps): Handlers<Service> {
  return {
    async signUp(req) {
      const r = parse(signUpRequest, req);
      const role = r.role === ProtoRole.ROLE_UNSPECIFIED ? null : roleFromProto(r.role);
      const { userId } = await signUp(d, { ...r, password: r.password || null, role });
      return { userId };
    },

    async requestEmailLink(req) {
      const r = parse(emailLinkRequest, req);
      await links.requestEmailLink(d, r);
      return {};
    },

    async consumeEmailLink(req) {
      const r = parse(consumeEmailLinkRequest, req);
      const signedIn = await links.consumeEmailLink(d, r);
      return { session: sessionToProto(signedIn.session, signedIn.user), nextPath: signedIn.nextPath ?? '' };
    },

    async describeEmailLink(req) {
      const r = parse(tokenRequest, req);
      const link = await links.describeEmailLink(d, r);
      return link.valid
        ? { valid: true, userId: link.userId, maskedEmail: link.maskedEmail }
        : { valid: false, userId: '', maskedEmail: '' };
    },

    async signInWithPassword(req) {
      const r = parse(passwordSignInRequest, req);
      const signedIn = await passwords.signInWithPassword(d, r);
      return { session: sessionToProto(signedIn.session, signedIn.user) };
    },

    async resolveSession(req) {
      const r = parse(tokenRequest, req);
      const resolved = await sessions.resolveSession(d, r.token);
      return {
        user: userToProto(resolved.user),
        sessionId: resolved.sessionId,
        actorToken: resolved.actorToken,
        actorTokenExpiresAt: resolved.actorTokenExpiresAt,
        secondFactor: secondFactorToProto(resolved.secondFactor),
      };
    },

    async signOut(req) {
      const r = parse(tokenRequest, req);
      await sessions.signOut(d, r.token);
      return {};
    },

    async signOutEverywhere(_req, ctx) {
      return { ended: await sessions.signOutEverywhere(d, actorOf(ctx)) };
    },

    async listSessions(_req, ctx) {
      const list = await sessions.listSessions(d, actorOf(ctx));
      return { sessions: list.map(sessionInfoToProto) };
    },

    async revokeSession(req, ctx) {
      const r = parse(sessionIdRequest, req);
      await sessions.revokeSession(d, actorOf(ctx), r.sessionId);
      return {};
    },

    async getMe(_req, ctx) {
      return { user: userToProto(await profile.getMe(d, actorOf(ctx))) };
    },

    async updateProfile(req, ctx) {
      const r = parse(updateProfileRequest, req);
      return { user: userToProto(await profile.updateProfile(d, actorOf(ctx), r)) };
    },

    async changeEmail(req, ctx) {
      const r = parse(changeEmailRequest, req);
      return { user: userToProto(await changeEmail(d, actorOf(ctx), r)) };
    },

    async changePassword(req, ctx) {
      const r = parse(changePasswordRequest, req);
      await passwords.changePassword(d, actorOf(ctx), r);
      return {};
    },

    async chooseOnboardingPath(req, ctx) {
      const r = parse(onboardingPathRequest, req);
      const path =
        r.path === ProtoRole.ROLE_CLIENT
          ? 'client'
          : r.path === ProtoRole.ROLE_THERAPIST
            ? 'therapist'
            : null;
      if (!path) throw errors.invalidArgument('path', 'Put može biti samo klijent ili terapeut.');
      return { user: userToProto(await onboarding.chooseOnboardingPath(d, actorOf(ctx), path)) };
    },

    async completeOnboarding(req, ctx) {
      const r = parse(completeOnboardingRequest, req);
      return { user: userToProto(await onboarding.completeOnboarding(d, actorOf(ctx), r.displayName)) };
    },

    async createMobileHandoff(_req, ctx) {
      return handoff.createMobileHandoff(d, actorOf(ctx));
    },

    async beginTotpEnrolment(req, ctx) {
      const r = parse(currentPasswordRequest, req);
      return secondFactor.beginTotpEnrolment(d, actorOf(ctx), r);
    },

    async confirmTotpEnrolment(req, ctx) {
      const r = parse(totpCodeRequest, req);
      return secondFactor.confirmTotpEnrolment(d, actorOf(ctx), r);
    },

    async disableTotp(req, ctx) {
      const r = parse(disableTotpRequest, req);
      await secondFactor.disableTotp(d, actorOf(ctx), r);
      return {};
    },

    async verifySecondFactor(req, ctx) {
      const r = parse(totpCodeRequest, req);
      return secondFactor.verifySecondFactor(d, actorOf(ctx), r);
    },

    async exchangeMobileHandoff(req) {
      const r = parse(handoffRequest, req);
      const signedIn = await handoff.exchangeMobileHandoff(d, r);
      return { session: sessionToProto(signedIn.session, signedIn.user) };
    },

    async listUsers(req) {
      const r = parse(listUsersRequest, req);
      const page = await admin.listUsers(d, {
        role: r.role === ProtoRole.ROLE_UNSPECIFIED ? null : roleFromProto(r.role),
        query: r.query,
        pageSize: r.pageSize,
        after: decodePageToken(r.pageToken),
      });
      return { users: page.users.map(userToProto), nextPageToken: encodePageToken(page.nextAfter) };
    },

    async grantRole(req, ctx) {
      const r = parse(grantRoleRequest, req);
      const role = roleFromProto(r.role);
      if (!role) throw errors.invalidArgument('role', 'Uloga nije izabrana.');
      return { user: userToProto(await admin.grantRole(d, actorOf(ctx), r.userId, role)) };
    },

    async exportMyData(_req, ctx) {
      return { json: await privacy.exportMyData(d, actorOf(ctx)) };
    },

    async deleteMyAccount(req, ctx) {
      const r = parse(currentPasswordRequest, req);
      return privacy.deleteMyAccount(d, actorOf(ctx), r);
    },

    async getErasureStatus(req) {
      const r = parse(erasureIdRequest, req);
      const status = await privacy.getErasureStatus(d, r.erasureId);
      return { ...status, completedAt: status.completedAt ?? undefined };
    },

    async getMyNoticePreferences(_req, ctx) {
      const preferences = await notices.getMyNoticePreferences(d, actorOf(ctx));
      return { preferences: preferences.map(noticePreferenceToProto) };
    },

    async saveMyNoticePreferences(req, ctx) {
      const r = parse(noticePreferencesRequest, req);
      const preferences = await notices.saveMyNoticePreferences(d, actorOf(ctx), r.preferences);
      return { preferences: preferences.map(noticePreferenceToProto) };
    },

    async describeUnsubscribe(req) {
      const r = parse(tokenRequest, req);
      const found = await notices.describeUnsubscribe(d, r.token);
      return { kind: noticeKindToProto[found.kind], unsubscribed: found.unsubscribed, locale: found.locale };
    },

    async unsubscribe(req) {
      const r = parse(tokenRequest, req);
      const done = await notices.unsubscribe(d, r.token);
      return { kind: noticeKindToProto[done.kind] };
    },

    async listMail(req) {
      const r = parse(listMailRequest, req);
      const status = r.status === 0 ? null : fromProtoEnum(mailStatusToProto, r.status);
      if (r.status !== 0 && !status) throw errors.invalidArgument('status', 'Nepoznat status poruke.');
      const page = await mailLog.listMail(d, {
        status,
        kind: r.kind.trim() || null,
        recipient: r.recipient.trim() || null,
        beforeId: r.beforeId || null,
        limit: r.limit,
      });
      return { entries: page.entries.map(mailLogEntryToProto), hasMore: page.hasMore };
    },

    async resendMail(req, ctx) {
      const r = parse(mailIdRequest, req);
      return { entry: mailLogEntryToProto(await mailLog.resendMail(d, actorOf(ctx), r.mailId)) };
    },
  };
}
