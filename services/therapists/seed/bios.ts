import { LANGUAGE_LOCATIVE } from '@oslonac/lang';
import type { TitleKind } from './credentials';
import { APPROACH_FORMS, capitalize, joinAnd, SPECIALTY_FORMS, yearsAcc, yearsGen } from './grammar';
import type { Place } from './places';
import type { ApproachSlug, LanguageCode, SpecialtySlug } from './taxonomy';

// Bio building blocks. A bio is an opening, what the therapist works with, how they work, and sometimes a
// word about practice or practicalities: 3 to 5 sentences, in the first or the third person. Every sentence is
// written whole (Serbian agrees verbs and adjectives with the speaker's gender, so each frame says both forms)
// and states only facts the profile also carries, so the bio never contradicts the tags, prices or city.

export interface BioFacts {
  firstName: string;
  fullName: string;
  female: boolean;
  title: string;
  titleKind: TitleKind;
  years: number;
  place: Place;
  /** Locative of the town a diaspora therapist grew up in ("Kraljevu"). */
  homeTownLoc: string;
  /** "u centru za socijalni rad": where they worked before private practice, fits "radila sam …". */
  previousWork: string;
  /** In the order the bio names them; the first is the main one. */
  specialties: SpecialtySlug[];
  approaches: ApproachSlug[];
  couples: boolean;
  couplesMinutes: number;
  languages: LanguageCode[];
  consultation: { minutes: number; free: boolean } | null;
}

export type Person = 'first' | 'third';

export interface Sentence {
  id: string;
  person: Person;
  when?: (f: BioFacts) => boolean;
  text: (f: BioFacts) => string;
}

const g = (f: BioFacts, male: string, female: string) => (f.female ? female : male);
const local = (f: BioFacts) => !f.place.onlineOnly && !f.place.diaspora;
const online = (f: BioFacts) => f.place.onlineOnly;
const diaspora = (f: BioFacts) => f.place.diaspora;
const office = (f: BioFacts) => !f.place.onlineOnly;
const has = (s: SpecialtySlug) => (f: BioFacts) => f.specialties.includes(s);
const main = (a: ApproachSlug) => (f: BioFacts) => f.approaches[0] === a;

const spec = (f: BioFacts, i: number) => SPECIALTY_FORMS[f.specialties[i % f.specialties.length]!];
const appr = (f: BioFacts, i: number) => APPROACH_FORMS[f.approaches[i]!];
const nomList = (f: BioFacts) => joinAnd(f.specialties.slice(0, 3).map((s) => SPECIALTY_FORMS[s].nom));
const twoOrMore = (f: BioFacts) => f.specialties.length >= 2;

/** "psihoterapijom", "savetovanjem"…: what they say they practise. */
function craft(f: BioFacts): string {
  switch (f.titleKind) {
    case 'counsellor':
      return 'savetovanjem';
    case 'psychiatrist':
      return 'psihijatrijom i psihoterapijom';
    case 'psychologist':
      return 'psihološkim savetovanjem i psihoterapijom';
    default:
      return 'psihoterapijom';
  }
}

const languagesSpoken = (f: BioFacts) => joinAnd(f.languages.map((l) => LANGUAGE_LOCATIVE[l] ?? l));

