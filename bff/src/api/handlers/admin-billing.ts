// Staff's payments and invoices. Billing decides every rule (who may, what is left to refund, which transfer
// matches); these handlers pass the actor and the input on. The statement upload is not a JSON route: it reads the
// file itself (as the documents upload does), decodes it (UTF-8 with or without BOM, else Windows-1250, what
// Serbian banks export) and sends billing the text.

import { billingAdmin, invoicePdf } from '../../server/gateways/billing';
import { upstreamInfo } from '../../server/gateways/errors';
import type { Message } from '../../server/message';
import { FIELD_MESSAGES, ISSUE_MESSAGES } from '../../server/messages';
import { HttpProblem, problemFromGrpc } from '../../server/problem';
import { STATEMENT_MAX_BYTES } from '../admin-billing-endpoints';
import { endpoints } from '../endpoints';
import { pdfAttachment } from '../pdf-response';
import { type EndpointContext, json, type NextRouteContext } from '../route';
import { readMultipart, uploadRoute } from '../upload-route';

export const ADMIN_PAYMENTS_PAGE_SIZE = 50;

/** Room for the multipart boundaries around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * Codes whose service sentence names what exactly is wrong (the statement's line, the amount left): it is passed
 * on under the field, beside the BFF's own title. Billing writes these in Serbian Latin for staff.
 */
const SPECIFIC: Record<string, string> = {
  'billing.bad_statement': 'file',
  'billing.amount_mismatch': 'amountMinor',
  'billing.refund_too_much': 'amountMinor',
};

/** The service's own sentence of a refusal (gRPC details), when it is one of SPECIFIC's. */
function specific(err: unknown): HttpProblem | null {
  const info = upstreamInfo(err);
  const field = info ? SPECIFIC[info.code] : undefined;
  const base = field ? problemFromGrpc(err) : null;
  if (!field || !base) return null;
  const details = ((err as { cause?: { details?: unknown } }).cause?.details ?? '') as string;
  if (typeof details !== 'string' || !details.trim()) return base;
  const text = details.slice(0, 300);
  const message: Message = { sr: text, en: text };
  return new HttpProblem(base.status, base.code, { errors: { ...base.errors, [field]: message } });
}

async function passSpecific<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw specific(err) ?? err;
  }
}

/** The file's text: UTF-8 when it is valid UTF-8 (a BOM is dropped), else Windows-1250 (Serbian Latin letters). */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

export async function listPayments(ctx: EndpointContext<'adminPayments'>): Promise<Response> {
  const page = await billingAdmin.listPayments(ctx.session.actorToken, {
    status: ctx.query.status,
    method: ctx.query.method,
    q: ctx.query.q,
    pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
    pageToken: ctx.query.pageToken,
  });
  return json({ payments: page.items, nextPageToken: page.nextPageToken });
}

export async function reconcilePayment(ctx: EndpointContext<'adminReconcilePayment'>): Promise<Response> {
  const payment = await passSpecific(() =>
    billingAdmin.reconcile(ctx.session.actorToken, { paymentId: ctx.params.id, ...ctx.body }),
  );
  return json({ payment });
}

export async function refundPayment(ctx: EndpointContext<'adminRefundPayment'>): Promise<Response> {
  const payment = await passSpecific(() =>
    billingAdmin.refund(ctx.session.actorToken, { paymentId: ctx.params.id, ...ctx.body }),
  );
  return json({ payment }, 201);
}

export async function bankRefundSent(ctx: EndpointContext<'adminBankRefundSent'>): Promise<Response> {
  const payment = await billingAdmin.markBankRefundSent(ctx.session.actorToken, {
    refundId: ctx.params.id,
    note: ctx.body.note ?? '',
  });
  return json({ payment });
}

export async function listInvoices(ctx: EndpointContext<'adminInvoices'>): Promise<Response> {
  const page = await billingAdmin.listInvoices(ctx.session.actorToken, {
    kind: ctx.query.kind,
    q: ctx.query.q,
    pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
    pageToken: ctx.query.pageToken,
  });
  return json({ invoices: page.items, nextPageToken: page.nextPageToken });
}

/** Any invoice's PDF (billing's GetInvoicePdf lets staff read every one), as an attachment no cache keeps. */
export async function invoicePdfForStaff(ctx: EndpointContext<'adminInvoicePdf'>): Promise<Response> {
  return pdfAttachment(await invoicePdf(ctx.session.actorToken, ctx.params.id), 'racun.pdf');
}

/** The one file of the form, checked for size; its bytes. */
async function readStatementFile(req: Request): Promise<Uint8Array> {
  const form = await readMultipart(
    req,
    STATEMENT_MAX_BYTES + MULTIPART_OVERHEAD,
    'billing.statement_too_large',
  );
  let file: File | null = null;
  for (const [key, value] of form.entries()) {
    if (key === 'file' && typeof value !== 'string' && !file) file = value;
    else
      throw new HttpProblem(400, 'request.invalid', {
        errors: { [key.slice(0, 64)]: key === 'file' ? ISSUE_MESSAGES.duplicate : ISSUE_MESSAGES.unknown },
      });
  }
  if (!file || file.size === 0) {
    throw new HttpProblem(400, 'request.invalid', { errors: { file: FIELD_MESSAGES.file! } });
  }
  if (file.size > STATEMENT_MAX_BYTES) throw new HttpProblem(413, 'billing.statement_too_large');
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * POST /api/v1/admin/payments/statement. The same checks in the same order as route() (CSRF, input shape,
 * session, staff with the second factor passed), with the session resolved before the file is read.
 */
export async function importStatement(req: Request, _context?: NextRouteContext): Promise<Response> {
  return uploadRoute(
    req,
    {
      path: endpoints.adminImportStatement.path,
      allow(session) {
        if (!session.user.roles.some((r) => r === 'admin' || r === 'superuser'))
          throw new HttpProblem(403, 'auth.forbidden');
        if (session.secondFactor !== 'passed') throw new HttpProblem(403, 'auth.second_factor_required');
      },
    },
    async (session) => {
      const csv = decodeStatement(await readStatementFile(req));
      const lines = await passSpecific(() => billingAdmin.importStatement(session.actorToken, csv));
      return json({ lines });
    },
  );
}
