/**
 * /app/dashboard for each kind of person: a client's next session on their own clock with "Plati" when it waits
 * for payment, the way to a therapist for someone without one, a therapist's day, month and verification, staff's
 * queues with counts; each card that its service could not fill says so calmly while the rest stands; headings in
 * order and lists as lists.
 */

import { describe, expect, it } from '@jest/globals';
import { runtimeTimeZone } from '@oslonac/lang';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Locale } from '../src/i18n';
import { LocaleProvider } from '../src/i18n/provider';
import type { Booking } from '../src/screens/booking/types';
import { dateAndTime } from '../src/screens/calendar/time';
import { DashboardScreen } from '../src/screens/dashboard/DashboardScreen';
import type { DashboardOverview, StaffQueue } from '../src/screens/dashboard/types';
import { type ScreenRuntime, ScreenRuntimeProvider } from '../src/screens/shared/runtime';
import type { ScreenRole } from '../src/screens/shared/types';

const UNAVAILABLE =
  'Ovaj deo trenutno ne možemo da prikažemo. Ostatak stranice radi; pokušajte ponovo malo kasnije.';

function booking(over: Partial<Booking> = {}): Booking {
  return {
    id: '0193a1b2-0000-7000-8000-0000000000b1',
    therapistProfileId: 'p1',
    therapistUserId: 'u-t',
    therapistSlug: 'daniela-stojanovic',
    therapistName: 'Daniela Stojanović',
    clientUserId: 'u-c',
    clientName: 'Ana Jovanović',
    kind: 'individual',
    status: 'confirmed',
    startsAt: '2026-11-27T16:00:00.000Z',
    endsAt: '2026-11-27T16:50:00.000Z',
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
    policy: null,
    createdAt: null,
    ...over,
  };
}

const none: DashboardOverview = { client: null, therapist: null, staff: null, unread: 0 };

function show(roles: ScreenRole[], overview: Partial<DashboardOverview>, locale: Locale = 'sr-Latn') {
  return render(
    <LocaleProvider locale={locale}>
      <DashboardScreen
        locale={locale}
        user={{ displayName: 'Vesna Ilić', roles, onboardingStep: 'done' }}
        overview={{ ...none, ...overview }}
      />
    </LocaleProvider>,
  );
}

/** Each card by its heading (a section named by its title). */
const card = (name: string | RegExp) => screen.getByRole('region', { name });

/** Heading levels in document order never skip one on the way down. */
function expectHeadingsInOrder(container: HTMLElement) {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
}

