// Browser journeys of issue 4 (booking) against the built BFF, identity, therapists and booking (scripts/stack):
// a therapist sets their hours in the editor, a client in Chicago books from the profile, an admin confirms the
// bank payment, both see the session in /app/calendar (each on their own clock), the client moves it, and the
// private ICS feed carries it. The policy holds: inside the window the client is told to contact the therapist,
// while the therapist can still cancel. A client invites a partner, who joins with their own account. Every
// page visited passes axe. Build first: `cd bff && npx next build`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { weekOf } from '@oslonac/web/screens/calendar/week';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type Stack, startStack } from '../../scripts/stack/index';
import { newTherapist } from './accounts';
import { expectAccessible, heading, launchBrowser, newVisitor, reloadedInZone, waitForPath } from './browser';
import { latestLink } from './mailbox';
import { payByBankTransfer } from './pay-by-bank';
import { passDemoSecondFactor } from './second-factor';
import { DEMO, DEMO_PASSWORD, seedDemoAccounts } from './seed';

let stack: Stack;
let browser: Browser;

const HOUR = 3_600_000;
const BELGRADE = 'Europe/Belgrade';
const CLIENT_ZONE = 'America/Chicago';
/** A fresh therapist: the demo one already has hours and sessions from the demo seed. */
const THERAPIST = { name: 'Vuk Stanković', email: `vuk.${Date.now()}@primer.rs` };

interface BookingJson {
  id: string;
  status: string;
  startsAt: string;
  endsAt: string;
  relationshipId: string;
}

