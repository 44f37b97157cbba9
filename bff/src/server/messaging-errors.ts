// What people read when messaging says no, per stable code, and the texts of the inbox routes' fields. Serbian
// Latin is written here; Cyrillic is derived (problem.ts). Calm, plain, and always says what to do next.
import type { Message } from './message';

export const MESSAGING_MESSAGES: Record<string, Message> = {
  'messaging.not_found': {
    sr: 'Ovaj razgovor ili poruka ne postoji, ili vam nije dostupna.',
    en: 'This conversation or message does not exist, or is not available to you.',
  },
  'messaging.conversation_closed': {
    sr: 'Ovaj razgovor je zatvoren jer je terapija završena. Poruke možete čitati, ali ne i slati nove.',
    en: 'This conversation is closed because the therapy has ended. You can read the messages but not send new ones.',
  },
  'messaging.attachment_too_large': {
    sr: 'Prilog može imati najviše 10 MB. Smanjite sliku ili pošaljite manji PDF.',
    en: 'An attachment can be at most 10 MB. Make the image smaller or send a smaller PDF.',
  },
  'messaging.attachment_type': {
    sr: 'Možete poslati sliku ili PDF dokument. Ova datoteka nije ni jedno ni drugo.',
    en: 'You can send an image (PNG, JPEG, WebP) or a PDF. This file is neither.',
  },
  'messaging.already_reported': {
    sr: 'Ovu poruku ste već prijavili. Tim podrške je pregleda.',
    en: 'You have already reported this message. The support team is looking at it.',
  },
  'messaging.own_message': {
    sr: 'Možete prijaviti samo poruku druge strane.',
    en: 'You can only report a message from the other side.',
  },
  'messaging.message_not_found': {
    sr: 'Ova poruka ne postoji ili vam nije dostupna.',
    en: 'This message does not exist or is not available to you.',
  },
  'messaging.attachment_not_found': {
    sr: 'Ovaj prilog ne postoji ili vam nije dostupan.',
    en: 'This attachment does not exist or is not available to you.',
  },
  'messaging.report_not_found': {
    sr: 'Ova prijava ne postoji ili je uklonjena.',
    en: 'This report does not exist or was removed.',
  },
  'messaging.text_too_long': {
    sr: 'Poruka može imati najviše 5.000 znakova. Ostatak pošaljite u sledećoj.',
    en: 'A message can have at most 5,000 characters. Send the rest in another one.',
  },
  'messaging.too_many_attachments': {
    sr: 'Uz jednu poruku može ići najviše 5 priloga.',
    en: 'One message can carry at most 5 attachments.',
  },
  'messaging.attachment_unavailable': {
    sr: 'Prilog nije otpremljen u ovaj razgovor ili je već poslat. Dodajte ga ponovo.',
    en: 'The attachment was not uploaded to this conversation or was already sent. Add it again.',
  },
  'messaging.attachment_empty': {
    sr: 'Datoteka je prazna. Izaberite drugu.',
    en: 'The file is empty. Choose another one.',
  },
  'messaging.too_many_pending_attachments': {
    sr: 'Otpremili ste više priloga koje još niste poslali. Pošaljite ih ili pokušajte sutra.',
    en: 'You have uploaded several attachments you have not sent yet. Send them or try again tomorrow.',
  },
  'messaging.invalid_promise': {
    sr: 'Proverite sate i dane kada odgovarate.',
    en: 'Check the hours and days when you answer.',
  },
  'messaging.not_therapist': {
    sr: 'Ovo podešavanje imaju samo terapeuti.',
    en: 'Only therapists have this setting.',
  },
  'messaging.already_resolved': {
    sr: 'Ova prijava je već zatvorena.',
    en: 'This report is already closed.',
  },
  'messaging.invalid_reason': {
    sr: 'Napišite razlog prijave, od 10 do 1.000 znakova.',
    en: 'Write why you are reporting it, 10 to 1,000 characters.',
  },
  'messaging.invalid_note': {
    sr: 'Upišite belešku o ishodu, do 1.000 znakova.',
    en: 'Write a note on the outcome, up to 1,000 characters.',
  },
  'messaging.empty_message': {
    sr: 'Napišite poruku ili dodajte prilog.',
    en: 'Write a message or add an attachment.',
  },
};

const text: Message = {
  sr: 'Napišite poruku (do 5.000 znakova) ili dodajte prilog.',
  en: 'Write a message (up to 5,000 characters) or add an attachment.',
};

/** This route group's texts for body fields whose names other routes use with other limits. */
export const INBOX_FIELD_MESSAGES: Record<string, Message> = {
  text,
  reason: {
    sr: 'Napišite razlog prijave, od 10 do 1.000 znakova.',
    en: 'Write why you are reporting it, 10 to 1,000 characters.',
  },
  note: {
    sr: 'Upišite belešku o ishodu, do 1.000 znakova.',
    en: 'Write a note on the outcome, up to 1,000 characters.',
  },
  file: {
    sr: 'Izaberite sliku ili PDF dokument, do 10 MB.',
    en: 'Choose an image (PNG, JPEG, WebP) or a PDF, up to 10 MB.',
  },
  answerWithinHours: {
    sr: 'Upišite za koliko sati odgovarate, od 1 do 168.',
    en: 'Enter within how many hours you answer, from 1 to 168.',
  },
  days: { sr: 'Izaberite bar jedan dan.', en: 'Choose at least one day.' },
  startMinute: { sr: 'Izaberite kada počinjete.', en: 'Choose when you start.' },
  endMinute: {
    sr: 'Kraj mora biti posle početka.',
    en: 'The end must be after the start.',
  },
};
