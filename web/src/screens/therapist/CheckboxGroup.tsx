import { Checkbox, FieldError, FieldHint, fieldIds } from '@oslonac/web';
import type { Locale } from '@oslonac/web/i18n';
import type { ReactNode } from 'react';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
}

/**
 * A question with several answers: fieldset + legend, one checkbox each. The first box carries the group's
 * id, so an error summary link `#id` lands in the group.
 */
export function CheckboxGroup({
  id,
  legend,
  hint,
  error,
  options,
  values,
  onToggle,
  locale,
  columns = false,
}: {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  options: readonly CheckboxOption[];
  values: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  locale?: Locale;
  /** Lay long lists out in columns on wide screens. */
  columns?: boolean;
}) {
  const field = fieldIds({ id, name: id, hint, error });
  return (
    <fieldset
      className={`o-fieldset${error ? ' o-fieldset--invalid' : ''}`}
      aria-describedby={field.describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="o-fieldset__legend">{legend}</legend>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId} message={error} locale={locale} />
      <div className={columns ? 't-check-columns' : 'o-stack'}>
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            id={index === 0 ? id : `${id}-${option.value}`}
            name={id}
            value={option.value}
            label={option.label}
            checked={values.includes(option.value)}
            onChange={(e) => onToggle(option.value, e.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