export const OPENINGS: Sentence[] = [
  {
    id: 'open.name-city',
    person: 'first',
    when: office,
    text: (f) => `Zovem se ${f.fullName} i ${f.title} sam iz ${f.place.gen}.`,
  },
  {
    id: 'open.name-online',
    person: 'first',
    when: online,
    text: (f) => `Zovem se ${f.fullName}, ${f.title} sam i radim isključivo online.`,
  },
  {
    id: 'open.years-adults',
    person: 'first',
    text: (f) =>
      `Ja sam ${f.firstName}, ${f.title}, i već ${yearsAcc(f.years)} radim sa odraslima koji prolaze kroz zahtevne periode.`,
  },
  {
    id: 'open.craft-before',
    person: 'first',
    when: (f) => !diaspora(f),
    text: (f) =>
      `${capitalize(craft(f))} se bavim ${yearsAcc(f.years)}, a pre toga sam ${g(f, 'radio', 'radila')} ${f.previousWork}.`,
  },
  {
    id: 'open.as-title',
    person: 'first',
    when: (f) => !diaspora(f) && !f.previousWork.startsWith('kao '),
    text: (f) =>
      `Kao ${f.title} ${g(f, 'radio', 'radila')} sam ${f.previousWork}, a danas imam privatnu praksu ${
        online(f) ? 'i radim online' : `u ${f.place.loc}`
      }.`,
  },
  {
    id: 'open.title-years',
    person: 'first',
    when: local,
    text: (f) =>
      `${capitalize(f.title)} sam ${yearsAcc(f.years)}, a poslednjih godina radim u privatnoj praksi u ${f.place.loc}.`,
  },
  {
    id: 'open.grew-up',
    person: 'first',
    when: diaspora,
    text: (f) =>
      `${g(f, 'Odrastao', 'Odrasla')} sam u ${f.homeTownLoc}, a danas živim u ${f.place.loc}, gde već ${yearsAcc(f.years)} radim kao ${f.title}.`,
  },
  {
    id: 'open.moved',
    person: 'first',
    when: diaspora,
    text: (f) =>
      `Posle studija u Srbiji ${g(f, 'preselio', 'preselila')} sam se u ${f.place.city}, gde kao ${f.title} radim ${yearsAcc(f.years)}.`,
  },
  {
    id: 'open.name-diaspora',
    person: 'first',
    when: diaspora,
    text: (f) =>
      `Zovem se ${f.fullName} i ${f.title} sam u ${f.place.loc}, a sa ljudima sa našeg govornog područja radim i online.`,
  },
  {
    id: 'open3.city-years',
    person: 'third',
    when: office,
    text: (f) => `${f.fullName} je ${f.title} iz ${f.place.gen} i u praksi je ${yearsAcc(f.years)}.`,
  },
  {
    id: 'open3.online',
    person: 'third',
    when: online,
    text: (f) =>
      `${f.fullName} je ${f.title} sa iskustvom od ${yearsGen(f.years)} ${g(f, 'koji', 'koja')} radi isključivo online.`,
  },
  {
    id: 'open3.before',
    person: 'third',
    when: (f) => !diaspora(f),
    text: (f) =>
      `${f.fullName} je ${g(f, 'radio', 'radila')} ${f.previousWork}, a danas vodi privatnu praksu ${
        online(f) ? 'i radi online' : `u ${f.place.loc}`
      }.`,
  },
  {
    id: 'open3.experience',
    person: 'third',
    when: local,
    text: (f) =>
      `${f.firstName} je ${f.title} sa iskustvom od ${yearsGen(f.years)}, a praksu vodi u ${f.place.loc}.`,
  },
  {
    id: 'open3.diaspora',
    person: 'third',
    when: diaspora,
    text: (f) =>
      `${f.fullName} je ${f.title} ${g(f, 'koji', 'koja')} živi u ${f.place.loc} i radi sa ljudima sa našeg govornog područja širom sveta.`,
  },
  {
    id: 'open3.grew-up',
    person: 'third',
    when: diaspora,
    text: (f) =>
      `${f.fullName} je ${g(f, 'odrastao', 'odrasla')} u ${f.homeTownLoc}, a već ${yearsAcc(f.years)} radi kao ${f.title} u ${f.place.loc}.`,
  },
];

export const FOCUS: Sentence[] = [
  {
    id: 'focus.cope',
    person: 'first',
    when: twoOrMore,
    text: (f) => `Najčešće radim sa ljudima koji se nose sa ${spec(f, 0).instr} i ${spec(f, 1).instr}.`,
  },
  {
    id: 'focus.topics',
    person: 'first',
    when: twoOrMore,
    text: (f) => `U radu se najviše bavim temama kao što su ${nomList(f)}.`,
  },
  {
    id: 'focus.because',
    person: 'first',
    when: twoOrMore,
    text: (f) => `Klijenti mi najčešće dolaze zbog ${spec(f, 0).gen} ili ${spec(f, 1).gen}.`,
  },
  {
    id: 'focus.interest',
    person: 'first',
    when: twoOrMore,
    text: (f) =>
      `Posebno me zanima rad sa ${spec(f, 0).instr}, a dosta iskustva imam i sa ${spec(f, 1).instr}.`,
  },
  {
    id: 'focus.areas',
    person: 'first',
    text: (f) =>
      f.specialties.length === 1
        ? `Moja glavna oblast rada je ${spec(f, 0).nom}.`
        : `Moje glavne oblasti rada su ${nomList(f)}.`,
  },
  {
    id: 'focus.when',
    person: 'first',
    text: (f) =>
      twoOrMore(f)
        ? `Ljudi mi se najčešće javljaju kada ${spec(f, 0).when}, ili kada ${spec(f, 1).when}.`
        : `Ljudi mi se najčešće javljaju kada ${spec(f, 0).when}.`,
  },
  {
    id: 'focus3.deals',
    person: 'third',
    when: twoOrMore,
    text: (f) => `U radu se najviše bavi ${spec(f, 0).instr} i ${spec(f, 1).instr}.`,
  },
  {
    id: 'focus3.because',
    person: 'third',
    when: twoOrMore,
    text: (f) =>
      `Klijenti ${g(f, 'mu', 'joj')} se najčešće obraćaju zbog ${spec(f, 0).gen} i ${spec(f, 1).gen}.`,
  },
  {
    id: 'focus3.centre',
    person: 'third',
    text: (f) =>
      f.specialties.length === 1
        ? `U fokusu ${g(f, 'njegovog', 'njenog')} rada je ${spec(f, 0).nom}.`
        : `U fokusu ${g(f, 'njegovog', 'njenog')} rada su ${nomList(f)}.`,
  },
  {
    id: 'focus3.experience',
    person: 'third',
    when: twoOrMore,
    text: (f) => `Posebno iskustvo ima u radu sa ${spec(f, 0).instr}, ali i sa ${spec(f, 1).instr}.`,
  },
  {
    id: 'focus3.when',
    person: 'third',
    text: (f) => `${g(f, 'Njemu', 'Njoj')} se ljudi najčešće javljaju kada ${spec(f, 0).when}.`,
  },
];

