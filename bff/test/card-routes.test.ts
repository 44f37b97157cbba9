// The client's saved cards and billing details through /api/v1, against a scripted billing service: cards as
// billing lists them, card setup with return addresses built from PUBLIC_URL (never from the request), removal
// with billing's "not found" as a 404 in Serbian, a malformed card id or PIB refused before billing is asked.
import { status } from '@grpc/grpc-js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { type BillingRoutes, startBillingRoutes } from './support/billing-routes';
import { type BillingServer, grpcError } from './support/billing-server';
import { call, problem, signedIn } from './support/http';

let billingFake: BillingServer;
let routes: {
  cards: typeof import('../app/api/v1/me/cards/route');
  setup: typeof import('../app/api/v1/me/cards/setup/route');
  card: typeof import('../app/api/v1/me/cards/[id]/route');
  details: typeof import('../app/api/v1/me/billing-details/route');
};
let world: BillingRoutes<typeof routes>;

const CHECKOUT = 'http://127.0.0.1:12111/c/pay/cs_test_a1setup';
const CARD_ID = 'pm_1AbCdEfGhIjKlMnOpQrStUvW';

beforeAll(async () => {
  world = await startBillingRoutes(async () => ({
    cards: await import('../app/api/v1/me/cards/route'),
    setup: await import('../app/api/v1/me/cards/setup/route'),
    card: await import('../app/api/v1/me/cards/[id]/route'),
    details: await import('../app/api/v1/me/billing-details/route'),
  }));
  ({ billing: billingFake, routes } = world);
});

afterAll(async () => {
  await world?.stop();
});

beforeEach(() => {
  process.env.PUBLIC_URL = 'https://oslonac.test/';
  billingFake.seen.length = 0;
});

afterEach(() => {
  delete process.env.PUBLIC_URL;
});

describe('GET /api/v1/me/cards', () => {
  it('lists the cards billing reads from Stripe, with the caller’s token', async () => {
    billingFake.answer('listMyCards', () => ({
      cards: [{ id: CARD_ID, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }],
    }));
    const res = await call(routes.cards.GET, '/api/v1/me/cards', {
      headers: signedIn('cards-list', ['client']),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      cards: [{ id: CARD_ID, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }],
    });
    expect(billingFake.seen.map((s) => [s.method, s.actorToken])).toEqual([
      ['listMyCards', 'actor-cards-list'],
    ]);
  });

  it('answers Stripe being away with 503 and the calm sentence', async () => {
    billingFake.answer('listMyCards', () => grpcError(status.UNAVAILABLE, 'billing.provider_unavailable'));
    const res = await call(routes.cards.GET, '/api/v1/me/cards', {
      headers: signedIn('cards-down', ['client']),
    });
    expect(res.status).toBe(503);
    expect((await problem(res)).title).toBe(
      'Plaćanje karticom trenutno nije dostupno. Pokušajte ponovo za nekoliko minuta.',
    );
  });
});

describe('POST /api/v1/me/cards/setup', () => {
  it('answers with Stripe’s page; the return addresses are the settings page on PUBLIC_URL', async () => {
    billingFake.answer('startCardSetup', () => ({ checkoutUrl: CHECKOUT }));
    const res = await call(routes.setup.POST, '/api/v1/me/cards/setup', {
      body: {},
      headers: signedIn('cards-setup', ['client']),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ checkoutUrl: CHECKOUT });
    expect(billingFake.seen).toEqual([
      {
        method: 'startCardSetup',
        actorToken: 'actor-cards-setup',
        request: {
          successUrl: 'https://oslonac.test/app/settings/billing?kartica=dodata',
          cancelUrl: 'https://oslonac.test/app/settings/billing?kartica=odustao',
        },
      },
    ]);
  });

  it('takes no address from the body, and without PUBLIC_URL does not start at all', async () => {
    const withUrl = await call(routes.setup.POST, '/api/v1/me/cards/setup', {
      body: { successUrl: 'https://evil.example/' },
      headers: signedIn('cards-setup-body', ['client']),
    });
    expect(withUrl.status).toBe(400);
    delete process.env.PUBLIC_URL;
    const off = await call(routes.setup.POST, '/api/v1/me/cards/setup', {
      body: {},
      headers: signedIn('cards-setup-off', ['client']),
    });
    expect(off.status).toBe(503);
    expect(billingFake.seen).toEqual([]);
  });
});

describe('DELETE /api/v1/me/cards/{id}', () => {
  const path = `/api/v1/me/cards/${CARD_ID}`;

  it('removes the caller’s card: 204', async () => {
    billingFake.answer('removeMyCard', () => ({}));
    const res = await call(routes.card.DELETE, path, {
      method: 'DELETE',
      body: {},
      params: { id: CARD_ID },
      headers: signedIn('cards-rm', ['client']),
    });
    expect(res.status).toBe(204);
    expect(billingFake.seen).toEqual([
      expect.objectContaining({ method: 'removeMyCard', request: { cardId: CARD_ID } }),
    ]);
  });

  it('answers someone else’s card with 404 and a Serbian sentence; a malformed id never reaches billing', async () => {
    billingFake.answer('removeMyCard', () => grpcError(status.NOT_FOUND, 'billing.card_not_found'));
    const res = await call(routes.card.DELETE, path, {
      method: 'DELETE',
      body: {},
      params: { id: CARD_ID },
      headers: signedIn('cards-rm-other', ['client']),
    });
    expect(res.status).toBe(404);
    expect(await problem(res)).toMatchObject({
      code: 'billing.card_not_found',
      title: 'Ova kartica više nije sačuvana na vašem nalogu. Osvežite stranicu da vidite sačuvane kartice.',
    });
    billingFake.seen.length = 0;
    const bad = await call(routes.card.DELETE, '/api/v1/me/cards/x', {
      method: 'DELETE',
      body: {},
      params: { id: 'x' },
      headers: signedIn('cards-rm-bad', ['client']),
    });
    expect(bad.status).toBe(400);
    expect(billingFake.seen).toEqual([]);
  });
});

describe('/api/v1/me/billing-details', () => {
  it('saves a company’s name and PIB (spaces dropped) and reads them back', async () => {
    billingFake.answer('saveMyBillingDetails', (req) => ({ details: req.details }));
    const res = await call(routes.details.PUT, '/api/v1/me/billing-details', {
      method: 'PUT',
      body: { buyerName: '  Firma d.o.o. ', buyerPib: '100 000 009' },
      headers: signedIn('details-save', ['client']),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ details: { buyerName: 'Firma d.o.o.', buyerPib: '100000009' } });

    billingFake.answer('getMyBillingDetails', () => ({
      details: { buyerName: 'Firma d.o.o.', buyerPib: '' },
    }));
    const read = await call(routes.details.GET, '/api/v1/me/billing-details', {
      headers: signedIn('details-read', ['client']),
    });
    expect(await read.json()).toEqual({ details: { buyerName: 'Firma d.o.o.', buyerPib: '' } });
  });

  it('explains a PIB that is not 9 digits, before billing is asked', async () => {
    const res = await call(routes.details.PUT, '/api/v1/me/billing-details', {
      method: 'PUT',
      body: { buyerName: 'Firma', buyerPib: '12345' },
      headers: signedIn('details-bad', ['client']),
    });
    expect(res.status).toBe(400);
    expect((await problem(res)).errors?.buyerPib).toBe(
      'PIB ima tačno 9 cifara. Ostavite prazno ako plaćate kao fizičko lice.',
    );
    expect(billingFake.seen).toEqual([]);
  });
});
