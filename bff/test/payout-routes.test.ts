// Therapist money through /api/v1, against a scripted billing service: the ledger in JSON words, the payout
// account saved (billing's refusal lands on the field in Serbian), a statement as an attachment, and staff marking a
// bank transfer paid (the reference checked here first; a therapist refused before billing is asked).
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { LedgerEntryKind, PayoutMethod, PayoutStatus } from '@oslonac/proto/oslonac/billing/v1/billing';
import { type BillingRoutes, startBillingRoutes } from './support/billing-routes';
import { type BillingServer, grpcError } from './support/billing-server';
import { call, problem, signedIn } from './support/http';

let billingFake: BillingServer;
let routes: {
  ledger: typeof import('../app/api/v1/me/payouts/route');
  account: typeof import('../app/api/v1/me/payouts/account/route');
  statement: typeof import('../app/api/v1/me/payouts/[id]/statement/route');
  staffList: typeof import('../app/api/v1/admin/payouts/route');
  paid: typeof import('../app/api/v1/admin/payouts/[id]/paid/route');
};
let world: BillingRoutes<typeof routes>;

const PAYOUT_ID = '0193a1b2-9999-7000-8000-00000000c001';
const pbPayout = {
  id: PAYOUT_ID,
  therapistUserId: '0193a1b2-9999-7000-8000-00000000d001',
  period: '2026-11',
  amountMinor: 340_000,
  currency: 'RSD',
  method: PayoutMethod.PAYOUT_METHOD_BANK_TRANSFER,
  status: PayoutStatus.PAYOUT_STATUS_PENDING,
  createdAt: new Date('2026-12-01T00:00:00Z'),
  paidAt: undefined,
  reference: '',
  accountHolder: 'Ana Anić',
  accountNumber: '260005601001611379',
  country: 'RS',
};

beforeAll(async () => {
  world = await startBillingRoutes(async () => ({
    ledger: await import('../app/api/v1/me/payouts/route'),
    account: await import('../app/api/v1/me/payouts/account/route'),
    statement: await import('../app/api/v1/me/payouts/[id]/statement/route'),
    staffList: await import('../app/api/v1/admin/payouts/route'),
    paid: await import('../app/api/v1/admin/payouts/[id]/paid/route'),
  }));
  ({ billing: billingFake, routes } = world);
});
afterAll(async () => {
  await world?.stop();
});
beforeEach(() => {
  billingFake.seen.length = 0;
});

