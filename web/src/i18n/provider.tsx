'use client';

import { DEFAULT_LOCALE, type Locale } from '@oslonac/lang';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { getT, type Messages, type TFunction } from './messages';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Gives client components the page's locale; server components get it from the request and pass it down. */
export function LocaleProvider({ locale, children }: { locale: Locale; children?: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

export function useT<K extends string>(messages: Messages<K>): TFunction<K> {
  const locale = useLocale();
  return useMemo(() => getT(messages, locale), [messages, locale]);
}
