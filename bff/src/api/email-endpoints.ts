// /api/v1 endpoints of e-mail notices: a person's optional kinds, the one-click unsubscribe (RFC 8058) and the
// staff mail log. identity decides; these only shape input and output.
import { z } from 'zod';
import { MAIL_STATUSES, NOTICE_KINDS } from '../server/views/emails';
import { endpoint } from './endpoint';
import { EmptyBody, EmptyQuery } from './schemas';

const uuid = z.uuid();
const noticeKind = z.enum(NOTICE_KINDS).meta({ description: 'reminders, new_message or review_request' });
const preference = z.object({ kind: noticeKind, enabled: z.boolean() }).meta({ id: 'NoticePreference' });

export const NoticePreferencesBody = z.strictObject({
  // One entry per kind at most: identity sets the ones listed and keeps the others.
  preferences: z
    .array(z.strictObject({ kind: noticeKind, enabled: z.boolean() }))
    .min(1)
    .max(NOTICE_KINDS.length)
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, 'Each kind once.'),
});
export const NoticePreferencesResponse = z.object({ preferences: z.array(preference) });

/** The token from an e-mail's link: 32 random bytes in base64url; anything else is a 404 without a look-up. */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{20,128}$/;
export const UnsubscribeParams = z.strictObject({
  token: z.string().regex(UNSUBSCRIBE_TOKEN).meta({ description: 'The token from the e-mail' }),
});
/** RFC 8058: the mail client posts exactly this, form-encoded. Our own page posts it too. */
export const UnsubscribeForm = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

const mailEntry = z
  .object({
    id: z.string(),
    kind: z.string(),
    recipient: z.string().meta({ description: 'Empty when the address no longer belongs to an account' }),
    status: z.enum(MAIL_STATUSES),
    attempts: z.number().int(),
    lastError: z.string(),
    createdAt: z.iso.datetime().nullable(),
    sentAt: z.iso.datetime().nullable(),
    nextAttemptAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'MailLogEntry' });

export const MailLogQuery = z.strictObject({
  status: z.enum(MAIL_STATUSES).optional(),
  kind: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9_.]*$/)
    .optional()
    .meta({ description: 'identity.sign_in_link, notice.reminder, …' }),
  recipient: z.string().trim().max(254).optional().meta({ description: 'The exact address' }),
  before: uuid.optional().meta({ description: 'The id of the last entry of the previous page' }),
});
export const MailIdParams = z.strictObject({ id: uuid });

export const emailEndpoints = {
  myNoticePreferences: endpoint({
    method: 'GET',
    path: '/api/v1/me/notice-preferences',
    summary: 'Which optional e-mails I get (booking and sign-in mail always go)',
    tag: 'account',
    auth: 'user',
    query: EmptyQuery,
    success: {
      status: 200,
      description: 'Every optional kind with its state',
      schema: NoticePreferencesResponse,
    },
  }),
  saveMyNoticePreferences: endpoint({
    method: 'PUT',
    path: '/api/v1/me/notice-preferences',
    summary: 'Turn optional e-mails on or off (the kinds listed; the others stay)',
    tag: 'account',
    auth: 'user',
    body: NoticePreferencesBody,
    success: {
      status: 200,
      description: 'Every optional kind with its state',
      schema: NoticePreferencesResponse,
    },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/v1/unsubscribe/{token}',
    summary:
      'One-click unsubscribe (RFC 8058): the body List-Unsubscribe=One-Click, form-encoded. No session and no CSRF token: mail clients post it, and the token is the credential. Idempotent; an unknown token is 404',
    tag: 'account',
    auth: 'none',
    params: UnsubscribeParams,
    form: UnsubscribeForm,
    success: { status: 200, description: 'Turned off (text/plain)' },
  }),
  adminMail: endpoint({
    method: 'GET',
    path: '/api/v1/admin/emails',
    summary:
      'The mail log, newest first: recipient, kind, status, attempts, last error (never a subject or body)',
    tag: 'admin',
    auth: 'admin',
    query: MailLogQuery,
    success: {
      status: 200,
      description: 'A page of the log',
      schema: z.object({ entries: z.array(mailEntry), hasMore: z.boolean() }),
    },
  }),
  resendMail: endpoint({
    method: 'POST',
    path: '/api/v1/admin/emails/{id}/resend',
    summary:
      'Send a dead e-mail again (back to pending, due now, attempts reset; 409 for one that is not dead)',
    tag: 'admin',
    auth: 'admin',
    params: MailIdParams,
    body: EmptyBody,
    success: { status: 200, description: 'The entry, pending again', schema: z.object({ entry: mailEntry }) },
  }),
};
