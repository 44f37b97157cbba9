/**
 * The hours editor: what the therapist types becomes the request PUT /api/v1/me/availability takes, mistakes
 * are named next to their fields before anything is sent, and the service's field errors land on the right
 * control.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getT } from '../src/i18n/messages';
import { LocaleProvider } from '../src/i18n/provider';
import type { Availability } from '../src/screens/booking/types';
import { AvailabilityForm } from '../src/screens/calendar/AvailabilityForm';
import {
  type AvailabilityFormState,
  formFromAvailability,
  ids,
  parseClock,
  requestFromForm,
} from '../src/screens/calendar/availability-form';
import { availabilityMessages } from '../src/screens/calendar/availability-messages';
import { policySentences } from '../src/screens/calendar/policy-preview';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';

type ApiInit = Parameters<ScreenRuntime['api']>[1];
const mockApi = () => jest.fn<(path: string, init?: ApiInit) => Promise<unknown>>();
type MockApi = ReturnType<typeof mockApi>;

const saved: Availability = {
  timeZone: 'Europe/Belgrade',
  weekly: [
    { weekday: 1, startMinute: 14 * 60, endMinute: 18 * 60 },
    { weekday: 1, startMinute: 9 * 60, endMinute: 13 * 60 },
    { weekday: 3, startMinute: 10 * 60, endMinute: 16 * 60 },
  ],
  breaks: [{ weekday: 3, startMinute: 12 * 60, endMinute: 12 * 60 + 30 }],
  overrides: [
    { date: '2026-05-01', ranges: [] },
    { date: '2026-04-20', ranges: [{ startMinute: 8 * 60, endMinute: 11 * 60 }] },
  ],
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 720,
  horizonDays: 60,
  slotStepMinutes: 30,
  policy: { cancelWindowHours: 24, rescheduleWindowHours: 12, lateCancel: 'half_refund' },
};

function edit(
  form: AvailabilityFormState,
  change: (f: AvailabilityFormState) => void,
): AvailabilityFormState {
  const copy = JSON.parse(JSON.stringify(form)) as AvailabilityFormState;
  change(copy);
  return copy;
}

describe('form ↔ request', () => {
  it('reads times in the ways people type them', () => {
    expect(parseClock('9')).toBe(540);
    expect(parseClock('09:30')).toBe(570);
    expect(parseClock('9.30')).toBe(570);
    expect(parseClock('24:00')).toBe(1440);
    for (const bad of ['', '25:00', '9:7', '12:60', 'podne', '24:30']) expect(parseClock(bad)).toBeNull();
  });

  it('turns the saved rules into rows and back into the same rules, hours in order', () => {
    const form = formFromAvailability(saved);
    expect(form.days[0]!.hours.map((r) => [r.start, r.end])).toEqual([
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ]);
    expect(form.days[2]!.breaks.map((r) => [r.start, r.end])).toEqual([['12:00', '12:30']]);
    expect(form.overrides.map((o) => [o.date, o.dayOff])).toEqual([
      ['2026-04-20', false],
      ['2026-05-01', true],
    ]);
    expect(form.noticeHours).toBe('12');
    const { request, issues } = requestFromForm(form);
    expect(issues).toEqual({});
    expect(request).toEqual({
      ...saved,
      weekly: [
        { weekday: 1, startMinute: 540, endMinute: 780 },
        { weekday: 1, startMinute: 840, endMinute: 1080 },
        { weekday: 3, startMinute: 600, endMinute: 960 },
      ],
      overrides: [
        { date: '2026-04-20', ranges: [{ startMinute: 480, endMinute: 660 }] },
        { date: '2026-05-01', ranges: [] },
      ],
    });
  });

  it('sends a day off without hours, and notice in hours as minutes', () => {
    const form = edit(formFromAvailability(saved), (f) => {
      f.overrides[0]!.dayOff = true;
      f.noticeHours = '1,5';
      f.lateCancel = 'not_allowed';
    });
    const { request } = requestFromForm(form);
    expect(request?.overrides[0]).toEqual({ date: '2026-04-20', ranges: [] });
    expect(request?.minimumNoticeMinutes).toBe(90);
    expect(request?.policy.lateCancel).toBe('not_allowed');
  });

  it('names each mistake at its own control and sends nothing', () => {
    const form = edit(formFromAvailability(saved), (f) => {
      f.days[0]!.hours[0]!.start = '9:75';
      f.days[0]!.hours[1]!.end = '13:30';
      f.days[0]!.hours[1]!.start = '12:00';
      f.days[1]!.hours.push({ key: 'x', start: '17:00', end: '16:00' });
      f.days[2]!.breaks[0]!.end = '17:00';
      f.overrides[1]!.date = '2026-04-20';
      f.bufferAfter = '500';
      f.slotStep = '7';
    });
    const { request, issues } = requestFromForm(form);
    expect(request).toBeNull();
    expect(issues).toEqual({
      [ids.hoursStart(1, 0)]: 'timeInvalid',
      [ids.hoursEnd(2, 0)]: 'rangeOrder',
      [ids.breakStart(3, 0)]: 'breakOutside',
      [ids.overrideDate(1)]: 'dateDuplicate',
      [ids.bufferAfter]: 'numberInvalid',
      [ids.step]: 'numberInvalid',
    });
  });

  it('finds overlapping hours on one day', () => {
    const form = edit(formFromAvailability(saved), (f) => {
      f.days[0]!.hours[1]!.start = '12:00';
    });
    expect(requestFromForm(form).issues).toEqual({ [ids.hoursStart(1, 1)]: 'rangeOverlap' });
  });

  it('knows where the API’s field names are shown, in both spellings', () => {
    const { fields } = requestFromForm(formFromAvailability(saved));
    expect(fields['weekly.1.endMinute']).toBe(ids.hoursEnd(1, 1));
    expect(fields['weekly[2].startMinute']).toBe(ids.hoursStart(3, 0));
    expect(fields['breaks.0.endMinute']).toBe(ids.breakEnd(3, 0));
    expect(fields['overrides.0.date']).toBe(ids.overrideDate(0));
    expect(fields['overrides[0].ranges[0].endMinute']).toBe(ids.overrideEnd(0, 0));
    expect(fields.cancelWindowHours).toBe(ids.cancelWindow);
    expect(fields['policy.lateCancel']).toBe(ids.lateCancel);
    expect(fields.timeZone).toBe(ids.zone);
  });
});

describe('the policy in words', () => {
  it('says the windows with Serbian plurals, and what a late cancellation means', () => {
    const t = getT(availabilityMessages, 'sr-Latn');
    expect(
      policySentences({ cancelWindowHours: 24, rescheduleWindowHours: 2, lateCancel: 'half_refund' }, t),
    ).toEqual([
      'Termin možete besplatno otkazati najkasnije 24 sata pre početka.',
      'Ako otkažete kasnije, vraćamo polovinu uplaćenog iznosa.',
      'Termin možete pomeriti najkasnije 2 sata pre početka.',
      'Ako terapeut otkaže termin, vraćamo ceo uplaćeni iznos.',
    ]);
    expect(
      policySentences({ cancelWindowHours: 0, rescheduleWindowHours: 21, lateCancel: 'not_allowed' }, t),
    ).toEqual([
      'Termin možete besplatno otkazati sve do početka.',
      'Termin možete pomeriti najkasnije 21 sat pre početka.',
      'Ako terapeut otkaže termin, vraćamo ceo uplaćeni iznos.',
    ]);
  });
});

describe('<AvailabilityForm>', () => {
  function renderForm(api: MockApi) {
    const runtime: ScreenRuntime = {
      api: api as ScreenRuntime['api'],
      navigate: () => {},
      refresh: () => {},
      pathname: '/app/settings/calendar',
    };
    return render(
      <LocaleProvider locale="sr-Latn">
        <ScreenRuntimeProvider value={runtime}>
          <AvailabilityForm initial={saved} sentences={['Rečenica koju je rekao servis.']} />
        </ScreenRuntimeProvider>
      </LocaleProvider>,
    );
  }

  it('shows the service’s sentences, then a live preview while the policy is being changed', () => {
    renderForm(mockApi());
    const preview = screen.getByRole('region', { name: 'Ovako klijenti vide vaša pravila' });
    expect(within(preview).getByText('Rečenica koju je rekao servis.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Besplatno otkazivanje do/ }), {
      target: { value: '48' },
    });
    expect(
      within(preview).getByText('Termin možete besplatno otkazati najkasnije 48 sati pre početka.'),
    ).toBeInTheDocument();
    expect(within(preview).queryByText('Rečenica koju je rekao servis.')).toBeNull();
  });

  it('keeps a wrong time in the browser, with the message at the field and in the summary', () => {
    const api = mockApi();
    renderForm(api);
    const start = document.getElementById(ids.hoursStart(1, 0)) as HTMLInputElement;
    fireEvent.change(start, { target: { value: 'podne' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(api).not.toHaveBeenCalled();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(/Upišite vreme u obliku 09:00\./);
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Upišite vreme u obliku 09:00.' })).toHaveAttribute(
      'href',
      `#${ids.hoursStart(1, 0)}`,
    );
  });

  it('adds a row for a day and sends it; the service’s field errors land on their controls', async () => {
    const api = mockApi().mockRejectedValue({
      status: 400,
      code: 'booking.invalid_availability',
      title: 'Raspored nije sačuvan. Ispravite označena polja.',
      fieldErrors: { 'weekly.3.endMinute': 'Kraj mora biti između 00:01 i 24:00.' },
    });
    renderForm(api);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj vreme: Petak' }));
    const start = document.getElementById(ids.hoursStart(5, 0)) as HTMLInputElement;
    expect(document.activeElement).toBe(start);
    fireEvent.change(start, { target: { value: '8' } });
    fireEvent.change(document.getElementById(ids.hoursEnd(5, 0))!, { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    const [path, init] = api.mock.calls[0]!;
    expect(path).toBe('/api/v1/me/availability');
    expect(init?.method).toBe('PUT');
    const body = init?.body as Availability | undefined;
    expect(body?.weekly).toEqual([
      { weekday: 1, startMinute: 540, endMinute: 780 },
      { weekday: 1, startMinute: 840, endMinute: 1080 },
      { weekday: 3, startMinute: 600, endMinute: 960 },
      { weekday: 5, startMinute: 480, endMinute: 720 },
    ]);
    const end = document.getElementById(ids.hoursEnd(5, 0))!;
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription(/Kraj mora biti između 00:01 i 24:00\./);
  });
});
