import { DomainError } from '@oslonac/kit';
import type { EntryRefusal } from './entry';

// Every error the sessions service answers with, by stable code. The BFF shows its own localised text per code;
// these messages are for logs and API consumers.

const refusals: Record<EntryRefusal, string> = {
  not_open_yet: 'Soba se otvara 10 minuta pre početka seanse.',
  closed: 'Vreme za ovu seansu je prošlo.',
  ended: 'Seansa je završena.',
  cancelled: 'Seansa je otkazana.',
};

export const errors = {
  invalidArgument: (field: string, message: string) =>
    new DomainError('invalid_argument', 'sessions.invalid_argument', message, { field }),
  // One answer for "no such session" and "not yours" (staff included): a stranger learns nothing about what exists.
  notFound: () => new DomainError('not_found', 'sessions.not_found', 'Seansa nije pronađena.'),
  cannotEnter: (why: EntryRefusal) =>
    new DomainError('failed_precondition', `sessions.${why}`, refusals[why]),
  noteTooLong: (max: number) =>
    new DomainError(
      'invalid_argument',
      'sessions.note_too_long',
      `Beleška može imati najviše ${max} znakova.`,
      {
        field: 'text',
        max: String(max),
      },
    ),
  noteConflict: () =>
    new DomainError(
      'conflict',
      'sessions.note_conflict',
      'Beleška je u međuvremenu izmenjena. Osvežite je pa sačuvajte ponovo.',
    ),
};
