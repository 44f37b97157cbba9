import { enqueueEvent, type Role, type Tx } from '@oslonac/kit';
import {
  UserErasureRequested,
  UserRegistered,
  UserRoleGranted,
  UserSessionsRevoked,
} from '@oslonac/proto/oslonac/events/v1/identity';

// What identity publishes. Always called inside the transaction that makes the change, so an event exists
// exactly when its fact does (the kit's relay moves it to JetStream). What identity consumes is in consumers.ts
// (erasure) and notices/consumers.ts (the facts its e-mail notices tell about).

export const USER_REGISTERED_SUBJECT = 'identity.user.registered.v1';
export const USER_ROLE_GRANTED_SUBJECT = 'identity.user.role_granted.v1';
export const USER_REGISTERED_TYPE = 'oslonac.events.v1.UserRegistered';
export const USER_ROLE_GRANTED_TYPE = 'oslonac.events.v1.UserRoleGranted';
/** Every subject identity publishes on, for its stream. */
export const IDENTITY_SUBJECTS = ['identity.>'];

export function userRegistered(
  tx: Tx,
  e: { userId: string; role: Role; locale: string; occurredAt: Date },
): Promise<string> {
  return enqueueEvent(tx, {
    subject: USER_REGISTERED_SUBJECT,
    aggregateId: e.userId,
    type: USER_REGISTERED_TYPE,
    payload: UserRegistered.encode({
      userId: e.userId,
      role: e.role,
      locale: e.locale,
      occurredAt: e.occurredAt,
    }).finish(),
  });
}

/**
 * `grantedBy` is the granting admin, the user themselves when the role comes with their own onboarding choice,
 * or '' when no person granted it (the demo seed).
 */
export function userRoleGranted(
  tx: Tx,
  e: { userId: string; role: Role; grantedBy: string; occurredAt: Date },
): Promise<string> {
  return enqueueEvent(tx, {
    subject: USER_ROLE_GRANTED_SUBJECT,
    aggregateId: e.userId,
    type: USER_ROLE_GRANTED_TYPE,
    payload: UserRoleGranted.encode(e).finish(),
  });
}

export const USER_SESSIONS_REVOKED_SUBJECT = 'identity.user.sessions_revoked.v1';
export const USER_SESSIONS_REVOKED_TYPE = 'oslonac.events.v1.UserSessionsRevoked';
export type SessionsRevokedReason = 'sign_out_everywhere' | 'password_changed' | 'address_proven' | 'erased';

/** Every session of the person ended: services holding secrets bound to the person (booking's feed URL) drop them. */
export function userSessionsRevoked(
  tx: Tx,
  e: { userId: string; reason: SessionsRevokedReason; occurredAt: Date },
): Promise<string> {
  return enqueueEvent(tx, {
    subject: USER_SESSIONS_REVOKED_SUBJECT,
    aggregateId: e.userId,
    type: USER_SESSIONS_REVOKED_TYPE,
    payload: UserSessionsRevoked.encode(e).finish(),
  });
}

export const USER_ERASURE_REQUESTED_SUBJECT = 'identity.user.erasure_requested.v1';
export const USER_ERASURE_REQUESTED_TYPE = 'oslonac.events.v1.UserErasureRequested';

/** The person deleted their account: every service erases them and answers with <service>.user.erased.v1. */
export function userErasureRequested(tx: Tx, e: { userId: string; occurredAt: Date }): Promise<string> {
  return enqueueEvent(tx, {
    subject: USER_ERASURE_REQUESTED_SUBJECT,
    aggregateId: e.userId,
    type: USER_ERASURE_REQUESTED_TYPE,
    payload: UserErasureRequested.encode(e).finish(),
  });
}
