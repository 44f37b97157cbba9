import { DEFAULT_LOCALE, type Locale } from '@oslonac/lang';
import type { ReactNode } from 'react';
import { getT } from '../i18n/messages';
import { cx, ids } from './cx';
import { kitMessages } from './messages';

/** What every labelled control takes. `id` defaults to `name`, so a FormError link `#name` lands on it. */
export interface FieldProps {
  name: string;
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  /** Shown under the label and announced with the control (aria-describedby); also sets aria-invalid. */
  error?: string | null;
  required?: boolean;
  locale?: Locale;
}

export interface FieldIds {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

export function fieldIds({
  id,
  name,
  hint,
  error,
}: Pick<FieldProps, 'id' | 'name' | 'hint' | 'error'>): FieldIds {
  const fieldId = id ?? name;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  // Error first: it is what the person needs to hear before the general hint.
  return { id: fieldId, hintId, errorId, describedBy: ids(errorId, hintId) };
}

export function RequiredMark({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  // Hidden from screen readers: the control's own `required` is announced, so saying it twice is noise.
  return (
    <span className="o-field__required" aria-hidden="true">
      {` (${getT(kitMessages, locale)('required')})`}
    </span>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children?: ReactNode }) {
  if (!id || !children) return null;
  return (
    <div className="o-field__hint" id={id}>
      {children}
    </div>
  );
}

export function FieldError({
  id,
  message,
  locale = DEFAULT_LOCALE,
}: {
  id: string | undefined;
  message?: string | null;
  locale?: Locale;
}) {
  if (!id || !message) return null;
  return (
    <p className="o-field__error" id={id}>
      <span className="o-visually-hidden">{`${getT(kitMessages, locale)('errorPrefix')} `}</span>
      {message}
    </p>
  );
}

/** Label, hint and error around one control, in the order people read them. */
export function FieldFrame({
  field,
  label,
  hint,
  error,
  required,
  locale,
  className,
  children,
}: {
  field: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  locale?: Locale;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('o-field', error && 'o-field--invalid', className)}>
      <label className="o-field__label" htmlFor={field.id}>
        {label}
        {required ? <RequiredMark locale={locale} /> : null}
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId} message={error} locale={locale} />
      {children}
    </div>
  );
}
