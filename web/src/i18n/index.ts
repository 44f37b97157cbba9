export { fold, foldIncludes } from './fold';
export {
  type Currency,
  type DateTimeOptions,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
} from './format';
export {
  DEFAULT_LOCALE,
  htmlLang,
  intlLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  negotiateLocale,
} from './locale';
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
export { type PluralForms, plural, pluralCategory } from './plural';
export { LocaleProvider, useLocale, useT } from './provider';
export { hasCyrillic, KEEP_LATIN, TRANSLITERATION_EXCEPTIONS, toCyrillic, toLatin } from './transliterate';
