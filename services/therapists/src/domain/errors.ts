import { DomainError } from '@oslonac/kit';

// Every error the therapists service answers with, by stable code. The BFF shows its own localised text per
// code; these messages are for logs and API consumers.
export const errors = {
  notFound: (what: string) =>
    new DomainError('not_found', 'therapists.not_found', 'Nije pronađeno.', { what }),
  invalidArgument: (field: string, message: string) =>
    new DomainError('invalid_argument', 'therapists.invalid_argument', message, { field }),
  invalidFilter: (field: string, message: string) =>
    new DomainError('invalid_argument', 'therapists.invalid_filter', message, { field }),
  profileIncomplete: (missing: string[]) =>
    new DomainError(
      'failed_precondition',
      'therapists.profile_incomplete',
      'Profil nije potpun. Dopunite ga pre slanja na proveru.',
      { missing: missing.join(',') },
    ),
  invalidTransition: (from: string, action: string) =>
    new DomainError(
      'failed_precondition',
      'therapists.invalid_transition',
      'Ova radnja nije moguća u trenutnom stanju profila.',
      { from, action },
    ),
  forbidden: () =>
    new DomainError('permission_denied', 'therapists.forbidden', 'Nemate pristup ovim podacima.'),
  ownProfileReview: () =>
    new DomainError(
      'permission_denied',
      'therapists.own_profile_review',
      'Svoj profil ne možete sami odobriti ni odbiti. To mora da uradi drugi administrator.',
    ),
  documentQuotaExceeded: (limit: { files: number; bytes: number }) =>
    new DomainError(
      'failed_precondition',
      'therapists.document_quota_exceeded',
      `Dostigli ste ograničenje za dokumente (najviše ${limit.files} fajlova i ukupno ${Math.round(limit.bytes / (1024 * 1024))} MB). Obrišite neki dokument pa pokušajte ponovo.`,
      { files: String(limit.files), bytes: String(limit.bytes) },
    ),
  noProfile: () =>
    new DomainError('failed_precondition', 'therapists.no_profile', 'Prvo sačuvajte svoj profil.'),
  documentTooLarge: (limit: number) =>
    new DomainError(
      'invalid_argument',
      'therapists.document_too_large',
      'Dokument je prevelik (najviše 8 MB).',
      { limit: String(limit) },
    ),
  unsupportedDocumentType: () =>
    new DomainError(
      'invalid_argument',
      'therapists.unsupported_document_type',
      'Podržani su samo PDF, JPEG i PNG dokumenti.',
    ),
  notEligibleToReview: () =>
    new DomainError(
      'permission_denied',
      'therapists.not_eligible_to_review',
      'Ocenu može ostaviti samo klijent koji je imao završenu seansu sa ovim terapeutom.',
    ),
  alreadyReviewed: () =>
    new DomainError('already_exists', 'therapists.already_reviewed', 'Već ste ocenili ovog terapeuta.'),
};