export const APPROACH: Sentence[] = [
  {
    id: 'approach.within',
    person: 'first',
    text: (f) =>
      f.approaches.length > 1
        ? `Radim u okviru ${appr(f, 0).gen}, a koristim i tehnike ${appr(f, 1).gen}.`
        : `Radim u okviru ${appr(f, 0).gen}.`,
  },
  {
    id: 'approach.trained',
    person: 'first',
    text: (f) =>
      `${g(f, 'Edukovan', 'Edukovana')} sam iz ${joinAnd(f.approaches.slice(0, 3).map((a) => APPROACH_FORMS[a].gen))}.`,
  },
  {
    id: 'approach.basis',
    person: 'first',
    text: (f) =>
      f.approaches.length > 1
        ? `Osnovni pristup mi je ${appr(f, 0).short}, uz elemente ${appr(f, 1).gen}.`
        : `Osnovni pristup mi je ${appr(f, 0).short}.`,
  },
  {
    id: 'approach.since',
    person: 'first',
    when: (f) => f.years >= 4,
    text: (f) =>
      `Edukaciju iz ${appr(f, 0).gen} ${g(f, 'završio', 'završila')} sam pre ${yearsAcc(f.years - 2)}, i taj pristup mi je i danas osnova rada.`,
  },
  {
    id: 'approach3.within',
    person: 'third',
    text: (f) =>
      f.approaches.length > 1
        ? `Radi u okviru ${appr(f, 0).gen} i ${appr(f, 1).gen}.`
        : `Radi u okviru ${appr(f, 0).gen}.`,
  },
  {
    id: 'approach3.trained',
    person: 'third',
    text: (f) =>
      `${g(f, 'Edukovan', 'Edukovana')} je iz ${joinAnd(f.approaches.slice(0, 3).map((a) => APPROACH_FORMS[a].gen))}.`,
  },
  {
    id: 'approach3.basis',
    person: 'third',
    text: (f) =>
      f.approaches.length > 1
        ? `Osnovni pristup ${g(f, 'mu', 'joj')} je ${appr(f, 0).short}, uz elemente ${appr(f, 1).gen}.`
        : `Osnovni pristup ${g(f, 'mu', 'joj')} je ${appr(f, 0).short}.`,
  },
];

/** What the main approach means in practice, said plainly. */
const detail = (
  approach: ApproachSlug,
  n: number,
  first: (f: BioFacts) => string,
  third: (f: BioFacts) => string,
): Sentence[] => [
  { id: `detail.${approach}.${n}`, person: 'first', when: main(approach), text: first },
  { id: `detail3.${approach}.${n}`, person: 'third', when: main(approach), text: third },
];

