import type { SeedTherapist } from '../src/seed/types';

// The profile of the demo therapist account `terapeut@oslonac.rs` (its user id is the one identity's seed gives
// it: services/identity/seed/demo-accounts.ts): approved and public, so booking's seed can give it hours and
// sessions with the demo client. No reviews: the demo client may write the first one.
export const DEMO_THERAPIST: SeedTherapist = {
  userId: '01900000-0000-7000-8000-000000000002',
  slug: 'milan-petrovic',
  displayName: 'Dr Milan Petrović',
  title: 'psiholog i psihoterapeut',
  photoUrl: '',
  bio:
    'Radim sa odraslima i parovima koji prolaze kroz teške periode: anksioznost, sagorevanje na poslu i ' +
    'sukobe u vezi. Razgovaramo mirno i bez žurbe, a zajedno biramo korake koje možete da isprobate između ' +
    'seansi. Na prvom razgovoru upoznajemo se i dogovaramo kako dalje.',
  languages: ['sr', 'en'],
  specialties: ['anksioznost', 'stres-i-sagorevanje', 'partnerski-odnosi'],
  approaches: ['kbt', 'integrativna'],
  education: [
    { institution: 'Filozofski fakultet, Univerzitet u Beogradu', degree: 'Master psiholog', year: 2011 },
    {
      institution: 'Filozofski fakultet, Univerzitet u Beogradu',
      degree: 'Doktor psiholoških nauka',
      year: 2018,
    },
  ],
  certifications: ['Psihoterapeut KBT (Udruženje kognitivno-bihejvioralnih terapeuta Srbije)'],
  yearsOfPractice: 12,
  city: 'Beograd',
  gender: 'male',
  worksWithCouples: true,
  sessionTypes: [
    { kind: 'individual', durationMinutes: 50, priceRsdMinor: 450_000, priceEurMinor: 4_000 },
    { kind: 'couples', durationMinutes: 80, priceRsdMinor: 650_000, priceEurMinor: 5_500 },
  ],
  timeZone: 'Europe/Belgrade',
  featured: false,
  rank: 0,
  verification: {
    degreeChecked: true,
    licenceNumber: 'DPS-2013-0417',
    association: 'Društvo psihologa Srbije',
    supervisionChecked: true,
    checkedBy: 'Jelena Marković',
    checkedAt: new Date('2026-02-10T10:30:00Z'),
    note: 'Diploma i licenca provereni u registru.',
  },
  reviews: [],
};
