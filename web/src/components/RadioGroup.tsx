import type { Locale } from '@oslonac/lang';
import type { ChangeEventHandler, ReactNode } from 'react';
import { cx } from './cx';
import { FieldError, FieldHint, fieldIds, RequiredMark } from './Field';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  /** The first radio gets this id (default: name), so a FormError link `#name` lands on the group. */
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** Controlled value (client components) … */
  value?: string;
  /** … or the initial choice (server-rendered forms). */
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Side by side for two or three short choices; stacked otherwise. */
  inline?: boolean;
  /** Legend as the page heading, for one-question pages. */
  legendAsHeading?: boolean;
  locale?: Locale;
  className?: string;
}

/** A question with one answer: fieldset + legend, each option a labelled radio with an optional hint. */
export function RadioGroup({
  name,
  legend,
  options,
  id,
  hint,
  error,
  required,
  value,
  defaultValue,
  onChange,
  inline = false,
  legendAsHeading = false,
  locale,
  className,
}: RadioGroupProps) {
  const field = fieldIds({ id, name, hint, error });
  const controlled = value !== undefined;
  return (
    <fieldset
      className={cx(
        'o-fieldset',
        'o-radio-group',
        inline && 'o-radio-group--inline',
        error && 'o-fieldset--invalid',
        className,
      )}
      aria-describedby={field.describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={cx('o-fieldset__legend', legendAsHeading && 'o-fieldset__legend--heading')}>
        {legendAsHeading ? <h1 className="o-fieldset__heading">{legend}</h1> : legend}
        {required ? <RequiredMark locale={locale} /> : null}
      </legend>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId} message={error} locale={locale} />
      <div className="o-radio-group__options">
        {options.map((option, index) => {
          const optionId = index === 0 ? field.id : `${field.id}-${index}`;
          const optionHintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div className="o-radio" key={option.value}>
              <input
                type="radio"
                className="o-radio__input"
                id={optionId}
                name={name}
                value={option.value}
                disabled={option.disabled}
                required={required}
                aria-describedby={optionHintId}
                {...(controlled
                  ? { checked: value === option.value, onChange }
                  : { defaultChecked: defaultValue === option.value, onChange })}
              />
              <div className="o-radio__text">
                <label className="o-radio__label" htmlFor={optionId}>
                  {option.label}
                </label>
                <FieldHint id={optionHintId}>{option.hint}</FieldHint>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
