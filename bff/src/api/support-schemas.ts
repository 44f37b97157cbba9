// Request and response schemas of the support routes (the contact form and the back office's ticket queue).
// Bounds match the admin service's, so a bad request is a 400 with a Serbian message here.
import { z } from 'zod';
import { SUPPORT_LIMITS, SUPPORT_TOPICS, TICKET_STATUSES } from '../server/views/support';

const uuid = z.uuid();
const topic = z.enum(SUPPORT_TOPICS);
const status = z.enum(TICKET_STATUSES);

export const SupportTicketBody = z.strictObject({
  name: z.string().trim().min(1).max(SUPPORT_LIMITS.nameMax),
  email: z.string().trim().min(3).max(SUPPORT_LIMITS.emailMax),
  topic,
  message: z.string().trim().min(SUPPORT_LIMITS.messageMin).max(SUPPORT_LIMITS.messageMax),
  website: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'Honeypot: people leave it empty (it is hidden in the form)' }),
});

export const SupportTicketCreatedResponse = z.object({
  ticketId: uuid.meta({ description: 'Reference for follow-ups' }),
});

export const AdminSupportTicketsQuery = z.strictObject({
  status: status.or(z.literal('all')).optional().meta({ description: 'Default: open' }),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/)
    .transform(Number)
    .pipe(z.int().max(500))
    .optional()
    .meta({ description: 'Page number, 1–500' }),
});

export const SupportTicketIdParams = z.strictObject({ id: uuid });

export const UpdateSupportTicketBody = z.strictObject({
  status,
  internalNote: z.string().trim().max(SUPPORT_LIMITS.noteMax).optional(),
});

const TicketOut = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    topic,
    status,
    userId: z.string().nullable(),
    createdAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime().nullable(),
    handledByUserId: z.string().nullable(),
  })
  .meta({ id: 'SupportTicket' });

export const SupportTicketsPageResponse = z.object({
  items: z.array(TicketOut),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const SupportTicketDetailResponse = z.object({
  ticket: TicketOut,
  message: z.string(),
  internalNote: z.string(),
});

export const SupportTicketResponse = z.object({ ticket: TicketOut });
