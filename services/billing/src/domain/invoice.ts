// Pure rules of an invoice: its series and number, the calendar year it counts in (Belgrade), and how amounts,
// dates and the service line are printed. The flow (flows/invoices.ts) takes the number from the counter.

import { HOME_TIME_ZONE, localDate } from '@oslonac/lang/zoned';

export type InvoiceKind = 'invoice' | 'credit_note';

/** Where the invoice's calendar year and the printed dates are read. */
export const INVOICE_TIME_ZONE = HOME_TIME_ZONE;

/** The counter's series per kind: invoices and credit notes are numbered separately. */
export const SERIES: Record<InvoiceKind, string> = { invoice: 'R', credit_note: 'ON' };

/** The calendar year an invoice issued at `at` counts in: Belgrade's, so New Year's Eve at 23:30 UTC is next year. */
export function invoiceYear(at: Date): number {
  return Number(belgradeDate(at).slice(0, 4));
}

/** "2026-000123" for an invoice, "ON-2026-000004" for a credit note. */
export function invoiceNumber(kind: InvoiceKind, year: number, seq: number): string {
  const base = `${year}-${String(seq).padStart(6, '0')}`;
  return kind === 'invoice' ? base : `ON-${base}`;
}

/** "2026-12-12": the date in Belgrade, stored with the invoice. */
export function belgradeDate(at: Date): string {
  return localDate(at, INVOICE_TIME_ZONE);
}

/** "12.12.2026." from "2026-12-12": the Serbian way a date is printed. */
export function printedDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}.`;
}

/** "4.000,00 RSD": thousands by dots, decimals by a comma, as Serbian invoices print money. */
export function printedAmount(amountMinor: bigint, currency: string): string {
  const negative = amountMinor < 0n;
  const abs = negative ? -amountMinor : amountMinor;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole},${cents} ${currency}`;
}

/** "Psihoterapijska seansa, 50 min, 12.12.2026." */
export function serviceText(minutes: number, serviceDate: string): string {
  const length = minutes > 0 ? `, ${minutes} min` : '';
  return `Psihoterapijska seansa${length}, ${printedDate(serviceDate)}`;
}

/** "racun-2026-000123.pdf" / "knjizno-odobrenje-ON-2026-000004.pdf": ASCII, safe in Content-Disposition. */
export function invoiceFileName(kind: InvoiceKind, number: string): string {
  return `${kind === 'invoice' ? 'racun' : 'knjizno-odobrenje'}-${number}.pdf`;
}

/** The buyer printed when none is known (an erasure cleared a pending payment's name before it succeeded). */
export const UNNAMED_BUYER = 'Fizičko lice';
