/**
 * Mail the services really sent, as the mail catcher (scripts/dev/mail-catcher.ts) received it over SMTP:
 * GET /messages?to= → newest first. The test stack starts one catcher per stack and records its address
 * under the stack's identity URL (see scripts/stack/index.ts), so callers keep passing identity's URL.
 */
import { mailCatcherUrlFor } from '../../scripts/stack/mail';

interface Mail {
  to: string[];
  subject: string;
  text: string;
  links: string[];
  receivedAt: string;
}

/**
 * The sign-in link of the newest mail to `to` that arrived after `since`. Mail leaves through identity's
 * outbox (its sender runs every 2 s), so this polls for a while.
 */
export async function latestLink(identityHttpUrl: string, to: string, since = new Date(0)): Promise<string> {
  const catcherUrl = mailCatcherUrlFor(identityHttpUrl);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${catcherUrl}/messages?to=${encodeURIComponent(to)}`);
    if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
    const { messages } = (await res.json()) as { messages: Mail[] };
    // The catcher stamps arrival on its own clock; a second of slack covers a mail sent right at `since`.
    const mail = messages.find(
      (m) => m.links.length > 0 && Date.parse(m.receivedAt) >= since.getTime() - 1_000,
    );
    const link = mail?.links[0];
    if (link) return link;
    if (Date.now() > deadline)
      throw new Error(`no mail with a link for ${to} (got ${messages.length} mails)`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
