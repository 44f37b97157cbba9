/**
 * /app/settings/uplate-primanja and /admin/payments/isplate: the balance and next payout in words, ledger kinds in
 * Serbian (a commission given back reads as such), statements as named links, the account form that explains the
 * method a country implies and shows billing's refusal at the field, and staff's confirmation before marking paid.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../src/i18n';
import { LocaleProvider } from '../src/i18n/provider';
import { AdminPayoutsScreen } from '../src/screens/payouts/AdminPayoutsScreen';
import { PayoutsScreen } from '../src/screens/payouts/PayoutsScreen';
import type { Ledger, Payout } from '../src/screens/payouts/types';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];
const mockApi = () => jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>();
type MockApi = ReturnType<typeof mockApi>;

function withRuntime(ui: ReactNode, api: MockApi, locale: Locale = 'sr-Latn') {
  const runtime: ScreenRuntime = {
    api: api as ScreenRuntime['api'],
    navigate: () => {},
    refresh: () => {},
    pathname: '/app/settings/uplate-primanja',
  };
  return render(
    <LocaleProvider locale={locale}>
      <ScreenRuntimeProvider value={runtime}>{ui}</ScreenRuntimeProvider>
    </LocaleProvider>,
  );
}

const payout: Payout = {
  id: '0193a1b2-9999-7000-8000-00000000c001',
  therapistUserId: '0193a1b2-9999-7000-8000-00000000d001',
  period: '2026-11',
  amountMinor: 340_000,
  currency: 'RSD',
  method: 'bank_transfer',
  status: 'pending',
  createdAt: '2026-12-01T00:00:00.000Z',
  paidAt: null,
  reference: '',
  accountHolder: 'Ana Anić',
  accountNumber: '260005601001611379',
  country: 'RS',
};

const ledger: Ledger = {
  entries: [
    {
      id: 'e3',
      kind: 'commission',
      amountMinor: 30_000,
      currency: 'RSD',
      bookingId: 'b1',
      payoutId: null,
      occurredAt: '2026-11-13T10:00:00.000Z',
    },
    {
      id: 'e2',
      kind: 'refund',
      amountMinor: -200_000,
      currency: 'RSD',
      bookingId: 'b1',
      payoutId: null,
      occurredAt: '2026-11-13T10:00:00.000Z',
    },
    {
      id: 'e1',
      kind: 'commission',
      amountMinor: -60_000,
      currency: 'RSD',
      bookingId: 'b1',
      payoutId: null,
      occurredAt: '2026-11-12T10:00:00.000Z',
    },
  ],
  balanceMinor: 170_000,
  currency: 'RSD',
  upcomingPayoutMinor: 170_000,
  upcomingPayoutOn: '2026-12-10',
  payouts: [{ ...payout, accountHolder: '', accountNumber: '', country: '' }],
};

describe('Uplate i primanja', () => {
  it('shows the balance, the next payout with its date, and the changes in words', () => {
    withRuntime(<PayoutsScreen locale="sr-Latn" ledger={ledger} account={null} />, mockApi());
    expect(screen.getByText('Dugujemo vam ukupno').nextElementSibling).toHaveTextContent('1.700 RSD');
    expect(screen.getByText('Sledeća isplata').nextElementSibling).toHaveTextContent(
      /1\.700 RSD, do 10\. decembar 2026/,
    );
    const table = screen.getByRole('table', { name: 'Promene na vašem stanju, najnovije prve' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Vraćena provizija', 'Povraćaj klijentu', 'Provizija Oslonca']);
    expect(within(table).getByText('−2.000 RSD')).toBeInTheDocument();
    expect(screen.getByText(/15 % svake plaćene seanse/)).toBeInTheDocument();
    expect(screen.getByText(/Još niste upisali račun za isplatu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preuzmi obračun za novembar 2026. (PDF)' })).toHaveAttribute(
      'href',
      `/api/v1/me/payouts/${payout.id}/statement`,
    );
  });

  it('explains the method a country implies, and shows billing’s refusal at the number', async () => {
    const api = mockApi();
    api.mockRejectedValue({
      status: 400,
      code: 'billing.bad_serbian_account',
      title: 'Proverite unete podatke.',
      fieldErrors: { accountNumber: 'Broj računa nije ispravan. Proverite svih 18 cifara.' },
    });
    withRuntime(<PayoutsScreen locale="sr-Latn" ledger={ledger} account={null} />, api);
    fireEvent.change(screen.getByLabelText(/Zemlja banke/), { target: { value: 'DE' } });
    expect(screen.getByText(/preko Stripe-a/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Zemlja banke/), { target: { value: 'RS' } });
    expect(screen.getByText(/običnim bankarskim nalogom/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Vlasnik računa/), { target: { value: 'Ana Anić' } });
    fireEvent.change(screen.getByLabelText(/IBAN ili broj računa/), {
      target: { value: '260-0056010016113-78' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj račun' }));
    });
    expect(api).toHaveBeenCalledWith('/api/v1/me/payouts/account', {
      method: 'PUT',
      body: { country: 'RS', accountHolder: 'Ana Anić', accountNumber: '260-0056010016113-78' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText(/IBAN ili broj računa/)).toHaveAccessibleDescription(
        /Proverite svih 18 cifara/,
      ),
    );
  });

  it('reads in Cyrillic when the visitor chose it', () => {
    withRuntime(<PayoutsScreen locale="sr-Cyrl" ledger={ledger} account={null} />, mockApi(), 'sr-Cyrl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Уплате и примања');
  });
});

describe('Isplate terapeutima', () => {
  it('shows where to send a bank transfer and asks before marking it paid', async () => {
    const api = mockApi();
    api.mockResolvedValue({ payout: { ...payout, status: 'paid' } });
    withRuntime(<AdminPayoutsScreen locale="sr-Latn" payouts={[payout]} status="pending" />, api);
    const row = screen.getByRole('rowheader', { name: 'novembar 2026.' }).closest('tr')!;
    expect(row).toHaveTextContent('260-0056010016113-79');
    expect(row).toHaveTextContent('Ana Anić');
    expect(row).toHaveTextContent('Srbija');
    fireEvent.click(within(row).getByText('Označi kao plaćeno', { selector: 'summary' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Označi kao plaćeno' }));
    expect(within(row).getByLabelText(/Referenca naloga/)).toHaveAccessibleDescription(/najmanje 3 znaka/);
    expect(api).not.toHaveBeenCalled();
    fireEvent.change(within(row).getByLabelText(/Referenca naloga/), {
      target: { value: 'NAL-2026-12-001' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Označi kao plaćeno' }));
    expect(within(row).getByText(/Da li ste poslali 3\.400 RSD na račun Ana Anić\?/)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Da, poslato je' }));
    });
    expect(api).toHaveBeenCalledWith(`/api/v1/admin/payouts/${payout.id}/paid`, {
      method: 'POST',
      body: { reference: 'NAL-2026-12-001' },
    });
    // Said above the list, where it outlives the row's form once the refreshed list shows the payout paid.
    const said = screen.getByText('Isplata je označena kao plaćena.');
    expect(row).not.toContainElement(said);
    expect(said.closest('[tabindex="-1"]')).toHaveFocus();
  });
});
