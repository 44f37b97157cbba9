// Therapist money: the ledger, the payout account, a payout's statement PDF; staff's payouts and marking a bank
// transfer paid. Billing decides every rule (whose statement, what an account number is, what may be marked paid);
// these handlers pass the actor and the input on.
import {
  listPayouts,
  markPayoutPaid,
  myLedger,
  myPayoutAccount,
  payoutStatementPdf,
  saveMyPayoutAccount,
} from '../../server/gateways/billing';
import { pdfAttachment } from '../pdf-response';
import { type EndpointContext, json } from '../route';

export async function ledger(ctx: EndpointContext<'myLedger'>): Promise<Response> {
  return json(await myLedger(ctx.session.actorToken));
}

export async function account(ctx: EndpointContext<'myPayoutAccount'>): Promise<Response> {
  return json({ account: await myPayoutAccount(ctx.session.actorToken) });
}

export async function saveAccount(ctx: EndpointContext<'saveMyPayoutAccount'>): Promise<Response> {
  return json({ account: await saveMyPayoutAccount(ctx.session.actorToken, ctx.body) });
}

export async function myStatement(ctx: EndpointContext<'myPayoutStatementPdf'>): Promise<Response> {
  return pdfAttachment(await payoutStatementPdf(ctx.session.actorToken, ctx.params.id), 'isplata.pdf');
}

export async function staffStatement(ctx: EndpointContext<'adminPayoutStatementPdf'>): Promise<Response> {
  return pdfAttachment(await payoutStatementPdf(ctx.session.actorToken, ctx.params.id), 'isplata.pdf');
}

export async function staffPayouts(ctx: EndpointContext<'adminPayouts'>): Promise<Response> {
  const payouts = await listPayouts(ctx.session.actorToken, {
    status: ctx.query.status ?? null,
    method: ctx.query.method ?? null,
  });
  return json({ payouts });
}

export async function markPaid(ctx: EndpointContext<'markPayoutPaid'>): Promise<Response> {
  return json({ payout: await markPayoutPaid(ctx.session.actorToken, ctx.params.id, ctx.body.reference) });
}
