'use client';

import { LOCALES, type Locale } from '@oslonac/lang';
import type { MouseEvent } from 'react';
import { getT } from '../i18n/messages';
import { cx } from './cx';
import { kitMessages } from './messages';

/** Each choice is written in its own script, so a person who cannot read the current one still finds theirs. */
export const LOCALE_LABELS: Readonly<Record<Locale, string>> = {
  'sr-Latn': 'Latinica',
  'sr-Cyrl': 'Ћирилица',
  en: 'English',
};

export interface ScriptSwitchProps {
  /** The locale the page is shown in; its button is marked aria-pressed="true". */
  locale: Locale;
  /** Where the form posts (field `locale`, plus `returnTo` when given). A server action works too. */
  action?: string | ((formData: FormData) => void | Promise<void>);
  /** The page to come back to after switching (the BFF redirects there). */
  returnTo?: string;
  /** When given, switching happens in the page instead of posting the form. */
  onChange?: (locale: Locale) => void;
  className?: string;
}

/**
 * Latinica / Ћирилица / English. A plain form with three submit buttons, so it works before and without
 * JavaScript; with `onChange` it switches in place.
 */
export function ScriptSwitch({
  locale,
  action = '/api/locale',
  returnTo,
  onChange,
  className,
}: ScriptSwitchProps) {
  const t = getT(kitMessages, locale);
  const choose = (event: MouseEvent<HTMLButtonElement>, next: Locale) => {
    if (!onChange) return;
    event.preventDefault();
    if (next !== locale) onChange(next);
  };
  return (
    <form
      className={cx('o-script-switch', className)}
      method={typeof action === 'string' ? 'post' : undefined}
      action={action}
    >
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <fieldset className="o-script-switch__group">
        <legend className="o-visually-hidden">{t('scriptSwitch')}</legend>
        {LOCALES.map((option) => (
          <button
            key={option}
            type="submit"
            name="locale"
            value={option}
            lang={option}
            className="o-script-switch__button"
            aria-pressed={option === locale}
            onClick={(event) => choose(event, option)}
          >
            {LOCALE_LABELS[option]}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
