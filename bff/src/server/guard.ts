// Which paths need a session before rendering. Role checks happen in the pages (requireRole): proxy.ts has
// only the cookie, not the user.
export function needsSession(pathname: string): boolean {
  if (pathname === '/app/login' || pathname.startsWith('/app/login/')) return false;
  return (
    pathname === '/app' ||
    pathname.startsWith('/app/') ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/')
  );
}

export function isPagePath(pathname: string): boolean {
  return !(pathname.startsWith('/api/') || pathname === '/api' || pathname === '/monitoring');
}
