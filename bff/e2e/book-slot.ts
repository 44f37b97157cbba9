// A client books a session to pay for, the way the payment journeys start: from a therapist's profile to
// "awaiting payment", each page of ours checked with axe on the way.
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { BrowserApi } from './api';
import { expectAccessible, heading } from './browser';

const HOUR = 3_600_000;

/** Waits for the page's h1 and checks it (exactly, or against a pattern), then runs axe. */
export async function expectPage(page: Page, h1: string | RegExp): Promise<void> {
  await page.locator('h1', { hasText: h1 }).first().waitFor();
  const text = await heading(page);
  if (typeof h1 === 'string') expect(text).toBe(h1);
  else expect(text).toMatch(h1);
  await expectAccessible(page);
}

export interface BookableTherapist {
  slug: string;
  name: string;
}

/** A seeded therapist in Belgrade's zone whose individual session has a price in dinars. */
export async function payableTherapist(api: BrowserApi): Promise<BookableTherapist> {
  const board = await api<{ entries: { therapist: { slug: string; displayName: string } }[] }>(
    'GET',
    '/api/v1/free-slots',
  );
  for (const { therapist } of board.body.entries) {
    const options = await api<{
      therapist: { timeZone: string; sessionTypes: { kind: string; priceRsd: unknown }[] };
    }>('GET', `/api/v1/therapists/${therapist.slug}/booking-options`);
    const t = options.body.therapist;
    if (
      t.timeZone === 'Europe/Belgrade' &&
      t.sessionTypes.some((s) => s.kind === 'individual' && s.priceRsd)
    ) {
      return { slug: therapist.slug, name: therapist.displayName };
    }
  }
  throw new Error('no seeded therapist with a priced individual session on the board');
}

/**
 * From the profile to "awaiting payment": the first free individual time at least `hoursAhead` away (within two
 * weeks), held and sent. Returns the booking's id.
 */
export async function bookToAwaitingPayment(
  page: Page,
  api: BrowserApi,
  therapist: BookableTherapist,
  hoursAhead = 48,
): Promise<string> {
  const { slug, name } = therapist;
  await page.goto(`/terapeuti/${slug}`);
  await expectPage(page, name);
  await page.getByRole('link', { name: 'Zakaži seansu' }).click();
  await expectPage(page, `Zakazivanje: ${name}`);
  // The page's own day and time pickers belong to the booking page's journey; here the time goes in the address.
  const q = new URLSearchParams({
    kind: 'individual',
    from: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
    to: new Date(Date.now() + 14 * 24 * HOUR).toISOString(),
  });
  const slots = await api<{ slots: { startsAt: string }[] }>('GET', `/api/v1/therapists/${slug}/slots?${q}`);
  expect(slots.body.slots.length).toBeGreaterThan(0);
  const chosen = new URLSearchParams({ vrsta: 'individual', termin: slots.body.slots[0]!.startsAt });
  await page.goto(`/terapeuti/${slug}/book?${chosen}`);
  await expectPage(page, `Zakazivanje: ${name}`);
  await page.getByRole('button', { name: 'Rezerviši termin' }).click();
  await page.getByRole('heading', { name: 'Termin je sačuvan za vas' }).waitFor();
  const bookingId = new URL(page.url()).searchParams.get('rezervacija') ?? '';
  expect(bookingId).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Pošalji rezervaciju' }).click();
  await page.getByRole('heading', { name: 'Rezervacija je poslata. Seansa čeka uplatu.' }).waitFor();
  return bookingId;
}
