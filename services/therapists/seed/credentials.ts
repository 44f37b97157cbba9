import type { ApproachSlug } from './taxonomy';

// Titles, schools, certificates and the bodies that issue them. A title decides which degree a profile can
// plausibly hold (a psychiatrist studied medicine, a counsellor may come from social work or pedagogy), and an
// approach decides which psychotherapy training and certificate go with it.

export type TitleKind = 'psychologist' | 'psychotherapist' | 'clinical' | 'psychiatrist' | 'counsellor';

export interface Title {
  title: string;
  kind: TitleKind;
  weight: number;
}

export const TITLES: Title[] = [
  { title: 'psiholog', kind: 'psychologist', weight: 24 },
  { title: 'psihoterapeut', kind: 'psychotherapist', weight: 22 },
  { title: 'psiholog i psihoterapeut', kind: 'psychotherapist', weight: 16 },
  { title: 'klinički psiholog', kind: 'clinical', weight: 13 },
  { title: 'psihijatar', kind: 'psychiatrist', weight: 7 },
  { title: 'psihijatar i psihoterapeut', kind: 'psychiatrist', weight: 3 },
  { title: 'psihološki savetnik', kind: 'counsellor', weight: 8 },
  { title: 'porodični savetnik', kind: 'counsellor', weight: 4 },
  { title: 'savetnik za partnerske odnose', kind: 'counsellor', weight: 3 },
];

export interface School {
  institution: string;
  /** Degree for a basic diploma, and for a later master where there is one. */
  degree: string;
  master?: string;
  weight: number;
}

export const PSYCHOLOGY_SCHOOLS: School[] = [
  {
    institution: 'Filozofski fakultet Univerziteta u Beogradu — Odeljenje za psihologiju',
    degree: 'Diplomirani psiholog',
    master: 'Master psiholog',
    weight: 10,
  },
  {
    institution: 'Filozofski fakultet Univerziteta u Novom Sadu — Odsek za psihologiju',
    degree: 'Diplomirani psiholog',
    master: 'Master psiholog',
    weight: 6,
  },
  {
    institution: 'Filozofski fakultet Univerziteta u Nišu — Departman za psihologiju',
    degree: 'Diplomirani psiholog',
    master: 'Master psiholog',
    weight: 4,
  },
  {
    institution: 'Filozofski fakultet Univerziteta u Prištini sa privremenim sedištem u Kosovskoj Mitrovici',
    degree: 'Diplomirani psiholog',
    weight: 1,
  },
  {
    institution: 'Filozofski fakultet Univerziteta u Banjoj Luci — Studijski program psihologija',
    degree: 'Diplomirani psiholog',
    weight: 1,
  },
  {
    institution: 'Fakultet za medije i komunikacije Univerziteta Singidunum — Psihologija',
    degree: 'Diplomirani psiholog',
    master: 'Master psiholog',
    weight: 2,
  },
];

export const MEDICAL_SCHOOLS: School[] = [
  { institution: 'Medicinski fakultet Univerziteta u Beogradu', degree: 'Doktor medicine', weight: 5 },
  { institution: 'Medicinski fakultet Univerziteta u Novom Sadu', degree: 'Doktor medicine', weight: 3 },
  { institution: 'Medicinski fakultet Univerziteta u Nišu', degree: 'Doktor medicine', weight: 2 },
  {
    institution: 'Fakultet medicinskih nauka Univerziteta u Kragujevcu',
    degree: 'Doktor medicine',
    weight: 1,
  },
];

export const COUNSELLING_SCHOOLS: School[] = [
  {
    institution:
      'Fakultet političkih nauka Univerziteta u Beogradu — Odeljenje za socijalnu politiku i socijalni rad',
    degree: 'Diplomirani socijalni radnik',
    master: 'Master socijalne politike i socijalnog rada',
    weight: 3,
  },
  {
    institution: 'Filozofski fakultet Univerziteta u Beogradu — Odeljenje za pedagogiju i andragogiju',
    degree: 'Diplomirani pedagog',
    master: 'Master pedagog',
    weight: 2,
  },
  {
    institution: 'Fakultet za specijalnu edukaciju i rehabilitaciju Univerziteta u Beogradu',
    degree: 'Diplomirani defektolog',
    master: 'Master defektolog',
    weight: 1,
  },
  ...PSYCHOLOGY_SCHOOLS.map((s) => ({ ...s, weight: s.weight / 2 })),
];

