import { DEFAULT_LOCALE, type Locale } from '@oslonac/lang';
import { getT } from '../i18n/messages';
import { cx } from './cx';
import { kitMessages } from './messages';

/** Decorative: whoever shows a spinner also says in words what is happening (see LoadingState). */
export function Spinner({
  size = 'normal',
  className,
}: {
  size?: 'small' | 'normal' | 'large';
  className?: string;
}) {
  return (
    <span
      className={cx('o-spinner', size !== 'normal' && `o-spinner--${size}`, className)}
      aria-hidden="true"
    />
  );
}

export interface LoadingStateProps {
  locale?: Locale;
  /** Defaults to "Učitavanje…" in the page's locale. */
  label?: string;
  /** Inline keeps it on one line inside text or a table cell; block centres it in its area. */
  inline?: boolean;
  className?: string;
}

/** A region that says "Učitavanje…" in words, announced politely by screen readers (role=status). */
export function LoadingState({
  locale = DEFAULT_LOCALE,
  label,
  inline = false,
  className,
}: LoadingStateProps) {
  const t = getT(kitMessages, locale);
  return (
    <div className={cx('o-loading', inline && 'o-loading--inline', className)} role="status">
      <Spinner size={inline ? 'small' : 'normal'} />
      <span className="o-loading__label">{label ?? t('loading')}</span>
    </div>
  );
}
