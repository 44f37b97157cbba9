import { DEFAULT_LOCALE, type Locale } from '@oslonac/lang';
import type { ReactNode } from 'react';
import { getT } from '../i18n/messages';
import { cx } from './cx';
import { Footer } from './Footer';
import { Header, type HeaderProps } from './Header';
import { kitMessages } from './messages';

/** The first focusable thing on every page: lets keyboard users jump over the header. */
export function SkipLink({ locale = DEFAULT_LOCALE, href = '#main' }: { locale?: Locale; href?: string }) {
  return (
    <a className="o-skip-link" href={href}>
      {getT(kitMessages, locale)('skipLink')}
    </a>
  );
}

export interface AppShellProps extends Omit<HeaderProps, 'className'> {
  children?: ReactNode;
  /** Links for the footer nav. */
  footerLinks?: ReactNode;
  /** Small print in the footer. */
  footerNote?: ReactNode;
  /** Reading width of main: narrow for forms and text, wide for lists and dashboards. */
  width?: 'narrow' | 'normal' | 'wide';
  className?: string;
}

/**
 * The page frame: skip link, header (brand, menu, script switch), main landmark (#main, focusable so the skip
 * link moves focus there) and footer with the crisis line. `<html lang>` is the root layout's job (htmlLang).
 */
export function AppShell({
  children,
  footerLinks,
  footerNote,
  width = 'normal',
  className,
  locale = DEFAULT_LOCALE,
  ...header
}: AppShellProps) {
  return (
    <div className={cx('o-app', className)}>
      <SkipLink locale={locale} />
      <Header locale={locale} {...header} />
      <main id="main" className={cx('o-main', 'o-container', `o-container--${width}`)} tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} links={footerLinks}>
        {footerNote}
      </Footer>
    </div>
  );
}

/** Alias: some screens read better as <Layout>. */
export const Layout = AppShell;