export const APPROACH_DETAIL: Sentence[] = [
  ...detail(
    'kbt',
    1,
    () =>
      'Zajedno gledamo kako misli, osećanja i ponašanje utiču jedni na druge, a između susreta isprobavamo male, konkretne promene.',
    () =>
      'U radu povezuje misli, osećanja i ponašanje i sa klijentima dogovara male, konkretne korake između susreta.',
  ),
  ...detail(
    'kbt',
    2,
    () =>
      'Seanse su strukturisane: dogovorimo cilj, pratimo šta se menja i vežbamo veštine koje možete da koristite i sami.',
    (f) =>
      `${g(f, 'Njegove', 'Njene')} seanse su strukturisane, sa jasnim ciljem i veštinama koje klijent posle može da koristi i sam.`,
  ),
  ...detail(
    'kbt',
    3,
    () => 'Napredak redovno proveravamo zajedno, da bismo oboje jasno videli šta se pomerilo, a šta još ne.',
    () => 'Napredak redovno proverava zajedno sa klijentom, da bi obe strane jasno videle šta se pomerilo.',
  ),
  ...detail(
    'kbt',
    4,
    () => 'Pored razgovora koristim jednostavne zapise i vežbe, jer se promena najviše dešava između seansi.',
    () => 'Pored razgovora koristi jednostavne zapise i vežbe, jer se promena najviše dešava između seansi.',
  ),
  ...detail(
    'psihodinamska',
    1,
    () =>
      'U razgovoru se vraćamo i na ranija iskustva, jer ona često objašnjavaju obrasce koji se danas ponavljaju u odnosima.',
    () =>
      'U radu se vraća i na ranija iskustva, jer ona često objašnjavaju obrasce koji se danas ponavljaju u odnosima.',
  ),
  ...detail(
    'psihodinamska',
    2,
    () => 'Ne žurimo sa rešenjima; važnije mi je da zajedno razumemo odakle dolazi ono što vas muči.',
    () => 'Ne žuri sa rešenjima, već pomaže da se razume odakle dolazi ono što osobu muči.',
  ),
  ...detail(
    'psihodinamska',
    3,
    () =>
      'Odnos koji gradimo na seansama i sam postaje mesto na kome se stari obrasci mogu videti i menjati.',
    () =>
      'Odnos koji se gradi na seansama vidi kao mesto na kome se stari obrasci mogu prepoznati i menjati.',
  ),
  ...detail(
    'gestalt',
    1,
    () => 'Pažnju usmeravamo na ono što se dešava sada, u telu i u odnosu, a ne samo na priču o tome.',
    () => 'Pažnju usmerava na ono što se dešava sada, u telu i u odnosu, a ne samo na priču o tome.',
  ),
  ...detail(
    'gestalt',
    2,
    () => 'Kroz razgovor i male eksperimente tokom seanse otkrivamo šta vam je zaista potrebno.',
    () =>
      'Kroz razgovor i male eksperimente tokom seanse pomaže klijentima da otkriju šta im je zaista potrebno.',
  ),
  ...detail(
    'gestalt',
    3,
    () => 'Zanima me kako doživljavate ono što vam se dešava, a ne samo šta se desilo.',
    (f) => `Zanima ${g(f, 'ga', 'je')} kako osoba doživljava ono što joj se dešava, a ne samo šta se desilo.`,
  ),
  ...detail(
    'sistemska-porodicna',
    1,
    () =>
      'Probleme posmatram u kontekstu porodice i odnosa, jer se promena kod jedne osobe oseti u celom sistemu.',
    () =>
      'Probleme posmatra u kontekstu porodice i odnosa, jer se promena kod jedne osobe oseti u celom sistemu.',
  ),
  ...detail(
    'sistemska-porodicna',
    2,
    () => 'Kada to ima smisla, na seanse mogu da dođu i partner ili drugi članovi porodice.',
    () => 'Kada to ima smisla, na seanse poziva i partnera ili druge članove porodice.',
  ),
  ...detail(
    'sistemska-porodicna',
    3,
    () => 'Više me zanima šta se dešava između ljudi nego ko je za šta kriv.',
    (f) => `Više ${g(f, 'ga', 'je')} zanima šta se dešava između ljudi nego ko je za šta kriv.`,
  ),
  ...detail(
    'transakciona-analiza',
    1,
    () =>
      'Kroz transakcionu analizu prepoznajemo obrasce komunikacije i rane odluke koje i danas oblikuju vaše odnose.',
    () =>
      'Kroz transakcionu analizu pomaže klijentima da prepoznaju obrasce komunikacije i rane odluke koje i danas oblikuju njihove odnose.',
  ),
  ...detail(
    'transakciona-analiza',
    2,
    () =>
      'Koristim jednostavne i jasne pojmove, tako da i između seansi lakše primetite šta se dešava u vašim odnosima.',
    () =>
      'Koristi jednostavne i jasne pojmove, tako da klijenti i između seansi lakše primete šta se dešava u njihovim odnosima.',
  ),
  ...detail(
    'integrativna',
    1,
    () =>
      'Tehnike biram prema osobi, a ne prema školi: nekome više pomažu konkretni zadaci, a nekome dublje razumevanje.',
    () =>
      'Tehnike bira prema osobi, a ne prema školi: nekome više pomažu konkretni zadaci, a nekome dublje razumevanje.',
  ),
  ...detail(
    'integrativna',
    2,
    () =>
      'Spajam ono što se iz različitih pravaca pokazalo korisnim, vodeći računa da to ima smisla baš za vas.',
    () => 'Spaja ono što se iz različitih pravaca pokazalo korisnim, prilagođeno osobi sa kojom radi.',
  ),
  ...detail(
    'integrativna',
    3,
    () => 'Na početku zajedno procenimo šta vam je potrebno, pa tek onda biramo način rada.',
    () => 'Na početku sa klijentom procenjuje šta mu je potrebno, pa tek onda bira način rada.',
  ),
  ...detail(
    'psihoanaliza',
    1,
    () => 'Rad je dugoročniji, sa prostorom da se izgovori i ono što se teško govori.',
    () => 'Psihoanalitički rad je dugoročniji, sa prostorom da se izgovori i ono što se teško govori.',
  ),
  ...detail(
    'psihoanaliza',
    2,
    () => 'Cilj nije samo da simptomi popuste, već da bolje razumete sebe i svoje izbore.',
    () => 'Cilj nije samo da simptomi popuste, već da osoba bolje razume sebe i svoje izbore.',
  ),
  ...detail(
    'egzistencijalna',
    1,
    () =>
      'Razgovaramo o smislu, izborima i odgovornosti, posebno u periodima kada stari odgovori više ne važe.',
    () =>
      'U razgovoru se bavi smislom, izborima i odgovornošću, posebno u periodima kada stari odgovori više ne važe.',
  ),
  ...detail(
    'egzistencijalna',
    2,
    () =>
      'Teška pitanja o gubitku, slobodi i samoći ne izbegavam, jer su često upravo ona u središtu onoga što vas muči.',
    () =>
      'Teška pitanja o gubitku, slobodi i samoći ne izbegava, jer su često upravo ona u središtu problema.',
  ),
  ...detail(
    'emdr',
    1,
    () =>
      'EMDR koristim u radu sa traumatskim sećanjima, i to tek kada se izgradi dovoljno sigurnosti među nama.',
    () =>
      'EMDR koristi u radu sa traumatskim sećanjima, i to tek kada se izgradi dovoljno sigurnosti u odnosu.',
  ),
  ...detail(
    'emdr',
    2,
    () => 'Uz EMDR teška sećanja s vremenom gube deo snage, pa o njima može da se misli bez preplavljenosti.',
    () =>
      'Uz EMDR, kaže, teška sećanja s vremenom gube deo snage, pa o njima može da se misli bez preplavljenosti.',
  ),
  ...detail(
    'shema-terapija',
    1,
    () =>
      'Shema terapija pomaže da prepoznate duboke obrasce iz detinjstva koji se ponavljaju u odnosima i na poslu.',
    () =>
      'Kroz shema terapiju pomaže klijentima da prepoznaju duboke obrasce iz detinjstva koji se ponavljaju u odnosima i na poslu.',
  ),
  ...detail(
    'act',
    1,
    () =>
      'Umesto borbe sa teškim mislima i osećanjima, učimo kako da im napravimo mesta i ipak idemo ka onome što vam je važno.',
    () =>
      'Umesto borbe sa teškim mislima i osećanjima, uči klijente kako da im naprave mesta i ipak idu ka onome što im je važno.',
  ),
  ...detail(
    'act',
    2,
    () =>
      'Vrednosti su nam putokaz: prvo razjasnimo šta vam je zaista važno, pa tek onda tražimo korake ka tome.',
    (f) =>
      `Vrednosti su ${g(f, 'mu', 'joj')} putokaz: prvo sa klijentom razjasni šta je njemu zaista važno, pa tek onda zajedno traže korake ka tome.`,
  ),
  ...detail(
    'racionalno-emotivna',
    1,
    () =>
      'REBT pomaže da uočite krute, zahtevne misli koje stoje iza jakih osećanja i da ih zamenite fleksibilnijim.',
    () =>
      'Kroz REBT pomaže klijentima da uoče krute, zahtevne misli koje stoje iza jakih osećanja i da ih zamene fleksibilnijim.',
  ),
  ...detail(
    'racionalno-emotivna',
    2,
    () =>
      'Rad je aktivan i direktan: preispitujemo uverenja koja vas sputavaju i vežbamo nove načine reagovanja.',
    () =>
      'Rad je aktivan i direktan: sa klijentom preispituje uverenja koja ga sputavaju i vežba nove načine reagovanja.',
  ),
];

