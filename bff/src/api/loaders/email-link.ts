// The e-mail link page (/verify-request?token=) while someone is signed in: a link for another account asks which
// account to continue with instead of silently switching. The token stays where the existing flow has it (the
// link's own address, then a POST body); nothing here puts it into another URL or a log.
import { clientInfo } from '../../server/client-info';
import { identity } from '../../server/gateways/identity';
import { reportError } from '../../server/report';
import { UpstreamError } from '../errors';
import { takeAuthAttempt } from '../route';

export interface AccountChoice {
  /** The signed-in account's address (it is the viewer's own). */
  current: string;
  /** The link's account, masked: "m***@gmail.com". */
  link: string;
}

/**
 * Null means "behave as always" (confirm and sign in): nobody is signed in, the link is for the same account,
 * or it is dead (the confirm button then says so). Asking identity is throttled like consuming the link.
 */
export async function accountChoice(
  token: string,
  signedIn: { id: string; email: string } | null,
  headers: Headers,
): Promise<AccountChoice | null> {
  if (!signedIn) return null;
  if (takeAuthAttempt(clientInfo(headers).ip) > 0) return null;
  try {
    const link = await identity.describeEmailLink(token);
    if (!link.valid || link.userId === signedIn.id) return null;
    return { current: signedIn.email, link: link.maskedEmail };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    reportError(err, { where: 'email-link.describe' }, 'upstream');
    return null;
  }
}
