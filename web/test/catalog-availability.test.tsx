/**
 * The catalogue's "first free slot" and "free slot within N days": what a visitor reads on a card and chooses
 * in the filter form, in both scripts, without JavaScript.
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { CatalogFilters } from '../src/screens/catalog/CatalogFilters';
import { TherapistCard } from '../src/screens/catalog/TherapistCard';
import { type CatalogTherapist, EMPTY_FILTERS } from '../src/screens/catalog/types';

const taxonomy = { specialties: [], approaches: [] };

const therapist: CatalogTherapist = {
  id: '0190d0c4-0000-7000-8000-000000000001',
  slug: 'milica-djordjevic',
  displayName: 'Milica Đorđević',
  title: 'psiholog',
  photoUrl: '',
  bio: '',
  languages: ['sr'],
  specialties: [],
  approaches: [],
  education: [],
  certifications: [],
  yearsOfPractice: 0,
  city: 'Čačak',
  gender: 'female',
  worksWithCouples: false,
  sessionTypes: [],
  verification: null,
  featured: false,
  ratingAverage: 0,
  reviewCount: 0,
  timeZone: 'Europe/Belgrade',
  // 13:00 UTC is 14:00 in Belgrade in November (CET).
  firstFreeSlot: '2026-11-24T13:00:00.000Z',
};

function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('first free slot on a card', () => {
  it('shows the slot in Belgrade time, in Latin and in Cyrillic', () => {
    const latin = text(
      renderToString(<TherapistCard therapist={therapist} taxonomy={taxonomy} locale="sr-Latn" />),
    );
    expect(latin).toContain(
      'Prvi slobodan termin: utorak, 24. novembar 2026. 14:00 (po beogradskom vremenu)',
    );
    const cyrillic = text(
      renderToString(<TherapistCard therapist={therapist} taxonomy={taxonomy} locale="sr-Cyrl" />),
    );
    expect(cyrillic).toContain(
      'Први слободан термин: уторак, 24. новембар 2026. 14:00 (по београдском времену)',
    );
  });

  it('says nothing about a slot booking has not reported', () => {
    for (const firstFreeSlot of [null, undefined]) {
      const html = renderToString(
        <TherapistCard therapist={{ ...therapist, firstFreeSlot }} taxonomy={taxonomy} locale="sr-Latn" />,
      );
      expect(html).not.toContain('slobodan termin');
    }
  });
});

describe('free slot filter', () => {
  function select(html: string): string {
    const match = html.match(/<select[^>]*name="dostupno"[^>]*>.*?<\/select>/s);
    if (!match) throw new Error('no dostupno select in the form');
    return match[0];
  }

  it('offers any time, 2, 7 and 14 days, and shows the chosen one back', () => {
    const html = renderToString(
      <CatalogFilters locale="sr-Latn" taxonomy={taxonomy} values={{ ...EMPTY_FILTERS, dostupno: '7' }} />,
    );
    const s = select(html);
    expect([...s.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['', 'Bilo kada'],
      ['2', 'U naredna 2 dana'],
      ['7', 'U narednih 7 dana'],
      ['14', 'U narednih 14 dana'],
    ]);
    expect(s).toMatch(/<option[^>]*value="7"[^>]*selected/);
    expect(text(html)).toContain('Slobodan termin');
    // A chosen filter can be cleared.
    expect(html).toContain('Poništi filtere');
  });

  it('keeps a number of days from the address that the form does not offer', () => {
    const s = select(
      renderToString(
        <CatalogFilters locale="sr-Cyrl" taxonomy={taxonomy} values={{ ...EMPTY_FILTERS, dostupno: '30' }} />,
      ),
    );
    expect(s).toMatch(/<option[^>]*value="30"[^>]*selected[^>]*>У наредних 30 дана</);
  });
});
