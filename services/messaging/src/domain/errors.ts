import { DomainError } from '@oslonac/kit';

// Every error the messaging service answers with, by stable code. The BFF shows its own localised text per code;
// these messages are for logs and API consumers.
export const errors = {
  invalidArgument: (field: string, message: string) =>
    new DomainError('invalid_argument', 'messaging.invalid_argument', message, { field }),
  // One answer for "no such conversation" and "not yours": a stranger learns nothing about what exists.
  notFound: () => new DomainError('not_found', 'messaging.not_found', 'Razgovor nije pronađen.'),
  messageNotFound: () =>
    new DomainError('not_found', 'messaging.message_not_found', 'Poruka nije pronađena.'),
  attachmentNotFound: () =>
    new DomainError('not_found', 'messaging.attachment_not_found', 'Prilog nije pronađen.'),
  reportNotFound: () => new DomainError('not_found', 'messaging.report_not_found', 'Prijava nije pronađena.'),
  conversationClosed: () =>
    new DomainError(
      'failed_precondition',
      'messaging.conversation_closed',
      'Saradnja je završena: razgovor je samo za čitanje.',
    ),
  emptyMessage: () =>
    new DomainError(
      'invalid_argument',
      'messaging.empty_message',
      'Napišite poruku ili priložite datoteku.',
      {
        field: 'text',
      },
    ),
  textTooLong: (max: number) =>
    new DomainError(
      'invalid_argument',
      'messaging.text_too_long',
      `Poruka može imati najviše ${max} znakova.`,
      {
        field: 'text',
        max: String(max),
      },
    ),
  tooManyAttachments: (max: number) =>
    new DomainError(
      'invalid_argument',
      'messaging.too_many_attachments',
      `Uz jednu poruku može ići najviše ${max} priloga.`,
      { field: 'attachmentIds', max: String(max) },
    ),
  attachmentUnavailable: () =>
    new DomainError(
      'invalid_argument',
      'messaging.attachment_unavailable',
      'Prilog nije otpremljen u ovaj razgovor ili je već poslat.',
      { field: 'attachmentIds' },
    ),
  attachmentEmpty: () =>
    new DomainError('invalid_argument', 'messaging.attachment_empty', 'Datoteka je prazna.', {
      field: 'content',
    }),
  attachmentTooLarge: (maxBytes: number) =>
    new DomainError(
      'invalid_argument',
      'messaging.attachment_too_large',
      `Datoteka može imati najviše ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
      { field: 'content', maxBytes: String(maxBytes) },
    ),
  attachmentType: () =>
    new DomainError(
      'invalid_argument',
      'messaging.attachment_type',
      'Možete priložiti sliku (PNG, JPEG, WebP) ili PDF.',
      { field: 'content' },
    ),
  tooManyPendingAttachments: (max: number) =>
    new DomainError(
      'rate_limited',
      'messaging.too_many_pending_attachments',
      `Otpremljeno je ${max} priloga koji još nisu poslati. Pošaljite ih ili sačekajte dan.`,
      { max: String(max) },
    ),
  invalidPromise: (field: string, message: string) =>
    new DomainError('invalid_argument', 'messaging.invalid_promise', message, { field }),
  ownMessage: () =>
    new DomainError('invalid_argument', 'messaging.own_message', 'Ne možete prijaviti svoju poruku.', {
      field: 'messageId',
    }),
  reasonLength: (min: number, max: number) =>
    new DomainError(
      'invalid_argument',
      'messaging.invalid_reason',
      `Opišite razlog prijave sa ${min} do ${max} znakova.`,
      { field: 'reason', min: String(min), max: String(max) },
    ),
  noteLength: (max: number) =>
    new DomainError(
      'invalid_argument',
      'messaging.invalid_note',
      `Upišite belešku o rešenju, do ${max} znakova.`,
      { field: 'resolutionNote', max: String(max) },
    ),
  alreadyReported: () =>
    new DomainError('already_exists', 'messaging.already_reported', 'Ovu poruku ste već prijavili.'),
  alreadyResolved: () =>
    new DomainError('failed_precondition', 'messaging.already_resolved', 'Prijava je već rešena.'),
};
