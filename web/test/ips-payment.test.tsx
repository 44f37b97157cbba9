/**
 * Paying for a session by bank transfer (IPS QR): the button that asks for the payment order, the order it shows
 * (the QR image with a Serbian description, each field as text with a copy button), and the calm sentences about
 * when the session is confirmed and how long the time is kept.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../src/i18n';
import { LocaleProvider } from '../src/i18n/provider';
import { IpsPayment } from '../src/screens/booking/IpsPayment';
import type { IpsPaymentView } from '../src/screens/booking/ips-types';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];
const mockApi = () => jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>();
type MockApi = ReturnType<typeof mockApi>;

const ID = '0190d0c4-0000-7000-8000-0000000000b1';
const RSD = { amountMinor: 359_613, currency: 'RSD' as const };

const view: IpsPaymentView = {
  payment: null,
  qrUrl: `/api/v1/bookings/${ID}/ips-payment/qr`,
  order: {
    payeeAccount: '999000000000000151',
    payeeAccountText: '999-0000000000001-51',
    payeeName: 'Oslonac d.o.o. (RAZVOJ, NIJE PRAVI RAČUN)',
    amountMinor: 359_613,
    currency: 'RSD',
    paymentCode: '289',
    purpose: 'Psihoterapija 12.12.2026.',
    referenceModel: '97',
    reference: '19100001',
    qrPayload: 'K:PR|…',
  },
};

function withRuntime(ui: ReactNode, api: MockApi, locale: Locale = 'sr-Latn') {
  const runtime: ScreenRuntime = {
    api: api as ScreenRuntime['api'],
    navigate: () => {},
    refresh: () => {},
    pathname: '/terapeuti/x/book',
  };
  return render(
    <LocaleProvider locale={locale}>
      <ScreenRuntimeProvider value={runtime}>{ui}</ScreenRuntimeProvider>
    </LocaleProvider>,
  );
}

const field = (key: string) => document.querySelector(`[data-ips-field="${key}"] dd`)?.textContent;

describe('<IpsPayment>', () => {
  it('asks the BFF for the order and shows it: QR with a description, fields as text, the confirmation rule', async () => {
    const api = mockApi();
    api.mockResolvedValue(view);
    withRuntime(<IpsPayment bookingId={ID} amount={RSD} expiresAt="2026-12-10T11:00:00.000Z" />, api);
    const button = screen.getByRole('button', { name: /^Uplata preko banke \(IPS QR\), 3\.596,13/ });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(api).toHaveBeenCalledWith(`/api/v1/bookings/${ID}/ips-payment`, { method: 'POST', body: {} });
    const heading = await screen.findByRole('heading', { name: 'Uplata preko banke' });
    // Focus moves to the order, so keyboard and screen reader users land on it.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe(view.qrUrl);
    expect(img.getAttribute('alt')).toMatch(
      /^IPS QR kod za uplatu 3\.596,13.*RSD na račun 999-0000000000001-51, poziv na broj 97 19100001$/,
    );
    expect(field('payee')).toBe('Oslonac d.o.o. (RAZVOJ, NIJE PRAVI RAČUN)');
    expect(field('account')).toBe('999-0000000000001-51');
    expect(field('code')).toBe('289');
    expect(field('purpose')).toBe('Psihoterapija 12.12.2026.');
    expect(field('reference')).toBe('97 19100001');
    expect(screen.getByText(/Seansa je potvrđena kada uplata stigne na naš račun/)).toBeTruthy();
    expect(screen.getByText(/^Termin čuvamo za vas do .*2026/)).toBeTruthy();
  });

  it('copies a field the way a bank app takes it and says so', async () => {
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    withRuntime(<IpsPayment bookingId={ID} amount={RSD} expiresAt={null} initial={view} />, mockApi());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Kopiraj (Iznos)' }));
    });
    expect(writeText).toHaveBeenCalledWith('3596,13');
    expect(screen.getByRole('status').textContent).toBe('Kopirano: Iznos.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Kopiraj (Model i poziv na broj)' }));
    });
    expect(writeText).toHaveBeenLastCalledWith('19100001');
    expect(screen.getByText(/^Termin čuvamo za vas dok uplata ne stigne/)).toBeTruthy();
  });

  it('says what went wrong in Serbian when the order could not be opened', async () => {
    const api = mockApi();
    api.mockRejectedValue({
      status: 409,
      code: 'billing.booking_not_payable',
      title: 'Ova seansa sada ne čeka uplatu.',
    });
    withRuntime(<IpsPayment bookingId={ID} amount={RSD} expiresAt={null} />, api);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Uplata preko banke/ }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Ova seansa sada ne čeka uplatu.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the code’s name in Latin in Cyrillic, and offers nothing for a price in euros', () => {
    withRuntime(<IpsPayment bookingId={ID} amount={RSD} expiresAt={null} />, mockApi(), 'sr-Cyrl');
    expect(screen.getByRole('button', { name: /^Уплата преко банке \(IPS QR\)/ })).toBeTruthy();
    document.body.innerHTML = '';
    withRuntime(
      <IpsPayment bookingId={ID} amount={{ amountMinor: 4000, currency: 'EUR' }} expiresAt={null} />,
      mockApi(),
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Uplata preko banke moguća je samo za cene u dinarima.')).toBeTruthy();
  });
});
