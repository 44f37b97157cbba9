'use client';

import type { Locale } from '@oslonac/lang';
import { type ComponentPropsWithRef, type MouseEvent, useContext } from 'react';
import { useFormStatus } from 'react-dom';
import { getT } from '../i18n/messages';
import { useLocale } from '../i18n/provider';
import { cx } from './cx';
import { FormPendingContext } from './formPending';
import { kitMessages } from './messages';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'normal' | 'small';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width on every screen size. */
  block?: boolean;
  /** Shows progress and ignores further presses until it is false again. */
  loading?: boolean;
  /** Said to screen readers while loading; defaults to "Učitavanje…". */
  loadingLabel?: string;
  locale?: Locale;
}

/**
 * type defaults to "button" so a button never submits a form by accident; pass type="submit" for submit buttons.
 * A submit button also shows progress on its own while its form is pending (a React form action through
 * useFormStatus, or a kit <Form> posting to a URL).
 */
export function Button({
  variant = 'primary',
  size = 'normal',
  block = false,
  loading = false,
  loadingLabel,
  locale,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const contextLocale = useLocale();
  const t = getT(kitMessages, locale ?? contextLocale);
  const { pending } = useFormStatus();
  const formPending = useContext(FormPendingContext);
  const busy = loading || (type === 'submit' && (pending || formPending));

  // aria-disabled instead of disabled while busy: a disabled button drops keyboard focus to the page start,
  // and screen reader users lose their place exactly when they wait for a result.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      className={cx(
        'o-button',
        `o-button--${variant}`,
        size === 'small' && 'o-button--small',
        block && 'o-button--block',
        busy && 'o-button--loading',
        className,
      )}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={handleClick}
    >
      {busy ? <Spinner size="small" className="o-button__spinner" /> : null}
      <span className="o-button__label">{children}</span>
      {busy ? <span className="o-visually-hidden">{` ${loadingLabel ?? t('loading')}`}</span> : null}
    </button>
  );
}
