import { DEFAULT_LOCALE, type Locale } from '@oslonac/lang';
import type { ReactNode } from 'react';
import { getT } from '../i18n/messages';
import { cx } from './cx';
import { kitMessages } from './messages';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * Live announcement. Default: errors are alerts, successes are status messages, info and warning are
   * read in page order. Pass 'off' for a notice that is part of the page from the start.
   */
  live?: 'alert' | 'status' | 'off';
  locale?: Locale;
  className?: string;
  id?: string;
}

const TONE_LABEL = {
  info: 'noticeInfo',
  success: 'noticeSuccess',
  warning: 'noticeWarning',
  error: 'noticeError',
} as const;

/** A message box in the page. The tone is said in words too, never only by colour. */
export function Notice({
  tone = 'info',
  title,
  children,
  live,
  locale = DEFAULT_LOCALE,
  className,
  id,
}: NoticeProps) {
  const t = getT(kitMessages, locale);
  const role = live ?? (tone === 'error' ? 'alert' : tone === 'success' ? 'status' : 'off');
  return (
    <div
      id={id}
      className={cx('o-notice', `o-notice--${tone}`, className)}
      role={role === 'off' ? undefined : role}
    >
      <span className="o-notice__icon" aria-hidden="true" />
      <div className="o-notice__body">
        {title ? (
          <p className="o-notice__title">
            <span className="o-visually-hidden">{`${t(TONE_LABEL[tone])} `}</span>
            {title}
          </p>
        ) : (
          <span className="o-visually-hidden">{`${t(TONE_LABEL[tone])} `}</span>
        )}
        {children ? <div className="o-notice__text">{children}</div> : null}
      </div>
    </div>
  );
}
