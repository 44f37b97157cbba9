import PDFDocument from 'pdfkit';
import { DEFAULT_INVOICE_FONT } from '../config';
import { belgradeDate, printedAmount, printedDate } from '../domain/invoice';
import type { InvoiceRecord } from '../store/invoices';

// An invoice or credit note as a PDF, from the stored row alone (what was printed never changes). The font is a
// TrueType file with Serbian Latin and Cyrillic letters (DejaVu Sans from Debian's fonts-dejavu-core), embedded
// as a subset: every name prints in the script it was given. No clock: the document's dates are the invoice's.

/** Renders the invoice; `fontPath` defaults to DejaVu Sans at its Debian path (INVOICE_FONT_PATH in main.ts). */
export function renderInvoicePdf(inv: InvoiceRecord, fontPath = DEFAULT_INVOICE_FONT): Promise<Buffer> {
  const credit = inv.kind === 'credit_note';
  const title = credit ? `KNJIŽNO ODOBRENJE br. ${inv.number}` : `RAČUN br. ${inv.number}`;
  // `font` replaces pdfkit's default Helvetica, so no built-in font file is ever read.
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    font: fontPath,
    info: { Title: title, Author: inv.issuerName, CreationDate: inv.issuedAt, ModDate: inv.issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fontSize(18).text(title, { align: 'left' });
  if (credit && inv.correctsNumber) doc.fontSize(11).text(`Odnosi se na račun br. ${inv.correctsNumber}`);
  doc.moveDown();

  doc.fontSize(10).text('Izdavalac', { underline: true });
  doc.text(inv.issuerName);
  doc.text(inv.issuerAddress);
  doc.text(`PIB: ${inv.issuerPib}`);
  doc.text(`Matični broj: ${inv.issuerMb}`);
  doc.moveDown();

  doc.text('Kupac', { underline: true });
  doc.text(inv.buyerName);
  if (inv.buyerPib) doc.text(`PIB: ${inv.buyerPib}`);
  doc.moveDown();

  doc.text(`Mesto i datum izdavanja: ${inv.issuePlace}, ${printedDate(belgradeDate(inv.issuedAt))}`);
  doc.text(`Datum prometa usluge: ${printedDate(inv.serviceDate)}`);
  doc.moveDown();

  // One line: description on the left, amount on the right.
  const y = doc.y;
  doc.text('Opis', left, y, { width: width * 0.7 });
  doc.text(credit ? 'Iznos odobrenja' : 'Iznos', left + width * 0.7, y, {
    width: width * 0.3,
    align: 'right',
  });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  const row = doc.y;
  const amount = printedAmount(inv.amountMinor, inv.currency);
  doc.text(inv.serviceText, left, row, { width: width * 0.7 });
  doc.text(amount, left + width * 0.7, row, { width: width * 0.3, align: 'right' });
  doc.moveDown();

  doc.fontSize(12).text(`${credit ? 'Ukupno za povraćaj' : 'Ukupno za plaćanje'}: ${amount}`, left, doc.y, {
    width,
    align: 'right',
  });
  doc.moveDown();
  doc.fontSize(9).text(inv.vatNote, left, doc.y, { width });
  doc.moveDown();
  doc.text(
    credit
      ? 'Iznos se vraća na način na koji je plaćeno.'
      : 'Plaćeno unapred. Račun je izdat elektronski i punovažan je bez pečata i potpisa.',
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