export const PRACTICE: Sentence[] = [
  {
    id: 'practice.listen',
    person: 'first',
    text: () =>
      'Na prvom susretu najviše slušam, a zatim zajedno dogovaramo šta vam je u ovom trenutku najvažnije.',
  },
  {
    id: 'practice.calm',
    person: 'first',
    text: () => 'Trudim se da razgovor bude miran i konkretan, bez osuđivanja i bez žurbe.',
  },
  {
    id: 'practice.pace',
    person: 'first',
    text: () => 'Tempo rada određujemo zajedno i o njemu otvoreno razgovaramo kad god zatreba.',
  },
  {
    id: 'practice.one-thing',
    person: 'first',
    text: () => 'Važno mi je da posle svake seanse imate bar jednu stvar koju razumete bolje nego pre.',
  },
  {
    id: 'practice.no-advice',
    person: 'first',
    text: () => 'Ne dajem gotove savete, već pomažem da sami dođete do rešenja koja vama odgovaraju.',
  },
  {
    id: 'practice.supervision',
    person: 'first',
    text: () =>
      'Redovno sam na superviziji, jer smatram da je to deo odgovornosti prema ljudima sa kojima radim.',
  },
  {
    id: 'practice.first-time',
    person: 'first',
    text: () =>
      'Često radim sa ljudima koji se prvi put obraćaju psihologu i znam koliko taj korak ume da bude težak.',
  },
  {
    id: 'practice.where-to-start',
    person: 'first',
    text: () => 'Ako ne znate odakle da počnete, to je sasvim u redu; upravo od toga često i krećemo.',
  },
  {
    id: 'practice.groups',
    person: 'first',
    when: (f) => f.years >= 6,
    text: () =>
      'Pored individualnog rada vodim i grupe podrške, koje me stalno podsećaju koliko su neka iskustva zajednička.',
  },
  {
    id: 'practice.context',
    person: 'first',
    text: () =>
      'Volim da razumem ceo kontekst: posao, porodicu, prijatelje i ono što vas trenutno najviše opterećuje.',
  },
  {
    id: 'practice.not-sure',
    person: 'first',
    text: () =>
      'Možete se javiti i kada ne znate tačno šta nije u redu, već samo osećate da vam je teže nego ranije.',
  },
  {
    id: 'practice.confidential',
    person: 'first',
    text: () =>
      'O poverljivosti govorim već na prvom susretu, jer je osećaj sigurnosti osnova svega što dalje radimo.',
  },
  {
    id: 'practice.accepted',
    person: 'first',
    when: has('identitet-i-lgbtq'),
    text: () =>
      'Važno mi je da se svako kod mene oseća prihvaćeno, bez obzira na to odakle dolazi i koga voli.',
  },
  {
    id: 'practice.couples',
    person: 'first',
    when: (f) => f.couples,
    text: () => 'U radu sa parovima ne tražim krivca, već pomažem da oboje budete saslušani.',
  },
  {
    id: 'practice.medication',
    person: 'first',
    when: (f) => f.titleKind === 'psychiatrist',
    text: () =>
      'Kao psihijatar mogu da procenim i da li bi vam pomogli lekovi, ali o tome odlučujemo zajedno, uz razgovor o svim mogućnostima.',
  },
  {
    id: 'practice.supervisor',
    person: 'first',
    when: (f) => f.years >= 15,
    text: () =>
      'Poslednjih godina vodim i supervizije za mlađe kolege, a svakodnevni rad sa klijentima mi je i dalje najvažniji.',
  },
  {
    id: 'practice.sos',
    person: 'first',
    text: (f) =>
      `Na početku karijere ${g(f, 'volontirao', 'volontirala')} sam na SOS telefonu, i to iskustvo me je naučilo da pažljivo slušam.`,
  },
  {
    id: 'practice.pause',
    person: 'first',
    text: () => 'Seanse vidim kao vreme da na trenutak zastanete i pogledate šta vam se zaista dešava.',
  },
  {
    id: 'practice.parents',
    person: 'first',
    when: has('roditeljstvo'),
    text: () =>
      'Sa roditeljima radim bez držanja predavanja: polazimo od vašeg deteta i vaše porodice, a ne od priručnika.',
  },
  {
    id: 'practice.addiction',
    person: 'first',
    when: has('zavisnosti'),
    text: () =>
      'Sa zavisnostima radim postepeno i bez moralisanja, a kada je potrebno, u rad uključujemo i porodicu.',
  },
  {
    id: 'practice.trauma',
    person: 'first',
    when: has('trauma'),
    text: () =>
      'U radu sa traumom najpre gradimo osećaj sigurnosti, a tek onda, vašim tempom, idemo ka teškim sećanjima.',
  },
  {
    id: 'practice.grief',
    person: 'first',
    when: has('tugovanje'),
    text: () =>
      'Tuga nema rok trajanja, i kod mene nema pritiska da se gubitak preboli brže nego što možete.',
  },
  {
    id: 'practice.eating',
    person: 'first',
    when: has('poremecaji-ishrane'),
    text: () =>
      'Kod poremećaja ishrane sarađujem sa lekarima i nutricionistima kada je to potrebno, da biste imali podršku sa svih strana.',
  },
  {
    id: 'practice.early-career',
    person: 'first',
    when: (f) => f.years <= 5,
    text: (f) =>
      `Relativno sam kratko u praksi, pa redovno radim uz supervizora, što mi pomaže da budem ${g(f, 'pažljiv i temeljan', 'pažljiva i temeljna')}.`,
  },
  {
    id: 'practice.reserve',
    person: 'first',
    when: has('stres-i-sagorevanje'),
    text: () =>
      'Mnogi moji klijenti dugo funkcionišu na rezervi, pa zajedno tražimo kako da se to promeni pre nego što telo kaže dosta.',
  },
  {
    id: 'practice.counselling',
    person: 'first',
    when: (f) => f.titleKind === 'counsellor',
    text: () =>
      'Savetovanje je kraći i usmereniji oblik rada, pogodan kada želite da rešite jedno konkretno pitanje.',
  },
  {
    id: 'practice3.listen',
    person: 'third',
    text: () =>
      'Na prvom susretu najviše sluša, a zatim sa klijentom dogovara šta je u tom trenutku najvažnije.',
  },
  {
    id: 'practice3.calm',
    person: 'third',
    text: (f) =>
      `U razgovoru je ${g(f, 'smiren i konkretan', 'smirena i konkretna')}, bez osuđivanja i bez žurbe.`,
  },
  {
    id: 'practice3.supervision',
    person: 'third',
    text: () => 'Redovno je na superviziji i stalno se usavršava kroz stručne edukacije.',
  },
  {
    id: 'practice3.no-advice',
    person: 'third',
    text: () => 'Ne daje gotove savete, već pomaže ljudima da sami dođu do rešenja koja im odgovaraju.',
  },
  {
    id: 'practice3.first-time',
    person: 'third',
    text: () =>
      'Često radi sa ljudima koji se prvi put obraćaju psihologu i zna koliko taj korak ume da bude težak.',
  },
  {
    id: 'practice3.couples',
    person: 'third',
    when: (f) => f.couples,
    text: () => 'U radu sa parovima ne traži krivca, već pomaže da oba partnera budu saslušana.',
  },
  {
    id: 'practice3.medication',
    person: 'third',
    when: (f) => f.titleKind === 'psychiatrist',
    text: () =>
      'Kao psihijatar može da proceni i potrebu za lekovima, a odluku o tome uvek donosi zajedno sa klijentom.',
  },
  {
    id: 'practice3.teaches',
    person: 'third',
    when: (f) => f.years >= 15,
    text: () => 'Vodi supervizije za mlađe kolege i predaje na psihoterapijskim edukacijama.',
  },
  {
    id: 'practice3.trauma',
    person: 'third',
    when: has('trauma'),
    text: () =>
      'U radu sa traumom najpre gradi osećaj sigurnosti, a tek onda, tempom klijenta, ide ka teškim sećanjima.',
  },
  {
    id: 'practice3.accepted',
    person: 'third',
    when: has('identitet-i-lgbtq'),
    text: (f) =>
      `Kod ${g(f, 'njega', 'nje')} se svako može osećati prihvaćeno, bez obzira na to odakle dolazi i koga voli.`,
  },
  {
    id: 'practice3.before',
    person: 'third',
    when: diaspora,
    text: (f) => `Pre preseljenja ${g(f, 'radio', 'radila')} je ${f.previousWork} u Srbiji.`,
  },
  {
    id: 'practice3.speak',
    person: 'third',
    text: (f) => `Klijenti ističu da uz ${g(f, 'njega', 'nju')} lakše izgovore ono o čemu su dugo ćutali.`,
  },
];

