// What /app/dashboard shows, as the BFF's dashboard use case assembles it from several services. Every part is
// null when its service could not answer just now: that card says so and the rest of the page stands.
import type { Booking } from '../booking/types';
import type { ProfileStatus } from '../therapist/types';

export interface ClientOverview {
  /** Booking's view; null when booking could not answer. */
  sessions: {
    /**
     * The session whose video room is open now (a confirmed one from 10 minutes before its start to 15 after its
     * end), else the earliest upcoming session that is still live (held, offered, awaiting payment or confirmed).
     */
    next: Booking | null;
    /** Whether `next`'s room admits people now: the card links to the session page ("Uđi u sesiju"). */
    nextJoinable: boolean;
    /**
     * The latest completed session as the client (not a partner), within REVIEW_PROMPT_DAYS of its end: the card
     * asks how it went and offers the review form. Null when there is none.
     */
    review: { bookingId: string; profileId: string; therapistName: string; endsAt: string } | null;
    /** Their therapist: the newest relationship not ended, or null when they have none yet. */
    therapist: { name: string; slug: string } | null;
  } | null;
}

export interface TherapistOverview {
  /** Today in the therapist's zone, from booking's calendar; null when booking could not answer. */
  today: {
    zone: string;
    /** YYYY-MM-DD in the zone. */
    date: string;
    /** Earliest first; cancelled and expired ones left out. */
    sessions: Booking[];
    /** Ids of those whose video room admits people now ("Uđi u sesiju"). */
    joinable: string[];
  } | null;
  /** This calendar month in the therapist's zone; null when booking could not answer. */
  month: {
    /** YYYY-MM. */
    period: string;
    /** Confirmed, completed or missed sessions that have ended by now. */
    past: number;
    /** Confirmed sessions still ahead this month. */
    ahead: number;
  } | null;
  /** The profile's verification; null when the therapists service could not answer. */
  profile: {
    /** 'none' before the first save. */
    status: ProfileStatus | 'none';
    slug: string;
    rejectionReason: string;
  } | null;
}

/** How long after a completed session the dashboard asks the client how it went. */
export const REVIEW_PROMPT_DAYS = 14;

export const STAFF_QUEUES = ['verifications', 'connect', 'reviews', 'tickets', 'reports', 'mail'] as const;
export type StaffQueueKey = (typeof STAFF_QUEUES)[number];

export interface StaffQueue {
  key: StaffQueueKey;
  href: string;
  /** How many wait; null when the service holding this queue could not answer. */
  count: number | null;
  /** The service lists at most a page of these: there are at least `count`. */
  capped: boolean;
}

export interface StaffOverview {
  /** Staff without a passed second factor are refused by every service: they are asked to turn it on first. */
  needsSecondFactor: boolean;
  queues: StaffQueue[];
}

export interface DashboardOverview {
  client: ClientOverview | null;
  therapist: TherapistOverview | null;
  staff: StaffOverview | null;
  /** Unread messages across the inbox; null when messaging could not say. */
  unread: number | null;
}
