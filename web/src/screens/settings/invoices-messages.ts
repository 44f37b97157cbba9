import { defineMessages } from '@oslonac/web/i18n';

/** /app/settings/invoices: the client's invoices and credit notes. */
export const invoiceMessages = defineMessages(
  {
    meta: 'Računi',
    title: 'Računi',
    lead: 'Račun za svaku plaćenu seansu i knjižno odobrenje za svaki povraćaj novca. Preuzimate ih kao PDF.',
    back: 'Sva podešavanja',
    eyebrow: 'Podešavanja',
    caption: 'Vaši računi i knjižna odobrenja, najnoviji prvi',
    colNumber: 'Broj',
    colKind: 'Vrsta',
    colService: 'Datum seanse',
    colAmount: 'Iznos',
    colDownload: 'PDF',
    kindInvoice: 'Račun',
    kindCreditNote: 'Knjižno odobrenje',
    corrects: 'uz račun {number}',
    download: 'Preuzmi',
    downloadLabel: 'Preuzmi {kind} {number} (PDF)',
    emptyTitle: 'Još nemate račune',
    emptyText: 'Račun stiže ovde čim plaćanje seanse prođe.',
    keptNote:
      'Račune čuvamo koliko zakon nalaže, i posle brisanja naloga: ime kupca na izdatom računu ostaje onakvo kakvo je odštampano.',
  },
  {
    en: {
      meta: 'Invoices',
      title: 'Invoices',
      lead: 'An invoice for every paid session and a credit note for every refund. You download them as PDF.',
      back: 'All settings',
      eyebrow: 'Settings',
      caption: 'Your invoices and credit notes, newest first',
      colNumber: 'Number',
      colKind: 'Type',
      colService: 'Session date',
      colAmount: 'Amount',
      colDownload: 'PDF',
      kindInvoice: 'Invoice',
      kindCreditNote: 'Credit note',
      corrects: 'for invoice {number}',
      download: 'Download',
      downloadLabel: 'Download {kind} {number} (PDF)',
      emptyTitle: 'No invoices yet',
      emptyText: 'An invoice appears here as soon as a session’s payment goes through.',
      keptNote:
        'We keep invoices as long as the law requires, even after an account is deleted: the buyer’s name on an issued invoice stays as it was printed.',
    },
  },
);