export const CLOSING: Sentence[] = [
  {
    id: 'close.office',
    person: 'first',
    when: office,
    text: (f) => `Sesije održavam u ordinaciji u ${f.place.loc} i online, putem video poziva.`,
  },
  {
    id: 'close.online',
    person: 'first',
    when: online,
    text: () => 'Sesije održavam isključivo online, putem video poziva, pa nije važno u kom gradu živite.',
  },
  {
    id: 'close.languages',
    person: 'first',
    when: (f) => f.languages.length > 1,
    text: (f) => `Sa klijentima razgovaram na ${languagesSpoken(f)} jeziku.`,
  },
  {
    id: 'close.couples',
    person: 'first',
    when: (f) => f.couples,
    text: (f) => `Radim i sa parovima, a seanse za parove traju ${f.couplesMinutes} minuta.`,
  },
  {
    id: 'close.free',
    person: 'first',
    when: (f) => f.consultation?.free === true,
    text: (f) =>
      `Prvi kratki razgovor od ${f.consultation!.minutes} minuta je besplatan, da vidite da li vam odgovara moj način rada.`,
  },
  {
    id: 'close.paid-consultation',
    person: 'first',
    when: (f) => f.consultation?.free === false,
    text: (f) =>
      `Prvi razgovor traje ${f.consultation!.minutes} minuta i služi da se upoznamo i dogovorimo kako dalje.`,
  },
  {
    id: 'close.time-zone',
    person: 'first',
    when: diaspora,
    text: () =>
      'Sa klijentima iz Srbije i drugih zemalja radim online, a termine prilagođavam razlici u vremenu.',
  },
  {
    id: 'close.not-sure',
    person: 'first',
    text: () =>
      'Ako niste sigurni da li sam prava osoba za vas, javite se, pa ćemo to proveriti na prvom razgovoru.',
  },
  {
    id: 'close.office-first',
    person: 'first',
    when: local,
    text: (f) => `Ordinacija mi je u ${f.place.loc}, a za one koji ne mogu da dođu tu su i online termini.`,
  },
  {
    id: 'close3.office',
    person: 'third',
    when: office,
    text: (f) => `Sesije održava u ordinaciji u ${f.place.loc} i online.`,
  },
  {
    id: 'close3.online',
    person: 'third',
    when: online,
    text: () => 'Radi isključivo online, putem video poziva, sa klijentima iz cele Srbije i inostranstva.',
  },
  {
    id: 'close3.languages',
    person: 'third',
    when: (f) => f.languages.length > 1,
    text: (f) => `Sesije vodi na ${languagesSpoken(f)} jeziku.`,
  },
  {
    id: 'close3.couples',
    person: 'third',
    when: (f) => f.couples,
    text: (f) => `Radi i sa parovima, a seanse za parove traju ${f.couplesMinutes} minuta.`,
  },
  {
    id: 'close3.free',
    person: 'third',
    when: (f) => f.consultation?.free === true,
    text: (f) =>
      `Prvi razgovor od ${f.consultation!.minutes} minuta je besplatan i služi da procenite da li vam ${g(f, 'njegov', 'njen')} način rada odgovara.`,
  },
  {
    id: 'close3.time-zone',
    person: 'third',
    when: diaspora,
    text: () =>
      'Sa klijentima iz Srbije i drugih zemalja radi online, uz termine prilagođene razlici u vremenu.',
  },
];

