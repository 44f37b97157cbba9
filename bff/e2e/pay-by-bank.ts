// A booking paid the way staff see a bank transfer arrive: the client asks for the IPS payment order (as the payment
// step's "Uplata preko banke" does), and the admin confirms the transfer by hand on /admin/payments. Billing's
// payment event then confirms the booking in booking (asynchronously: callers wait for it).
import { expect } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { expectAccessible } from './browser';

export async function payByBankTransfer(
  client: BrowserContext,
  adminPage: Page,
  bffUrl: string,
  bookingId: string,
): Promise<void> {
  const csrf = (await client.cookies()).find((c) => c.name === 'oslonac_csrf')?.value ?? '';
  const res = await client.request.fetch(`${bffUrl}/api/v1/bookings/${bookingId}/ips-payment`, {
    method: 'POST',
    headers: { 'x-csrf-token': csrf, origin: bffUrl, 'content-type': 'application/json' },
    data: '{}',
  });
  expect(res.status()).toBe(200);
  const { order } = (await res.json()) as { order: { amountMinor: number } };

  await adminPage.goto(`/admin/payments?q=${bookingId}`);
  const row = adminPage.locator('tr[data-payment]');
  await row.getByText('Čeka uplatu').waitFor();
  await row.locator('summary', { hasText: 'Potvrdi uplatu ručno' }).click();
  await row.getByLabel('Iznos sa izvoda (RSD)').fill(String(order.amountMinor / 100));
  await row
    .getByLabel('Datum knjiženja')
    .fill(new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Belgrade' }));
  await row.getByRole('button', { name: 'Potvrdi uplatu' }).click();
  await adminPage.getByText('Uplata je potvrđena; termin se potvrđuje klijentu.').waitFor();
  await expectAccessible(adminPage);
}
