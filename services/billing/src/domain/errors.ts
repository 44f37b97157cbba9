import { DomainError } from '@oslonac/kit';

// Every error the billing service answers with, by stable code. The BFF shows its own localised text per code;
// these messages are for logs and API consumers.
export const errors = {
  invalidArgument: (field: string, message: string) =>
    new DomainError('invalid_argument', 'billing.invalid_argument', message, { field }),
  forbidden: () => new DomainError('permission_denied', 'billing.forbidden', 'Nemate pristup ovom plaćanju.'),
  notFound: () => new DomainError('not_found', 'billing.not_found', 'Termin nije pronađen.'),
  notYourBooking: () =>
    new DomainError(
      'permission_denied',
      'billing.not_your_booking',
      'Ovaj termin nije zakazan sa vašeg naloga, pa ga ne možete platiti.',
    ),
  bookingNotPayable: (status: string) =>
    new DomainError(
      'failed_precondition',
      'billing.booking_not_payable',
      'Ovaj termin trenutno ne čeka uplatu.',
      { status },
    ),
  badReturnUrl: (field: string) =>
    new DomainError(
      'invalid_argument',
      'billing.bad_return_url',
      'Adresa za povratak sa plaćanja nije na našem sajtu.',
      { field },
    ),
  providerUnavailable: () =>
    new DomainError(
      'unavailable',
      'billing.provider_unavailable',
      'Plaćanje karticom trenutno nije dostupno. Pokušajte ponovo za nekoliko minuta.',
    ),
  bookingUnavailable: () =>
    new DomainError(
      'unavailable',
      'billing.booking_unavailable',
      'Podaci o terminu trenutno nisu dostupni. Pokušajte ponovo za nekoliko minuta.',
    ),
  invoiceNotFound: () => new DomainError('not_found', 'billing.invoice_not_found', 'Račun nije pronađen.'),
  ipsNotForCurrency: (currency: string) =>
    new DomainError(
      'failed_precondition',
      'billing.ips_rsd_only',
      'Uplata preko banke (IPS QR) moguća je samo u dinarima. Ovaj termin platite karticom.',
      { currency },
    ),
  // Saved cards: one that is not the caller's reads as missing, so card ids cannot be probed.
  cardNotFound: () =>
    new DomainError('not_found', 'billing.card_not_found', 'Ova kartica nije sačuvana na vašem nalogu.'),
};