/** Which slots a bio has, in order; each shape is 3–5 sentences. */
export const BIO_SHAPES = [
  ['opening', 'focus', 'approach', 'closing'],
  ['opening', 'focus', 'approach', 'detail'],
  ['opening', 'focus', 'approach', 'detail', 'closing'],
  ['opening', 'practice', 'focus', 'approach'],
  ['opening', 'focus', 'approach'],
  ['opening', 'focus', 'approach', 'practice', 'closing'],
  ['opening', 'focus', 'detail', 'practice'],
  ['opening', 'focus', 'approach', 'practice'],
] as const;

export type BioSlot = (typeof BIO_SHAPES)[number][number];

export const SLOTS: Record<BioSlot, Sentence[]> = {
  opening: OPENINGS,
  focus: FOCUS,
  approach: APPROACH,
  detail: APPROACH_DETAIL,
  practice: PRACTICE,
  closing: CLOSING,
};

/** Where a therapist worked before private practice; some fit only a title or a specialty. */
export const PREVIOUS_WORK: {
  text: string;
  when?: (f: Pick<BioFacts, 'titleKind' | 'specialties'>) => boolean;
}[] = [
  { text: 'u savetovalištu za mlade pri domu zdravlja' },
  { text: 'u centru za socijalni rad' },
  { text: 'u službi za zaštitu mentalnog zdravlja doma zdravlja' },
  { text: 'u organizaciji koja pruža psihološku podršku izbeglicama i migrantima' },
  {
    text: 'kao školski psiholog u gimnaziji',
    when: (f) => f.titleKind === 'psychologist' || f.titleKind === 'psychotherapist',
  },
  {
    text: 'na psihijatrijskoj klinici',
    when: (f) => f.titleKind === 'clinical' || f.titleKind === 'psychiatrist',
  },
  {
    text: 'u dnevnoj bolnici za mlade sa psihičkim teškoćama',
    when: (f) => f.titleKind === 'clinical' || f.titleKind === 'psychiatrist',
  },
  {
    text: 'u specijalnoj bolnici za bolesti zavisnosti',
    when: (f) => f.specialties.includes('zavisnosti'),
  },
  {
    text: 'u savetovalištu za brak i porodicu',
    when: (f) => f.specialties.includes('partnerski-odnosi') || f.specialties.includes('porodicni-odnosi'),
  },
  {
    text: 'u sektoru ljudskih resursa jedne velike kompanije',
    when: (f) => f.specialties.includes('stres-i-sagorevanje'),
  },
  { text: 'kao psiholog u predškolskoj ustanovi', when: (f) => f.specialties.includes('roditeljstvo') },
  { text: 'u centru za podršku ženama sa iskustvom nasilja', when: (f) => f.specialties.includes('trauma') },
  { text: 'u timu za palijativno zbrinjavanje', when: (f) => f.specialties.includes('tugovanje') },
];
