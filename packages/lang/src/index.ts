// @oslonac/lang: the rules every layer shares (services, the BFF and the browser), with no dependencies, no
// React and nothing Node-only. Serbian in both scripts, search folding, plurals, money and dates for people,
// wall-clock arithmetic in time zones, the safe next-path rule and booking's vocabulary.
export {
  ACTIVE_STATUSES,
  BOOKING_STATUSES,
  type BookableTherapist,
  type BookingStatus,
  INVITATION_STATUSES,
  type InvitationStatus,
  isActive,
  isBookingStatus,
  isSessionKind,
  isUnpaid,
  LATE_CANCEL_RULES,
  type LateCancelRule,
  SESSION_KINDS,
  type SessionKind,
  UNPAID_STATUSES,
} from './booking';
export { fold, foldedWords, foldIncludes, slugify } from './fold';
export {
  type Currency,
  type DateTimeOptions,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  formatNumber,
  formatTime,
} from './format';
export type { AvailabilityRules } from './hours';
export { LANGUAGE_LOCATIVE } from './languages';
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
export { MAX_NEXT_PATH_LENGTH, sanitiseNextPath } from './next-path';
export { type PluralForms, plural, pluralCategory } from './plural';
export { BOOKING_POLICY, CONNECT_PAYOUT_COUNTRIES, THERAPIST_PRICING } from './pricing';
export type { ProfileWords, W8BenData } from './therapist';
export { ERASED_NAME } from './therapist';
export { hasCyrillic, KEEP_LATIN, TRANSLITERATION_EXCEPTIONS, toCyrillic, toLatin } from './transliterate';
export { zoneName } from './zone-names';
export {
  addDays,
  DAY_MS,
  type DateOverride,
  type DayInfo,
  dayInfo,
  dayNumber,
  daysBetween,
  formatMinute,
  fromDayNumber,
  HOME_TIME_ZONE,
  instantToWall,
  isTimeZone,
  isValidLocalDate,
  type LocalDate,
  localDate,
  MINUTE_MS,
  type MinuteRange,
  msToWall,
  offsetOf,
  parseLocalDate,
  runtimeTimeZone,
  sameWallClock,
  spanAround,
  startOfDay,
  type Wall,
  type WeeklyRange,
  wallToInstant,
  wallToMs,
  weekdayOf,
  weekdayOfDay,
  zonedInstant,
} from './zoned';
