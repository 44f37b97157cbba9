import {
  SessionNote as ProtoNote,
  ParticipantRole as ProtoRole,
  Session as ProtoSession,
  SessionStatus as ProtoStatus,
} from '@oslonac/proto/oslonac/sessions/v1/sessions';
import { type Role, roomWindow } from '@oslonac/rtc';
import type { SessionStatus } from './domain/membership';
import type { NoteView } from './flows/notes';
import type { SessionRecord } from './store/sessions';

// Domain ↔ contract: the enums and each record as the contract carries it.

export const roleToProto: Record<Role, ProtoRole> = {
  client: ProtoRole.PARTICIPANT_ROLE_CLIENT,
  partner: ProtoRole.PARTICIPANT_ROLE_PARTNER,
  therapist: ProtoRole.PARTICIPANT_ROLE_THERAPIST,
};

export const statusToProto: Record<SessionStatus, ProtoStatus> = {
  scheduled: ProtoStatus.SESSION_STATUS_SCHEDULED,
  open: ProtoStatus.SESSION_STATUS_OPEN,
  ended: ProtoStatus.SESSION_STATUS_ENDED,
  cancelled: ProtoStatus.SESSION_STATUS_CANCELLED,
};

export function sessionToProto(s: SessionRecord, myRole: Role): ProtoSession {
  const w = roomWindow(s.startsAt, s.endsAt);
  return ProtoSession.fromPartial({
    id: s.id,
    relationshipId: s.relationshipId ?? '',
    therapistUserId: s.therapistUserId,
    clientUserId: s.clientUserId,
    partnerUserId: s.partnerUserId,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    opensAt: w.opensAt,
    closesAt: w.closesAt,
    status: statusToProto[s.status],
    myRole: roleToProto[myRole],
    clientJoined: s.clientJoined,
    endedAt: s.endedAt ?? undefined,
  });
}

export function noteToProto(n: NoteView): ProtoNote {
  return ProtoNote.fromPartial({
    sessionId: n.sessionId,
    text: n.text,
    version: n.version,
    updatedAt: n.updatedAt ?? undefined,
  });
}
