// Which mail catcher belongs to which running stack. A stack (and `make up`) starts one catcher next to the
// services and records it here under identity's HTTP URL, which the browser journeys already hold; kept on
// globalThis so every module registry of one test process (jest gives each file its own) sees the same map.
const KEY = Symbol.for('oslonac.mailCatchers');

function registry(): Map<string, string> {
  const g = globalThis as unknown as Record<symbol, Map<string, string> | undefined>;
  g[KEY] ??= new Map();
  return g[KEY];
}

export function recordMailCatcher(identityHttpUrl: string, catcherUrl: string): void {
  registry().set(identityHttpUrl, catcherUrl);
}

export function forgetMailCatcher(identityHttpUrl: string): void {
  registry().delete(identityHttpUrl);
}

/** The catcher of the stack whose identity listens at `identityHttpUrl` (or MAIL_CATCHER_URL when set). */
export function mailCatcherUrlFor(identityHttpUrl: string): string {
  const url = registry().get(identityHttpUrl) ?? process.env.MAIL_CATCHER_URL;
  if (!url) throw new Error(`no mail catcher is known for the stack at ${identityHttpUrl}`);
  return url;
}
