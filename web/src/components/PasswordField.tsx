'use client';

import { useEffect, useState } from 'react';
import { getT } from '../i18n/messages';
import { useLocale } from '../i18n/provider';
import { cx } from './cx';
import { FieldFrame, fieldIds } from './Field';
import { kitMessages } from './messages';
import type { TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'width'> {
  /** For sign-up and password change: tells password managers to offer a new password. */
  newPassword?: boolean;
}

/**
 * Password input with a "Prikaži lozinku" toggle, so people can check what they typed (typos lock people out at
 * a bad moment). The toggle appears only once JavaScript runs; without it the field is a plain password input.
 */
export function PasswordField({
  name,
  label,
  id,
  hint,
  error,
  required,
  locale,
  className,
  newPassword = false,
  autoComplete,
  ...rest
}: PasswordFieldProps) {
  const contextLocale = useLocale();
  const loc = locale ?? contextLocale;
  const t = getT(kitMessages, loc);
  const field = fieldIds({ id, name, hint, error });
  const [visible, setVisible] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} required={required} locale={loc}>
      <div className="o-password">
        <input
          {...rest}
          type={visible ? 'text' : 'password'}
          id={field.id}
          name={name}
          required={required}
          autoComplete={autoComplete ?? (newPassword ? 'new-password' : 'current-password')}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-describedby={field.describedBy}
          aria-invalid={error ? true : undefined}
          className={cx('o-input', 'o-password__input', className)}
        />
        <button
          type="button"
          className="o-password__toggle"
          hidden={!hydrated}
          aria-controls={field.id}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {t('showPassword')}
        </button>
      </div>
    </FieldFrame>
  );
}
