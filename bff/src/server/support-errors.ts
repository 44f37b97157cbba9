// What people read when the admin service (support tickets) says no, per stable code
// (services/admin/src/domain/errors.ts), and the texts of the support routes' fields. Serbian Latin is written
// here; Cyrillic is derived (problem.ts). Calm, plain, and always says what to do next.
import type { Message } from './message';

export const SUPPORT_MESSAGES: Record<string, Message> = {
  'admin.invalid_name': {
    sr: 'Upišite ime kojim da vam se obratimo, do 120 znakova.',
    en: 'Enter the name we should use, up to 120 characters.',
  },
  'admin.invalid_email': {
    sr: 'Unesite ispravnu e-adresu, da bismo mogli da vam odgovorimo.',
    en: 'Enter a valid e-mail address so we can reply.',
  },
  'admin.invalid_topic': {
    sr: 'Izaberite temu poruke.',
    en: 'Choose what your message is about.',
  },
  'admin.message_too_short': {
    sr: 'Poruka treba da ima bar 10 znakova, da bismo razumeli kako da pomognemo.',
    en: 'The message needs at least 10 characters so we understand how to help.',
  },
  'admin.message_too_long': {
    sr: 'Poruka može imati najviše 5.000 znakova. Skratite je, a ostalo nam pošaljite u sledećoj.',
    en: 'The message can have at most 5,000 characters. Shorten it and send the rest in another one.',
  },
  'admin.note_too_long': {
    sr: 'Beleška može imati najviše 2.000 znakova.',
    en: 'The note can have at most 2,000 characters.',
  },
  'admin.invalid_status': {
    sr: 'Izaberite jedno od ponuđenih stanja.',
    en: 'Choose one of the offered states.',
  },
  'admin.invalid_argument': {
    sr: 'Proverite unete podatke.',
    en: 'Please check what you entered.',
  },
  'admin.not_found': {
    sr: 'Ova prijava ne postoji ili je obrisana.',
    en: 'This ticket does not exist or was deleted.',
  },
  'admin.rate_limited': {
    sr: 'Sa ove e-adrese smo u poslednjem satu već primili nekoliko poruka. Odgovorićemo na njih; novu možete poslati malo kasnije.',
    en: 'We have already received several messages from this address in the last hour. We will answer them; you can send a new one a little later.',
  },
  'crypto.key_erased': {
    sr: 'Ovi podaci su trajno obrisani.',
    en: 'This data has been permanently erased.',
  },
};

/** Field texts no other route uses under these names (so they can sit in the shared FIELD_MESSAGES). */
export const SUPPORT_FIELD_MESSAGES: Record<string, Message> = {
  name: SUPPORT_MESSAGES['admin.invalid_name']!,
  topic: SUPPORT_MESSAGES['admin.invalid_topic']!,
  internalNote: SUPPORT_MESSAGES['admin.note_too_long']!,
  website: { sr: 'Ovo polje ostavite prazno.', en: 'Leave this field empty.' },
};

/** The contact form's own text for `message` (FIELD_MESSAGES.message describes the "connect me" request). */
export const SUPPORT_ROUTE_FIELD_MESSAGES: Record<string, Message> = {
  message: {
    sr: 'Poruka treba da ima od 10 do 5.000 znakova.',
    en: 'The message needs 10 to 5,000 characters.',
  },
};
