// What people read when billing says no, per stable code (services/billing's domain errors), and the HTTP status
// where the gRPC status alone would say it less well. Serbian Latin is written here; Cyrillic is derived
// (problem.ts). Calm, plain, and always says what to do next.
import type { Message } from './message';

export const BILLING_MESSAGES: Record<string, Message> = {
  'billing.booking_not_payable': {
    sr: 'Ova seansa sada ne čeka uplatu, pa plaćanje nije moguće. Osvežite stranicu da vidite u kom je stanju.',
    en: 'This session is not waiting for payment now, so it cannot be paid. Refresh the page to see where it stands.',
  },
  'billing.not_your_booking': {
    sr: 'Ova rezervacija ne postoji ili pripada drugom nalogu.',
    en: 'This booking does not exist or belongs to another account.',
  },
  'billing.provider_unavailable': {
    sr: 'Plaćanje karticom trenutno nije dostupno. Pokušajte ponovo za nekoliko minuta.',
    en: 'Card payment is not available right now. Please try again in a few minutes.',
  },
  'billing.booking_unavailable': {
    sr: 'Podaci o terminu trenutno nisu dostupni, pa plaćanje ne može da počne. Pokušajte ponovo za nekoliko minuta.',
    en: 'The session’s details are not available right now, so payment cannot start. Please try again in a few minutes.',
  },
  'billing.not_found': {
    sr: 'Nismo pronašli ovaj termin. Proverite svoj kalendar.',
    en: 'We could not find this session. Please check your calendar.',
  },
  'billing.forbidden': {
    sr: 'Nemate pristup ovom plaćanju.',
    en: 'You do not have access to this payment.',
  },
  'billing.bad_return_url': {
    sr: 'Plaćanje karticom trenutno nije dostupno. Pokušajte ponovo za nekoliko minuta.',
    en: 'Card payment is not available right now. Please try again in a few minutes.',
  },
  'billing.invalid_argument': {
    sr: 'Proverite unete podatke.',
    en: 'Please check what you entered.',
  },
  'billing.payment_not_found': {
    sr: 'Za ovu seansu plaćanje još nije započeto.',
    en: 'No payment has been started for this session yet.',
  },
  'billing.invoice_not_found': {
    sr: 'Ovaj račun ne postoji ili pripada drugom nalogu. Vaši računi su u podešavanjima, pod „Računi”.',
    en: 'This invoice does not exist or belongs to another account. Your invoices are in settings, under “Invoices”.',
  },
};

/**
 * HTTP statuses that say more than the gRPC status would: the card provider being away is a 503 with its own
 * sentence (not the generic "service unavailable"), whatever gRPC status billing chose for it.
 */
export const BILLING_STATUS: Record<string, number> = {
  'billing.provider_unavailable': 503,
  'billing.booking_unavailable': 503,
  // The BFF's PUBLIC_URL and billing's disagree: a setup fault the person cannot fix, not bad input.
  'billing.bad_return_url': 503,
  'billing.booking_not_payable': 409,
  'billing.not_your_booking': 404,
};
