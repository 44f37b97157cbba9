import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, startErasureConsumer } from '@oslonac/kit';
import { assertErasureContract, startTestBus, type TestBus } from '@oslonac/kit/testing';
import { v7 } from 'uuid';
import { eraser } from '../src/flows/privacy';
import { type Harness, startBilling } from './support/harness';
import { paidPayment } from './support/money';

// A therapist's money and GDPR: the export gives their ledger, payouts and payout account (last four only); erasure
// shreds the sealed account number and deletes the account, and keeps the ledger and payouts (financial records).

const START = new Date('2026-11-12T10:00:00Z');
const log = createLogger('billing-payout-privacy-test', process.env.TEST_LOG_LEVEL ?? 'silent');
let h: Harness;
let events: TestBus;

beforeAll(async () => {
  h = await startBilling('billing_payout_privacy', START);
  events = await startTestBus('billing-payout-privacy-test', log);
});
afterAll(async () => {
  await events?.close();
  await h?.close();
});

const saveRs = (token: string, holder: string) =>
  h.call(
    h.client.saveMyPayoutAccount.bind(h.client),
    {
      account: {
        country: 'RS',
        accountHolder: holder,
        accountNumber: '260005601001611379',
        accountLast4: '',
        method: 0,
        stripeAccountId: '',
      },
    },
    token,
  );

describe('therapist money and privacy', () => {
  it('exports the ledger, the payouts and the payout account without its number', async () => {
    const me = await h.person(['therapist']);
    await saveRs(me.token, 'Ana Anić');
    await paidPayment(h, { therapistUserId: me.actor.userId, amountMinor: 400000n, paidAt: START });
    const doc = JSON.parse((await h.call(h.client.exportMyData.bind(h.client), {}, me.token)).json);
    expect(doc.ledger.map((e: { kind: string; amountMinor: number }) => [e.kind, e.amountMinor])).toEqual([
      ['session_earned', 400000],
      ['commission', -60000],
    ]);
    expect(doc.payouts).toEqual([]);
    expect(doc.payoutAccount).toEqual({
      country: 'RS',
      accountHolder: 'Ana Anić',
      accountLast4: '1379',
      method: 'bank_transfer',
    });
    expect(JSON.stringify(doc)).not.toContain('260005601001611379');
  });

  it('honours the erasure contract: the account and its sealed number gone, the ledger kept', async () => {
    const seeded: string[] = [];
    const { event } = await assertErasureContract({
      service: 'billing',
      databaseUrl: h.db.url,
      bus: events.bus,
      crypto: h.deps.crypto,
      seed: async (userId, m) => {
        const token = await h.actorToken({ userId, roles: ['therapist'], sessionId: v7() });
        await saveRs(token, m.name);
        await paidPayment(h, { therapistUserId: userId, amountMinor: 400000n, paidAt: START });
        const row = await h.prisma.payoutAccount.findUniqueOrThrow({
          where: { therapistUserId: userId },
          select: { accountSealed: true },
        });
        seeded.push(userId);
        return { sealed: [{ ciphertext: row.accountSealed, context: `payout_account:${userId}` }] };
      },
      start: () =>
        startErasureConsumer({
          service: 'billing',
          bus: events.bus,
          prisma: h.prisma,
          log,
          erase: eraser(h.deps),
          retryBaseMs: 50,
        }),
    });
    const [person] = seeded;
    // Two ledger entries kept (the payment names the client, not the therapist).
    expect(event).toMatchObject({ service: 'billing', keptRecords: 2 });
    expect(await h.prisma.payoutAccount.count({ where: { therapistUserId: person } })).toBe(0);
    expect(await h.prisma.ledgerEntry.count({ where: { therapistUserId: person } })).toBe(2);
  });
});
