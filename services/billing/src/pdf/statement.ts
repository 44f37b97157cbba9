import { THERAPIST_PRICING } from '@oslonac/lang/pricing';
import PDFDocument from 'pdfkit';
import { type BillingSettings, DEFAULT_INVOICE_FONT, DEV_ISSUER } from '../config';
import { belgradeDate, printedAmount, printedDate } from '../domain/invoice';
import type { LedgerKind } from '../domain/ledger';
import { periodName } from '../domain/payout';
import type { LedgerRecord } from '../store/ledger';
import type { PayoutRecord } from '../store/payouts';

// A therapist's monthly payout statement (obračun isplate) as a PDF, like pdf/invoice.ts: DejaVu Sans embedded, so
// a holder's name prints in the script it was given. The therapist's own name is not held by billing: the account
// holder is printed. Entries are the month's ledger; the totals are their sums, so the page adds up on its own.

export interface StatementData {
  payout: PayoutRecord;
  accountHolder: string;
  accountLast4: string;
  entries: LedgerRecord[];
}

export const KIND_LABEL: Record<LedgerKind, string> = {
  session_earned: 'Seansa',
  commission: 'Provizija Oslonca',
  refund: 'Povraćaj klijentu',
  payout: 'Isplata',
};

const METHOD_LABEL = { stripe_connect: 'Stripe prenos', bank_transfer: 'Bankarski prenos' } as const;

export function statementTotals(entries: readonly LedgerRecord[]) {
  const sum = (k: LedgerKind) => entries.filter((e) => e.kind === k).reduce((s, e) => s + e.amountMinor, 0n);
  const earned = sum('session_earned');
  const refunded = sum('refund');
  const commission = sum('commission');
  return { earned, refunded, commission, net: earned + refunded + commission };
}

export function renderStatementPdf(
  s: StatementData,
  settings: Pick<BillingSettings, 'issuer' | 'invoiceFontPath'>,
): Promise<Buffer> {
  const p = s.payout;
  const issuer = settings.issuer ?? DEV_ISSUER;
  const title = `Obračun isplate za ${periodName(p.period)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    font: settings.invoiceFontPath ?? DEFAULT_INVOICE_FONT,
    info: { Title: title, Author: issuer.name, CreationDate: p.createdAt, ModDate: p.paidAt ?? p.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const money = (m: bigint) => printedAmount(m, p.currency);

  doc.fontSize(18).text(title);
  doc.moveDown();
  doc.fontSize(10).text('Isplatilac', { underline: true });
  doc.text(issuer.name);
  doc.text(issuer.address);
  doc.moveDown();
  doc.text('Primalac', { underline: true });
  doc.text(`Vlasnik računa: ${s.accountHolder}`);
  if (s.accountLast4) doc.text(`Račun: ···· ${s.accountLast4}`);
  doc.text(`Način isplate: ${METHOD_LABEL[p.method]}`);
  doc.moveDown();

  const cols = [0.22, 0.48, 0.3];
  const row = (a: string, b: string, c: string) => {
    const y = doc.y;
    doc.text(a, left, y, { width: width * cols[0]! });
    doc.text(b, left + width * cols[0]!, y, { width: width * cols[1]! });
    doc.text(c, left + width * (cols[0]! + cols[1]!), y, { width: width * cols[2]!, align: 'right' });
    doc.moveDown(0.3);
  };
  row('Datum', 'Stavka', 'Iznos');
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.3);
  for (const e of s.entries)
    row(printedDate(belgradeDate(e.occurredAt)), KIND_LABEL[e.kind], money(e.amountMinor));
  if (s.entries.length === 0) row('', 'Nema stavki u ovom mesecu.', '');
  doc.moveDown();

  const t = statementTotals(s.entries);
  const total = (label: string, m: bigint) => {
    const y = doc.y;
    doc.text(label, left, y, { width: width * 0.7 });
    doc.text(money(m), left + width * 0.7, y, { width: width * 0.3, align: 'right' });
  };
  total('Zarađeno od seansi', t.earned);
  total('Vraćeno klijentima', t.refunded);
  total(`Provizija Oslonca (${THERAPIST_PRICING.commissionPercent} %, sa troškovima plaćanja)`, t.commission);
  total('Neto za mesec', t.net);
  doc.moveDown();
  doc.fontSize(12);
  total('Iznos isplate', p.amountMinor);
  doc.fontSize(10).moveDown();
  doc.text(
    p.status === 'paid' && p.paidAt
      ? `Isplaćeno ${printedDate(belgradeDate(p.paidAt))}, referenca: ${p.reference}`
      : 'Isplata još nije poslata.',
    left,
    doc.y,
    { width },
  );
  doc.moveDown(0.5);
  doc
    .fontSize(9)
    .text(
      'Iznos isplate je ono što vam duguje Oslonac za sve do kraja meseca, umanjeno za ranije isplate; ako je neka stavka iz ranijeg meseca, ona je u ranijem obračunu.',
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}
