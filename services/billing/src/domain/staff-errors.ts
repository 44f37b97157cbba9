import { DomainError } from '@oslonac/kit';
import { formatMoney } from '@oslonac/lang';

// What billing answers staff when a payment, a statement or a refund cannot be taken as asked. Nothing is written
// when one of these is thrown (each is raised before, or rolls back, the transaction of the change).

const money = (minor: bigint, currency: string) =>
  formatMoney(Number(minor), currency === 'EUR' ? 'EUR' : 'RSD', 'sr-Latn');

export const staffErrors = {
  badStatement: (message: string) =>
    new DomainError('invalid_argument', 'billing.bad_statement', message, { field: 'csv' }),
  paymentNotFound: () => new DomainError('not_found', 'billing.unknown_payment', 'Uplata nije pronađena.'),
  notIps: () =>
    new DomainError(
      'failed_precondition',
      'billing.not_ips',
      'Ručno se potvrđuju samo uplate na račun (IPS). Plaćanje karticom potvrđuje samo Stripe.',
    ),
  alreadyPaid: () =>
    new DomainError(
      'failed_precondition',
      'billing.already_paid',
      'Ova uplata je već evidentirana kao plaćena. Ništa nije promenjeno.',
    ),
  amountMismatch: (expected: bigint, currency: string) =>
    new DomainError(
      'failed_precondition',
      'billing.amount_mismatch',
      `Iznos se ne poklapa: za ovu uplatu očekuje se ${money(expected, currency)}. Ništa nije promenjeno.`,
    ),
  bookedInFuture: () =>
    new DomainError(
      'invalid_argument',
      'billing.booked_in_future',
      'Datum knjiženja ne može biti u budućnosti.',
      {
        field: 'bookedOn',
      },
    ),
  ownPayment: () =>
    new DomainError(
      'permission_denied',
      'billing.own_payment',
      'Ne možete menjati sopstvenu uplatu (kao klijent ili terapeut). To radi drugi član tima.',
    ),
  notRefundable: () =>
    new DomainError(
      'failed_precondition',
      'billing.not_refundable',
      'Novac se može vratiti samo za uplatu koja je plaćena.',
    ),
  refundTooMuch: (left: bigint, currency: string) =>
    new DomainError(
      'failed_precondition',
      'billing.refund_too_much',
      left > 0n
        ? `Može se vratiti najviše ${money(left, currency)} (ostatak posle ranijih povraćaja).`
        : 'Za ovu uplatu više nema šta da se vrati.',
    ),
  refundNotFound: () => new DomainError('not_found', 'billing.refund_not_found', 'Povraćaj nije pronađen.'),
  notBankRefund: () =>
    new DomainError(
      'failed_precondition',
      'billing.not_bank_refund',
      'Ovaj povraćaj ide preko Stripe-a, ne uplatom na račun.',
    ),
  refundNotOpen: () =>
    new DomainError('failed_precondition', 'billing.refund_not_open', 'Ovaj povraćaj je već završen.'),
};
