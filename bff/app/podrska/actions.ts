'use server';

import {
  checkSupportForm,
  isSupportTopic,
  type SupportField,
  type SupportFormState,
  type SupportFormValues,
} from '@oslonac/web/screens/public/pages/podrska-check';
import type { SupportFormMessage } from '@oslonac/web/screens/public/pages/podrska-messages';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { UpstreamError } from '@/src/api/errors';
import { sendSupportTicket as send } from '@/src/api/use-cases/support';
import { clientIp } from '@/src/server/client-info';
import { HttpProblem } from '@/src/server/problem';
import { reportError } from '@/src/server/report';
import { getSession } from '@/src/server/session';

// What the admin service's refusals mean for this form (services/admin/src/domain/errors.ts).
const FIELD_CODES: Record<string, [SupportField, SupportFormMessage]> = {
  'admin.invalid_name': ['name', 'nameRequired'],
  'admin.invalid_email': ['email', 'emailInvalid'],
  'admin.invalid_topic': ['topic', 'topicRequired'],
  'admin.message_too_short': ['message', 'messageTooShort'],
  'admin.message_too_long': ['message', 'messageTooLong'],
};

const text = (form: FormData, name: string, max: number): string => {
  const value = form.get(name);
  // Browsers send a textarea's line breaks as CRLF; the service counts a line break as one character.
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').slice(0, max) : '';
};

/**
 * The /podrska form without JavaScript: the same request as POST /api/v1/support/tickets. Success goes back to
 * the page with ?poslato=1 (so reloading does not send again); a problem comes back with what was typed.
 */
export async function sendSupportTicket(_state: SupportFormState, form: FormData): Promise<SupportFormState> {
  const values: SupportFormValues = {
    name: text(form, 'name', 1000),
    email: text(form, 'email', 1000),
    topic: text(form, 'topic', 40),
    message: text(form, 'message', 20_000),
  };
  const errors = checkSupportForm(values);
  if (Object.keys(errors).length > 0 || !isSupportTopic(values.topic))
    return { errors, problem: null, values };
  const session = await getSession();
  const ip = clientIp(await headers());
  try {
    await send(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        topic: values.topic,
        message: values.message.trim(),
        website: text(form, 'website', 200),
      },
      session,
      ip,
    );
  } catch (err) {
    if (err instanceof HttpProblem && err.status === 429)
      return { errors: {}, problem: 'rateLimited', values };
    const code = err instanceof UpstreamError ? err.code : '';
    const field = FIELD_CODES[code];
    if (field) return { errors: { [field[0]]: field[1] }, problem: null, values };
    if (code === 'admin.rate_limited') return { errors: {}, problem: 'rateLimited', values };
    reportError(err, { where: 'podrska.send' }, 'upstream');
    return { errors: {}, problem: 'failed', values };
  }
  redirect('/podrska?poslato=1#kontakt');
}
