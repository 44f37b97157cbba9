import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { FieldError, FieldHint, type FieldProps, fieldIds, RequiredMark } from './Field';

type CheckboxAttrs = Omit<ComponentPropsWithRef<'input'>, 'id' | 'name' | 'required' | 'type' | 'children'>;

export interface CheckboxProps extends FieldProps, CheckboxAttrs {
  label: ReactNode;
}

/** One checkbox with its label to the right; the whole label is part of the touch target. */
export function Checkbox({
  name,
  label,
  id,
  hint,
  error,
  required,
  locale,
  className,
  ...rest
}: CheckboxProps) {
  const field = fieldIds({ id, name, hint, error });
  return (
    <div className={cx('o-check', error && 'o-check--invalid', className)}>
      <input
        {...rest}
        type="checkbox"
        id={field.id}
        name={name}
        required={required}
        aria-describedby={field.describedBy}
        aria-invalid={error ? true : undefined}
        className="o-check__input"
      />
      <div className="o-check__text">
        <label className="o-check__label" htmlFor={field.id}>
          {label}
          {required ? <RequiredMark locale={locale} /> : null}
        </label>
        <FieldHint id={field.hintId}>{hint}</FieldHint>
        <FieldError id={field.errorId} message={error} locale={locale} />
      </div>
    </div>
  );
}
