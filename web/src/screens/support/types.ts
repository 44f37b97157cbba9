// JSON shapes of support tickets as the BFF serves them (services/admin behind it), and the contact form's
// limits. Declared beside the screens that render them; the BFF re-exports them (bff/src/server/views/support.ts).

export const SUPPORT_TOPICS = ['account', 'booking', 'payment', 'therapist', 'privacy', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The same limits the admin service enforces (services/admin/src/domain/contact.ts and tickets.ts). */
export const SUPPORT_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
  noteMax: 2000,
} as const;

export interface SupportTicket {
  id: string;
  name: string;
  email: string;
  topic: SupportTopic;
  status: TicketStatus;
  /** The sender's account when they were signed in. */
  userId: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  /** The admin who last changed the status or note. */
  handledByUserId: string | null;
}

export interface SupportTicketDetail {
  ticket: SupportTicket;
  message: string;
  internalNote: string;
}

export interface SupportTicketsPage {
  items: SupportTicket[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NewSupportTicket {
  name: string;
  email: string;
  topic: SupportTopic;
  message: string;
  /** The honeypot: empty from people. */
  website: string;
}
