/**
 * Ending a collaboration from the list of relationships: a confirm step that takes the focus and gives it back,
 * booking's "a session is still booked" said calmly, the therapist's view of their clients, and no action for a
 * couples partner (only the two who agreed may end it) or for an ended relationship.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LocaleProvider } from '../src/i18n/provider';
import type { Relationship } from '../src/screens/booking/types';
import { Relationships } from '../src/screens/calendar/Relationships';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];
const mockApi = () => jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>();
type MockApi = ReturnType<typeof mockApi>;

const ID = '0190d0c4-0000-7000-8000-00000000e0d1';
const tie: Relationship = {
  id: ID,
  therapistProfileId: 'p1',
  therapistUserId: 'u-t',
  therapistName: 'Dr Milan Petrović',
  therapistSlug: 'milan-petrovic',
  clientUserId: 'u-c',
  clientName: 'Ana Jovanović',
  partnerUserId: '',
  partnerName: '',
  createdAt: '2026-10-01T09:00:00.000Z',
  endedAt: null,
  invitation: null,
};

function show(relationships: Relationship[], userId: string, api: MockApi, asTherapist = false) {
  const runtime: ScreenRuntime = {
    api: api as ScreenRuntime['api'],
    navigate: () => {},
    refresh: () => {},
    pathname: '/app/calendar',
  };
  return render(
    <LocaleProvider locale="sr-Latn">
      <ScreenRuntimeProvider value={runtime}>
        <Relationships relationships={relationships} userId={userId} asTherapist={asTherapist} />
      </ScreenRuntimeProvider>
    </LocaleProvider>,
  );
}

describe('ending a collaboration', () => {
  it('asks first, moves the focus into the question, and ends it on confirmation', async () => {
    const api = mockApi().mockResolvedValue({
      relationship: { ...tie, endedAt: '2026-12-02T10:00:00.000Z' },
    });
    show([tie], 'u-c', api);
    fireEvent.click(screen.getByRole('button', { name: 'Završi saradnju sa: Dr Milan Petrović' }));
    const question = screen.getByRole('group', {
      name: 'Da li želite da završite saradnju sa: Dr Milan Petrović?',
    });
    expect(document.activeElement).toBe(question);
    expect(api).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Da, završi saradnju' }));
    await screen.findByText('Saradnja je završena. Prepiska ostaje sačuvana za čitanje.');
    expect(api).toHaveBeenCalledWith(`/api/v1/relationships/${ID}/end`, { method: 'POST', body: {} });
    expect(screen.queryByRole('button', { name: /Završi saradnju/ })).toBeNull();
  });

  it('says to cancel booked sessions first, and gives the focus back to the button', async () => {
    const api = mockApi().mockRejectedValue({
      status: 409,
      code: 'booking.relationship_has_upcoming',
      title: 'Prvo otkažite zakazane termine.',
    });
    show([tie], 'u-c', api);
    const end = screen.getByRole('button', { name: 'Završi saradnju sa: Dr Milan Petrović' });
    fireEvent.click(end);
    fireEvent.click(screen.getByRole('button', { name: 'Da, završi saradnju' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Prvo otkažite zakazane termine');
    expect(notice.textContent).toContain('Otkažite ga u kalendaru');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Završi saradnju sa: Dr Milan Petrović' }),
      ),
    );
  });

  it('keeps the relationship when the question is answered no', () => {
    const api = mockApi();
    show([tie], 'u-c', api);
    fireEvent.click(screen.getByRole('button', { name: 'Završi saradnju sa: Dr Milan Petrović' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ne, nastavi saradnju' }));
    expect(api).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Završi saradnju sa: Dr Milan Petrović' }),
    );
  });

  it('lists a therapist’s clients by name, each with the action', () => {
    show([tie], 'u-t', mockApi(), true);
    expect(screen.getByRole('heading', { name: 'Vaši klijenti' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Klijent: Ana Jovanović' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Završi saradnju sa: Ana Jovanović' })).toBeTruthy();
  });

  it('offers nothing to a couples partner, nor on an ended relationship', () => {
    const partnered = { ...tie, partnerUserId: 'u-p', partnerName: 'Marko' };
    const { unmount } = show([partnered], 'u-p', mockApi());
    expect(screen.queryByRole('button', { name: /Završi saradnju/ })).toBeNull();
    unmount();
    show([{ ...tie, endedAt: '2026-11-20T10:00:00.000Z' }], 'u-c', mockApi());
    expect(screen.queryByRole('button', { name: /Završi saradnju/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pozovi partnera/ })).toBeNull();
    expect(screen.getByText(/^Saradnja je završena .*2026\.$/)).toBeTruthy();
  });
});
