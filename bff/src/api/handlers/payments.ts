// Paying for a booking by card. Billing decides every rule (whose booking, whether it awaits payment, the
// amount); these handlers pass the actor and the booking's id on.
import { HttpProblem } from '../../server/problem';
import { type EndpointContext, json } from '../route';
import * as payments from '../use-cases/payments';

export async function startCardPayment(ctx: EndpointContext<'startCardPayment'>): Promise<Response> {
  return json(await payments.startCardPayment(ctx.session, ctx.params.id));
}

export async function bookingPayment(ctx: EndpointContext<'bookingPayment'>): Promise<Response> {
  const payment = await payments.bookingPayment(ctx.session, ctx.params.id);
  if (!payment) throw new HttpProblem(404, 'billing.payment_not_found');
  return json({ payment });
}
