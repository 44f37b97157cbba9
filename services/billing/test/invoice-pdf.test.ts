import { describe, expect, it } from '@jest/globals';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEV_ISSUER } from '../src/config';
import { renderInvoicePdf } from '../src/pdf/invoice';
import type { InvoiceRecord } from '../src/store/invoices';

// The PDF is read back as text (pdfjs, as a reader would extract it): the number, the amount as printed, and a
// Cyrillic name exactly as given, which only an embedded font with Cyrillic glyphs and a ToUnicode map allow.

const invoice: InvoiceRecord = {
  id: '019ac0de-0000-7000-8000-000000000001',
  kind: 'invoice',
  series: 'R',
  year: 2026,
  seq: 123,
  number: '2026-000123',
  paymentId: '019ac0de-0000-7000-8000-000000000002',
  refundId: null,
  correctsInvoiceId: null,
  correctsNumber: '',
  bookingId: '019ac0de-0000-7000-8000-000000000003',
  clientUserId: '019ac0de-0000-7000-8000-000000000004',
  issuerName: DEV_ISSUER.name,
  issuerAddress: DEV_ISSUER.address,
  issuerPib: DEV_ISSUER.pib,
  issuerMb: DEV_ISSUER.mb,
  buyerName: 'Јелена Петровић',
  buyerPib: '',
  serviceText: 'Psihoterapijska seansa, 50 min, 03.12.2026.',
  serviceDate: '2026-12-03',
  amountMinor: 400000n,
  currency: 'RSD',
  vatNote: DEV_ISSUER.vatNote,
  issuePlace: 'Beograd',
  issuedAt: new Date('2026-12-01T10:00:00Z'),
};

async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str);
  }
  await doc.destroy();
  return lines.join('\n');
}

describe('invoice PDF', () => {
  it('prints the number, the amount and a Cyrillic buyer exactly as given', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toContain('RAČUN br. 2026-000123');
    expect(text).toContain('4.000,00 RSD');
    expect(text).toContain('Јелена Петровић');
    expect(text).toContain('Datum prometa usluge: 03.12.2026.');
    expect(text).toContain(`PIB: ${DEV_ISSUER.pib}`);
  });

  it('prints a credit note with the invoice it corrects', async () => {
    const pdf = await renderInvoicePdf({
      ...invoice,
      kind: 'credit_note',
      number: 'ON-2026-000004',
      correctsNumber: '2026-000123',
      buyerName: 'Jelena Petrović',
      amountMinor: 200000n,
    });
    const text = await textOf(pdf);
    expect(text).toContain('KNJIŽNO ODOBRENJE br. ON-2026-000004');
    expect(text).toContain('Odnosi se na račun br. 2026-000123');
    expect(text).toContain('2.000,00 RSD');
    expect(text).toContain('Jelena Petrović');
  });

  it('renders the same bytes for the same invoice (no clock, no randomness)', async () => {
    expect((await renderInvoicePdf(invoice)).equals(await renderInvoicePdf(invoice))).toBe(true);
  });
});
