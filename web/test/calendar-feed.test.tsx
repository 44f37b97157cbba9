/**
 * The calendar feed card: booking keeps only a hash of the feed token, so the address is shown once, when made;
 * afterwards the card says a feed exists and offers a new one (after a confirmation, as the old one dies).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { LocaleProvider } from '../src/i18n/provider';
import { CalendarFeed, type FeedState } from '../src/screens/calendar/CalendarFeed';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];
const URL_1 = 'https://oslonac.rs/api/v1/calendar/Zk3vQ9x_bL2mN7pR4sT8uW1yA5cE6gH0.ics';

function setup(feed: FeedState | null) {
  const api = jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>(async () => ({
    url: URL_1,
    createdAt: '2026-12-01T09:00:00.000Z',
  }));
  const runtime: ScreenRuntime = {
    api: api as ScreenRuntime['api'],
    navigate: () => {},
    refresh: () => {},
    pathname: '/app/calendar',
  };
  render(
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider value={runtime}>
        <CalendarFeed feed={feed} />
      </ScreenRuntimeProvider>
    </LocaleProvider>,
  );
  return { api };
}

describe('the calendar feed card', () => {
  it('with no feed yet: one button makes it and shows the address once', async () => {
    const { api } = setup({ active: false, createdAt: null });
    expect(screen.queryByRole('textbox', { name: 'Privatni link kalendara' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Napravi link kalendara' }));
    const field = (await screen.findByRole('textbox', {
      name: 'Privatni link kalendara',
    })) as HTMLInputElement;
    expect(field.value).toBe(URL_1);
    expect(screen.getByText('Sačuvajte ovaj link sada: prikazujemo ga samo jednom.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('/api/v1/me/calendar-feed/rotate', { method: 'POST', body: {} });
  });

  it('with a feed: no address on screen, and a new one only after confirming', async () => {
    const { api } = setup({ active: true, createdAt: '2026-11-20T10:00:00.000Z' });
    expect(screen.queryByRole('textbox', { name: 'Privatni link kalendara' })).toBeNull();
    expect(screen.getByText(/Vaš link kalendara radi \(napravljen 20\. novembar 2026\.?\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Napravi novi link' }));
    expect(api).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Da, napravi novi link' }));
    expect(
      ((await screen.findByRole('textbox', { name: 'Privatni link kalendara' })) as HTMLInputElement).value,
    ).toBe(URL_1);
    expect(screen.getByText(/Stari više ne radi/)).toBeTruthy();
  });
});
