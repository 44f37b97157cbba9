/**
 * The circle with initials follows the script the name is shown in: "Даниела Стојановић" shows "ДС", never "DS";
 * Lj, Nj and Dž stay one letter as Љ, Њ and Џ are; honorifics are skipped; and the same person keeps one colour in
 * both scripts. On the catalogue card and the profile, the initials come from the displayed name.
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { avatarColour, initialsOf } from '../src/components/Avatar';
import { ProfileScreen } from '../src/screens/catalog/ProfileScreen';
import { TherapistCard } from '../src/screens/catalog/TherapistCard';
import type { CatalogTherapist } from '../src/screens/catalog/types';

const therapist: CatalogTherapist = {
  id: '0190d0c4-0000-7000-8000-000000000002',
  slug: 'daniela-stojanovic',
  displayName: 'Daniela Stojanović',
  title: 'psihoterapeut',
  photoUrl: '',
  bio: '',
  languages: ['sr'],
  specialties: [],
  approaches: [],
  education: [],
  certifications: [],
  yearsOfPractice: 0,
  city: '',
  gender: 'female',
  worksWithCouples: false,
  sessionTypes: [],
  verification: null,
  featured: false,
  ratingAverage: 0,
  reviewCount: 0,
  timeZone: 'Europe/Belgrade',
  firstFreeSlot: null,
};
const taxonomy = { specialties: [], approaches: [] };

/** The text inside the avatar circle (the first element with the avatar class). */
function circle(html: string): string {
  const m = html.match(/class="o-avatar[^"]*"[^>]*>(?:<span aria-hidden="true">)?([^<]*)</);
  if (!m) throw new Error('no avatar in the HTML');
  return m[1]!;
}

describe('initials', () => {
  it('are taken from the name as written, in either script', () => {
    expect(initialsOf('Daniela Stojanović')).toBe('DS');
    expect(initialsOf('Даниела Стојановић')).toBe('ДС');
    expect(initialsOf('Ђорђе Шљивић')).toBe('ЂШ');
  });

  it('skip honorifics in both scripts', () => {
    expect(initialsOf('dr Ana Petrović')).toBe('AP');
    expect(initialsOf('др Ана Петровић')).toBe('АП');
    expect(initialsOf('prof. dr Milan Ilić')).toBe('MI');
  });

  it('keep Lj, Nj and Dž as the single letters they are, as Cyrillic does', () => {
    expect(initialsOf('Ljiljana Njegoš')).toBe('LjNj');
    expect(initialsOf('Љиљана Његош')).toBe('ЉЊ');
    expect(initialsOf('DŽENANA DŽAFIĆ')).toBe('DžDž');
    expect(initialsOf('Lazar Nikolić')).toBe('LN');
  });

  it('have a question mark for a name that has no words', () => {
    expect(initialsOf('  dr. ')).toBe('?');
  });

  it('keep one colour for one person in both scripts', () => {
    expect(avatarColour('Даниела Стојановић')).toEqual(avatarColour('Daniela Stojanović'));
    expect(avatarColour('Љиљана Његош')).toEqual(avatarColour('Ljiljana Njegoš'));
  });
});

describe('the catalogue without a photo', () => {
  it('shows Cyrillic initials on the card and the profile in Cyrillic, Latin ones in Latin', () => {
    const card = (locale: 'sr-Latn' | 'sr-Cyrl') =>
      renderToString(<TherapistCard therapist={therapist} taxonomy={taxonomy} locale={locale} />);
    expect(circle(card('sr-Cyrl'))).toBe('ДС');
    expect(card('sr-Cyrl')).toContain('Даниела Стојановић');
    expect(circle(card('sr-Latn'))).toBe('DS');

    const profile = renderToString(
      <ProfileScreen
        locale="sr-Cyrl"
        therapist={therapist}
        reviews={[]}
        individualPrices={[]}
        taxonomy={taxonomy}
        bookingEnabled={false}
        waitlist={null}
      />,
    );
    expect(circle(profile)).toBe('ДС');
  });
});
