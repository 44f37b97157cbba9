import type { LanguageCode } from './taxonomy';

// Where therapists practise. Diaspora cities carry their own time zone, the local language clients there
// also speak, the body that licenses therapists there, and the universities a therapist there may have
// finished; weights make Belgrade and Novi Sad common and the rest rarer, as in the real market.

export interface Place {
  /** As shown on the profile (nominative). */
  city: string;
  /** "iz Čačka" */
  gen: string;
  /** "u Čačku" */
  loc: string;
  timeZone: string;
  diaspora: boolean;
  /** Practises only by video: no office city. */
  onlineOnly: boolean;
  weight: number;
  /** A second language most clients there speak. */
  localLanguage?: LanguageCode;
  /** Diaspora: the local licensing or professional body. */
  localBody?: { name: string; licencePrefix: string };
  localUniversity?: { institution: string; degree: string };
}

export const PLACES: Place[] = [
  {
    city: 'Beograd',
    gen: 'Beograda',
    loc: 'Beogradu',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: false,
    weight: 30,
  },
  {
    city: 'Novi Sad',
    gen: 'Novog Sada',
    loc: 'Novom Sadu',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: false,
    weight: 12,
    localLanguage: 'hu',
  },
  {
    city: 'Niš',
    gen: 'Niša',
    loc: 'Nišu',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: false,
    weight: 8,
  },
  {
    city: 'Kragujevac',
    gen: 'Kragujevca',
    loc: 'Kragujevcu',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: false,
    weight: 5,
  },
  {
    city: 'Subotica',
    gen: 'Subotice',
    loc: 'Subotici',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: false,
    weight: 3,
    localLanguage: 'hu',
  },
  {
    city: 'Čačak',
    gen: 'Čačka',
    loc: 'Čačku',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: false,
    weight: 3,
  },
  {
    city: 'Kraljevo',
    gen: 'Kraljeva',
    loc: 'Kraljevu',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: false,
    weight: 2,
  },
  {
    city: 'Zrenjanin',
    gen: 'Zrenjanina',
    loc: 'Zrenjaninu',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: false,
    weight: 2,
    localLanguage: 'hu',
  },
  {
    city: 'Pančevo',
    gen: 'Pančeva',
    loc: 'Pančevu',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: false,
    weight: 3,
  },
  {
    city: 'Valjevo',
    gen: 'Valjeva',
    loc: 'Valjevu',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: false,
    weight: 2,
  },
  {
    city: 'Beč',
    gen: 'Beča',
    loc: 'Beču',
    timeZone: 'Europe/Vienna',
    diaspora: true,
    onlineOnly: false,
    weight: 4,
    localLanguage: 'de',
    localBody: {
      name: 'Bundesministerium für Soziales, Gesundheit, Pflege und Konsumentenschutz (Psychotherapeutenliste)',
      licencePrefix: 'AT-PT',
    },
    localUniversity: {
      institution: 'Universität Wien — Fakultät für Psychologie',
      degree: 'Master of Science (Psychologie)',
    },
  },
  {
    city: 'Berlin',
    gen: 'Berlina',
    loc: 'Berlinu',
    timeZone: 'Europe/Berlin',
    diaspora: true,
    onlineOnly: false,
    weight: 3,
    localLanguage: 'de',
    localBody: { name: 'Psychotherapeutenkammer Berlin', licencePrefix: 'PTK-B' },
    localUniversity: {
      institution: 'Freie Universität Berlin — Fachbereich Erziehungswissenschaft und Psychologie',
      degree: 'Master of Science (Psychologie)',
    },
  },
  {
    city: 'Cirih',
    gen: 'Ciriha',
    loc: 'Cirihu',
    timeZone: 'Europe/Zurich',
    diaspora: true,
    onlineOnly: false,
    weight: 2,
    localLanguage: 'de',
    localBody: {
      name: 'Föderation der Schweizer Psychologinnen und Psychologen (FSP)',
      licencePrefix: 'FSP',
    },
    localUniversity: {
      institution: 'Universität Zürich — Psychologisches Institut',
      degree: 'Master of Science in Psychologie',
    },
  },
  {
    city: 'Čikago',
    gen: 'Čikaga',
    loc: 'Čikagu',
    timeZone: 'America/Chicago',
    diaspora: true,
    onlineOnly: false,
    weight: 2,
    localLanguage: 'en',
    localBody: {
      name: 'Illinois Department of Financial and Professional Regulation',
      licencePrefix: 'IL-LCPC',
    },
    localUniversity: {
      institution: 'Loyola University Chicago — Department of Psychology',
      degree: 'Master of Arts in Clinical Mental Health Counseling',
    },
  },
  {
    city: 'Toronto',
    gen: 'Toronta',
    loc: 'Torontu',
    timeZone: 'America/Toronto',
    diaspora: true,
    onlineOnly: false,
    weight: 2,
    localLanguage: 'en',
    localBody: { name: 'College of Registered Psychotherapists of Ontario (CRPO)', licencePrefix: 'CRPO' },
    localUniversity: {
      institution: 'University of Toronto — Ontario Institute for Studies in Education',
      degree: 'Master of Education in Counselling Psychology',
    },
  },
  {
    city: 'Sidnej',
    gen: 'Sidneja',
    loc: 'Sidneju',
    timeZone: 'Australia/Sydney',
    diaspora: true,
    onlineOnly: false,
    weight: 1,
    localLanguage: 'en',
    localBody: { name: 'Psychology Board of Australia (AHPRA)', licencePrefix: 'PSY' },
    localUniversity: {
      institution: 'Macquarie University — School of Psychological Sciences',
      degree: 'Master of Clinical Psychology',
    },
  },
  {
    city: 'Online',
    gen: '',
    loc: '',
    timeZone: 'Europe/Belgrade',
    diaspora: false,
    onlineOnly: true,
    weight: 6,
  },
];

/** Home towns diaspora therapists grew up in ("Odrasla sam u Kraljevu…"). */
export const HOME_TOWNS_LOC = [
  'Beogradu',
  'Novom Sadu',
  'Nišu',
  'Kragujevcu',
  'Čačku',
  'Kraljevu',
  'Šapcu',
  'Smederevu',
  'Užicu',
  'Somboru',
  'Leskovcu',
  'Vršcu',
  'Banjoj Luci',
];