beforeAll(async () => {
  stack = await startStack({ name: 'booking' });
  await seedDemoAccounts(stack);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

function field(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('textbox', { name, exact: typeof name === 'string' });
}

async function expectPage(page: Page, h1: string | RegExp): Promise<void> {
  await page.locator('h1', { hasText: h1 }).first().waitFor();
  const text = await heading(page);
  if (typeof h1 === 'string') expect(text).toBe(h1);
  else expect(text).toMatch(h1);
  await expectAccessible(page);
}

async function open(page: Page, path: string, h1: string | RegExp): Promise<void> {
  const res = await page.goto(path);
  expect(res?.status()).toBeLessThan(400);
  await expectPage(page, h1);
}

async function signIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/app/login');
  const form = page.locator('form', { has: field(page, 'Lozinka') });
  await field(form, 'E-adresa').fill(email);
  await field(form, 'Lozinka').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Prijavi se lozinkom' }).click();
  await passDemoSecondFactor(page, email);
  await waitForPath(page, '/app/dashboard');
  return page;
}

/** A JSON call with the browser's own cookies and CSRF header, as the screens make it. */
async function api<T = unknown>(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const csrf = (await context.cookies()).find((c) => c.name === 'oslonac_csrf')?.value ?? '';
  const res = await context.request.fetch(`${stack.bffUrl}${path}`, {
    method,
    headers: { 'x-csrf-token': csrf, origin: stack.bffUrl, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status(), body: (text ? JSON.parse(text) : undefined) as T };
}

/** 20261201T090000Z, as the feed writes DTSTART. */
function icsTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

async function waitUntil<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('booking, calendars and the ICS feed', () => {
  let therapist: BrowserContext;
  let client: BrowserContext;
  let admin: BrowserContext;
  let therapistPage: Page;
  let clientPage: Page;
  let slug = '';
  let therapistName = '';
  let booked: BookingJson;
  let relationshipId = '';

  /**
   * The client's hold and submit, then a bank transfer (IPS) the admin confirms on /admin/payments' API: billing's
   * payment event confirms the booking (nobody confirms a booking by hand).
   */
  async function bookAndConfirm(startsAt: string, kind = 'individual'): Promise<BookingJson> {
    const hold = await api<{ booking: BookingJson }>(client, 'POST', '/api/v1/bookings', {
      therapistSlug: slug,
      kind,
      startsAt,
    });
    expect(hold.status).toBe(201);
    expect(hold.body.booking.status).toBe('held');
    const submit = await api<{ booking: BookingJson }>(
      client,
      'POST',
      `/api/v1/bookings/${hold.body.booking.id}/submit`,
      {},
    );
    expect(submit.body.booking.status).toBe('awaiting_payment');
    const ips = await api<{ payment: { id: string }; order: { amountMinor: number } }>(
      client,
      'POST',
      `/api/v1/bookings/${hold.body.booking.id}/ips-payment`,
      {},
    );
    expect(ips.status).toBe(200);
    const bookedOn = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Belgrade' });
    const reconciled = await api(admin, 'POST', `/api/v1/admin/payments/${ips.body.payment.id}/reconcile`, {
      amountMinor: ips.body.order.amountMinor,
      bookedOn,
    });
    expect(reconciled.status).toBe(200);
    return waitUntil('the booking confirmed by its payment', async () => {
      const b = await api<{ booking: BookingJson }>(
        client,
        'GET',
        `/api/v1/bookings/${hold.body.booking.id}`,
      );
      return b.body.booking.status === 'confirmed' ? b.body.booking : null;
    });
  }

  async function freeSlot(fromMs: number, toMs: number): Promise<string> {
    const q = new URLSearchParams({
      kind: 'individual',
      from: new Date(fromMs).toISOString(),
      to: new Date(toMs).toISOString(),
    });
    const res = await api<{ slots: { startsAt: string }[] }>(
      client,
      'GET',
      `/api/v1/therapists/${slug}/slots?${q}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.slots.length).toBeGreaterThan(0);
    return res.body.slots[0]!.startsAt;
  }

  it('lets a newly approved therapist set their hours and policy in the editor', async () => {
    therapistPage = await newTherapist(browser, stack, THERAPIST.name, THERAPIST.email);
    therapist = therapistPage.context();
    admin = await newVisitor(browser, stack.bffUrl);
    await signIn(admin, DEMO.admin.email);

    // The profile itself is issue 3's journey; here it only has to exist and be approved.
    const taxonomy = await api<{ specialties: { slug: string }[]; approaches: { slug: string }[] }>(
      therapist,
      'GET',
      '/api/v1/therapists/taxonomy',
    );
    const saved = await api<{ profile: { id: string; slug: string; displayName: string } }>(
      therapist,
      'POST',
      '/api/v1/me/therapist/profile',
      {
        displayName: THERAPIST.name,
        title: 'psiholog i psihoterapeut',
        bio: 'Radim sa odraslima i parovima koji prolaze kroz teške periode, anksioznost i sukobe. Razgovaramo mirno i bez žurbe.',
        languages: ['sr'],
        specialties: [taxonomy.body.specialties[0]!.slug],
        approaches: [taxonomy.body.approaches[0]!.slug],
        education: [{ institution: 'Filozofski fakultet u Beogradu', degree: 'Master psiholog', year: 2012 }],
        certifications: [],
        yearsOfPractice: 11,
        city: 'Beograd',
        gender: 'male',
        worksWithCouples: true,
        sessionTypes: [
          {
            kind: 'individual',
            durationMinutes: 50,
            priceRsd: { amountMinor: 450_000, currency: 'RSD' },
            priceEur: null,
          },
          {
            kind: 'couples',
            durationMinutes: 80,
            priceRsd: { amountMinor: 650_000, currency: 'RSD' },
            priceEur: null,
          },
        ],
        timeZone: BELGRADE,
      },
    );
    expect(saved.status).toBe(200);
    slug = saved.body.profile.slug;
    therapistName = saved.body.profile.displayName;
    expect((await api(therapist, 'POST', '/api/v1/me/therapist/profile/submit', {})).status).toBe(200);
    const approved = await api(admin, 'POST', `/api/v1/admin/therapists/${saved.body.profile.id}/approve`, {
      degreeChecked: true,
      licenceNumber: 'DPS-2012-0417',
      association: 'Društvo psihologa Srbije',
      supervisionChecked: true,
      note: '',
    });
    expect(approved.status).toBe(200);
    // Booking learns of the approved profile from therapists' event; until hours are saved it has no times.
    await waitUntil('booking to know the therapist', async () => {
      const res = await api(therapist, 'GET', `/api/v1/therapists/${slug}/slots?kind=individual`);
      return res.status === 200 ? true : null;
    });

    await open(therapistPage, '/app/calendar', 'Kalendar');
    await therapistPage.getByText('Još niste uneli radno vreme').waitFor();
    await therapistPage.getByRole('link', { name: 'Podesite radno vreme' }).click();
    await waitForPath(therapistPage, '/app/settings/calendar');
    await expectPage(therapistPage, 'Radno vreme i pravila');

    // A mistake first: it is named at its field and in the summary, and nothing is saved.
    await therapistPage.getByRole('button', { name: 'Dodaj vreme: Ponedeljak' }).click();
    await therapistPage.locator('#av-w1-0-start').fill('25:00');
    await therapistPage.locator('#av-w1-0-end').fill('24:00');
    await therapistPage.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
    await therapistPage
      .getByRole('alert')
      .getByRole('link', { name: 'Upišite vreme u obliku 09:00.' })
      .waitFor();
    expect(await therapistPage.locator('#av-w1-0-start').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(therapistPage);

    // Open around the clock, so the journey finds times whenever it runs.
    await therapistPage.locator('#av-w1-0-start').fill('00:00');
    for (const day of ['Utorak', 'Sreda', 'Četvrtak', 'Petak', 'Subota', 'Nedelja']) {
      await therapistPage.getByRole('button', { name: `Dodaj vreme: ${day}` }).click();
      await therapistPage.keyboard.type('00:00');
      await therapistPage.keyboard.press('Tab');
      await therapistPage.keyboard.type('24:00');
    }
    await field(therapistPage, /^Najkraća najava/).fill('1');
    await therapistPage.getByRole('combobox', { name: 'Termini počinju na svakih' }).selectOption('60');
    await field(therapistPage, /^Besplatno otkazivanje do/).fill('24');
    await field(therapistPage, /^Pomeranje do/).fill('24');
    await therapistPage.getByLabel('Kasnije otkazivanje nije moguće').check();
    const preview = therapistPage.getByRole('region', { name: 'Ovako klijenti vide vaša pravila' });
    await preview.getByText('Termin možete besplatno otkazati najkasnije 24 sata pre početka.').waitFor();
    await therapistPage.getByRole('button', { name: 'Sačuvaj', exact: true }).click();
    await therapistPage.getByText('Sačuvano.', { exact: false }).waitFor();
    // After saving, the sentences are the service's own.
    await preview.getByText('Ovo klijenti vide pre nego što zakažu:').waitFor();
    await preview.getByText('Kasnije otkazivanje nije moguće.').waitFor();
    await expectAccessible(therapistPage);
  });

  it('books from the profile; after the admin confirms, the client sees it on their own clock', async () => {
    client = await browser.newContext({
      baseURL: stack.bffUrl,
      locale: 'sr-Latn-RS',
      timezoneId: CLIENT_ZONE,
    });
    clientPage = await signIn(client, DEMO.client.email);

    await open(clientPage, `/terapeuti/${slug}`, therapistName);
    await clientPage.getByRole('link', { name: 'Zakaži seansu' }).click();
    // The booking page learns the browser's zone once (a cookie) and renders again in it; from then on the
    // server renders in it.
    await reloadedInZone(clientPage, CLIENT_ZONE);
    await open(clientPage, `/terapeuti/${slug}/book?vrsta=individual`, `Zakazivanje: ${therapistName}`);
    await clientPage.getByText('Vremena su po vašoj vremenskoj zoni (Čikago)', { exact: false }).waitFor();
    // Three days ahead: outside the 24-hour windows, so the client may still cancel or move it. The page's own
    // day and time pickers belong to the booking page's journey; here the chosen time goes in its address.
    const startsAt = await freeSlot(Date.now() + 72 * HOUR, Date.now() + 96 * HOUR);
    const chosen = new URLSearchParams({ vrsta: 'individual', termin: startsAt, zona: CLIENT_ZONE });
    await open(clientPage, `/terapeuti/${slug}/book?${chosen}`, `Zakazivanje: ${therapistName}`);
    await clientPage.getByRole('button', { name: 'Rezerviši termin' }).click();
    await clientPage.getByText('Termin je sačuvan za vas').first().waitFor();
    const bookingId = new URL(clientPage.url()).searchParams.get('rezervacija');
    expect(bookingId).toMatch(/^[0-9a-f-]{36}$/);
    await clientPage.getByRole('button', { name: 'Pošalji rezervaciju' }).click();
    await clientPage.getByText('Rezervacija je poslata. Seansa čeka uplatu.').first().waitFor();

    await open(clientPage, '/app/calendar', 'Kalendar');
    const upcoming = clientPage.getByRole('region', { name: 'Predstojeći razgovori' });
    await upcoming.getByText('Čeka uplatu', { exact: true }).waitFor();
    await upcoming.getByText(/uplatu potvrđuje naš tim ručno/).waitFor();
    await expectAccessible(clientPage);

    // Staff see the session waiting, follow it to its payments and confirm the bank transfer there.
    const adminPage = await admin.newPage();
    await open(adminPage, '/admin/sessions', 'Seanse koje čekaju uplatu');
    await adminPage
      .getByRole('link', {
        name: `Uplate za ovu seansu (${DEMO.client.name} kod terapeuta ${therapistName})`,
      })
      .waitFor();
    await payByBankTransfer(client, adminPage, stack.bffUrl, bookingId ?? '');
    await adminPage.close();
    booked = await waitUntil('the booking confirmed by its payment', async () => {
      const b = await api<{ booking: BookingJson }>(client, 'GET', `/api/v1/bookings/${bookingId}`);
      return b.body.booking.status === 'confirmed' ? b.body.booking : null;
    });
    expect(booked).toMatchObject({ status: 'confirmed', startsAt });

    await open(clientPage, '/app/calendar', 'Kalendar');
    const session = clientPage.locator(`#booking-${booked.id}`);
    await session.getByText('Potvrđen').waitFor();
    await session.getByText(`Terapeut: ${therapistName}`, { exact: false }).waitFor();
    // Chicago first, Belgrade beside it.
    const belgrade = new Intl.DateTimeFormat('sr-Latn-RS', {
      timeZone: BELGRADE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(booked.startsAt));
    // The date is named too when it is already another day in Belgrade.
    await session.getByText(new RegExp(`\\(Beograd [^)]*${belgrade}\\)`)).waitFor();
  });

  it('shows the session in the therapist’s week, and pages weeks without JavaScript', async () => {
    const monday = weekOf(booked.startsAt, BELGRADE);
    await open(therapistPage, `/app/calendar?week=${monday}`, 'Kalendar');
    const item = therapistPage.locator(`#booking-${booked.id}`);
    await item.getByText(`${DEMO.client.name} · Individualna seansa`).waitFor();
    await item.getByText('Potvrđen').waitFor();
    await item.getByRole('button', { name: new RegExp(`^Otkaži razgovor: ${DEMO.client.name}`) }).waitFor();
    await expectAccessible(therapistPage);

    const plain = await browser.newContext({ baseURL: stack.bffUrl, javaScriptEnabled: false });
    await plain.addCookies(await therapist.cookies());
    const page = await plain.newPage();
    await page.goto(`/app/calendar?week=${monday}`);
    await page.getByRole('link', { name: 'Sledeća nedelja' }).click();
    await page.waitForURL((url) => url.searchParams.get('week') !== monday);
    await page.getByRole('link', { name: 'Prethodna nedelja' }).click();
    await page.waitForURL((url) => url.searchParams.get('week') === monday);
    await page.locator(`#booking-${booked.id}`).waitFor();
    await plain.close();
  });

  it('lets the client move the session within the policy; the feed on the page carries the new time', async () => {
    await open(clientPage, '/app/calendar', 'Kalendar');
    const session = clientPage.locator(`#booking-${booked.id}`);
    await session.getByRole('button', { name: /^Pomeri termin/ }).click();
    const step = session.getByRole('group', { name: 'Izaberite novi termin' });
    await step.getByRole('radio').first().waitFor();
    await expectAccessible(clientPage);
    // Late in the client's evening the first day offered may hold a single time; the next day is whole.
    const day = step.getByRole('combobox', { name: 'Dan' });
    const nextDay = (await day.locator('option').nth(1).getAttribute('value'))!;
    await day.selectOption(nextDay);
    const radio = step.getByRole('radio').nth(1);
    const newStart = (await radio.getAttribute('value'))!;
    await radio.check();
    await step.getByRole('button', { name: 'Pomeri na izabrani termin' }).click();
    await clientPage.getByText('Razgovor je pomeren na', { exact: false }).waitFor();
    booked = { ...booked, startsAt: newStart };

    // The address is made on request and shown once (booking keeps only its hash).
    await clientPage.getByRole('button', { name: 'Napravi link kalendara' }).click();
    await clientPage.getByText('Sačuvajte ovaj link sada', { exact: false }).waitFor();
    const url = await clientPage.getByRole('textbox', { name: 'Privatni link kalendara' }).inputValue();
    expect(url).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    // A calendar app has no cookie: the address alone must do.
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const ics = await res.text();
    const event = ics.split('BEGIN:VEVENT').find((e) => e.includes(`UID:${booked.id}@`));
    expect(event).toContain(`DTSTART:${icsTime(newStart)}`);

    // A new link revokes the old one.
    await clientPage.getByRole('button', { name: 'Napravi novi link' }).click();
    await clientPage.getByRole('button', { name: 'Da, napravi novi link' }).click();
    await clientPage.getByText('Napravili smo novi link.', { exact: false }).waitFor();
    const fresh = await clientPage.getByRole('textbox', { name: 'Privatni link kalendara' }).inputValue();
    expect(fresh).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(fresh)).status).toBe(200);

    // The therapist's own feed has it too.
    const therapistFeed = await api<{ url: string }>(
      therapist,
      'POST',
      '/api/v1/me/calendar-feed/rotate',
      {},
    );
    expect(await (await fetch(therapistFeed.body.url)).text()).toContain(`DTSTART:${icsTime(newStart)}`);
  });

  it('keeps the policy: inside the window only the therapist can cancel', async () => {
    const soon = await bookAndConfirm(await freeSlot(Date.now() + 2 * HOUR, Date.now() + 20 * HOUR));

    await open(clientPage, '/app/calendar', 'Kalendar');
    const inside = clientPage.locator(`#booking-${soon.id}`);
    await inside
      .getByText('Ovaj razgovor više nije moguće otkazati ni pomeriti — obratite se terapeutu.')
      .waitFor();
    expect(await inside.getByRole('button').count()).toBe(0);
    const refused = await api<{ code: string; title: string }>(
      client,
      'POST',
      `/api/v1/bookings/${soon.id}/cancel`,
      {},
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('booking.too_late_to_cancel');
    expect(refused.body.title).toMatch(/javite se terapeutu/);

    await open(therapistPage, `/app/calendar?week=${weekOf(soon.startsAt, BELGRADE)}`, 'Kalendar');
    const target = therapistPage.locator(`#booking-${soon.id}`);
    await target.getByText('Potvrđen').waitFor();
    await target.getByRole('button', { name: /^Otkaži razgovor/ }).click();
    const step = target.getByRole('group', { name: 'Otkazivanje razgovora' });
    await step.getByText('klijent dobija ceo iznos nazad', { exact: false }).waitFor();
    await expectAccessible(therapistPage);
    await step.getByRole('button', { name: 'Da, otkaži razgovor' }).click();
    // The session leaves the week once the page refreshes; the confirmation stays, above the week.
    await target.waitFor({ state: 'detached' });
    await therapistPage.getByRole('status').getByText('Razgovor je otkazan.').waitFor();
    const after = await api<{ booking: BookingJson & { cancelledBy: string } }>(
      client,
      'GET',
      `/api/v1/bookings/${soon.id}`,
    );
    expect(after.body.booking).toMatchObject({ status: 'cancelled', cancelledBy: 'therapist' });
  });

  it('lets the client invite a partner, who joins with their own account', async () => {
    // The demo client also sees the demo therapist (the demo seed's sessions); this journey's therapist is new.
    const ties = await api<{ relationships: { id: string; therapistSlug: string }[] }>(
      client,
      'GET',
      '/api/v1/relationships',
    );
    const ours = ties.body.relationships.filter((r) => r.therapistSlug === slug);
    expect(ours).toHaveLength(1);
    relationshipId = ours[0]!.id;

    await open(clientPage, '/app/calendar', 'Kalendar');
    await clientPage
      .getByRole('button', { name: `Pozovi partnera u terapiju kod: ${therapistName}` })
      .click();
    await clientPage.getByText('Poziv je napravljen.').waitFor();
    await clientPage.getByText('Važi 72 sata', { exact: false }).waitFor();
    const link = await clientPage.getByRole('textbox', { name: 'Link za partnera' }).inputValue();
    expect(link).toContain(`/partner-invitation/${relationshipId}#token=`);
    await expectAccessible(clientPage);

    const partner = await newVisitor(browser, stack.bffUrl);
    const page = await partner.newPage();
    await open(page, link, 'Poziv za terapiju u paru');
    await page.getByText(`${DEMO.client.name} vas poziva`, { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Otvorite nalog' }).click();
    await expectPage(page, 'Otvorite nalog');
    const email = `partner.${Date.now()}@primer.rs`;
    const since = new Date(Date.now() - 1000);
    await field(page, 'Ime').fill('Marko Jovanović');
    await field(page, 'E-adresa').fill(email);
    await page.getByRole('button', { name: 'Otvori nalog' }).click();
    await waitForPath(page, '/verify-request');
    await page.goto(await latestLink(stack.identityHttpUrl, email, since));
    await page.getByRole('button', { name: 'Potvrdite prijavu' }).click();

    // Back on the invitation, now signed in. The mail's link leads to the site's public address (127.0.0.1 in
    // this stack), another origin than the one the invitation was opened on, so like another device this
    // browser does not hold the token (it never travels in a URL): the invitation link is opened once more.
    await page.waitForURL((url) => url.pathname === `/partner-invitation/${relationshipId}`);
    const sameOrigin = new URL(`${new URL(link).pathname}${new URL(link).hash}`, page.url()).href;
    if (new URL(page.url()).origin !== new URL(link).origin) {
      await expectPage(page, 'Otvorite link iz poziva još jednom');
      // Same page, new fragment: the page picks the token up without loading again.
      await page.goto(sameOrigin);
    }
    await expectPage(page, 'Poziv za terapiju u paru');
    await page.getByRole('button', { name: 'Prihvati poziv' }).click();
    await page.getByText('Pridružili ste se terapiji u paru.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Otvori kalendar' }).click();
    await waitForPath(page, '/app/calendar');
    await expectPage(page, 'Kalendar');
    await page.getByText(`Terapija u paru, sa: ${DEMO.client.name}`).waitFor();

    // The link was for one use: opening it again explains that calmly.
    await open(page, link, 'Poziv je već prihvaćen');
    await partner.close();

    await open(clientPage, '/app/calendar', 'Kalendar');
    await clientPage.getByText('Partner: Marko Jovanović').waitFor();
  });

  it('reads the same in Cyrillic', async () => {
    const cyrillic = { name: 'oslonac_locale', value: 'sr-Cyrl', url: stack.bffUrl };
    await client.addCookies([cyrillic]);
    await therapist.addCookies([cyrillic]);
    const page = await client.newPage();
    await open(page, '/app/calendar', 'Календар');
    await page.getByRole('heading', { name: 'Предстојећи разговори' }).waitFor();
    await page.getByRole('heading', { name: 'Додајте термине у Google или Apple календар' }).waitFor();
    await page.close();
    const hours = await therapist.newPage();
    await open(hours, '/app/settings/calendar', 'Радно време и правила');
    await hours.getByText('Термин можете бесплатно отказати најкасније 24 сата пре почетка.').waitFor();
    await open(hours, `/app/calendar?week=${weekOf(booked.startsAt, BELGRADE)}`, 'Календар');
    await hours.locator(`#booking-${booked.id}`).getByText('Потврђен').waitFor();
    await hours.close();
  });

  it('explains a link that names no invitation', async () => {
    const visitor = await newVisitor(browser, stack.bffUrl);
    const page = await visitor.newPage();
    await open(page, `/partner-invitation/${relationshipId}#token=${'x'.repeat(32)}`, 'Poziv nije pronađen');
    await open(page, '/partner-invitation/nije-id', 'Poziv nije pronađen');
    await visitor.close();
    await client.close();
    await therapist.close();
    await admin.close();
  });
});