describe('a client', () => {
  it('sees the next session on their own clock, and "Plati" takes them to its payment', () => {
    const next = booking({ status: 'awaiting_payment' });
    const { container } = show(['client'], {
      client: {
        sessions: {
          next,
          nextJoinable: false,
          review: null,
          therapist: { name: 'Daniela Stojanović', slug: 'daniela-stojanovic' },
        },
      },
      unread: 2,
    });
    const session = card('Sledeća seansa');
    // The client's clock is this browser's zone, exactly as /app/calendar reads it.
    expect(session.textContent).toContain(dateAndTime(next.startsAt, runtimeTimeZone(), 'sr-Latn'));
    expect(session.textContent).toContain('Terapeut: Daniela Stojanović · Individualna seansa');
    expect(within(session).getByText(/čeka uplatu/)).toBeTruthy();
    expect(within(session).getByRole('link', { name: 'Plati' }).getAttribute('href')).toBe(
      `/app/calendar#booking-${next.id}`,
    );
    expect(screen.queryByRole('region', { name: 'Pronađite svog terapeuta' })).toBeNull();
    expect(screen.getByTestId('dashboard-unread').textContent).toBe('Imate 2 nepročitane poruke.');
    expect(screen.getByRole('link', { name: 'Otvori poruke' }).getAttribute('href')).toBe('/app/inbox');
    expectHeadingsInOrder(container);
  });

  it('links a confirmed session to the calendar, without "Plati"', () => {
    const next = booking();
    show(['client'], { client: { sessions: { next, nextJoinable: false, review: null, therapist: null } } });
    const session = card('Sledeća seansa');
    expect(within(session).queryByRole('link', { name: 'Plati' })).toBeNull();
    expect(within(session).getByRole('link', { name: 'Pogledajte u kalendaru' }).getAttribute('href')).toBe(
      `/app/calendar#booking-${next.id}`,
    );
  });

  it('without a therapist, points to the questionnaire and the catalogue', () => {
    show(['client'], {
      client: { sessions: { next: null, nextJoinable: false, review: null, therapist: null } },
    });
    expect(card('Sledeća seansa').textContent).toContain('Trenutno nemate zakazanu seansu.');
    const find = card('Pronađite svog terapeuta');
    expect(within(find).getByRole('link', { name: 'Popunite upitnik' }).getAttribute('href')).toBe(
      '/upitnik',
    );
    expect(within(find).getByRole('link', { name: 'Pogledajte sve terapeute' }).getAttribute('href')).toBe(
      '/terapeuti',
    );
  });

  it('with a therapist and nothing booked, offers to book with them', () => {
    show(['client'], {
      client: {
        sessions: {
          next: null,
          nextJoinable: false,
          review: null,
          therapist: { name: 'Daniela Stojanović', slug: 'daniela-stojanovic' },
        },
      },
    });
    expect(
      screen
        .getByRole('link', { name: 'Zakažite sledeću seansu sa terapeutom Daniela Stojanović' })
        .getAttribute('href'),
    ).toBe('/terapeuti/daniela-stojanovic/book');
    expect(screen.queryByRole('region', { name: 'Pronađite svog terapeuta' })).toBeNull();
  });

  it('says calmly when booking or messaging cannot answer, and keeps the rest', () => {
    show(['client'], { client: { sessions: null }, unread: null });
    expect(card('Sledeća seansa').textContent).toBe(`Sledeća seansa${UNAVAILABLE}`);
    // No guessing about a therapist the page could not ask about.
    expect(screen.queryByRole('region', { name: 'Pronađite svog terapeuta' })).toBeNull();
    const messages = card('Poruke');
    expect(messages.textContent).toContain(UNAVAILABLE);
    expect(within(messages).getByRole('link', { name: 'Otvori poruke' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Podešavanja naloga' })).toBeTruthy();
  });

  it('reads in Cyrillic, names included', () => {
    show(
      ['client'],
      { client: { sessions: { next: booking(), nextJoinable: false, review: null, therapist: null } } },
      'sr-Cyrl',
    );
    const session = card('Следећа сеанса');
    expect(session.textContent).toContain('Терапеут: Даниела Стојановић');
    expect(within(session).getByRole('link', { name: 'Погледајте у календару' })).toBeTruthy();
  });
});

describe('a therapist', () => {
  const today = {
    zone: 'Europe/Belgrade',
    date: '2026-11-26',
    sessions: [
      booking({ startsAt: '2026-11-26T08:00:00.000Z', endsAt: '2026-11-26T08:50:00.000Z' }),
      booking({
        id: '0193a1b2-0000-7000-8000-0000000000b2',
        clientName: 'Petar Nikolić',
        kind: 'first_consultation',
        status: 'awaiting_payment',
        startsAt: '2026-11-26T15:00:00.000Z',
        endsAt: '2026-11-26T15:30:00.000Z',
      }),
    ],
    joinable: [] as string[],
  };

  it("lists today's sessions on their clock, counts the month and says where verification stands", () => {
    const { container } = show(['therapist'], {
      therapist: {
        today,
        month: { period: '2026-11', past: 14, ahead: 5 },
        profile: { status: 'submitted', slug: 'daniela-stojanovic', rejectionReason: '' },
      },
    });
    const day = card('Danas');
    expect(day.textContent).toContain('četvrtak, 26. novembar 2026. · vreme po vašem kalendaru (Beograd)');
    const items = within(within(day).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '09:00–09:50 · Ana Jovanović · Individualna seansa',
      '16:00–16:30 · Petar Nikolić · Prvi razgovor · Čeka uplatu',
    ]);
    const month = card('Seanse: novembar 2026.');
    expect(
      within(month)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Prošle: 14', 'Još zakazane: 5']);
    const profile = card('Provera profila');
    expect(profile.textContent).toContain('Stanje: na proveri');
    expect(within(profile).getByRole('link', { name: 'Stanje provere' }).getAttribute('href')).toBe(
      '/app/onboarding/verifying',
    );
    expectHeadingsInOrder(container);
  });

  it.each([
    ['none', 'profil nije započet', 'Popunite profil', '/app/onboarding/terapeut/profil'],
    [
      'draft',
      'nacrt, nije poslat na proveru',
      'Pregledajte i pošaljite profil',
      '/app/onboarding/terapeut/complete',
    ],
    ['approved', 'odobren', 'Pogledajte svoj javni profil', '/terapeuti/daniela-stojanovic'],
    ['rejected', 'vraćen na dopunu', 'Ispravite profil', '/app/onboarding/terapeut/profil'],
  ] as const)('with a %s profile, shows its state and the next step', (status, words, action, href) => {
    show(['therapist'], {
      therapist: {
        today: { ...today, sessions: [] },
        month: { period: '2026-11', past: 0, ahead: 0 },
        profile: { status, slug: 'daniela-stojanovic', rejectionReason: 'Nedostaje licenca.' },
      },
    });
    const profile = card('Provera profila');
    expect(profile.textContent).toContain(`Stanje: ${words}`);
    expect(within(profile).getByRole('link', { name: action }).getAttribute('href')).toBe(href);
    expect(profile.textContent?.includes('Nedostaje licenca.')).toBe(status === 'rejected');
    expect(card('Danas').textContent).toContain('Danas nemate zakazanih seansi.');
  });

  it('keeps the verification card when booking cannot answer, and the other way round', () => {
    show(['therapist'], {
      therapist: {
        today: null,
        month: null,
        profile: { status: 'approved', slug: 'daniela-stojanovic', rejectionReason: '' },
      },
    });
    expect(card('Danas').textContent).toContain(UNAVAILABLE);
    expect(within(card('Danas')).getByRole('link', { name: 'Otvori kalendar' })).toBeTruthy();
    expect(card('Seanse ovog meseca').textContent).toContain(UNAVAILABLE);
    expect(card('Provera profila').textContent).toContain('Stanje: odobren');

    show(['therapist'], {
      therapist: { today, month: { period: '2026-11', past: 1, ahead: 2 }, profile: null },
    });
    expect(screen.getAllByRole('region', { name: 'Provera profila' }).at(-1)!.textContent).toContain(
      UNAVAILABLE,
    );
  });
});

describe('staff', () => {
  const queues: StaffQueue[] = [
    { key: 'verifications', href: '/admin/users-therapists', count: 3, capped: false },
    { key: 'connect', href: '/admin/users-not-assigned', count: 0, capped: false },
    { key: 'reviews', href: '/admin/reviews', count: 12, capped: false },
    { key: 'tickets', href: '/admin/complaints', count: null, capped: false },
    { key: 'reports', href: '/admin/complaints#message-reports', count: 500, capped: true },
    { key: 'mail', href: '/admin/emails?status=dead', count: 1, capped: false },
  ];

  it('sees every queue with its count and a link, and a queue that cannot be counted says so', () => {
    const { container } = show(['admin'], { staff: { needsSecondFactor: false, queues } });
    const box = card('Šta čeka na odgovor');
    const items = within(within(box).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Profili na proveri: 3',
      'Zahtevi „Poveži me”: 0',
      'Recenzije za odobrenje: 12',
      'Otvoreni upiti podrške: trenutno ne možemo da prebrojimo',
      'Prijavljene poruke: najmanje 500',
      'E-poruke koje nisu isporučene: 1',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/admin/users-therapists');
    expect(within(items[5]!).getByRole('link').getAttribute('href')).toBe('/admin/emails?status=dead');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Zdravo, Vesna Ilić');
    expect(screen.getByText('Dobro došli nazad. Ovo je ono što čeka na odgovor.')).toBeTruthy();
    expectHeadingsInOrder(container);
  });

  it('without a second factor, is asked to turn it on instead of seeing queues', () => {
    show(['admin'], { staff: { needsSecondFactor: true, queues } });
    const box = card('Šta čeka na odgovor');
    expect(within(box).queryByRole('list')).toBeNull();
    expect(within(box).getByRole('link', { name: 'Uključite dvostepenu prijavu' }).getAttribute('href')).toBe(
      '/app/settings/account/dvostepena',
    );
  });

  it('reads the queues in English', () => {
    show(['superuser'], { staff: { needsSecondFactor: false, queues } }, 'en');
    const box = card('Waiting for an answer');
    expect(within(box).getByRole('link', { name: 'Profiles awaiting verification' })).toBeTruthy();
    expect(box.textContent).toContain('Reported messages: at least 500');
  });
});

describe('video sessions on the dashboard', () => {
  it('a client whose room is open gets "Uđi u sesiju" to the session page instead of the calendar link', () => {
    const next = booking();
    show(['client'], { client: { sessions: { next, nextJoinable: true, review: null, therapist: null } } });
    const session = card('Sledeća seansa');
    expect(session.textContent).toContain('Soba za sesiju je otvorena.');
    expect(within(session).getByRole('link', { name: 'Uđi u sesiju' }).getAttribute('href')).toBe(
      `/app/session/${next.id}`,
    );
    expect(within(session).queryByRole('link', { name: 'Pogledajte u kalendaru' })).toBeNull();
  });

  it('a therapist gets a join link only beside the session whose room is open, named with the client', () => {
    const open = booking({ startsAt: '2026-11-26T08:00:00.000Z', endsAt: '2026-11-26T08:50:00.000Z' });
    const later = booking({
      id: '0193a1b2-0000-7000-8000-0000000000b3',
      clientName: 'Petar Nikolić',
      startsAt: '2026-11-26T15:00:00.000Z',
      endsAt: '2026-11-26T15:50:00.000Z',
    });
    show(['therapist'], {
      therapist: {
        today: { zone: 'Europe/Belgrade', date: '2026-11-26', sessions: [open, later], joinable: [open.id] },
        month: { period: '2026-11', past: 0, ahead: 2 },
        profile: { status: 'approved', slug: 'daniela-stojanovic', rejectionReason: '' },
      },
    });
    const links = within(card('Danas')).getAllByRole('link', { name: /^Uđi u sesiju/ });
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Uđi u sesiju sa klijentom Ana Jovanović', `/app/session/${open.id}`],
    ]);
  });

  it('after a completed session, asks the client how it went with the review form, which sends to the reviews API', async () => {
    const calls: { path: string; init: unknown }[] = [];
    const runtime: ScreenRuntime = {
      api: (async (path: string, init: unknown) => {
        calls.push({ path, init });
        return { review: {} };
      }) as ScreenRuntime['api'],
      navigate: () => {},
      refresh: () => {},
      pathname: '/app/dashboard',
    };
    const { container } = render(
      <LocaleProvider locale="sr-Latn">
        <ScreenRuntimeProvider value={runtime}>
          <DashboardScreen
            locale="sr-Latn"
            user={{ displayName: 'Vesna Ilić', roles: ['client'], onboardingStep: 'done' }}
            overview={{
              ...none,
              client: {
                sessions: {
                  next: null,
                  nextJoinable: false,
                  therapist: { name: 'Daniela Stojanović', slug: 'daniela-stojanovic' },
                  review: {
                    bookingId: 'b-1',
                    profileId: '0193a1b2-0000-7000-8000-0000000000p1',
                    therapistName: 'Daniela Stojanović',
                    endsAt: '2026-11-25T16:50:00.000Z',
                  },
                },
              },
            }}
          />
        </ScreenRuntimeProvider>
      </LocaleProvider>,
    );
    const prompt = card('Kako je prošla sesija?');
    expect(within(prompt).getByRole('heading', { level: 3 }).textContent).toBe(
      'Ocenite razgovore sa terapeutom Daniela Stojanović',
    );
    fireEvent.click(within(prompt).getByRole('radio', { name: '5 od 5' }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Pošalji ocenu' }));
    expect(await within(prompt).findByText(/Hvala vam/)).toBeTruthy();
    expect(calls).toEqual([
      {
        path: '/api/v1/reviews',
        init: {
          method: 'POST',
          body: { profileId: '0193a1b2-0000-7000-8000-0000000000p1', rating: 5, text: '', anonymous: false },
        },
      },
    ]);
    expectHeadingsInOrder(container);
  });

  it('without a recent completed session, asks nothing', () => {
    show(['client'], {
      client: { sessions: { next: null, nextJoinable: false, review: null, therapist: null } },
    });
    expect(screen.queryByRole('region', { name: 'Kako je prošla sesija?' })).toBeNull();
  });
});
