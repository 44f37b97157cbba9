import { DEFAULT_LOCALE, type Locale } from '@oslonac/lang';
import type { ReactNode } from 'react';
import { getT } from '../i18n/messages';
import { cx } from './cx';
import { kitMessages } from './messages';
import { ScriptSwitch, type ScriptSwitchProps } from './ScriptSwitch';

export interface HeaderProps {
  locale?: Locale;
  /** Links of the main menu (an <ul> of <a>, or anything); wrapped in a labelled <nav>. */
  nav?: ReactNode;
  /** Right-hand actions, e.g. "Prijava" or the account menu. */
  actions?: ReactNode;
  homeHref?: string;
  /** Where the script switch posts; defaults to /api/locale. */
  localeAction?: ScriptSwitchProps['action'];
  /** Path to return to after switching script (usually the current path). */
  returnTo?: string;
  /** Hide the script switch (e.g. on a focused flow that carries it elsewhere). */
  hideScriptSwitch?: boolean;
  className?: string;
}

/** The brand mark: a simple leaning shape, drawn inline so no request or font is needed. */
function BrandMark() {
  return (
    <svg
      className="o-brand__mark"
      viewBox="0 0 32 32"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.14" />
      <path
        d="M9 23c3-9 8-14 14-15-3 4-5 9-5 15"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Header({
  locale = DEFAULT_LOCALE,
  nav,
  actions,
  homeHref = '/',
  localeAction,
  returnTo,
  hideScriptSwitch = false,
  className,
}: HeaderProps) {
  const t = getT(kitMessages, locale);
  return (
    <header className={cx('o-header', className)}>
      <div className="o-container o-header__inner">
        <a className="o-brand" href={homeHref} aria-label={t('homeLink')}>
          <BrandMark />
          <span className="o-brand__name">{t('brand')}</span>
        </a>
        {nav ? (
          <nav className="o-nav" aria-label={t('mainNav')}>
            {nav}
          </nav>
        ) : null}
        <div className="o-header__end">
          {actions ? <div className="o-header__actions">{actions}</div> : null}
          {hideScriptSwitch ? null : (
            <ScriptSwitch locale={locale} action={localeAction} returnTo={returnTo} />
          )}
        </div>
      </div>
    </header>
  );
}
