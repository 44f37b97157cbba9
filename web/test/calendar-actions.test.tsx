/**
 * What a client and a therapist may do with one session, and what they are told before they commit: the
 * refund a client's cancellation brings, the full refund a therapist's cancellation owes, and the sentence
 * that replaces the buttons once the policy's window has closed.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { LocaleProvider } from '../src/i18n/provider';
import type { Booking } from '../src/screens/booking/types';
import { ClientActions, cancelConsequence } from '../src/screens/calendar/ClientActions';
import { FlashProvider } from '../src/screens/calendar/Flash';
import { TherapistActions } from '../src/screens/calendar/TherapistActions';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];
const mockApi = () => jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>();
type MockApi = ReturnType<typeof mockApi>;

const booking: Booking = {
  id: '0190d0c4-0000-7000-8000-0000000000b1',
  therapistProfileId: 'p1',
  therapistUserId: 'u-t',
  therapistSlug: 'milan-petrovic',
  therapistName: 'Dr Milan Petrović',
  clientUserId: 'u-c',
  clientName: 'Ana Jovanović',
  kind: 'individual',
  status: 'confirmed',
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: '2026-12-01T09:50:00.000Z',
  expiresAt: null,
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

function withRuntime(ui: React.ReactNode, api: MockApi) {
  const runtime: ScreenRuntime = {
    api: api as ScreenRuntime['api'],
    navigate: () => {},
    refresh: () => {},
    pathname: '/app/calendar',
  };
  return render(
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider value={runtime}>{ui}</ScreenRuntimeProvider>
    </LocaleProvider>,
  );
}

describe('what cancelling costs a client', () => {
  it('follows the percent the service computed, and costs nothing before payment', () => {
    expect(cancelConsequence({ status: 'confirmed', cancelRefundPercent: 100 }).key).toBe('refundFull');
    expect(cancelConsequence({ status: 'confirmed', cancelRefundPercent: 50 })).toEqual({
      key: 'refundPart',
      percent: 50,
    });
    expect(cancelConsequence({ status: 'confirmed', cancelRefundPercent: 0 }).key).toBe('refundNone');
    expect(cancelConsequence({ status: 'awaiting_payment', cancelRefundPercent: 0 }).key).toBe('notPaidYet');
  });
});

describe('<ClientActions>', () => {
  it('says the refund before cancelling, moves focus into the step, and cancels on confirmation', async () => {
    const api = mockApi().mockResolvedValue({});
    withRuntime(
      <FlashProvider>
        <ClientActions booking={{ ...booking, cancelRefundPercent: 50 }} zone="Europe/Belgrade" />
      </FlashProvider>,
      api,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Otkaži razgovor: Dr Milan Petrović/ }));
    const step = screen.getByRole('group', { name: 'Da li želite da otkažete razgovor?' });
    expect(document.activeElement).toBe(step);
    expect(step).toHaveTextContent('Ako sada otkažete, dobijate nazad 50 % iznosa.');
    expect(api).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Da, otkaži razgovor' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(`/api/v1/bookings/${booking.id}/cancel`, { method: 'POST', body: {} }),
    );
    await screen.findByText('Razgovor je otkazan.');
  });

  it('keeps saying "Razgovor je otkazan." after the refreshed page no longer lists the session', async () => {
    const api = mockApi().mockResolvedValue({});
    function Calendar() {
      const [listed, setListed] = useState(true);
      const runtime: ScreenRuntime = {
        api: api as ScreenRuntime['api'],
        navigate: () => {},
        // As router.refresh() does here: the cancelled session is gone from the upcoming list.
        refresh: () => setListed(false),
        pathname: '/app/calendar',
      };
      return (
        <ScreenRuntimeProvider value={runtime}>
          <FlashProvider>
            {listed ? <ClientActions booking={booking} zone="Europe/Belgrade" /> : null}
          </FlashProvider>
        </ScreenRuntimeProvider>
      );
    }
    render(
      <LocaleProvider locale="sr-Latn">
        <Calendar />
      </LocaleProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Otkaži razgovor/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Da, otkaži razgovor' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Razgovor je otkazan.');
    expect(screen.queryByRole('button')).toBeNull();
    // The focus was on a button that is gone; it lands on the message instead of the page's start.
    await waitFor(() => expect(document.activeElement).toBe(status.parentElement));
  });

  it('puts focus back on "Otkaži" when the client keeps the session', () => {
    withRuntime(<ClientActions booking={booking} zone="Europe/Belgrade" />, mockApi());
    fireEvent.click(screen.getByRole('button', { name: /^Otkaži razgovor/ }));
    expect(screen.getByRole('group')).toHaveTextContent('dobijate ceo iznos nazad (100 %)');
    fireEvent.click(screen.getByRole('button', { name: 'Ne, ostavi kako jeste' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Otkaži razgovor/ }));
  });

  it('replaces the buttons with what to do once the window has closed', () => {
    withRuntime(
      <ClientActions
        booking={{ ...booking, canCancel: false, canReschedule: false }}
        zone="Europe/Belgrade"
      />,
      mockApi(),
    );
    expect(
      screen.getByText('Ovaj razgovor više nije moguće otkazati ni pomeriti — obratite se terapeutu.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('<TherapistActions>', () => {
  it('offers "Obeleži kao održano" and "Klijent nije došao" only after the session ended', async () => {
    const api = mockApi().mockResolvedValue({});
    const { rerender } = withRuntime(
      <TherapistActions booking={booking} ended={false} when="1. dec 10:00" />,
      api,
    );
    expect(screen.queryByRole('button', { name: 'Obeleži kao održano' })).toBeNull();
    rerender(
      <LocaleProvider locale="sr-Latn">
        <ScreenRuntimeProvider
          value={{ api: api as ScreenRuntime['api'], navigate: () => {}, refresh: () => {}, pathname: '/' }}
        >
          <TherapistActions booking={booking} ended when="1. dec 10:00" />
        </ScreenRuntimeProvider>
      </LocaleProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Klijent nije došao' }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(`/api/v1/bookings/${booking.id}/complete`, {
        method: 'POST',
        body: { noShow: true },
      }),
    );
  });

  it('tells the therapist the client gets everything back before cancelling', () => {
    withRuntime(<TherapistActions booking={booking} ended={false} when="1. dec 10:00" />, mockApi());
    fireEvent.click(screen.getByRole('button', { name: 'Otkaži razgovor: Ana Jovanović, 1. dec 10:00' }));
    expect(screen.getByRole('group', { name: 'Otkazivanje razgovora' })).toHaveTextContent(
      'Kada vi otkažete, klijent dobija ceo iznos nazad.',
    );
  });
});
