import { type Actor, type CallContext, type Handlers, type Policies, parseRequest } from '@oslonac/kit';
import {
  type AdminServiceService,
  TicketStatus as ProtoStatus,
  SupportTicket as ProtoTicket,
  SupportTopic as ProtoTopic,
} from '@oslonac/proto/oslonac/admin/v1/admin';
import { z } from 'zod';
import type { Topic } from './domain/contact';
import { errors } from './domain/errors';
import type { TicketStatus } from './domain/tickets';
import type { Deps } from './flows/deps';
import * as tickets from './flows/tickets';
import type { TicketRecord } from './store/tickets';

// gRPC edge: bound the input, call a flow, map the answer to proto. Rules live in domain/ and flows/.

type Service = typeof AdminServiceService;
const ADMIN: ['admin', 'superuser'] = ['admin', 'superuser'];

export const policies: Policies<Service> = {
  createSupportTicket: 'public',
  listSupportTickets: ADMIN,
  getSupportTicket: ADMIN,
  updateSupportTicket: ADMIN,
};

// --- enums ---------------------------------------------------------------------------------------------

const TOPIC: [Topic, ProtoTopic][] = [
  ['account', ProtoTopic.SUPPORT_TOPIC_ACCOUNT],
  ['booking', ProtoTopic.SUPPORT_TOPIC_BOOKING],
  ['payment', ProtoTopic.SUPPORT_TOPIC_PAYMENT],
  ['therapist', ProtoTopic.SUPPORT_TOPIC_THERAPIST],
  ['privacy', ProtoTopic.SUPPORT_TOPIC_PRIVACY],
  ['other', ProtoTopic.SUPPORT_TOPIC_OTHER],
];
const STATUS: [TicketStatus, ProtoStatus][] = [
  ['open', ProtoStatus.TICKET_STATUS_OPEN],
  ['answered', ProtoStatus.TICKET_STATUS_ANSWERED],
  ['closed', ProtoStatus.TICKET_STATUS_CLOSED],
];
const fromProto = <V>(pairs: [V, number][], p: number): V | null =>
  pairs.find(([, n]) => n === p)?.[0] ?? null;
const toProto = <V>(pairs: [V, number][], v: V): number => pairs.find(([w]) => w === v)?.[1] ?? 0;

// --- validation ----------------------------------------------------------------------------------------

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  return parseRequest(schema, value, errors.invalidArgument);
}

// Outer bounds only: anything past them is a broken or hostile client. The domain gives the precise rules
// (and the messages people see) for what is inside them.
const uuid = z.uuid();
const text = (max: number) => z.string().max(max);
const int = (min: number, max: number) => z.number().int().min(min).max(max);

const createSchema = z.object({
  name: text(1000),
  email: text(1000),
  topic: z.enum(ProtoTopic).transform((t) => fromProto(TOPIC, t)),
  message: text(20_000),
  website: text(1000),
});
const listSchema = z.object({
  status: z.enum(ProtoStatus).transform((s) => fromProto(STATUS, s)),
  page: int(0, 100_000).transform((n) => n || 1),
  pageSize: int(0, 50).transform((n) => n || 20),
});
const getSchema = z.object({ ticketId: uuid });
const updateSchema = z.object({
  ticketId: uuid,
  status: z.enum(ProtoStatus).transform((s) => fromProto(STATUS, s)),
  internalNote: text(20_000),
});

function adminOf(ctx: CallContext): Actor {
  // The policy has already required the role; this only narrows the type.
  if (!ctx.actor) throw errors.notFound();
  return ctx.actor;
}

function ticketToProto(t: TicketRecord): ProtoTicket {
  return ProtoTicket.fromPartial({
    id: t.id,
    name: t.name,
    email: t.email,
    topic: toProto(TOPIC, t.topic),
    status: toProto(STATUS, t.status),
    userId: t.userId ?? '',
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    handledByUserId: t.handledByUserId ?? '',
  });
}

export function createHandlers(d: Deps): Handlers<Service> {
  return {
    async createSupportTicket(req, ctx) {
      const r = parse(createSchema, req);
      // A token that fails verification makes the kit pass actor = null: the ticket is then a visitor's.
      const out = await tickets.createTicket(d, ctx.actor, r);
      return { ticketId: out.ticketId };
    },
    async listSupportTickets(req) {
      const r = parse(listSchema, req);
      const out = await tickets.list(d, r);
      return { tickets: out.tickets.map(ticketToProto), total: out.total };
    },
    async getSupportTicket(req, ctx) {
      const r = parse(getSchema, req);
      const out = await tickets.open(d, adminOf(ctx), r.ticketId);
      return { ticket: ticketToProto(out.ticket), message: out.message, internalNote: out.internalNote };
    },
    async updateSupportTicket(req, ctx) {
      const r = parse(updateSchema, req);
      const ticket = await tickets.update(d, adminOf(ctx), r.ticketId, r);
      return { ticket: ticketToProto(ticket) };
    },
  };
}
