import { DomainError } from '@oslonac/kit';

// Every error the admin service answers with, by stable code. The BFF shows its own localised text per code
// (bff/src/server/support-errors.ts); these messages are for logs and API consumers.
export const errors = {
  invalidArgument: (field: string, message: string) =>
    new DomainError('invalid_argument', 'admin.invalid_argument', message, { field }),
  invalidName: () =>
    new DomainError('invalid_argument', 'admin.invalid_name', 'Upišite ime, do 120 znakova.', {
      field: 'name',
    }),
  invalidEmail: () =>
    new DomainError('invalid_argument', 'admin.invalid_email', 'Adresa e-pošte nije ispravna.', {
      field: 'email',
    }),
  invalidTopic: () =>
    new DomainError('invalid_argument', 'admin.invalid_topic', 'Izaberite temu poruke.', { field: 'topic' }),
  messageTooShort: (min: number) =>
    new DomainError(
      'invalid_argument',
      'admin.message_too_short',
      `Poruka treba da ima bar ${min} znakova.`,
      { field: 'message', min: String(min) },
    ),
  messageTooLong: (max: number) =>
    new DomainError(
      'invalid_argument',
      'admin.message_too_long',
      `Poruka može imati najviše ${max} znakova.`,
      { field: 'message', max: String(max) },
    ),
  noteTooLong: (max: number) =>
    new DomainError('invalid_argument', 'admin.note_too_long', `Beleška može imati najviše ${max} znakova.`, {
      field: 'internalNote',
      max: String(max),
    }),
  invalidStatus: () =>
    new DomainError('invalid_argument', 'admin.invalid_status', 'Izaberite jedno od ponuđenih stanja.', {
      field: 'status',
    }),
  notFound: () => new DomainError('not_found', 'admin.not_found', 'Prijava nije pronađena.'),
  rateLimited: (minutes: number, retryAfterSeconds: number) =>
    new DomainError(
      'rate_limited',
      'admin.rate_limited',
      `Sa ove adrese je u poslednjem satu stiglo više poruka. Pokušajte ponovo za ${minutes} min.`,
      { retryAfterSeconds: String(retryAfterSeconds) },
    ),
};