/** Psychiatry residency after medicine. */
export const PSYCHIATRY_SPECIALISATION = [
  'Klinika za psihijatriju, Univerzitetski klinički centar Srbije',
  'Klinika za psihijatriju, Univerzitetski klinički centar Vojvodine',
  'Klinika za zaštitu mentalnog zdravlja, Univerzitetski klinički centar Niš',
  'Institut za mentalno zdravlje, Beograd',
];

export const CLINICAL_SPECIALISATION = [
  'Medicinski fakultet Univerziteta u Beogradu — specijalizacija iz medicinske psihologije',
  'Medicinski fakultet Univerziteta u Novom Sadu — specijalizacija iz medicinske psihologije',
];

/** Psychotherapy training by approach: who trains and certifies, and the certificate it gives. */
export const APPROACH_TRAINING: Record<ApproachSlug, { institution: string; certificate: string }> = {
  kbt: {
    institution: 'Udruženje za kognitivno-bihejvioralnu terapiju Srbije',
    certificate: 'Sertifikovani KBT psihoterapeut (Udruženje za kognitivno-bihejvioralnu terapiju Srbije)',
  },
  psihodinamska: {
    institution: 'Udruženje za psihodinamsku psihoterapiju Srbije',
    certificate: 'Sertifikat iz psihodinamske psihoterapije',
  },
  gestalt: {
    institution: 'Geštalt edukativni centar, Beograd',
    certificate: 'Sertifikovani geštalt psihoterapeut (standard EAGT)',
  },
  'sistemska-porodicna': {
    institution: 'Institut za mentalno zdravlje — edukacija iz sistemske porodične terapije',
    certificate: 'Sertifikovani sistemski porodični psihoterapeut',
  },
  'transakciona-analiza': {
    institution: 'Udruženje za transakcionu analizu Srbije',
    certificate: 'Sertifikovani transakcioni analitičar (CTA, EATA)',
  },
  integrativna: {
    institution: 'Centar za integrativnu psihoterapiju, Novi Sad',
    certificate: 'Sertifikat iz integrativne psihoterapije',
  },
  psihoanaliza: {
    institution: 'Beogradsko psihoanalitičko društvo',
    certificate: 'Psihoanalitički psihoterapeut, član Beogradskog psihoanalitičkog društva',
  },
  egzistencijalna: {
    institution: 'Udruženje za egzistencijalnu psihoterapiju',
    certificate: 'Sertifikat iz egzistencijalne psihoterapije',
  },
  emdr: {
    institution: 'EMDR Europe — akreditovana obuka',
    certificate: 'EMDR praktičar (EMDR Europe)',
  },
  'shema-terapija': {
    institution: 'International Society of Schema Therapy (ISST)',
    certificate: 'Sertifikovani shema terapeut (ISST)',
  },
  act: {
    institution: 'Association for Contextual Behavioral Science — program obuke',
    certificate: 'Završena edukacija iz terapije prihvatanjem i posvećenošću (ACT)',
  },
  'racionalno-emotivna': {
    institution: 'Centar za racionalno-emotivnu bihejvioralnu terapiju, Beograd',
    certificate: 'Sertifikovani REBT psihoterapeut',
  },
};

export const ECP = 'Evropski sertifikat za psihoterapiju (ECP)';
export const SDPS = 'Savez društava psihoterapeuta Srbije';
export const DPS = 'Društvo psihologa Srbije';
export const LKS = 'Lekarska komora Srbije';
export const KPS = 'Komora socijalne zaštite Srbije';

/** Who on the team checked a profile (the badge says a person, not a script, looked). */
export const CHECKERS = ['Ana Kovačević', 'Miloš Ristić', 'Jelena Stanojević'];

export const VERIFICATION_NOTES = [
  'Proverene diploma i licenca; supervizor je potvrdio redovnu superviziju.',
  'Diploma proverena uvidom u original; broj sertifikata potvrđen kod udruženja.',
  'Licenca važeća; dostavljena potvrda o završenoj psihoterapijskoj edukaciji.',
  'Diploma i sertifikat provereni, članstvo u udruženju aktivno.',
  'Proverena diploma; sertifikat potvrđen u registru udruženja, supervizija u toku.',
  'Licenca i diploma potvrđeni kod izdavaoca; preporuka supervizora priložena.',
];
