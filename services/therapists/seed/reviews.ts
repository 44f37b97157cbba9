import type { SpecialtySlug } from './taxonomy';

// Published reviews as clients write them: short, specific, about what changed, now and then with a mild
// reservation. A review tied to a specialty is only given to a therapist who works with it. Each text agrees
// with the reviewer's gender (r) and the therapist's (t).

type G = (male: string, female: string) => string;

export interface ReviewTemplate {
  rating: number;
  specialty?: SpecialtySlug;
  /** Only for couples work. */
  couples?: boolean;
  text: (r: G, t: G) => string;
}

export const REVIEW_TEMPLATES: ReviewTemplate[] = [
  {
    rating: 5,
    text: (r) =>
      `Dugo sam ${r('odlagao', 'odlagala')} da se javim, a sada mi je žao što nisam ranije. Nijednom nisam ${r('imao', 'imala')} osećaj da me neko ocenjuje.`,
  },
  {
    rating: 5,
    specialty: 'anksioznost',
    text: (r) =>
      `${r('Došao', 'Došla')} sam zbog anksioznosti koja mi je ometala posao. Posle nekoliko meseci imam konkretne načine da se smirim, i briga me mnogo ređe potpuno preplavi.`,
  },
  {
    rating: 5,
    couples: true,
    text: (_r, t) =>
      `Došli smo kao par u trenutku kada smo mislili da je kraj. ${t('Pomogao', 'Pomogla')} nam je da ponovo razgovaramo bez vikanja i da se zaista čujemo.`,
  },
  {
    rating: 5,
    specialty: 'depresija',
    text: (r) =>
      `Kad sam ${r('počeo', 'počela')}, jedva sam ${r('ustajao', 'ustajala')} iz kreveta. Ne kažem da je sve rešeno, ali danas imam dobre dane i znam šta da radim kada ih nema.`,
  },
  {
    rating: 5,
    text: () =>
      'Termini su uvek bili tačni, a online seanse su funkcionisale bez problema. Puno mi znači što na svom jeziku ne moram da objašnjavam stvari koje se podrazumevaju.',
  },
  {
    rating: 4,
    text: (_r, t) =>
      `${t('Smiren i pažljiv sagovornik', 'Smirena i pažljiva sagovornica')}. Trebalo mi je malo vremena da se naviknem na online format, ali je vredelo.`,
  },
  {
    rating: 5,
    specialty: 'trauma',
    text: (r) =>
      `Nisam ${r('verovao', 'verovala')} da ću ikada moći mirno da pričam o onome što mi se desilo. Sve je išlo mojim tempom i nijednom nisam ${r('osetio', 'osetila')} pritisak.`,
  },
  {
    rating: 5,
    specialty: 'stres-i-sagorevanje',
    text: (r) =>
      `Na terapiju sam ${r('došao', 'došla')} potpuno ${r('iscrpljen', 'iscrpljena')} od posla. ${r('Naučio', 'Naučila')} sam da postavljam granice, i to je promenilo više nego što sam ${r('očekivao', 'očekivala')}.`,
  },
  {
    rating: 5,
    specialty: 'tugovanje',
    text: (r) =>
      `Posle majčine smrti nisam ${r('znao', 'znala')} kome da se obratim. Razgovori su mi dali prostor da tugujem bez osećaja da to radim pogrešno.`,
  },
  {
    rating: 5,
    text: (r, t) =>
      `${t('Stručan', 'Stručna')}, ali pre svega ${t('topao', 'topla')} i ${t('direktan', 'direktna')}. ${r('Preporučio', 'Preporučila')} sam ${t('ga', 'je')} i sestri.`,
  },
  {
    rating: 5,
    specialty: 'panicni-napadi',
    text: (r) =>
      `Zbog napada panike nisam ${r('smeo', 'smela')} ni da uđem u autobus. Danas putujem na posao bez straha, a kada se javi nelagodnost, znam kako da je prođem.`,
  },
  {
    rating: 4,
    text: () =>
      'Dobar odnos i jasan plan rada. Jedina zamerka je što je teško naći slobodan termin u večernjim satima.',
  },
  {
    rating: 5,
    specialty: 'roditeljstvo',
    text: (r) =>
      `Kao ${r('otac', 'majka')} tinejdžerke ${r('bio', 'bila')} sam na ivici strpljenja. Dobili smo konkretne ideje, bez osuđivanja, i kod kuće je sada mnogo mirnije.`,
  },
  {
    rating: 5,
    specialty: 'samopouzdanje',
    text: (r) =>
      `Uvek sam ${r('mislio', 'mislila')} da nisam dovoljno ${r('dobar', 'dobra')}. Kroz terapiju sam ${r('shvatio', 'shvatila')} odakle to dolazi, i prvi put sam ${r('zatražio', 'zatražila')} povišicu.`,
  },
  {
    rating: 5,
    specialty: 'porodicni-odnosi',
    text: () =>
      'Odnosi sa roditeljima su mi godinama bili izvor stresa. Nije se sve promenilo, ali sada umem da razgovaram sa njima bez starih svađa.',
  },
  {
    rating: 4,
    text: (r) =>
      `Seanse su mi pomogle da sredim misli u jednom teškom periodu. ${r('Voleo', 'Volela')} bih da sam ranije ${r('krenuo', 'krenula')}, ali dobro je i ovako.`,
  },
  {
    rating: 5,
    specialty: 'usamljenost',
    text: (r) =>
      `Posle preseljenja u novi grad ni sa kim nisam ${r('razgovarao', 'razgovarala')} iskreno. Ovi razgovori su mi bili oslonac dok nisam ponovo ${r('stekao', 'stekla')} krug bliskih ljudi.`,
  },
  {
    rating: 5,
    specialty: 'zavisnosti',
    text: (r) =>
      `Dugo nisam ${r('hteo', 'htela')} da priznam da imam problem sa alkoholom. Bez moralisanja i uz mnogo strpljenja, danas sam sedam meseci ${r('trezan', 'trezna')}.`,
  },
  {
    rating: 5,
    specialty: 'identitet-i-lgbtq',
    text: (r) =>
      `Prvi put sam ${r('mogao', 'mogla')} otvoreno da pričam o sebi, bez objašnjavanja i pravdanja. To mi je mnogo značilo.`,
  },
  {
    rating: 5,
    specialty: 'opsesivno-kompulzivni-poremecaj',
    text: () =>
      'Rituali su mi oduzimali sate svakog dana. Rad je bio postepen i konkretan, i sada imam mnogo više vremena i mira.',
  },
  {
    rating: 5,
    specialty: 'poremecaji-ishrane',
    text: (r) =>
      `Godinama sam se ${r('borio', 'borila')} sa hranom i telom. ${r('Osećao', 'Osećala')} sam se shvaćeno od prvog susreta, a saradnja sa mojom lekarkom je bila odlična.`,
  },
  {
    rating: 3,
    text: (r) =>
      `Korektno i profesionalno. Meni je ipak više odgovarao strukturisaniji pristup, pa sam posle nekoliko meseci ${r('prešao', 'prešla')} kod drugog terapeuta, ali zamerki nemam.`,
  },
  {
    rating: 5,
    text: (r) =>
      `Posle svake seanse imam osećaj da sam ${r('napravio', 'napravila')} bar mali korak napred. Hvala na strpljenju.`,
  },
  {
    rating: 5,
    specialty: 'licni-razvoj',
    text: (r) =>
      `Nisam ${r('imao', 'imala')} veliki problem, samo osećaj da sam ${r('zapeo', 'zapela')}. Kroz razgovore sam ${r('shvatio', 'shvatila')} šta zaista želim i ${r('promenio', 'promenila')} posao.`,
  },
  {
    rating: 5,
    text: () =>
      'Pažljivo sluša i pamti detalje iz prethodnih razgovora, što mi je bilo važno. Danas se osećam mnogo sigurnije nego pre godinu dana.',
  },
  {
    rating: 4,
    text: (r) =>
      `Cena je realna za ono što se dobija, a online termini mi štede vreme koje sam ranije ${r('trošio', 'trošila')} na put.`,
  },
  {
    rating: 5,
    couples: true,
    text: () =>
      'Posle rođenja deteta stalno smo se svađali oko sitnica. Nekoliko zajedničkih seansi pomoglo nam je da ponovo budemo tim.',
  },
];