describe('the therapist’s money', () => {
  it('answers the ledger in words, with the caller’s token', async () => {
    billingFake.answer('getMyLedger', () => ({
      entries: [
        {
          id: 'e1',
          kind: LedgerEntryKind.LEDGER_ENTRY_KIND_COMMISSION,
          amountMinor: -60_000,
          currency: 'RSD',
          bookingId: 'b1',
          paymentId: 'p1',
          payoutId: '',
          occurredAt: new Date('2026-11-12T10:00:00Z'),
        },
      ],
      nextPageToken: '',
      balanceMinor: 340_000,
      currency: 'RSD',
      upcomingPayoutMinor: 340_000,
      upcomingPayoutOn: '2026-12-10',
      payouts: [{ ...pbPayout, accountHolder: '', accountNumber: '', country: '' }],
    }));
    const res = await call(routes.ledger.GET, '/api/v1/me/payouts', {
      headers: signedIn('po-ledger', ['therapist']),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      balanceMinor: 340_000,
      upcomingPayoutOn: '2026-12-10',
      entries: [{ kind: 'commission', amountMinor: -60_000, bookingId: 'b1', payoutId: null }],
      payouts: [{ id: PAYOUT_ID, status: 'pending', method: 'bank_transfer', period: '2026-11' }],
    });
    expect(billingFake.seen.map((s) => [s.method, s.actorToken])).toEqual([
      ['getMyLedger', 'actor-po-ledger'],
    ]);
  });

  it('saves the account and shows billing’s refusal at the number, in Serbian', async () => {
    billingFake.answer('saveMyPayoutAccount', () => ({
      account: {
        country: 'RS',
        accountHolder: 'Ana Anić',
        accountNumber: '',
        accountLast4: '1379',
        method: PayoutMethod.PAYOUT_METHOD_BANK_TRANSFER,
        stripeAccountId: '',
      },
    }));
    const ok = await call(routes.account.PUT, '/api/v1/me/payouts/account', {
      method: 'PUT',
      body: { country: 'rs', accountHolder: ' Ana Anić ', accountNumber: '260-0056010016113-79' },
      headers: signedIn('po-save', ['therapist']),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      account: { country: 'RS', accountHolder: 'Ana Anić', accountLast4: '1379', method: 'bank_transfer' },
    });
    expect(billingFake.seen[0]?.request).toMatchObject({
      account: { country: 'RS', accountHolder: 'Ana Anić', accountNumber: '260-0056010016113-79' },
    });

    billingFake.answer('saveMyPayoutAccount', () =>
      grpcError(status.INVALID_ARGUMENT, 'billing.bad_serbian_account', { field: 'accountNumber' }),
    );
    const bad = await call(routes.account.PUT, '/api/v1/me/payouts/account', {
      method: 'PUT',
      body: { country: 'RS', accountHolder: 'Ana Anić', accountNumber: '260-0056010016113-78' },
      headers: signedIn('po-save-bad', ['therapist']),
    });
    expect(bad.status).toBe(400);
    expect((await problem(bad)).errors?.accountNumber).toContain('kontrolni broj');

    billingFake.seen.length = 0;
    const empty = await call(routes.account.PUT, '/api/v1/me/payouts/account', {
      method: 'PUT',
      body: { country: 'Srbija', accountHolder: '', accountNumber: '' },
      headers: signedIn('po-save-empty', ['therapist']),
    });
    expect(empty.status).toBe(400);
    expect(Object.keys((await problem(empty)).errors ?? {}).sort()).toEqual([
      'accountHolder',
      'accountNumber',
      'country',
    ]);
    expect(billingFake.seen).toEqual([]);
  });

  it('answers a statement as an attachment no cache keeps', async () => {
    billingFake.answer('getPayoutStatementPdf', () => ({
      pdf: Buffer.from('%PDF-1.7 statement'),
      fileName: 'isplata-2026-11.pdf',
    }));
    const res = await call(routes.statement.GET, `/api/v1/me/payouts/${PAYOUT_ID}/statement`, {
      params: { id: PAYOUT_ID },
      headers: signedIn('po-pdf', ['therapist']),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="isplata-2026-11.pdf"');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('staff payouts', () => {
  it('lists payouts with where to send bank transfers, filtered by status', async () => {
    billingFake.answer('listPayouts', () => ({ payouts: [pbPayout], nextPageToken: '' }));
    const res = await call(routes.staffList.GET, '/api/v1/admin/payouts?status=pending', {
      headers: signedIn('po-staff', ['admin']),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).payouts[0]).toMatchObject({
      accountNumber: '260005601001611379',
      status: 'pending',
    });
    expect(billingFake.seen[0]?.request).toMatchObject({ status: PayoutStatus.PAYOUT_STATUS_PENDING });
  });

  it('marks a payout paid with a reference; a missing one and a therapist never reach billing', async () => {
    billingFake.answer('markPayoutPaid', () => ({
      payout: {
        ...pbPayout,
        status: PayoutStatus.PAYOUT_STATUS_PAID,
        reference: 'NAL-1',
        paidAt: new Date(),
      },
    }));
    const path = `/api/v1/admin/payouts/${PAYOUT_ID}/paid`;
    const ok = await call(routes.paid.POST, path, {
      params: { id: PAYOUT_ID },
      body: { reference: 'NAL-1' },
      headers: signedIn('po-mark', ['admin']),
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).payout).toMatchObject({ status: 'paid', reference: 'NAL-1' });
    billingFake.seen.length = 0;
    const noRef = await call(routes.paid.POST, path, {
      params: { id: PAYOUT_ID },
      body: { reference: ' ' },
      headers: signedIn('po-mark-empty', ['admin']),
    });
    expect(noRef.status).toBe(400);
    expect((await problem(noRef)).errors?.reference).toContain('referencu');
    const therapist = await call(routes.paid.POST, path, {
      params: { id: PAYOUT_ID },
      body: { reference: 'NAL-1' },
      headers: signedIn('po-mark-t', ['therapist']),
    });
    expect(therapist.status).toBe(403);
    expect(billingFake.seen).toEqual([]);
  });
});
