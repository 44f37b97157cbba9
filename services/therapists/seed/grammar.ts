import type { ApproachSlug, SpecialtySlug } from './taxonomy';

// Serbian inflects nouns by case and verbs by gender, so bio sentences are assembled from forms written out
// here rather than from the taxonomy names. Each form is the one a sentence frame needs: "radim sa <instr>",
// "dolaze zbog <gen>", "teme kao što su <nom>".

export interface SpecialtyForms {
  /** Nominative, as listed in a sentence: "anksioznost". */
  nom: string;
  /** Genitive, after "zbog": "anksioznosti". */
  gen: string;
  /** Instrumental, after "sa": "anksioznošću". */
  instr: string;
  /** A clause after "ljudi mi se javljaju kada…": what it feels like, in plain words. */
  when: string;
}

export const SPECIALTY_FORMS: Record<SpecialtySlug, SpecialtyForms> = {
  anksioznost: {
    nom: 'anksioznost',
    gen: 'anksioznosti',
    instr: 'anksioznošću',
    when: 'briga ne prestaje ni kada za nju nema pravog razloga',
  },
  depresija: {
    nom: 'depresija',
    gen: 'depresije',
    instr: 'depresijom',
    when: 'danima nemaju snage ni za ono što su nekada voleli',
  },
  'partnerski-odnosi': {
    nom: 'partnerski odnosi',
    gen: 'kriza u partnerskom odnosu',
    instr: 'teškoćama u partnerskim odnosima',
    when: 'se u vezi ili braku isti sukobi stalno ponavljaju',
  },
  trauma: {
    nom: 'trauma',
    gen: 'posledica traumatskih iskustava',
    instr: 'posledicama traume',
    when: 'ih neko teško iskustvo i dalje sustiže, iako je odavno prošlo',
  },
  'stres-i-sagorevanje': {
    nom: 'stres i sagorevanje na poslu',
    gen: 'stresa i sagorevanja na poslu',
    instr: 'stresom i sagorevanjem na poslu',
    when: 'posao odnese svu energiju i ne ostane ništa za njih same',
  },
  samopouzdanje: {
    nom: 'samopouzdanje',
    gen: 'niskog samopouzdanja',
    instr: 'nesigurnošću u sebe',
    when: 'stalno sumnjaju u sebe i u svoje odluke',
  },
  tugovanje: {
    nom: 'tugovanje',
    gen: 'gubitka bliske osobe',
    instr: 'gubitkom i tugovanjem',
    when: 'izgube nekoga bliskog i ne znaju kako da nastave dalje',
  },
  zavisnosti: {
    nom: 'zavisnosti',
    gen: 'zavisnosti',
    instr: 'zavisnostima',
    when: 'shvate da alkohol, kocka ili neka druga navika preuzimaju kontrolu',
  },
  'porodicni-odnosi': {
    nom: 'porodični odnosi',
    gen: 'sukoba u porodici',
    instr: 'teškoćama u porodičnim odnosima',
    when: 'se odnosi u porodici zategnu toliko da je teško biti zajedno',
  },
  'licni-razvoj': {
    nom: 'lični razvoj',
    gen: 'želje za promenom',
    instr: 'pitanjima ličnog razvoja',
    when: 'osećaju da su zapeli i žele bolje da razumeju sebe',
  },
  'panicni-napadi': {
    nom: 'napadi panike',
    gen: 'napada panike',
    instr: 'napadima panike',
    when: 'ih napadi panike počnu da ograničavaju u svakodnevnom životu',
  },
  'poremecaji-ishrane': {
    nom: 'poremećaji ishrane',
    gen: 'poremećaja ishrane',
    instr: 'poremećajima ishrane',
    when: 'hrana i telo postanu izvor stalne brige',
  },
  'opsesivno-kompulzivni-poremecaj': {
    nom: 'opsesivno-kompulzivni poremećaj',
    gen: 'opsesivnih misli i prisilnih radnji',
    instr: 'opsesivnim mislima i prisilnim radnjama',
    when: 'ih opsesivne misli i rituali iscrpljuju iz dana u dan',
  },
  roditeljstvo: {
    nom: 'roditeljstvo',
    gen: 'izazova roditeljstva',
    instr: 'izazovima roditeljstva',
    when: 'im roditeljstvo donese više umora i nesigurnosti nego što su očekivali',
  },
  'identitet-i-lgbtq': {
    nom: 'identitet (uključujući LGBTQ+ iskustva)',
    gen: 'pitanja identiteta',
    instr: 'pitanjima identiteta i iskustvima LGBTQ+ osoba',
    when: 'traže prostor u kome mogu otvoreno da govore o tome ko su',
  },
  usamljenost: {
    nom: 'usamljenost',
    gen: 'usamljenosti',
    instr: 'usamljenošću',
    when: 'se osećaju usamljeno čak i kada su okruženi ljudima',
  },
};

export interface ApproachForms {
  /** Genitive, after "u okviru" / "edukacija iz": "kognitivno-bihejvioralne terapije". */
  gen: string;
  /** Short name for a list: "KBT". */
  short: string;
}

export const APPROACH_FORMS: Record<ApproachSlug, ApproachForms> = {
  kbt: { gen: 'kognitivno-bihejvioralne terapije', short: 'KBT' },
  psihodinamska: { gen: 'psihodinamske psihoterapije', short: 'psihodinamska psihoterapija' },
  gestalt: { gen: 'geštalt terapije', short: 'geštalt terapija' },
  'sistemska-porodicna': { gen: 'sistemske porodične terapije', short: 'sistemska porodična terapija' },
  'transakciona-analiza': { gen: 'transakcione analize', short: 'transakciona analiza' },
  integrativna: { gen: 'integrativne psihoterapije', short: 'integrativna psihoterapija' },
  psihoanaliza: { gen: 'psihoanalitičke psihoterapije', short: 'psihoanaliza' },
  egzistencijalna: { gen: 'egzistencijalne psihoterapije', short: 'egzistencijalna psihoterapija' },
  emdr: { gen: 'EMDR terapije', short: 'EMDR' },
  'shema-terapija': { gen: 'shema terapije', short: 'shema terapija' },
  act: { gen: 'terapije prihvatanjem i posvećenošću (ACT)', short: 'ACT' },
  'racionalno-emotivna': { gen: 'racionalno-emotivne bihejvioralne terapije (REBT)', short: 'REBT' },
};

/** "already N years" (accusative): 1 godinu, 2–4 godine, 5–20 godina, 21 godinu, 22 godine… */
export function yearsAcc(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return `${n} godinu`;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${n} godine`;
  return `${n} godina`;
}

/** "of N years" (genitive): 1 godine, 2–4 godine, 5–20 godina, 21 godine… */
export function yearsGen(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if ((last === 1 && lastTwo !== 11) || (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14))) {
    return `${n} godine`;
  }
  return `${n} godina`;
}

/** "a, b i c" */
export function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} i ${items[items.length - 1]}`;
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
