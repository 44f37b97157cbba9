/** The per-VU cookie jar k6 keeps: cookies from Set-Cookie go back to the same host and path. */
interface Cookie {
  name: string;
  value: string;
  host: string;
  path: string;
  expires?: number;
}

export class CookieJar {
  private cookies: Cookie[] = [];

  store(url: string, setCookies: string[], now = Date.now()): void {
    const u = new URL(url);
    for (const header of setCookies) {
      const [pair, ...attrs] = header.split(';');
      const eq = pair!.indexOf('=');
      if (eq < 0) continue;
      const cookie: Cookie = {
        name: pair!.slice(0, eq).trim(),
        value: pair!.slice(eq + 1).trim(),
        host: u.hostname,
        path: '/',
      };
      for (const attr of attrs) {
        const [k, v = ''] = attr.split('=');
        const key = k!.trim().toLowerCase();
        if (key === 'path') cookie.path = v.trim() || '/';
        if (key === 'max-age') cookie.expires = now + Number(v) * 1000;
        if (key === 'expires' && cookie.expires === undefined) cookie.expires = Date.parse(v);
      }
      this.cookies = this.cookies.filter(
        (c) => !(c.name === cookie.name && c.host === cookie.host && c.path === cookie.path),
      );
      if (cookie.expires === undefined || cookie.expires > now) this.cookies.push(cookie);
    }
  }

  set(url: string, name: string, value: string): void {
    this.store(url, [`${name}=${value}`]);
  }

  /** k6's shape: name → values. */
  cookiesForURL(url: string, now = Date.now()): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const c of this.matching(url, now)) out[c.name] = [...(out[c.name] ?? []), c.value];
    return out;
  }

  header(url: string, now = Date.now()): string | undefined {
    const list = this.matching(url, now).map((c) => `${c.name}=${c.value}`);
    return list.length > 0 ? list.join('; ') : undefined;
  }

  clear(url: string): void {
    const host = new URL(url).hostname;
    this.cookies = this.cookies.filter((c) => c.host !== host);
  }

  private matching(url: string, now: number): Cookie[] {
    const u = new URL(url);
    return this.cookies.filter(
      (c) =>
        c.host === u.hostname &&
        (u.pathname === c.path || u.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)) &&
        (c.expires === undefined || c.expires > now),
    );
  }
}
