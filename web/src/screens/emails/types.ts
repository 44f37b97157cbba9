// JSON shapes of identity's notice preferences, unsubscribe links and mail log as the BFF serves them (declared
// beside the screens that render them; the BFF re-exports them for its gateway and route schemas).

/** The kinds of e-mail a person may turn off; booking and sign-in mail always go. */
export const NOTICE_KINDS = ['reminders', 'new_message', 'review_request'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface NoticePreference {
  kind: NoticeKind;
  enabled: boolean;
}

/** What an unsubscribe link would turn off (the page shows it before the button). */
export interface UnsubscribeInfo {
  kind: NoticeKind;
  /** Already off. */
  unsubscribed: boolean;
  /** The recipient's language, for the page. */
  locale: string;
}

export const MAIL_STATUSES = ['pending', 'retrying', 'sent', 'dead'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One e-mail in the staff log: never its subject or body. */
export interface MailLogEntry {
  id: string;
  /** "identity.sign_in_link", "notice.booking_confirmed", … */
  kind: string;
  /** Empty when the address no longer belongs to an account. */
  recipient: string;
  status: MailStatus;
  attempts: number;
  lastError: string;
  createdAt: string | null;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

export interface MailLogPage {
  entries: MailLogEntry[];
  hasMore: boolean;
}

/** The kinds of mail the log knows by name (the filter offers these; an unknown kind is shown as it is). */
export const MAIL_KINDS = [
  'identity.sign_in_link',
  'identity.welcome_link',
  'identity.confirm_email_link',
  'identity.email_changed',
  'identity.email_in_use',
  'identity.no_account',
  'notice.booking_held',
  'notice.booking_confirmed',
  'notice.booking_rescheduled',
  'notice.booking_cancelled',
  'notice.refund_issued',
  'notice.reminder',
  'notice.new_message',
  'notice.connection_assigned',
  'notice.profile_approved',
  'notice.profile_rejected',
  'notice.review_request',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
