/**
 * Paying for a session by card: the button that opens Stripe's page (and what it says while it does), the
 * payment step's reason when the last attempt failed, and the calendar's wait for the payment to arrive.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LocaleProvider } from '../src/i18n/provider';
import { PayByCard } from '../src/screens/booking/PayByCard';
import { PaymentStep } from '../src/screens/booking/PaymentStep';
import { failureReasonKey } from '../src/screens/booking/payment-text';
import type { Payment } from '../src/screens/booking/payment-types';
import type { Booking } from '../src/screens/booking/types';
import { PaymentReturn } from '../src/screens/calendar/PaymentReturn';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];
const mockApi = () => jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>();
type MockApi = ReturnType<typeof mockApi>;

const ID = '0190d0c4-0000-7000-8000-0000000000b1';

const booking: Booking = {
  id: ID,
  therapistProfileId: 'p1',
  therapistUserId: 'u-t',
  therapistSlug: 'milan-petrovic',
  therapistName: 'Dr Milan Petrović',
  clientUserId: 'u-c',
  clientName: 'Ana Jovanović',
  kind: 'individual',
  status: 'awaiting_payment',
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: '2026-12-01T09:50:00.000Z',
  expiresAt: '2026-11-22T12:00:00.000Z',
  timeZone: 'Europe/Belgrade',
  price: { amountMinor: 450_000, currency: 'RSD' },
  relationshipId: '',
  history: [],
  cancelledBy: null,
  refundPercent: 0,
  canCancel: true,
  canReschedule: true,
  cancelRefundPercent: 100,
  policy: { cancelWindowHours: 24, rescheduleWindowHours: 24, lateCancel: 'half_refund' },
  createdAt: null,
};

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 'pay-1',
  bookingId: ID,
  method: 'card',
  status: 'pending',
  amount: { amountMinor: 450_000, currency: 'RSD' },
  failureCode: null,
  refundedMinor: 0,
  createdAt: null,
  paidAt: null,
  ...over,
});

function withRuntime(ui: ReactNode, api: MockApi, refresh: () => void = () => {}) {
  const runtime: ScreenRuntime = {
    api: api as ScreenRuntime['api'],
    navigate: () => {},
    refresh,
    pathname: '/app/calendar',
  };
  return render(
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider value={runtime}>{ui}</ScreenRuntimeProvider>
    </LocaleProvider>,
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('<PayByCard>', () => {
  it("shows the amount, asks the BFF for Stripe's page and goes there; busy meanwhile", async () => {
    let answer: (v: unknown) => void = () => {};
    const api = mockApi().mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const go = jest.fn<(url: string) => void>();
    withRuntime(<PayByCard bookingId={ID} amount={booking.price} go={go} />, api);

    const button = screen.getByRole('button', { name: /^Plati karticom 4\.500\sRSD$/ });
    fireEvent.click(button);
    expect(button).toHaveTextContent('Otvaramo stranicu za plaćanje…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(api).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith(`/api/v1/bookings/${ID}/card-payment`, { method: 'POST', body: {} });

    await act(async () => answer({ checkoutUrl: 'http://127.0.0.1:12111/c/pay/cs_1' }));
    expect(go).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_1');
    // The page is being left: the button stays busy rather than inviting a second press.
    expect(button).toHaveTextContent('Otvaramo stranicu za plaćanje…');
  });

  it("puts the BFF's sentence in the alert region and lets the person try again", async () => {
    const api = mockApi().mockRejectedValue({
      status: 503,
      code: 'billing.provider_unavailable',
      title: 'Plaćanje karticom trenutno nije dostupno. Pokušajte ponovo za nekoliko minuta.',
    });
    const go = jest.fn<(url: string) => void>();
    withRuntime(<PayByCard bookingId={ID} amount={null} go={go} />, api);
    fireEvent.click(screen.getByRole('button', { name: 'Plati karticom' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Plaćanje karticom trenutno nije dostupno. Pokušajte ponovo za nekoliko minuta.',
      ),
    );
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Plati karticom' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('the payment step', () => {
  it('names the failure reason Stripe gave, in Serbian', () => {
    const cases: [string, string][] = [
      ['card_declined', 'Banka je odbila karticu. Pokušajte drugom karticom ili uplatom preko banke.'],
      ['insufficient_funds', 'Na kartici nema dovoljno sredstava.'],
      ['payment_intent_authentication_failure', 'Provera kartice (3-D Secure) nije uspela.'],
      ['processing_error', 'Plaćanje nije odobreno.'],
    ];
    for (const [code, text] of cases) {
      const { unmount } = withRuntime(
        <PaymentStep
          locale="sr-Latn"
          booking={booking}
          payment={payment({ failureCode: code })}
          returnedUnpaid
        />,
        mockApi(),
      );
      expect(screen.getByText('Plaćanje nije završeno.')).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`^${text.replace(/[().-]/g, '\\$&')}`))).toBeInTheDocument();
      unmount();
    }
  });

  it('says calmly that nothing was charged when the person came back without paying', () => {
    withRuntime(
      <PaymentStep locale="sr-Latn" booking={booking} payment={payment()} returnedUnpaid />,
      mockApi(),
    );
    expect(screen.getByText('Plaćanje nije završeno.')).toBeInTheDocument();
    expect(screen.getByText(/^Ništa nije naplaćeno/)).toBeInTheDocument();
  });

  it('shows only the way to pay when nothing failed, with the booking price before any payment', () => {
    withRuntime(
      <PaymentStep locale="sr-Latn" booking={booking} payment={null} returnedUnpaid={false} />,
      mockApi(),
    );
    expect(screen.queryByText('Plaćanje nije završeno.')).not.toBeInTheDocument();
    expect(screen.getByText(/Oslonac nikada ne vidi broj vaše kartice/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Plati karticom 4\.500\sRSD$/ })).toBeInTheDocument();
  });

  it('groups Stripe codes into what a person can do', () => {
    expect(failureReasonKey('card_declined')).toBe('failCardDeclined');
    expect(failureReasonKey('insufficient_funds')).toBe('failInsufficientFunds');
    expect(failureReasonKey('payment_intent_authentication_failure')).toBe('failAuthentication');
    expect(failureReasonKey('expired_card')).toBe('failExpired');
    expect(failureReasonKey('toString')).toBe('failOther');
  });
});

describe('<PaymentReturn> (back in the calendar after paying)', () => {
  it('says the session is confirmed when booking already says so, without asking again', () => {
    const api = mockApi();
    withRuntime(<PaymentReturn bookingId={ID} confirmed />, api);
    expect(screen.getByRole('status')).toHaveTextContent('Uplata je primljena. Seansa je potvrđena.');
    expect(api).not.toHaveBeenCalled();
  });

  it('waits for the payment, asks again, and confirms once booking does (the lists are rendered again)', async () => {
    jest.useFakeTimers();
    const api = mockApi()
      .mockResolvedValueOnce({ booking })
      .mockResolvedValueOnce({ booking: { ...booking, status: 'confirmed' } });
    const refresh = jest.fn();
    withRuntime(<PaymentReturn bookingId={ID} confirmed={false} intervalMs={2000} />, api, refresh);
    expect(screen.getByRole('status')).toHaveTextContent('Potvrđujemo uplatu…');
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(api).toHaveBeenCalledWith(`/api/v1/bookings/${ID}`);
    expect(screen.getByRole('status')).toHaveTextContent('Potvrđujemo uplatu…');
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Uplata je primljena. Seansa je potvrđena.');
    expect(refresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('stops after a few checks and suggests a refresh, calmly', async () => {
    jest.useFakeTimers();
    const api = mockApi().mockResolvedValue({ booking });
    withRuntime(<PaymentReturn bookingId={ID} confirmed={false} attempts={3} intervalMs={1000} />, api);
    for (let i = 0; i < 5; i++) {
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
    }
    expect(api).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status')).toHaveTextContent('Osvežite stranicu za nekoliko trenutaka.');
  });
});
