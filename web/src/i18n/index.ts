// The language rules live in @oslonac/lang (services and the BFF share them); they are re-exported here so
// screens and the BFF's pages find everything about language in one place, next to the messages and React
// providers that only the UI has.
export {
  type Currency,
  type DateTimeOptions,
  DEFAULT_LOCALE,
  fold,
  foldIncludes,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  hasCyrillic,
  htmlLang,
  intlLocale,
  isLocale,
  KEEP_LATIN,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  negotiateLocale,
  type PluralForms,
  plural,
  pluralCategory,
  TRANSLITERATION_EXCEPTIONS,
  toCyrillic,
  toLatin,
} from '@oslonac/lang';
export {
  type DefineMessagesOptions,
  defineMessages,
  getT,
  interpolate,
  type Messages,
  type MessageValue,
  type MessageVars,
  type TFunction,
  t,
  translate,
} from './messages';
export { LocaleProvider, useLocale, useT } from './provider';
