import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@oslonac/kit/testing';
import { PayoutMethod, PayoutStatus } from '@oslonac/proto/oslonac/billing/v1/billing';
import { PayoutPaid } from '@oslonac/proto/oslonac/events/v1/billing';
import { type RunningStripeEmulator, startStripeEmulator } from '@oslonac/stripe-emulator';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { commissionOf } from '../src/domain/ledger';
import { runPayoutRound } from '../src/flows/payouts';
import { allEntriesOf } from '../src/store/ledger';
import { failure, type Harness, startBilling, WEBHOOK_SECRET } from './support/harness';
import { issuedRefund, paidPayment } from './support/money';

// Monthly payouts against real PostgreSQL and the project's Stripe emulator (Connect): the payout account (number
// sealed, a connected account where Stripe pays out), the round once November has ended in Belgrade, Connect
// transfers once per payout, a Stripe refusal retried, bank transfers marked paid by staff, the statement PDF.

const NOV = new Date('2026-11-12T10:00:00Z');
// 1 December 00:30 in Belgrade: November has just ended.
const DEC_1 = new Date('2026-11-30T23:30:00Z');
const IBAN_DE = 'DE89370400440532013000';
const RS_ACCOUNT = '260-0056010016113-79';

let h: Harness;
let stripe: RunningStripeEmulator;
let admin: { token: string; actor: { userId: string } };

beforeAll(async () => {
  const port = await freePort();
  h = await startBilling('billing_payouts', NOV, { stripeApiBase: `http://127.0.0.1:${port}` });
  stripe = await startStripeEmulator({ port, webhookSecret: WEBHOOK_SECRET, clock: h.clock.read });
  admin = await h.person(['admin']);
});
afterAll(async () => {
  await stripe?.stop();
  await h?.close();
});

const save = (token: string, country: string, accountHolder: string, accountNumber: string) =>
  h.call(
    h.client.saveMyPayoutAccount.bind(h.client),
    { account: { country, accountHolder, accountNumber, accountLast4: '', method: 0, stripeAccountId: '' } },
    token,
  );
const ledger = (token: string) =>
  h.call(h.client.getMyLedger.bind(h.client), { pageSize: 100, pageToken: '' }, token);

async function textOf(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  await doc.destroy();
  return lines.join('\n');
}

async function payoutEvents(therapistUserId: string) {
  const rows = await h.prisma.outbox.findMany({
    where: { subject: 'billing.payout.paid.v1', aggregateId: therapistUserId },
    select: { payload: true },
  });
  return rows.map((r) => PayoutPaid.decode(r.payload));
}

describe('payout account', () => {
  it('seals the number, answers the last four, and makes a connected account where Stripe pays out', async () => {
    const me = await h.person(['therapist']);
    const out = await save(me.token, 'de', 'Ana Anić', 'DE89 3704 0044 0532 0130 00');
    expect(out.account).toMatchObject({
      country: 'DE',
      accountHolder: 'Ana Anić',
      accountNumber: '',
      accountLast4: '3000',
      method: PayoutMethod.PAYOUT_METHOD_STRIPE_CONNECT,
    });
    const acct = stripe.app.emulator.state.accounts.get(out.account!.stripeAccountId);
    expect(acct).toMatchObject({
      type: 'custom',
      country: 'DE',
      metadata: { therapist_user_id: me.actor.userId },
    });
    // At rest only the sealed form: the IBAN is nowhere in the row.
    const raw = await h.prisma.$queryRaw<{ row: string }[]>`SELECT t::text AS row FROM payout_account t`;
    expect(raw.map((r) => r.row).join()).not.toContain(IBAN_DE);
    expect(raw.map((r) => r.row).join()).not.toContain('370400440532');
    // Saved again (a retry): the same connected account.
    const again = await save(me.token, 'DE', 'Ana Anić', IBAN_DE);
    expect(again.account!.stripeAccountId).toBe(out.account!.stripeAccountId);
    expect(stripe.app.emulator.state.accounts.size).toBe(1);
    const mine = await h.call(h.client.getMyPayoutAccount.bind(h.client), {}, me.token);
    expect(mine.account?.accountLast4).toBe('3000');
  });

  it('takes a Serbian account for a bank transfer, and refuses a wrong one in Serbian without saving', async () => {
    const me = await h.person(['therapist']);
    const out = await save(me.token, 'RS', 'Марко Марковић', RS_ACCOUNT);
    expect(out.account).toMatchObject({
      method: PayoutMethod.PAYOUT_METHOD_BANK_TRANSFER,
      accountLast4: '1379',
      stripeAccountId: '',
    });
    const other = await h.person(['therapist']);
    const bad = await failure(save(other.token, 'RS', 'Ana', '260-0056010016113-78'));
    expect(bad.status).toBe(grpc.status.INVALID_ARGUMENT);
    expect(bad.message).toContain('kontrolni broj');
    const wrongIban = await failure(save(other.token, 'AT', 'Ana', 'AT611904300234573202'));
    expect(wrongIban.message).toContain('IBAN nije ispravan');
    expect(
      (await h.call(h.client.getMyPayoutAccount.bind(h.client), {}, other.token)).account,
    ).toBeUndefined();
  });
});

