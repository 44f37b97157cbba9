'use server';

import type { UnsubscribeState } from '@oslonac/web/screens/emails/UnsubscribeScreen';
import { UnsubscribeForm } from '@/src/api/email-endpoints';
import { unsubscribeByLink } from '@/src/api/use-cases/notices';
import { reportError } from '@/src/server/report';

/**
 * The unsubscribe page's button: the same one click as POST /api/v1/unsubscribe/{token}, as a server action so
 * it works without JavaScript. The token is bound by the page; the form carries List-Unsubscribe=One-Click.
 */
export async function unsubscribeAction(
  token: string,
  _state: UnsubscribeState,
  form: FormData,
): Promise<UnsubscribeState> {
  if (!UnsubscribeForm.safeParse({ 'List-Unsubscribe': form.get('List-Unsubscribe') }).success)
    return { status: 'failed' };
  try {
    return { status: (await unsubscribeByLink(token)) ? 'done' : 'invalid' };
  } catch (err) {
    reportError(err, { where: 'unsubscribe.page' }, 'upstream');
    return { status: 'failed' };
  }
}
