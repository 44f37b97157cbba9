/** identity's development mailbox (DEV_MAILBOX=true): GET /dev/mail?to= → newest first. */
interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/**
 * The sign-in link of the newest mail to `to` that arrived after `since`. Mail is written in the same
 * transaction as the request, so it is there at once; the short polling covers a slow machine.
 */
export async function latestLink(identityHttpUrl: string, to: string, since = new Date(0)): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await fetch(`${identityHttpUrl}/dev/mail?to=${encodeURIComponent(to)}`);
    if (!res.ok) throw new Error(`dev mailbox answered ${res.status}`);
    const { mails } = (await res.json()) as { mails: Mail[] };
    const mail = mails.find((m) => m.link && new Date(m.createdAt) >= since);
    if (mail?.link) return mail.link;
    if (Date.now() > deadline) throw new Error(`no mail with a link for ${to} (got ${mails.length} mails)`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
