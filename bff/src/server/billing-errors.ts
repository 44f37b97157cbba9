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
  'billing.card_not_found': {
    sr: 'Ova kartica više nije sačuvana na vašem nalogu. Osvežite stranicu da vidite sačuvane kartice.',
    en: 'This card is no longer saved on your account. Refresh the page to see your saved cards.',
  },
  'billing.invoice_not_found': {
    sr: 'Ovaj račun ne postoji ili pripada drugom nalogu. Vaši računi su u podešavanjima, pod „Računi”.',
    en: 'This invoice does not exist or belongs to another account. Your invoices are in settings, under “Invoices”.',
  },
  'billing.ips_rsd_only': {
    sr: 'Uplata preko banke (IPS QR) moguća je samo u dinarima. Ovu seansu možete platiti karticom.',
    en: 'Bank transfer (IPS QR) is possible in dinars only. You can pay for this session by card.',
  },
  // Staff's payments (/admin/payments): what billing refused and what to do instead.
  'billing.bad_statement': {
    sr: 'Izvod nije učitan: fajl nije u očekivanom obliku. Ništa nije promenjeno.',
    en: 'The statement was not imported: the file is not in the expected shape. Nothing was changed.',
  },
  'billing.statement_too_large': {
    sr: 'Fajl je veći od 2 MB. Izvezite izvod za kraći period.',
    en: 'The file is larger than 2 MB. Export the statement for a shorter period.',
  },
  'billing.unknown_payment': {
    sr: 'Uplata nije pronađena. Osvežite spisak.',
    en: 'The payment was not found. Refresh the list.',
  },
  'billing.not_ips': {
    sr: 'Ručno se potvrđuju samo uplate na račun (IPS). Plaćanje karticom potvrđuje Stripe.',
    en: 'Only bank transfers (IPS) are confirmed by hand. Card payments are confirmed by Stripe.',
  },
  'billing.already_paid': {
    sr: 'Ova uplata je već evidentirana kao plaćena. Ništa nije promenjeno.',
    en: 'This payment is already recorded as paid. Nothing was changed.',
  },
  'billing.amount_mismatch': {
    sr: 'Iznos se ne poklapa sa iznosom uplate. Ništa nije promenjeno; proverite izvod.',
    en: 'The amount does not match the payment. Nothing was changed; check the statement.',
  },
  'billing.booked_in_future': {
    sr: 'Datum knjiženja ne može biti u budućnosti.',
    en: 'The booking date cannot be in the future.',
  },
  'billing.own_payment': {
    sr: 'Ne možete menjati uplatu u kojoj ste klijent ili terapeut. Neka to uradi neko drugi iz tima.',
    en: 'You cannot change a payment in which you are the client or the therapist. Ask someone else on the team.',
  },
  'billing.not_refundable': {
    sr: 'Novac se može vratiti samo za plaćenu uplatu.',
    en: 'Money can be given back only for a paid payment.',
  },
  'billing.refund_too_much': {
    sr: 'Iznos je veći od onoga što je ostalo od uplate.',
    en: 'The amount is more than what is left of the payment.',
  },
  'billing.refund_not_found': {
    sr: 'Povraćaj nije pronađen. Osvežite spisak.',
    en: 'The refund was not found. Refresh the list.',
  },
  'billing.not_bank_refund': {
    sr: 'Ovaj povraćaj ide preko Stripe-a, ne uplatom na račun.',
    en: 'This refund goes through Stripe, not by bank transfer.',
  },
  'billing.refund_not_open': {
    sr: 'Ovaj povraćaj je već završen. Osvežite spisak.',
    en: 'This refund is already completed. Refresh the list.',
  },
  // Therapist money (/app/settings/uplate-primanja, /admin/payments/isplate).
  'billing.bad_payout_country': {
    sr: 'Izaberite zemlju u kojoj je vaš račun.',
    en: 'Choose the country your account is in.',
  },
  'billing.bad_account_holder': {
    sr: 'Upišite ime vlasnika računa, kako ga banka vodi.',
    en: 'Enter the account holder’s name as the bank has it.',
  },
  'billing.account_missing': {
    sr: 'Upišite broj računa.',
    en: 'Enter the account number.',
  },
  'billing.bad_iban': {
    sr: 'IBAN nije ispravan. Prepišite ga još jednom sa izvoda ili iz aplikacije banke.',
    en: 'The IBAN is not valid. Copy it again from a statement or your banking app.',
  },
  'billing.iban_country': {
    sr: 'Ovaj IBAN pripada drugoj zemlji od one koju ste izabrali. Izaberite zemlju banke.',
    en: 'This IBAN belongs to another country than the one you chose. Choose the bank’s country.',
  },
  'billing.bad_serbian_account': {
    sr: 'Broj računa nije ispravan. Proverite svih 18 cifara: banka, broj računa i kontrolni broj.',
    en: 'The account number is not valid. Check all 18 digits: bank, account number and check digits.',
  },
  'billing.connect_refused': {
    sr: 'Stripe nije prihvatio ovaj račun. Proverite IBAN i ime vlasnika računa.',
    en: 'Stripe did not accept this account. Check the IBAN and the account holder’s name.',
  },
  'billing.connect_unavailable': {
    sr: 'Račun za isplatu trenutno ne možemo da sačuvamo. Pokušajte ponovo za nekoliko minuta.',
    en: 'We cannot save the payout account right now. Please try again in a few minutes.',
  },
  'billing.payout_not_found': {
    sr: 'Isplata nije pronađena. Osvežite stranicu.',
    en: 'The payout was not found. Refresh the page.',
  },
  'billing.payout_not_bank_transfer': {
    sr: 'Ova isplata ide preko Stripe-a i ne označava se ručno.',
    en: 'This payout goes through Stripe and is not marked by hand.',
  },
  'billing.own_payout': {
    sr: 'Svoju isplatu ne možete sami označiti kao plaćenu; to radi neko drugi iz tima.',
    en: 'You cannot mark your own payout as paid; someone else on the team does that.',
  },
  'billing.payout_already_paid': {
    sr: 'Ova isplata je već označena kao plaćena. Ništa nije promenjeno.',
    en: 'This payout is already marked as paid. Nothing was changed.',
  },
  'billing.bad_payout_reference': {
    sr: 'Upišite referencu naloga iz banke (od 3 do 64 znaka).',
    en: 'Enter the bank order’s reference (3 to 64 characters).',
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
  'billing.connect_unavailable': 503,
  'billing.booking_not_payable': 409,
  'billing.not_your_booking': 404,
  'billing.ips_rsd_only': 409,
};
