import { type Bus, consume, type Tx } from '@oslonac/kit';
import { RefundIssued } from '@oslonac/proto/oslonac/events/v1/billing';
import {
  BookingCancelled,
  BookingCompleted,
  BookingConfirmed,
  BookingHoldCreated,
  BookingRescheduled,
  RelationshipPartnerJoined,
} from '@oslonac/proto/oslonac/events/v1/booking';
import { MessageSent } from '@oslonac/proto/oslonac/events/v1/messaging';
import {
  ConnectionRequestAssigned,
  TherapistProfileApproved,
  TherapistProfileRejected,
  TherapistProfileUpdated,
} from '@oslonac/proto/oslonac/events/v1/therapists';
import {
  onCancelled,
  onCompleted,
  onConfirmed,
  onHoldCreated,
  onPartnerJoined,
  onRefundIssued,
  onRescheduled,
} from './booking';
import type { NoticeDeps } from './deps';
import { onMessageSent } from './messaging';
import { onConnectionAssigned, onProfileApproved, onProfileRejected, onProfileUpdated } from './therapists';

// Every fact identity's notices listen to, on the publishing service's stream: a durable consumer per subject, or
// per group of subjects that must be handled in their order (a booking's life, a profile's decisions).
// The kit's consumer runs each handler in one transaction with its inbox row, so the mail a redelivered event
// would enqueue again is never written twice.

/** What one subject brings: its payload type and the handler that turns it into notices. */
interface SubjectHandler<T> {
  decode: (b: Uint8Array) => T;
  handle: (tx: Tx, d: NoticeDeps, event: T) => Promise<void>;
}

function on<T>(decode: (b: Uint8Array) => T, handle: SubjectHandler<T>['handle']): SubjectHandler<unknown> {
  return { decode, handle } as SubjectHandler<unknown>;
}

interface NoticeSubscription {
  /** The publishing service, whose stream is read. */
  stream: string;
  durable: string;
  /** The consumer's filter; a wildcard when one consumer takes several subjects in their stream order. */
  filter: string;
  /** Exact subject → handler. */
  subjects: Record<string, SubjectHandler<unknown>>;
}

export const NOTICE_SUBSCRIPTIONS: NoticeSubscription[] = [
  {
    stream: 'booking',
    durable: 'identity-notices-hold-created',
    filter: 'booking.hold.created.v1',
    subjects: { 'booking.hold.created.v1': on((b) => BookingHoldCreated.decode(b), onHoldCreated) },
  },
  {
    // One consumer for a booking's life, so its confirmation, moves and cancellation are handled in the order
    // they happened (several consumers would race, and a move could be handled before its confirmation).
    stream: 'booking',
    durable: 'identity-notices-bookings',
    filter: 'booking.booking.*.v1',
    subjects: {
      'booking.booking.confirmed.v1': on((b) => BookingConfirmed.decode(b), onConfirmed),
      'booking.booking.rescheduled.v1': on((b) => BookingRescheduled.decode(b), onRescheduled),
      'booking.booking.cancelled.v1': on((b) => BookingCancelled.decode(b), onCancelled),
      'booking.booking.completed.v1': on((b) => BookingCompleted.decode(b), onCompleted),
    },
  },
  {
    stream: 'booking',
    durable: 'identity-notices-partner-joined',
    filter: 'booking.relationship.partner_joined.v1',
    subjects: {
      'booking.relationship.partner_joined.v1': on(
        (b) => RelationshipPartnerJoined.decode(b),
        onPartnerJoined,
      ),
    },
  },
  {
    stream: 'billing',
    durable: 'identity-notices-refund-issued',
    filter: 'billing.refund.issued.v1',
    subjects: { 'billing.refund.issued.v1': on((b) => RefundIssued.decode(b), onRefundIssued) },
  },
  {
    stream: 'therapists',
    durable: 'identity-notices-profiles',
    filter: 'therapists.profile.*.v1',
    subjects: {
      'therapists.profile.approved.v1': on((b) => TherapistProfileApproved.decode(b), onProfileApproved),
      'therapists.profile.rejected.v1': on((b) => TherapistProfileRejected.decode(b), onProfileRejected),
      'therapists.profile.updated.v1': on((b) => TherapistProfileUpdated.decode(b), onProfileUpdated),
    },
  },
  {
    stream: 'therapists',
    durable: 'identity-notices-connection-assigned',
    filter: 'therapists.connection_request.assigned.v1',
    subjects: {
      'therapists.connection_request.assigned.v1': on(
        (b) => ConnectionRequestAssigned.decode(b),
        onConnectionAssigned,
      ),
    },
  },
  {
    stream: 'messaging',
    durable: 'identity-notices-message-sent',
    filter: 'messaging.message.sent.v1',
    subjects: { 'messaging.message.sent.v1': on((b) => MessageSent.decode(b), onMessageSent) },
  },
];

export async function startNoticeConsumers(opts: {
  bus: Bus;
  deps: NoticeDeps;
}): Promise<{ stop(): Promise<void> }> {
  const { bus, deps } = opts;
  const log = deps.log.child({ component: 'notices' });
  const streams = new Map<string, string>();
  const consumers: { stop(): Promise<void> }[] = [];
  for (const s of NOTICE_SUBSCRIPTIONS) {
    let stream = streams.get(s.stream);
    if (!stream) {
      stream = await bus.ensureStreamOf(s.stream);
      streams.set(s.stream, stream);
    }
    const handlers = new Map(
      Object.entries(s.subjects).map(([subject, h]) => [`${bus.subjectPrefix}${subject}`, h]),
    );
    consumers.push(
      await consume({
        bus,
        stream,
        durable: s.durable,
        subject: s.filter,
        subjects: Object.keys(s.subjects),
        // Decoded in the handler, by subject: the kit has already refused any subject not listed.
        decode: (b) => b,
        prisma: deps.prisma,
        log,
        handle: async (bytes, tx, meta) => {
          const h = handlers.get(meta.subject);
          if (!h) throw new Error(`no notice handler for ${meta.subject}`);
          await h.handle(tx, deps, h.decode(bytes));
        },
      }),
    );
  }
  return {
    async stop() {
      await Promise.all(consumers.map((c) => c.stop()));
    },
  };
}
