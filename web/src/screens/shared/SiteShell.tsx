import { AppShell, LinkButton } from '@oslonac/web';
import { getT, type Locale } from '@oslonac/web/i18n';
import type { ReactNode } from 'react';
import { UnreadBadge } from '../inbox/UnreadBadge';
import { commonMessages } from './messages';
import { SignOutButton } from './SignOutButton';
import { SiteNav, type SiteNavLink } from './SiteNav';
import { isStaff, type ScreenUser } from './types';

export interface SiteShellProps {
  locale: Locale;
  user: Pick<ScreenUser, 'roles' | 'onboardingStep'> | null;
  /** The signed-in person's unread messages; null when unknown (the badge starts hidden). */
  unreadMessages?: number | null;
  children?: ReactNode;
}

/**
 * The frame of every page: header with the menu that fits who is signed in, the script switch, and the
 * footer with the crisis line. Links point only at pages that exist.
 */
export function SiteShell({ locale, user, unreadMessages = null, children }: SiteShellProps) {
  const t = getT(commonMessages, locale);
  const links: SiteNavLink[] = [
    { href: '/terapeuti', label: t('navTherapists') },
    { href: '/upitnik', label: t('navQuestionnaire') },
  ];
  if (!user) {
    links.push({ href: '/za-psihoterapeute', label: t('navForTherapists') });
    links.push({ href: '/blog', label: t('navBlog') });
  } else {
    links.push({ href: '/app/dashboard', label: t('navDashboard') });
    links.push({ href: '/app/calendar', label: t('navCalendar') });
    links.push({
      href: '/app/inbox',
      label: t('navInbox'),
      badge: <UnreadBadge initial={unreadMessages ?? 0} />,
    });
    links.push({ href: '/app/settings', label: t('navSettings') });
    if (isStaff(user)) links.push({ href: '/admin', label: t('navAdmin') });
  }
  return (
    <AppShell
      locale={locale}
      width="wide"
      nav={<SiteNav links={links} />}
      actions={
        user ? (
          <SignOutButton />
        ) : (
          <LinkButton href="/app/login" variant="secondary" size="small">
            {t('signIn')}
          </LinkButton>
        )
      }
      footerLinks={
        <ul>
          <li>
            <a href="/">{t('footerHome')}</a>
          </li>
          <li>
            <a href="/o-nama">{t('footerAbout')}</a>
          </li>
          <li>
            <a href="/podrska">{t('footerSupport')}</a>
          </li>
          <li>
            <a href="/blog">{t('navBlog')}</a>
          </li>
          <li>
            <a href="/za-psihoterapeute">{t('navForTherapists')}</a>
          </li>
          <li>
            <a href="/partneri">{t('footerPartners')}</a>
          </li>
          <li>
            <a href="/legal/privatnost">{t('footerPrivacy')}</a>
          </li>
          <li>
            <a href="/legal/uslovi">{t('footerTerms')}</a>
          </li>
          <li>
            <a href="/cookies">{t('footerCookies')}</a>
          </li>
          <li>
            <a href="/mobile-auth">{t('footerMobile')}</a>
          </li>
        </ul>
      }
      // A string, not a number: numbers are formatted with a thousands separator ("2.025").
      footerNote={t('footerNote', { year: String(new Date().getFullYear()) })}
    >
      {children}
    </AppShell>
  );
}
