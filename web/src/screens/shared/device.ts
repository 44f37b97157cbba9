/**
 * "Chrome, Windows" from a User-Agent string: enough for a person to recognise their own device in the
 * sessions list. Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android says Linux.
 */
export function describeDevice(userAgent: string): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /(Chrome|Chromium|CriOS)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : /Oslonac/i.test(userAgent)
              ? 'Oslonac'
              : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /(iPhone|iPad|iPod)/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  if (browser && os) return `${browser}, ${os}`;
  return browser ?? os;
}
