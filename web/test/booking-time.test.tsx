// Booking times as a visitor reads them: their own clock first, the therapist's beside it only when the two
// differ, and the day picker working in place.
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { DayPicker } from '../src/screens/booking/DayPicker';
import { isDate, slotTime, whenText } from '../src/screens/booking/time';
import { bookHref } from '../src/screens/booking/urls';

describe('booking times', () => {
  it("shows the therapist's clock beside the visitor's only when they differ", () => {
    // 16:00 UTC on 1 December: 10:00 in Chicago, 17:00 in Belgrade, 17:00 in Vienna.
    const at = '2026-12-01T16:00:00.000Z';
    expect(slotTime(at, 'America/Chicago', 'Europe/Belgrade', 'sr-Latn')).toEqual({
      time: '10:00',
      other: 'Beograd 17:00',
    });
    expect(slotTime(at, 'Europe/Vienna', 'Europe/Belgrade', 'sr-Latn').other).toBeNull();
    expect(slotTime(at, 'Australia/Sydney', 'Europe/Belgrade', 'sr-Cyrl').other).toBe('Београд 17:00');
    expect(whenText(at, 'America/Chicago', 'Europe/Belgrade', 'sr-Latn')).toMatch(/10:00 \(Beograd 17:00\)$/);
  });

  // Local dates, zones and city names from the address are tested with the arithmetic in packages/lang.
  it('accepts only real dates from the address', () => {
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate(undefined)).toBe(false);
  });

  it('keeps every choice in the address, Belgrade being the zone it need not name', () => {
    expect(bookHref('ana-anic', { vrsta: 'individual', dan: '2026-12-01', zona: 'Europe/Belgrade' })).toBe(
      '/terapeuti/ana-anic/book?vrsta=individual&dan=2026-12-01',
    );
    expect(bookHref('ana-anic', { termin: '2026-12-01T16:00:00.000Z', zona: 'America/Chicago' })).toBe(
      '/terapeuti/ana-anic/book?termin=2026-12-01T16%3A00%3A00.000Z&zona=America%2FChicago',
    );
  });
});

describe('DayPicker', () => {
  const slot = (h: number) => ({
    startsAt: `2026-12-0${h % 2 ? 1 : 2}T${h}:00:00Z`,
    time: `${h}:00`,
    other: null,
    href: `/b?termin=${h}`,
  });
  const days = [
    {
      date: '2026-12-01',
      label: 'uto 1. dec',
      longLabel: 'utorak, 1. decembar',
      countText: '1 termin',
      href: '/b?dan=1',
      slots: [slot(11)],
    },
    {
      date: '2026-12-02',
      label: 'sre 2. dec',
      longLabel: 'sreda, 2. decembar',
      countText: '1 termin',
      href: '/b?dan=2',
      slots: [slot(12)],
    },
    {
      date: '2026-12-03',
      label: 'čet 3. dec',
      longLabel: 'četvrtak, 3. decembar',
      countText: 'nema termina',
      href: '/b?dan=3',
      slots: [],
    },
  ];

  it('opens a day in place, and a day without times is not a link', () => {
    render(
      <DayPicker days={days} selected="2026-12-01" daysLabel="Dani" slotsHeading="Slobodni termini, {day}" />,
    );
    expect(screen.getByRole('heading', { name: 'Slobodni termini, utorak, 1. decembar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '11:00' }).getAttribute('href')).toBe('/b?termin=11');
    expect(screen.queryByRole('link', { name: /čet 3. dec/ })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: /sre 2. dec/ }));
    expect(screen.getByRole('heading', { name: 'Slobodni termini, sreda, 2. decembar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /sre 2. dec/ }).getAttribute('aria-current')).toBe('date');
    expect(window.location.search).toBe('?dan=2');
  });
});