describe('monthly payouts', () => {
  it('pays November once it has ended: Connect by transfer, bank by staff, each once, and the ledger sums', async () => {
    h.clock.now = NOV;
    const connect = await h.person(['therapist']);
    const bank = await h.person(['therapist']);
    const none = await h.person(['therapist']);
    await save(connect.token, 'AT', 'Petar Perić', 'AT611904300234573201');
    await save(bank.token, 'RS', 'Јована Јовић', RS_ACCOUNT);
    const a = await paidPayment(h, {
      therapistUserId: connect.actor.userId,
      amountMinor: 8000n,
      currency: 'EUR',
      paidAt: NOV,
    });
    await paidPayment(h, {
      therapistUserId: connect.actor.userId,
      amountMinor: 6000n,
      currency: 'EUR',
      paidAt: NOV,
    });
    h.clock.advance(60);
    await issuedRefund(h, a, 2000n);
    await paidPayment(h, { therapistUserId: bank.actor.userId, amountMinor: 400000n, paidAt: NOV });
    // No payout account: nothing is made for them.
    await paidPayment(h, { therapistUserId: none.actor.userId, amountMinor: 400000n, paidAt: NOV });

    // 30 November 23:30 in Belgrade (22:30 UTC): November has not ended; nothing is paid.
    h.clock.now = new Date('2026-11-30T22:30:00Z');
    expect((await runPayoutRound(h.deps)).created).toBe(0);

    // A payment of 1 December (Belgrade) belongs to December's payout.
    h.clock.now = DEC_1;
    await paidPayment(h, {
      therapistUserId: connect.actor.userId,
      amountMinor: 5000n,
      currency: 'EUR',
      paidAt: DEC_1,
    });
    const round = await runPayoutRound(h.deps);
    expect(round).toMatchObject({ created: 2, paid: 1 });
    const novConnect = 8000n + 6000n - 2000n - commissionOf(6000n) - commissionOf(6000n);
    const mine = await ledger(connect.token);
    expect(mine.payouts).toEqual([
      expect.objectContaining({
        period: '2026-11',
        amountMinor: Number(novConnect),
        currency: 'EUR',
        method: PayoutMethod.PAYOUT_METHOD_STRIPE_CONNECT,
        status: PayoutStatus.PAYOUT_STATUS_PAID,
        accountNumber: '',
      }),
    ]);
    const transferId = mine.payouts[0]!.reference;
    expect(stripe.app.emulator.state.transfers.get(transferId)).toMatchObject({
      amount: Number(novConnect),
      currency: 'eur',
      destination: (await h.call(h.client.getMyPayoutAccount.bind(h.client), {}, connect.token)).account!
        .stripeAccountId,
    });
    // What is left is December's payment (after its commission); it is paid on 10 January.
    expect(mine.balanceMinor).toBe(5000 - Number(commissionOf(5000n)));
    expect(mine.upcomingPayoutMinor).toBe(mine.balanceMinor);
    expect(mine.upcomingPayoutOn).toBe('2027-01-10');
    // Balance = paid − refunded − commission − payouts, entry by entry.
    const entries = await allEntriesOf(h.prisma, connect.actor.userId);
    expect(entries.reduce((s, e) => s + e.amountMinor, 0n)).toBe(
      8000n + 6000n + 5000n - 2000n - (commissionOf(6000n) * 2n + commissionOf(5000n)) - novConnect,
    );
    expect(await payoutEvents(connect.actor.userId)).toEqual([
      expect.objectContaining({
        period: '2026-11',
        amountMinor: Number(novConnect),
        method: 'stripe_connect',
      }),
    ]);

    // The bank transfer waits for staff, who see where to send it.
    const waiting = await ledger(bank.token);
    expect(waiting.payouts[0]).toMatchObject({
      status: PayoutStatus.PAYOUT_STATUS_PENDING,
      amountMinor: 340000,
    });
    expect(waiting.upcomingPayoutMinor).toBe(340000);
    expect(waiting.upcomingPayoutOn).toBe('2026-12-10');

    // The round again (an hour later, or a second replica): nothing new, no second transfer.
    h.clock.advance(60);
    expect(await runPayoutRound(h.deps)).toEqual({ created: 0, paid: 0, failed: 0 });
    expect(stripe.app.emulator.state.transfers.size).toBe(1);
    expect(await h.prisma.payout.count({ where: { therapistUserId: none.actor.userId } })).toBe(0);

    const list = await h.call(
      h.client.listPayouts.bind(h.client),
      { status: PayoutStatus.PAYOUT_STATUS_PENDING, method: 0, pageSize: 0, pageToken: '' },
      admin.token,
    );
    const row = list.payouts.find((p) => p.therapistUserId === bank.actor.userId);
    expect(row).toMatchObject({
      accountHolder: 'Јована Јовић',
      accountNumber: '260005601001611379',
      country: 'RS',
      method: PayoutMethod.PAYOUT_METHOD_BANK_TRANSFER,
    });
    const noRef = await failure(
      h.call(h.client.markPayoutPaid.bind(h.client), { payoutId: row!.id, reference: ' ' }, admin.token),
    );
    expect(noRef.status).toBe(grpc.status.INVALID_ARGUMENT);
    expect(noRef.message).toContain('referencu');
    const byTherapist = await failure(
      h.call(h.client.markPayoutPaid.bind(h.client), { payoutId: row!.id, reference: 'NAL-1' }, bank.token),
    );
    expect(byTherapist.status).toBe(grpc.status.PERMISSION_DENIED);
    // A staff member who is also this therapist may not confirm their own payout.
    const own = await failure(
      h.call(
        h.client.markPayoutPaid.bind(h.client),
        { payoutId: row!.id, reference: 'NAL-1' },
        await h.actorToken({
          userId: bank.actor.userId,
          roles: ['therapist', 'admin'],
          sessionId: bank.actor.userId,
        }),
      ),
    );
    expect(own.code).toBe('billing.own_payout');
    const marked = await h.call(
      h.client.markPayoutPaid.bind(h.client),
      { payoutId: row!.id, reference: 'NAL-2026-12-001' },
      admin.token,
    );
    expect(marked.payout).toMatchObject({
      status: PayoutStatus.PAYOUT_STATUS_PAID,
      reference: 'NAL-2026-12-001',
    });
    const audit = await h.prisma.payout.findUniqueOrThrow({
      where: { id: row!.id },
      select: { paidByUserId: true },
    });
    expect(audit.paidByUserId).toBe(admin.actor.userId);
    const twice = await failure(
      h.call(h.client.markPayoutPaid.bind(h.client), { payoutId: row!.id, reference: 'NAL-2' }, admin.token),
    );
    expect(twice.status).toBe(grpc.status.FAILED_PRECONDITION);
    expect((await ledger(bank.token)).balanceMinor).toBe(0);
    expect(await payoutEvents(bank.actor.userId)).toHaveLength(1);
    const connectPayout = await failure(
      h.call(
        h.client.markPayoutPaid.bind(h.client),
        { payoutId: mine.payouts[0]!.id, reference: 'NAL-3' },
        admin.token,
      ),
    );
    expect(connectPayout.status).toBe(grpc.status.FAILED_PRECONDITION);

    // The statement: the therapist's own (and staff's), the month's entries and totals, the holder as the bank has it.
    const pdf = await h.call(
      h.client.getPayoutStatementPdf.bind(h.client),
      { payoutId: row!.id },
      bank.token,
    );
    expect(pdf.fileName).toBe('isplata-2026-11.pdf');
    const text = await textOf(pdf.pdf);
    expect(text).toContain('Obračun isplate za novembar 2026.');
    expect(text).toContain('Vlasnik računa: Јована Јовић');
    expect(text).toContain('4.000,00 RSD');
    expect(text).toContain('-600,00 RSD');
    expect(text).toContain('3.400,00 RSD');
    expect(text).toContain('NAL-2026-12-001');
    const notMine = await failure(
      h.call(h.client.getPayoutStatementPdf.bind(h.client), { payoutId: row!.id }, connect.token),
    );
    expect(notMine.status).toBe(grpc.status.NOT_FOUND);
    const forStaff = await h.call(
      h.client.getPayoutStatementPdf.bind(h.client),
      { payoutId: row!.id },
      admin.token,
    );
    expect(forStaff.pdf.length).toBeGreaterThan(1000);
  });

  it('leaves a transfer Stripe refuses FAILED and pays it in a later round (a new key: Stripe replays a refused one)', async () => {
    h.clock.now = NOV;
    const me = await h.person(['therapist']);
    await save(me.token, 'FR', 'Luka Lukić', 'FR1420041010050500013M02606');
    await paidPayment(h, {
      therapistUserId: me.actor.userId,
      amountMinor: 10000n,
      currency: 'EUR',
      paidAt: NOV,
    });
    h.clock.now = new Date(DEC_1.getTime() + 3 * 3600_000);
    stripe.app.emulator.state.available = { eur: 100 };
    await runPayoutRound(h.deps);
    const failed = await ledger(me.token);
    expect(failed.payouts[0]).toMatchObject({ status: PayoutStatus.PAYOUT_STATUS_FAILED, amountMinor: 8500 });
    // Nothing left the ledger: the money is still owed.
    expect(failed.balanceMinor).toBe(8500);
    stripe.app.emulator.state.available = null;
    h.clock.advance(60);
    await runPayoutRound(h.deps);
    const paid = await ledger(me.token);
    expect(paid.payouts[0]).toMatchObject({ status: PayoutStatus.PAYOUT_STATUS_PAID });
    expect(paid.balanceMinor).toBe(0);
    expect(await payoutEvents(me.actor.userId)).toHaveLength(1);
  });
});
