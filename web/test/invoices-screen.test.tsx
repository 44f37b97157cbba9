/**
 * /app/settings/invoices: a captioned table whose download links say which document they fetch (screen readers
 * and keyboards reach them like any link), credit notes naming their invoice, and a calm empty state.
 */
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { InvoicesScreen } from '../src/screens/settings/InvoicesScreen';
import type { Invoice } from '../src/screens/settings/invoice-types';

const invoice: Invoice = {
  id: '0193a1b2-9999-7000-8000-00000000b001',
  number: '2026-000123',
  kind: 'invoice',
  bookingId: '0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b',
  amountMinor: 450_000,
  currency: 'RSD',
  issuedAt: '2026-11-22T10:06:00.000Z',
  serviceDate: '2026-12-01',
  correctsNumber: null,
};
const note: Invoice = {
  ...invoice,
  id: '0193a1b2-9999-7000-8000-00000000b002',
  number: 'ON-2026-000004',
  kind: 'credit_note',
  amountMinor: 225_000,
  correctsNumber: '2026-000123',
};

describe('Računi', () => {
  it('lists each document in a captioned table with a named PDF download link', () => {
    render(<InvoicesScreen locale="sr-Latn" invoices={[note, invoice]} />);
    const table = screen.getByRole('table', { name: 'Vaši računi i knjižna odobrenja, najnoviji prvi' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Broj', 'Vrsta', 'Datum seanse', 'Iznos', 'PDF']);
    const link = screen.getByRole('link', { name: 'Preuzmi račun 2026-000123 (PDF)' });
    expect(link).toHaveAttribute('href', `/api/v1/me/invoices/${invoice.id}/pdf`);
    expect(link).toHaveAttribute('download');
    expect(
      screen.getByRole('link', { name: 'Preuzmi knjižno odobrenje ON-2026-000004 (PDF)' }),
    ).toHaveAttribute('href', `/api/v1/me/invoices/${note.id}/pdf`);
    expect(screen.getByRole('rowheader', { name: 'ON-2026-000004' }).closest('tr')).toHaveTextContent(
      'Knjižno odobrenje (uz račun 2026-000123)',
    );
  });

  it('says calmly when there is nothing yet, and what the law keeps', () => {
    render(<InvoicesScreen locale="sr-Latn" invoices={[]} />);
    expect(screen.getByRole('heading', { name: 'Još nemate račune' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/ime kupca na izdatom računu ostaje/)).toBeInTheDocument();
  });

  it('reads in Cyrillic when the visitor chose it', () => {
    render(<InvoicesScreen locale="sr-Cyrl" invoices={[invoice]} />);
    expect(screen.getByRole('link', { name: 'Преузми рачун 2026-000123 (PDF)' })).toBeInTheDocument();
  });
});
