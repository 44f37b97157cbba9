// What identity's notices are, which of them a person may turn off, and the timing rules they follow. Pure.

/** The kinds a person may turn off (NoticeKind in the contract); everything else is essential and always goes. */
export const OPTIONAL_NOTICE_KINDS = ['reminders', 'new_message', 'review_request'] as const;
export type OptionalNoticeKind = (typeof OPTIONAL_NOTICE_KINDS)[number];

export function isOptionalNoticeKind(value: unknown): value is OptionalNoticeKind {
  return typeof value === 'string' && (OPTIONAL_NOTICE_KINDS as readonly string[]).includes(value);
}

/** Every mail the notices send; the staff log shows it as `notice.<kind>`. */
export type NoticeMailKind =
  | 'booking_held'
  | 'booking_confirmed'
  | 'booking_rescheduled'
  | 'booking_cancelled'
  | 'refund_issued'
  | 'reminder'
  | 'new_message'
  | 'connection_assigned'
  | 'profile_approved'
  | 'profile_rejected'
  | 'review_request';

const OPTIONAL_OF: Partial<Record<NoticeMailKind, OptionalNoticeKind>> = {
  reminder: 'reminders',
  new_message: 'new_message',
  review_request: 'review_request',
};

/** The preference that governs a mail, or null when the mail is essential. */
export function optionalKindOf(kind: NoticeMailKind): OptionalNoticeKind | null {
  return OPTIONAL_OF[kind] ?? null;
}

export function mailLogKind(kind: NoticeMailKind): string {
  return `notice.${kind}`;
}

/** A preference as stored: no row means on. */
export function isEnabled(
  stored: ReadonlyMap<OptionalNoticeKind, boolean>,
  kind: OptionalNoticeKind,
): boolean {
  return stored.get(kind) ?? true;
}

// --- reminders -----------------------------------------------------------------------------------------

export type ReminderLead = '24h' | '1h';
const HOUR_MS = 60 * 60_000;
export const REMINDER_LEADS: Readonly<Record<ReminderLead, number>> = { '24h': 24 * HOUR_MS, '1h': HOUR_MS };

/**
 * When the reminders of a session starting at `startsAt` are due, seen at `now`: a reminder whose moment has
 * already passed (a session booked for within the hour, say) is not scheduled at all, so nobody gets a "24 h
 * before" mail twenty minutes before the session.
 */
export function reminderSchedule(startsAt: Date, now: Date): { lead: ReminderLead; dueAt: Date }[] {
  const out: { lead: ReminderLead; dueAt: Date }[] = [];
  for (const lead of ['24h', '1h'] as const) {
    const dueAt = new Date(startsAt.getTime() - REMINDER_LEADS[lead]);
    if (dueAt.getTime() > now.getTime()) out.push({ lead, dueAt });
  }
  return out;
}

/**
 * Whether a claimed reminder is still worth sending at `now`: one that fell due while the service was down and
 * whose session has meanwhile started (or whose lead has been overtaken by the next one) is dropped instead.
 */
export function reminderStillUseful(lead: ReminderLead, startsAt: Date, now: Date): boolean {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return false;
  return lead === '1h' || left > REMINDER_LEADS['1h'];
}

// --- new-message mail -----------------------------------------------------------------------------------

/** At most one new-message mail per conversation and recipient within this window. */
export const MESSAGE_MAIL_INTERVAL_MS = HOUR_MS;

// --- links ---------------------------------------------------------------------------------------------

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** Where the links in notices point; every path is a page of the BFF. */
export const noticeLinks = {
  calendar: (publicUrl: string) => `${base(publicUrl)}/app/calendar`,
  session: (publicUrl: string, bookingId: string) =>
    `${base(publicUrl)}/app/session/${encodeURIComponent(bookingId)}`,
  conversation: (publicUrl: string, relationshipId: string) =>
    `${base(publicUrl)}/app/inbox/${encodeURIComponent(relationshipId)}`,
  dashboard: (publicUrl: string) => `${base(publicUrl)}/app/dashboard`,
  /** Where a therapist edits their profile and reads staff's reason for sending it back. */
  therapistProfile: (publicUrl: string) => `${base(publicUrl)}/app/onboarding/terapeut/profil`,
  /** The therapist's public page: where a client writes a review. */
  publicProfile: (publicUrl: string, slug: string) =>
    `${base(publicUrl)}/terapeuti/${encodeURIComponent(slug)}`,
  settings: (publicUrl: string) => `${base(publicUrl)}/app/settings/account`,
  /** The page with the confirm button (a GET never unsubscribes: link scanners follow GETs). */
  unsubscribePage: (publicUrl: string, token: string) =>
    `${base(publicUrl)}/unsubscribe/${encodeURIComponent(token)}`,
  /** RFC 8058's one-click target: the mail client POSTs `List-Unsubscribe=One-Click` here. */
  unsubscribeOneClick: (publicUrl: string, token: string) =>
    `${base(publicUrl)}/api/v1/unsubscribe/${encodeURIComponent(token)}`,
};

/** The RFC 8058 headers every mail of an optional kind carries. */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${noticeLinks.unsubscribeOneClick(publicUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Tokens are 32 random bytes in base64url: anything else is refused before a lookup. */
export function isWellFormedUnsubscribeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
