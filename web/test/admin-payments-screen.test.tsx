/**
 * /admin/payments: the table staff read (method, status, reference, refunds with the bank-transfer marker), the
 * per-payment actions only where billing would allow them, and a refund that needs a second press to be sent.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LocaleProvider } from '../src/i18n';
import { AdminPaymentsScreen } from '../src/screens/admin-billing/AdminPaymentsScreen';
import { parseRsdInput } from '../src/screens/admin-billing/amount';
import type { AdminPayment } from '../src/screens/admin-billing/types';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

const base: AdminPayment = {
  payment: {
    id: '0193a1b2-9999-7000-8000-00000000a001',
    bookingId: '0193a1b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b',
    method: 'ips',
    status: 'pending',
    amount: { amountMinor: 450_000, currency: 'RSD' },
    failureCode: null,
    refundedMinor: 0,
    createdAt: '2026-11-22T10:05:00.000Z',
    paidAt: null,
  },
  ipsReference: '974720260000123',
  clientUserId: '0193a1b2-0000-7000-8000-0000000000c1',
  therapistUserId: '0193a1b2-0000-7000-8000-0000000000d1',
  serviceStartsAt: null,
  refunds: [],
};

function renderScreen(
  payments: AdminPayment[],
  api = jest.fn() as unknown as ScreenRuntime['api'],
  refresh: () => void = () => {},
) {
  const runtime: ScreenRuntime = { api, navigate: () => {}, refresh, pathname: '/admin/payments' };
  const ui = (list: AdminPayment[]) => (
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider value={runtime}>
        <AdminPaymentsScreen
          locale="sr-Latn"
          payments={list}
          filter={{ status: null, method: null, q: '' }}
          pageToken=""
          nextPageToken={null}
        />
      </ScreenRuntimeProvider>
    </LocaleProvider>
  );
  const view = render(ui(payments));
  return Object.assign(api, { rerenderWith: (list: AdminPayment[]) => view.rerender(ui(list)) });
}

describe('Uplate', () => {
  it('offers "confirm by hand" only for a pending IPS payment, never for a card', () => {
    renderScreen([
      base,
      { ...base, payment: { ...base.payment, id: 'card-1', method: 'card' }, ipsReference: null },
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('974720260000123')).toBeTruthy();
    expect(within(rows[0]!).getByText(/^Potvrdi uplatu ručno/)).toBeTruthy();
    expect(within(rows[1]!).queryByText(/^Potvrdi uplatu ručno/)).toBeNull();
    expect(within(rows[1]!).getByText('Kartica')).toBeTruthy();
  });

  it('marks an IPS refund to send from the bank, and asks twice before refunding', async () => {
    const paid: AdminPayment = {
      ...base,
      payment: { ...base.payment, status: 'partially_refunded', refundedMinor: 0 },
      refunds: [
        {
          id: 'r1',
          amountMinor: 100_000,
          currency: 'RSD',
          reason: 'staff',
          note: 'Dogovor sa klijentom',
          status: 'requested',
          byBankTransfer: true,
          createdAt: null,
          issuedAt: null,
        },
      ],
    };
    const api = renderScreen([paid]);
    expect(screen.getByText('Vratiti uplatom na račun')).toBeTruthy();
    expect(screen.getByText(/Dogovor sa klijentom/)).toBeTruthy();
    // 4.500 paid, 1.000 on its way back: 3.500 left.
    expect(screen.getByText(/Može se vratiti najviše 3\.500/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Iznos povraćaja (RSD)'), { target: { value: '1.000,00' } });
    fireEvent.change(screen.getByLabelText(/^Razlog/), { target: { value: 'Terapeut otkazao seansu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi' }));
    expect(api).not.toHaveBeenCalled();
    expect(screen.getByText(/Vraćate 1\.000 RSD za ovu uplatu/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Potvrdi povraćaj' }));
    expect(api).toHaveBeenCalledWith(`/api/v1/admin/payments/${base.payment.id}/refunds`, {
      method: 'POST',
      body: { amountMinor: 100_000, reason: 'Terapeut otkazao seansu' },
    });
    await waitFor(() => expect(screen.getByText('Povraćaj je zabeležen.')).toBeTruthy());
  });

  it('keeps saying the transfer was confirmed after the refreshed list no longer has the form', async () => {
    let refreshed: (() => void) | null = null;
    const api = renderScreen([base], jest.fn(async () => ({})) as unknown as ScreenRuntime['api'], () =>
      refreshed?.(),
    );
    // What router.refresh does: the server sends the list again, this payment now paid (no "confirm" form).
    refreshed = () =>
      api.rerenderWith([
        { ...base, payment: { ...base.payment, status: 'succeeded', paidAt: '2026-11-22T11:00:00Z' } },
      ]);
    fireEvent.click(screen.getByText(/^Potvrdi uplatu ručno/));
    fireEvent.change(screen.getByLabelText('Iznos sa izvoda (RSD)'), { target: { value: '4.500,00' } });
    fireEvent.change(screen.getByLabelText('Datum knjiženja'), { target: { value: '2026-11-22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Potvrdi uplatu' }));
    await waitFor(() => expect(screen.queryByText(/^Potvrdi uplatu ručno/)).toBeNull());
    const said = screen.getByText('Uplata je potvrđena; termin se potvrđuje klijentu.');
    expect(said.closest('[tabindex="-1"]')).toBe(document.activeElement);
  });

  it('reads amounts the way a statement prints them', () => {
    expect(parseRsdInput('4.500,00')).toBe(450_000);
    expect(parseRsdInput('4500')).toBe(450_000);
    expect(parseRsdInput('4500,5')).toBe(450_050);
    expect(parseRsdInput('4,500.00')).toBeNull();
    expect(parseRsdInput('0')).toBeNull();
  });
});
