// Paying for a booking by bank transfer (IPS QR): the order as JSON and the QR code as a PNG. Billing decides
// every rule; these handlers pass the actor and the booking's id on.
import { type EndpointContext, json } from '../route';
import * as ips from '../use-cases/ips';

export async function startIpsPayment(ctx: EndpointContext<'startIpsPayment'>): Promise<Response> {
  return json(await ips.ipsPayment(ctx.session, ctx.params.id));
}

export async function ipsPaymentQr(ctx: EndpointContext<'ipsPaymentQr'>): Promise<Response> {
  const png = await ips.ipsQrPng(ctx.session, ctx.params.id);
  return new Response(Buffer.from(png), {
    status: 200,
    headers: {
      'content-type': 'image/png',
      'content-length': String(png.byteLength),
      // The code names the person's payment: never kept by a shared cache or the browser's.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
