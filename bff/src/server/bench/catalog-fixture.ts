// Constant data for the bench's baseline page (/bench/katalog): a catalogue page's worth of therapists and a
// taxonomy as large as the service's, so the page renders about as much HTML as /terapeuti without asking
// any service. Made up; nothing here reaches the public site.
import type {
  CatalogPage,
  CatalogSessionType,
  CatalogTaxonomy,
  CatalogTherapist,
  TaxonomyTerm,
} from '@oslonac/web/screens/catalog/types';
import { CATALOG_PAGE_SIZE } from '../views/therapists';

const term = (slug: string, name: string, nameEn: string): TaxonomyTerm => ({
  slug,
  name,
  nameEn,
  description: '',
});

export const BENCH_TAXONOMY: CatalogTaxonomy = {
  specialties: [
    term('anksioznost', 'Anksioznost', 'Anxiety'),
    term('depresija', 'Depresija', 'Depression'),
    term('partnerski-odnosi', 'Partnerski odnosi', 'Relationships'),
    term('trauma', 'Trauma', 'Trauma'),
    term('stres-i-sagorevanje', 'Stres i sagorevanje', 'Stress and burnout'),
    term('samopouzdanje', 'Samopouzdanje', 'Self-esteem'),
    term('tugovanje', 'Tugovanje', 'Grief'),
    term('zavisnosti', 'Zavisnosti', 'Addiction'),
    term('porodicni-odnosi', 'Porodični odnosi', 'Family relationships'),
    term('licni-razvoj', 'Lični razvoj', 'Personal growth'),
    term('panicni-napadi', 'Panični napadi', 'Panic attacks'),
    term('poremecaji-ishrane', 'Poremećaji ishrane', 'Eating disorders'),
    term('opsesivno-kompulzivni-poremecaj', 'Opsesivno-kompulzivni poremećaj', 'OCD'),
    term('roditeljstvo', 'Roditeljstvo', 'Parenting'),
    term('identitet-i-lgbtq', 'Identitet i LGBTQ+', 'Identity and LGBTQ+'),
    term('usamljenost', 'Usamljenost', 'Loneliness'),
  ],
  approaches: [
    term('kbt', 'Kognitivno-bihejvioralna terapija', 'CBT'),
    term('psihodinamska', 'Psihodinamska terapija', 'Psychodynamic'),
    term('gestalt', 'Geštalt terapija', 'Gestalt'),
    term('sistemska-porodicna', 'Sistemska porodična terapija', 'Systemic family'),
    term('transakciona-analiza', 'Transakciona analiza', 'Transactional analysis'),
    term('integrativna', 'Integrativna terapija', 'Integrative'),
    term('psihoanaliza', 'Psihoanaliza', 'Psychoanalysis'),
    term('egzistencijalna', 'Egzistencijalna terapija', 'Existential'),
    term('emdr', 'EMDR', 'EMDR'),
    term('shema-terapija', 'Shema terapija', 'Schema therapy'),
    term('act', 'Terapija prihvatanjem i posvećenošću', 'ACT'),
    term('racionalno-emotivna', 'Racionalno-emotivna terapija', 'REBT'),
  ],
};

const FIRST = ['Ana', 'Marko', 'Jelena', 'Nikola', 'Milica', 'Stefan', 'Ivana', 'Luka', 'Tamara', 'Đorđe'];
const LAST = ['Jovanović', 'Petrović', 'Nikolić', 'Ilić', 'Đorđević', 'Pavlović', 'Marković', 'Stojanović'];
const TITLES = ['psiholog', 'psihoterapeut', 'psiholog i psihoterapeut', 'klinički psiholog'];
const CITIES = ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Čačak', 'Subotica', ''];

const money = (rsd: number, eur: number): Pick<CatalogSessionType, 'priceRsd' | 'priceEur'> => ({
  priceRsd: { amountMinor: rsd * 100, currency: 'RSD' },
  priceEur: { amountMinor: eur * 100, currency: 'EUR' },
});

function therapist(i: number): CatalogTherapist {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[(i * 3) % LAST.length]!;
  const { specialties, approaches } = BENCH_TAXONOMY;
  const rsd = 2500 + ((i * 700) % 6000);
  return {
    id: `0190f0a0-0000-7000-8000-${String(i).padStart(12, '0')}`,
    slug: `${first}-${last}-${i}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9-]/g, ''),
    displayName: `${first} ${last}`,
    title: TITLES[i % TITLES.length]!,
    // As the demo profiles: no picture, the card draws initials.
    photoUrl: '',
    bio: 'Radim sa odraslima koji prolaze kroz težak period: anksioznost, gubitak, promene na poslu i u odnosima.',
    languages: i % 3 === 0 ? ['sr', 'en'] : ['sr'],
    specialties: [0, 3, 5, 9].map((k) => specialties[(i + k) % specialties.length]!.slug),
    approaches: [approaches[i % approaches.length]!.slug],
    education: [
      {
        institution: 'Filozofski fakultet, Univerzitet u Beogradu',
        degree: 'Master psihologije',
        year: 2010,
      },
    ],
    certifications: ['Savez društava psihoterapeuta Srbije'],
    yearsOfPractice: 3 + ((i * 5) % 20),
    city: CITIES[i % CITIES.length]!,
    gender: i % 2 === 0 ? 'female' : 'male',
    worksWithCouples: i % 4 === 1,
    sessionTypes: [
      { kind: 'individual', durationMinutes: 50, ...money(rsd, Math.round(rsd / 117)) },
      ...(i % 4 === 1
        ? [
            {
              kind: 'couples' as const,
              durationMinutes: 80,
              ...money(rsd + 2000, Math.round((rsd + 2000) / 117)),
            },
          ]
        : []),
    ],
    verification: {
      degreeChecked: true,
      licenceNumber: `SDPS-${1000 + i}`,
      association: 'Savez društava psihoterapeuta Srbije',
      supervisionChecked: i % 2 === 0,
      checkedAt: '2026-10-01T09:00:00.000Z',
    },
    featured: i < 2,
    ratingAverage: i % 3 === 2 ? 0 : 4.2 + (i % 8) / 10,
    reviewCount: i % 3 === 2 ? 0 : 3 + i,
    timeZone: 'Europe/Belgrade',
    firstFreeSlot: `2026-11-${String(23 + (i % 5)).padStart(2, '0')}T${String(9 + (i % 9)).padStart(2, '0')}:00:00.000Z`,
  };
}

/** The first catalogue page, as /terapeuti shows it when nothing is filtered. */
export const BENCH_CATALOG_PAGE: CatalogPage = {
  therapists: Array.from({ length: CATALOG_PAGE_SIZE }, (_, i) => therapist(i)),
  total: 64,
  page: 1,
  pageSize: CATALOG_PAGE_SIZE,
};
