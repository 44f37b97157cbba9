import { DomainError } from '@oslonac/kit';

// Every error identity answers with, by stable code. The BFF shows its own localised text per code;
// these messages are for logs and API consumers.
export const errors = {
  emailTaken: () =>
    new DomainError('already_exists', 'identity.email_taken', 'Ova adresa e-pošte je već u upotrebi.', {
      field: 'email',
    }),
  // One code for unknown e-mail and wrong password, so the answer never tells which accounts exist.
  invalidCredentials: () =>
    new DomainError(
      'unauthenticated',
      'identity.invalid_credentials',
      'Pogrešna adresa e-pošte ili lozinka.',
    ),
  // Expired, used and unknown links look the same to the caller.
  linkInvalid: () =>
    new DomainError(
      'unauthenticated',
      'identity.link_invalid',
      'Link za prijavu je istekao ili je već iskorišćen.',
    ),
  sessionInvalid: () =>
    new DomainError('unauthenticated', 'identity.session_invalid', 'Sesija je istekla. Prijavite se ponovo.'),
  handoffInvalid: () =>
    new DomainError('unauthenticated', 'identity.handoff_invalid', 'Kod je istekao ili je već iskorišćen.'),
  notFound: (what: string) => new DomainError('not_found', 'identity.not_found', 'Nije pronađeno.', { what }),
  wrongPassword: () =>
    new DomainError('invalid_argument', 'identity.wrong_password', 'Trenutna lozinka nije tačna.', {
      field: 'currentPassword',
    }),
  invalidArgument: (field: string, message: string) =>
    new DomainError('invalid_argument', 'identity.invalid_argument', message, { field }),
};
