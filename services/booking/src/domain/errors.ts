import { DomainError } from '@oslonac/kit';

// Every error the booking service answers with, by stable code. The BFF shows its own localised text per code;
// these messages are for logs and API consumers.
export const errors = {
  notFound: (what: string) => new DomainError('not_found', 'booking.not_found', 'Nije pronađeno.', { what }),
  invalidArgument: (field: string, message: string) =>
    new DomainError('invalid_argument', 'booking.invalid_argument', message, { field }),
  invalidAvailability: (problems: { field: string; message: string }[]) =>
    new DomainError(
      'invalid_argument',
      'booking.invalid_availability',
      problems.map((p) => `${p.field}: ${p.message}`).join(' '),
      { fields: problems.map((p) => p.field).join(','), problems: JSON.stringify(problems) },
    ),
  forbidden: () => new DomainError('permission_denied', 'booking.forbidden', 'Nemate pristup ovom terminu.'),
  notBookable: () =>
    new DomainError(
      'failed_precondition',
      'booking.not_bookable',
      'Ovaj terapeut trenutno ne prima zakazivanja.',
    ),
  kindNotOffered: () =>
    new DomainError('invalid_argument', 'booking.kind_not_offered', 'Terapeut ne nudi ovu vrstu seanse.'),
  slotUnavailable: () =>
    new DomainError(
      'conflict',
      'booking.slot_unavailable',
      'Ovaj termin nije slobodan u rasporedu terapeuta.',
    ),
  slotTaken: () =>
    new DomainError('conflict', 'booking.slot_taken', 'Termin je upravo zauzet. Izaberite drugi.'),
  tooManyHolds: (max: number) =>
    new DomainError(
      'failed_precondition',
      'booking.too_many_holds',
      'Već držite nekoliko termina. Završite ili otkažite neki od njih.',
      { max: String(max) },
    ),
  expired: () =>
    new DomainError(
      'failed_precondition',
      'booking.expired',
      'Rezervacija termina je istekla. Izaberite termin ponovo.',
    ),
  invalidTransition: (from: string, action: string) =>
    new DomainError(
      'failed_precondition',
      'booking.invalid_transition',
      'Ova radnja nije moguća za ovaj termin.',
      {
        from,
        action,
      },
    ),
  tooLateToCancel: () =>
    new DomainError(
      'failed_precondition',
      'booking.too_late_to_cancel',
      'Termin više nije moguće otkazati. Obratite se terapeutu.',
    ),
  tooLateToReschedule: () =>
    new DomainError(
      'failed_precondition',
      'booking.too_late_to_reschedule',
      'Termin više nije moguće pomeriti. Obratite se terapeutu.',
    ),
  alreadyStarted: () =>
    new DomainError('failed_precondition', 'booking.already_started', 'Seansa je već počela.'),
  notEnded: () => new DomainError('failed_precondition', 'booking.not_ended', 'Seansa se još nije završila.'),
  invitationInvalid: () =>
    new DomainError('not_found', 'booking.invitation_invalid', 'Poziv ne postoji ili je opozvan.'),
  invitationExpired: () =>
    new DomainError(
      'failed_precondition',
      'booking.invitation_expired',
      'Poziv je istekao. Zamolite partnera za novi.',
    ),
  invitationUsed: () =>
    new DomainError('failed_precondition', 'booking.invitation_used', 'Ovaj poziv je već iskorišćen.'),
  ownInvitation: () =>
    new DomainError(
      'failed_precondition',
      'booking.own_invitation',
      'Poziv treba da prihvati partner, sa svojim nalogom.',
    ),
  relationshipHasUpcoming: () =>
    new DomainError(
      'failed_precondition',
      'booking.relationship_has_upcoming',
      'Saradnja ima zakazan termin. Prvo otkažite zakazane termine.',
    ),
  relationshipEnded: () =>
    new DomainError(
      'failed_precondition',
      'booking.relationship_ended',
      'Saradnja je završena. Partner može da se pridruži kada zakažete novi termin.',
    ),
  partnerAlreadyJoined: () =>
    new DomainError(
      'failed_precondition',
      'booking.partner_joined',
      'Partner se već pridružio ovoj terapiji.',
    ),
};
