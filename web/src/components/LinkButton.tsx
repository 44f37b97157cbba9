import type { ComponentPropsWithRef } from 'react';
import type { ButtonSize, ButtonVariant } from './Button';
import { cx } from './cx';

export interface LinkButtonProps extends ComponentPropsWithRef<'a'> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** A link that looks like a button: for navigation, so it works without JavaScript and opens in a new tab. */
export function LinkButton({
  variant = 'primary',
  size = 'normal',
  block = false,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <a
      {...rest}
      className={cx(
        'o-button',
        `o-button--${variant}`,
        size === 'small' && 'o-button--small',
        block && 'o-button--block',
        className,
      )}
    >
      <span className="o-button__label">{children}</span>
    </a>
  );
}
