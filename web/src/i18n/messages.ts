import { formatNumber, type Locale, type PluralForms, plural, toCyrillic } from '@oslonac/lang';

/** A message is a string with `{placeholders}`, or plural forms chosen by the `count` variable. */
export type MessageValue = string | PluralForms<string>;
export type MessageVars = Record<string, string | number>;

export interface Messages<K extends string = string> {
  /** Serbian Latin: the source every other locale starts from. */
  readonly latin: Readonly<Record<K, MessageValue>>;
  /** English where written; missing keys fall back to Latin rather than showing a key. */
  readonly en: Readonly<Partial<Record<K, MessageValue>>>;
  /** Hand-fixed Cyrillic for the rare text the transliterator cannot get right. */
  readonly cyrl: Readonly<Partial<Record<K, MessageValue>>>;
}

export interface DefineMessagesOptions<K extends string> {
  en?: Partial<Record<K, MessageValue>>;
  cyrl?: Partial<Record<K, MessageValue>>;
}

export type TFunction<K extends string> = (key: K, vars?: MessageVars) => string;

export function defineMessages<T extends Record<string, MessageValue>>(
  latin: T,
  options: DefineMessagesOptions<Extract<keyof T, string>> = {},
): Messages<Extract<keyof T, string>> {
  return Object.freeze({
    latin: Object.freeze({ ...latin }),
    en: Object.freeze({ ...(options.en ?? {}) }),
    cyrl: Object.freeze({ ...(options.cyrl ?? {}) }),
  }) as unknown as Messages<Extract<keyof T, string>>;
}

function cyrillicOf(value: MessageValue): MessageValue {
  if (typeof value === 'string') return toCyrillic(value);
  return {
    one: toCyrillic(value.one),
    few: value.few === undefined ? undefined : toCyrillic(value.few),
    other: toCyrillic(value.other),
  };
}

// Cyrillic is derived once per message set, on first use: message sets are module-level constants.
const cyrillicCache = new WeakMap<Messages, Readonly<Record<string, MessageValue>>>();

/** The whole dictionary for one locale, with fallbacks applied. */
export function translate<K extends string>(
  messages: Messages<K>,
  locale: Locale,
): Readonly<Record<K, MessageValue>> {
  if (locale === 'sr-Latn') return messages.latin;
  if (locale === 'en') return { ...messages.latin, ...definedOnly(messages.en) };
  let cyr = cyrillicCache.get(messages as Messages);
  if (!cyr) {
    const out: Record<string, MessageValue> = {};
    for (const [key, value] of Object.entries<MessageValue>(messages.latin)) {
      out[key] = (messages.cyrl as Record<string, MessageValue | undefined>)[key] ?? cyrillicOf(value);
    }
    cyr = Object.freeze(out);
    cyrillicCache.set(messages as Messages, cyr);
  }
  return cyr as Readonly<Record<K, MessageValue>>;
}

function definedOnly<K extends string>(
  partial: Partial<Record<K, MessageValue>>,
): Partial<Record<K, MessageValue>> {
  return Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<
    Record<K, MessageValue>
  >;
}

/**
 * Fills `{name}` placeholders. Numbers are formatted for the locale (1.000 / 1,000). Values are inserted as
 * given, not transliterated: they are usually people's names or data, which stay as the person wrote them.
 * An unknown placeholder stays visible so a missing variable is noticed rather than silently dropped.
 */
export function interpolate(template: string, vars: MessageVars | undefined, locale: Locale): string {
  if (!vars) return template;
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    const v = vars[name];
    if (v === undefined) return whole;
    return typeof v === 'number' ? formatNumber(v, locale) : v;
  });
}

export function t<K extends string>(
  messages: Messages<K>,
  locale: Locale,
  key: K,
  vars?: MessageVars,
): string {
  const value = translate(messages, locale)[key];
  if (value === undefined) throw new Error(`i18n: unknown message key "${key}"`);
  if (typeof value === 'string') return interpolate(value, vars, locale);
  const count = vars?.count;
  const form = plural(locale, typeof count === 'number' ? count : Number.NaN, value);
  return interpolate(form, vars, locale);
}

/** Server-friendly: bind a message set to a locale once per render. */
export function getT<K extends string>(messages: Messages<K>, locale: Locale): TFunction<K> {
  return (key, vars) => t(messages, locale, key, vars);
}
