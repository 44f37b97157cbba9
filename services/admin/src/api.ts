import { fromProtoEnum, type Handlers, type Policies, requestHelpers } from '@oslonac/kit';
import {
  type AdminServiceService,
  TicketStatus as ProtoStatus,
  SupportTopic as ProtoTopic,
} from '@oslonac/proto/oslonac/admin/v1/admin';
import { z } from 'zod';
import { errors } from './domain/errors';
import type { Deps } from './flows/deps';
import * as privacy from './flows/privacy';
import * as tickets from './flows/tickets';
import { statusToProto, ticketToProto, topicToProto } from './proto-map';

// gRPC edge: a policy per method, bound the input, call a flow, map the answer (proto-map.ts). Rules live in
// domain/ and flows/.

type Service = typeof AdminServiceService;
const ADMIN: ['admin', 'superuser'] = ['admin', 'superuser'];

export const policies: Policies<Service> = {
  createSupportTicket: 'public',
  listSupportTickets: ADMIN,
  getSupportTicket: ADMIN,
  updateSupportTicket: ADMIN,
  // self: any signed-in person gets what this service holds about them.
  exportMyData: 'authenticated',
};

// Outer bounds only: anything past them is a broken or hostile client. The domain gives the precise rules
// (and the messages people see) for what is inside them; an unspecified topic or status reaches it as null.
const { parse, actorOf } = requestHelpers({
  invalidArgument: errors.invalidArgument,
  noActor: () => errors.notFound(),
});
const uuid = z.uuid();
const text = (max: number) => z.string().max(max);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const topic = z.enum(ProtoTopic).transform((t) => fromProtoEnum(topicToProto, t));
const status = z.enum(ProtoStatus).transform((s) => fromProtoEnum(statusToProto, s));

const createSchema = z.object({
  name: text(1000),
  email: text(1000),
  topic,
  message: text(20_000),
  website: text(1000),
});
const listSchema = z.object({
  status,
  page: int(0, 100_000).transform((n) => n || 1),
  pageSize: int(0, 50).transform((n) => n || 20),
});
const getSchema = z.object({ ticketId: uuid });
const updateSchema = z.object({
  ticketId: uuid,
  status,
  internalNote: text(20_000),
});

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
      const out = await tickets.open(d, actorOf(ctx), r.ticketId);
      return { ticket: ticketToProto(out.ticket), message: out.message, internalNote: out.internalNote };
    },
    async updateSupportTicket(req, ctx) {
      const r = parse(updateSchema, req);
      const ticket = await tickets.update(d, actorOf(ctx), r.ticketId, r);
      return { ticket: ticketToProto(ticket) };
    },
    async exportMyData(_req, ctx) {
      return { json: await privacy.exportMyData(d, actorOf(ctx)) };
    },
  };
}
