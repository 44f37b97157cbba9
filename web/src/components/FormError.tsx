'use client';

import type { Locale } from '@oslonac/lang';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { getT } from '../i18n/messages';
import { useLocale } from '../i18n/provider';
import { cx } from './cx';
import { kitMessages } from './messages';

export interface FieldErrorItem {
  /** The id of the control (fields default their id to their name). */
  field: string;
  message: string;
}

export type FieldErrors = readonly FieldErrorItem[] | Readonly<Record<string, string | null | undefined>>;

export interface FormErrorProps {
  errors?: FieldErrors;
  /** A problem that belongs to no single field ("Prijava nije uspela…"), shown above the list. */
  message?: ReactNode;
  /** Defaults to "Proverite označena polja". */
  title?: ReactNode;
  locale?: Locale;
  /** Move focus to the summary when it appears, so keyboard and screen reader users start from it. */
  focusOnMount?: boolean;
  className?: string;
}

/** Normalises both shapes (list or field → message map), dropping empty messages. */
export function errorList(errors: FieldErrors | undefined): FieldErrorItem[] {
  if (!errors) return [];
  if (Array.isArray(errors)) return (errors as readonly FieldErrorItem[]).filter((e) => e.message);
  return Object.entries(errors as Record<string, string | null | undefined>)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([field, message]) => ({ field, message }));
}

/**
 * The error summary at the top of a form: announced (role=alert), focused when it appears, and each error
 * is a link that moves focus to its field. Renders nothing when there is nothing to say.
 */
export function FormError({
  errors,
  message,
  title,
  locale,
  focusOnMount = true,
  className,
}: FormErrorProps) {
  const contextLocale = useLocale();
  const t = getT(kitMessages, locale ?? contextLocale);
  const list = errorList(errors);
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const signature = list.map((e) => `${e.field}:${e.message}`).join('|') + (message ? '|message' : '');

  // Focus again only when the set of errors changes, not on every render.
  useEffect(() => {
    if (focusOnMount && signature) ref.current?.focus();
  }, [signature, focusOnMount]);

  if (list.length === 0 && !message) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const target = document.getElementById(fieldId);
    if (!target) return;
    // Focus the control itself, and scroll so its label (above it) is visible too.
    event.preventDefault();
    const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
    const legend = target.closest('fieldset')?.querySelector('legend');
    (legend ?? label ?? target).scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <div
      ref={ref}
      className={cx('o-error-summary', className)}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 className="o-error-summary__title" id={titleId}>
        {title ?? t('errorSummaryTitle')}
      </h2>
      {message ? <div className="o-error-summary__message">{message}</div> : null}
      {list.length > 0 ? (
        <ul className="o-error-summary__list">
          {list.map((e) => (
            <li key={`${e.field}:${e.message}`}>
              <a href={`#${e.field}`} onClick={(event) => focusField(event, e.field)}>
                {e.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
