import '@oslonac/web/styles.css';
import '@oslonac/web/screens/screens.css';
import { htmlLang } from '@oslonac/lang';
import { getT, LocaleProvider } from '@oslonac/web/i18n';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { unreadCountOrNull } from '@/src/api/use-cases/inbox';
import { getLocale, getSession } from '@/src/server/session';
import { ScreenRuntime } from './_shell/ScreenRuntime';
import { commonMessages, SiteShell } from './_shell/screens';

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(commonMessages, await getLocale());
  return {
    title: { default: t('siteName'), template: `%s · ${t('siteName')}` },
    description: t('siteDescription'),
    applicationName: t('siteName'),
    // Signed-in pages are private; public pages opt in to indexing when the public site arrives.
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#2f6b62',
};

/**
 * Every page: <html lang> in the visitor's script, the global styles, the locale for client components,
 * the runtime screens use (API, router) and the frame with header, script switch and crisis line.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, session] = await Promise.all([getLocale(), getSession()]);
  const user = session?.user ?? null;
  // The navigation's unread badge; a page never waits on messaging failing (null hides the badge).
  const unreadMessages = await unreadCountOrNull(session);
  return (
    <html lang={htmlLang(locale)}>
      <body>
        <LocaleProvider locale={locale}>
          <ScreenRuntime>
            <SiteShell locale={locale} user={user} unreadMessages={unreadMessages}>
              {children}
            </SiteShell>
          </ScreenRuntime>
        </LocaleProvider>
      </body>
    </html>
  );
}
