import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import { FieldFrame, type FieldProps, fieldIds } from './Field';

type InputAttrs = Omit<ComponentPropsWithRef<'input'>, 'id' | 'name' | 'required' | 'children'>;

export interface TextFieldProps extends FieldProps, InputAttrs {
  /** Narrower inputs for short answers (postcode, code from an e-mail). */
  width?: 'full' | 'medium' | 'short';
}

/** A labelled text input. Works in server components; pass value/onChange only from client components. */
export function TextField({
  name,
  label,
  id,
  hint,
  error,
  required,
  locale,
  width = 'full',
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const field = fieldIds({ id, name, hint, error });
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} required={required} locale={locale}>
      <input
        {...rest}
        type={type}
        id={field.id}
        name={name}
        required={required}
        aria-describedby={field.describedBy}
        aria-invalid={error ? true : undefined}
        className={cx('o-input', width !== 'full' && `o-input--${width}`, className)}
      />
    </FieldFrame>
  );
}

/** E-mail input with the keyboard, autofill and spelling settings an address needs. */
export function EmailField({ autoComplete = 'email', ...props }: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}

type TextAreaAttrs = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'name' | 'required' | 'children'>;

export interface TextAreaFieldProps extends FieldProps, TextAreaAttrs {}

export function TextAreaField({
  name,
  label,
  id,
  hint,
  error,
  required,
  locale,
  className,
  rows = 5,
  ...rest
}: TextAreaFieldProps) {
  const field = fieldIds({ id, name, hint, error });
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} required={required} locale={locale}>
      <textarea
        {...rest}
        rows={rows}
        id={field.id}
        name={name}
        required={required}
        aria-describedby={field.describedBy}
        aria-invalid={error ? true : undefined}
        className={cx('o-input', 'o-textarea', className)}
      />
    </FieldFrame>
  );
}

type SelectAttrs = Omit<ComponentPropsWithRef<'select'>, 'id' | 'name' | 'required' | 'children'>;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldProps, SelectAttrs {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Izaberite…"; it has the value "". */
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  id,
  hint,
  error,
  required,
  locale,
  className,
  options,
  placeholder,
  ...rest
}: SelectFieldProps) {
  const field = fieldIds({ id, name, hint, error });
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} required={required} locale={locale}>
      <select
        {...rest}
        id={field.id}
        name={name}
        required={required}
        aria-describedby={field.describedBy}
        aria-invalid={error ? true : undefined}
        className={cx('o-input', 'o-select', className)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
