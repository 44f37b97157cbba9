import type { Locale } from './locale';
import { toCyrillic } from './transliterate';

/** Serbian names of the cities in zones people choose here; others keep the IANA city name. */
const CITY_SR: Record<string, string> = {
  'Europe/Belgrade': 'Beograd',
  'Europe/Vienna': 'Beč',
  'Europe/Zurich': 'Cirih',
  'Europe/Paris': 'Pariz',
  'Europe/Rome': 'Rim',
  'Europe/Athens': 'Atina',
  'Europe/Moscow': 'Moskva',
  'Europe/Brussels': 'Brisel',
  'Europe/Copenhagen': 'Kopenhagen',
  'Europe/Stockholm': 'Stokholm',
  'Europe/Skopje': 'Skoplje',
  'Europe/Lisbon': 'Lisabon',
  'Europe/Prague': 'Prag',
  'Europe/Warsaw': 'Varšava',
  'Europe/Budapest': 'Budimpešta',
  'Europe/Bucharest': 'Bukurešt',
  'America/New_York': 'Njujork',
  'America/Chicago': 'Čikago',
  'America/Los_Angeles': 'Los Anđeles',
  'Australia/Sydney': 'Sidnej',
  'Australia/Melbourne': 'Melburn',
  'Asia/Tokyo': 'Tokio',
};

/** A zone as people say it: its city ("Beograd", "Čikago"), or UTC. */
export function zoneName(zone: string, locale: Locale): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  if (locale === 'en') return city;
  const sr = CITY_SR[zone] ?? city;
  return locale === 'sr-Cyrl' ? toCyrillic(sr) : sr;
}
