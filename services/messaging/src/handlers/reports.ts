import type { Handlers, Policies } from '@oslonac/kit';
import { fromProtoEnum } from '@oslonac/kit';
import {
  type MessagingServiceService,
  ReportStatus as ProtoStatus,
} from '@oslonac/proto/oslonac/messaging/v1/messaging';
import { z } from 'zod';
import type { Deps } from '../flows/deps';
import * as reports from '../flows/reports';
import { messageToProto, reportToProto, statusToProto } from '../proto-map';
import { actorOf, parse, text, uuid } from './request';

// gRPC edge of reports: a member reports a message; staff list, open (audited) and resolve.

type Service = Pick<
  typeof MessagingServiceService,
  'reportMessage' | 'listMessageReports' | 'getMessageReport' | 'resolveMessageReport'
>;

const STAFF: ['admin', 'superuser'] = ['admin', 'superuser'];
export const reportPolicies: Policies<Service> = {
  // Membership decides (NOT_FOUND for anyone else).
  reportMessage: 'authenticated',
  listMessageReports: STAFF,
  getMessageReport: STAFF,
  resolveMessageReport: STAFF,
};

const reportSchema = z.object({ messageId: uuid, reason: text(5000) });
// Unspecified lists every report.
const listSchema = z.object({
  status: z.enum(ProtoStatus).transform((s) => fromProtoEnum(statusToProto, s)),
});
const getSchema = z.object({ reportId: uuid });
const resolveSchema = z.object({ reportId: uuid, resolutionNote: text(5000) });

export function reportHandlers(d: Deps): Handlers<Service> {
  return {
    async reportMessage(req, ctx) {
      const r = parse(reportSchema, req);
      return { reportId: await reports.report(d, actorOf(ctx), r) };
    },
    async listMessageReports(req) {
      const r = parse(listSchema, req);
      return { reports: (await reports.list(d, r.status)).map((x) => reportToProto(x)) };
    },
    async getMessageReport(req, ctx) {
      const r = parse(getSchema, req);
      const out = await reports.open(d, actorOf(ctx), r.reportId);
      return {
        report: reportToProto(out.report, out.resolutionNote),
        reason: out.reason,
        message: messageToProto(out.message),
      };
    },
    async resolveMessageReport(req, ctx) {
      const r = parse(resolveSchema, req);
      const out = await reports.resolve(d, actorOf(ctx), r.reportId, r.resolutionNote);
      return { report: reportToProto(out.report, out.resolutionNote) };
    },
  };
}
