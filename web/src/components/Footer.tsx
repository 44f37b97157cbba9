import { DEFAULT_LOCALE, type Locale } from '@oslonac/lang';
import type { ReactNode } from 'react';
import { getT } from '../i18n/messages';
import { cx } from './cx';
import { kitMessages } from './messages';

/** Crisis numbers, in one place so every page shows the same ones. tel: links dial from a phone. */
export const CRISIS_LINES = {
  srceFree: { display: '0800 300 303', tel: 'tel:0800300303' },
  srce: { display: '011 7777 000', tel: 'tel:+381117777000' },
  emergency: { display: '194', tel: 'tel:194' },
} as const;

export interface FooterProps {
  locale?: Locale;
  /** Links to legal pages, support, about us… rendered as a labelled nav. */
  links?: ReactNode;
  /** Small print under the links. */
  children?: ReactNode;
  className?: string;
}

/** The crisis line text, on its own so a page can repeat it where someone may need it (e.g. after a quiz). */
export function CrisisLine({ locale = DEFAULT_LOCALE, className }: { locale?: Locale; className?: string }) {
  const t = getT(kitMessages, locale);
  return (
    <p className={cx('o-crisis', className)}>
      {t('crisisLead')} {t('crisisCenter')}{' '}
      <a href={CRISIS_LINES.srceFree.tel}>{CRISIS_LINES.srceFree.display}</a> {t('crisisFree')}{' '}
      {t('crisisAnd')} <a href={CRISIS_LINES.srce.tel}>{CRISIS_LINES.srce.display}</a>, {t('crisisEmergency')}{' '}
      <a href={CRISIS_LINES.emergency.tel}>{CRISIS_LINES.emergency.display}</a>
    </p>
  );
}

/** Site footer. The crisis line is always there and never collapsed, on every page and screen size. */
export function Footer({ locale = DEFAULT_LOCALE, links, children, className }: FooterProps) {
  const t = getT(kitMessages, locale);
  return (
    <footer className={cx('o-footer', className)}>
      <div className="o-container o-footer__inner">
        <CrisisLine locale={locale} className="o-footer__crisis" />
        {links ? (
          <nav className="o-footer__nav" aria-label={t('footerNav')}>
            {links}
          </nav>
        ) : null}
        {children ? <div className="o-footer__small">{children}</div> : null}
      </div>
    </footer>
  );
}
