/**
 * /app/calendar's "Uđi u sesiju": a client's session whose room the server says is open links to its session page;
 * in a therapist's week the link stands beside a confirmed session from 10 minutes before its start to 15 after its
 * end, on the clock the page was rendered with, and nowhere else.
 */

import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { LocaleProvider } from '../src/i18n/provider';
import type { Booking } from '../src/screens/booking/types';
import { ClientSessions } from '../src/screens/calendar/ClientSessions';
import { TherapistWeek } from '../src/screens/calendar/TherapistWeek';
import { buildWeek } from '../src/screens/calendar/week';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

function booking(over: Partial<Booking> = {}): Booking {
  return {
    id: '0193a1b2-0000-7000-8000-0000000000c1',
    therapistProfileId: 'p1',
    therapistUserId: 'u-t',
    therapistSlug: 'daniela-stojanovic',
    therapistName: 'Daniela Stojanović',
    clientUserId: 'u-c',
    clientName: 'Ana Jovanović',
    kind: 'individual',
    status: 'confirmed',
    startsAt: '2026-11-26T16:00:00.000Z',
    endsAt: '2026-11-26T16:50:00.000Z',
    expiresAt: null,
    timeZone: 'Europe/Belgrade',
    price: null,
    relationshipId: 'r1',
    history: [],
    cancelledBy: null,
    refundPercent: 0,
    canCancel: false,
    canReschedule: false,
    cancelRefundPercent: 0,
    policy: null,
    createdAt: null,
    ...over,
  };
}

const runtime: ScreenRuntime = {
  api: (async () => undefined) as ScreenRuntime['api'],
  navigate: () => {},
  refresh: () => {},
  pathname: '/app/calendar',
};

describe("a client's calendar", () => {
  it('links only the session the server named as joinable', () => {
    const open = booking();
    const later = booking({
      id: '0193a1b2-0000-7000-8000-0000000000c2',
      startsAt: '2026-11-28T16:00:00.000Z',
    });
    render(
      <LocaleProvider locale="sr-Latn">
        <ScreenRuntimeProvider value={runtime}>
          <ClientSessions bookings={[open, later]} scope="upcoming" joinable={[open.id]} />
        </ScreenRuntimeProvider>
      </LocaleProvider>,
    );
    const links = screen.getAllByRole('link', { name: 'Uđi u sesiju' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([`/app/session/${open.id}`]);
    expect(within(links[0]!.closest('li')!).getByText('Soba za sesiju je otvorena.')).toBeTruthy();
  });
});

describe("a therapist's week", () => {
  const zone = 'Europe/Belgrade';
  const items = [
    booking(),
    booking({ id: '0193a1b2-0000-7000-8000-0000000000c3', status: 'awaiting_payment', clientName: 'Petar' }),
  ];

  function weekAt(now: string) {
    const days = buildWeek<Booking>({ monday: '2026-11-23', zone, now: new Date(now), items, open: [] });
    return render(
      <ScreenRuntimeProvider value={runtime}>
        <TherapistWeek
          locale="sr-Latn"
          days={days}
          zone={zone}
          now={now}
          links={{ previous: '#p', next: '#n', current: null }}
        />
      </ScreenRuntimeProvider>,
    );
  }

  it.each([
    ['9 minutes before the start', '2026-11-26T15:51:00.000Z', 1],
    ['11 minutes before the start', '2026-11-26T15:49:00.000Z', 0],
    ['14 minutes after the end', '2026-11-26T17:04:00.000Z', 1],
    ['15 minutes after the end', '2026-11-26T17:05:00.000Z', 0],
  ])('%s shows %#: the confirmed session only', (_when, now, count) => {
    const { unmount } = weekAt(now);
    const links = screen.queryAllByRole('link', { name: 'Uđi u sesiju' });
    expect(links).toHaveLength(count);
    for (const a of links) expect(a.getAttribute('href')).toBe(`/app/session/${items[0]!.id}`);
    unmount();
  });
});
