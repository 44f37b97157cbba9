import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@oslonac/kit';
import { InvoiceKind } from '@oslonac/proto/oslonac/billing/v1/billing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEMO_PAYMENTS } from '../seed/demo-payments';
import { demoSessionStart, seedDemoPayments } from '../src/seed/demo';
import { type Harness, startBilling } from './support/harness';

// Billing's demo seed on a fresh database, run twice: the demo client's three past sessions paid by card, each
// with an invoice issued by billing's own invoice flow (numbered 1…3 in order, the event in the outbox), which
// the demo client lists and downloads; the second run adds nothing.

// A Sunday in Belgrade: the session planned a week back (also a Sunday) moved to the Monday after, as booking's
// demo practice moves it.
const NOW = new Date('2026-11-29T15:00:00Z');
const log = createLogger('billing-seed-test', 'silent');
let h: Harness;

beforeAll(async () => {
  h = await startBilling('billing_seed_demo', NOW);
});

afterAll(async () => {
  await h?.close();
});

async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const runs: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) runs.push(item.str);
  }
  await doc.destroy();
  return runs.join('\n');
}

describe('billing demo seed', () => {
  it('pays and invoices the demo practice past sessions once, however often it runs', async () => {
    expect(await seedDemoPayments(h.prisma, DEMO_PAYMENTS, h.clock.read(), log)).toEqual({
      paymentsCreated: 3,
      invoicesIssued: 3,
    });
    const payments = await h.prisma.payment.findMany({
      select: { id: true, bookingId: true, status: true, amountMinor: true, therapistUserId: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(payments).toEqual(
      DEMO_PAYMENTS.sessions.map((s) => ({
        id: s.paymentId,
        bookingId: s.bookingId,
        status: 'succeeded',
        amountMinor: 450_000n,
        therapistUserId: DEMO_PAYMENTS.therapistUserId,
      })),
    );

    // The demo client sees them as any client sees their invoices: newest first, numbered in the order paid.
    const client = await h.actorToken({
      userId: DEMO_PAYMENTS.clientUserId,
      roles: ['client'],
      sessionId: '01900000-0000-7000-8000-0000000000ff',
    });
    const list = await h.call(h.client.listMyInvoices.bind(h.client), { pageSize: 0, pageToken: '' }, client);
    expect(list.invoices.map((i) => [i.number, i.bookingId, i.kind, i.amountMinor])).toEqual([
      ['2026-000003', DEMO_PAYMENTS.sessions[2]!.bookingId, InvoiceKind.INVOICE_KIND_INVOICE, 450000],
      ['2026-000002', DEMO_PAYMENTS.sessions[1]!.bookingId, InvoiceKind.INVOICE_KIND_INVOICE, 450000],
      ['2026-000001', DEMO_PAYMENTS.sessions[0]!.bookingId, InvoiceKind.INVOICE_KIND_INVOICE, 450000],
    ]);
    // Sunday 22 November moved to Monday the 23rd, 10:00 in Belgrade.
    expect(demoSessionStart(DEMO_PAYMENTS.sessions[2]!, DEMO_PAYMENTS, NOW)).toEqual(
      new Date('2026-11-23T09:00:00Z'),
    );
    const latest = list.invoices[0]!;
    const pdf = await h.call(h.client.getInvoicePdf.bind(h.client), { invoiceId: latest.id }, client);
    const text = await pdfText(pdf.pdf);
    expect(text).toContain('RAČUN br. 2026-000003');
    expect(text).toContain('4.500,00 RSD');
    expect(text).toContain('Ana Jovanović');
    expect(text).toContain('Psihoterapijska seansa, 50 min, 23.11.2026.');

    const events = await h.prisma.$queryRaw<{ subject: string }[]>`SELECT subject FROM outbox ORDER BY id`;
    expect(events.map((e) => e.subject)).toEqual(Array(3).fill('billing.invoice.issued.v1'));

    // Again, a day later: nothing new.
    h.clock.advance(24 * 60);
    expect(await seedDemoPayments(h.prisma, DEMO_PAYMENTS, h.clock.read(), log)).toEqual({
      paymentsCreated: 0,
      invoicesIssued: 0,
    });
    expect(await h.prisma.payment.count()).toBe(3);
    expect(await h.prisma.invoice.count()).toBe(3);
    expect((await h.prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM outbox`)[0]!.n).toBe(3n);
    // The therapist's ledger: three sessions earned, 15 % commission on each, written once.
    const ledger = await h.prisma.ledgerEntry.groupBy({
      by: ['kind'],
      where: { therapistUserId: DEMO_PAYMENTS.therapistUserId },
      _sum: { amountMinor: true },
      _count: true,
    });
    const byKind = Object.fromEntries(ledger.map((g) => [g.kind, [g._count, g._sum.amountMinor]]));
    expect(byKind).toEqual({ session_earned: [3, 1_350_000n], commission: [3, -202_500n] });
  });
});
