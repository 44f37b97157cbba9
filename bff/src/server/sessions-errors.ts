// What people read when sessions says no, per stable code, and the texts of the session routes' fields. Serbian
// Latin is written here; Cyrillic is derived (problem.ts). Calm, plain, and always says what to do next.
import type { Message } from './message';

export const SESSIONS_MESSAGES: Record<string, Message> = {
  'sessions.not_found': {
    sr: 'Ova sesija ne postoji ili vam nije dostupna.',
    en: 'This session does not exist or is not available to you.',
  },
  'sessions.not_open_yet': {
    sr: 'Soba za sesiju se otvara 10 minuta pre početka. Vratite se malo kasnije, ovde ćete moći da uđete.',
    en: 'The session room opens 10 minutes before the start. Come back a little later and you can join here.',
  },
  'sessions.closed': {
    sr: 'Vreme za ovu sesiju je prošlo i soba je zatvorena. Ako je nešto pošlo naopako, javite se terapeutu porukom.',
    en: 'The time for this session has passed and the room is closed. If something went wrong, message your therapist.',
  },
  'sessions.ended': {
    sr: 'Ova sesija je završena. Sledeću možete videti u kalendaru.',
    en: 'This session has ended. You can see the next one in your calendar.',
  },
  'sessions.cancelled': {
    sr: 'Ova sesija je otkazana, pa nema sobe u koju biste ušli. Detalje možete videti u kalendaru.',
    en: 'This session was cancelled, so there is no room to join. You can see the details in your calendar.',
  },
  'sessions.note_conflict': {
    sr: 'Beleška je u međuvremenu sačuvana na drugom mestu. Učitajte najnoviju verziju, pa dodajte svoje izmene.',
    en: 'The note was saved elsewhere in the meantime. Load the latest version, then add your changes.',
  },
  'sessions.invalid_argument': {
    sr: 'Zahtev nije ispravan. Učitajte stranicu ponovo i pokušajte još jednom.',
    en: 'The request is not valid. Reload the page and try again.',
  },
  'sessions.note_too_long': {
    sr: 'Beleška može imati najviše 20.000 znakova.',
    en: 'A note can have at most 20,000 characters.',
  },
};

/** This route group's texts for body fields whose names other routes use with other limits. */
export const SESSION_FIELD_MESSAGES: Record<string, Message> = {
  text: SESSIONS_MESSAGES['sessions.note_too_long']!,
  expectedVersion: {
    sr: 'Verzija beleške nije ispravna. Učitajte stranicu ponovo.',
    en: 'The note version is not valid. Reload the page.',
  },
};
