import { describe, expect, it } from '@jest/globals';
import {
  formatRsd,
  joinSerbian,
  type MatchAnswersData,
  type MatchCandidate,
  rankTherapists,
  scoreTherapist,
  WEIGHTS,
  years,
} from '../src/domain/matching';

const answers: MatchAnswersData = {
  concerns: ['anksioznost', 'depresija'],
  preferredGender: 'female',
  preferredApproaches: ['kbt'],
  maxPriceRsd: 500000,
  languages: ['sr'],
  couples: false,
  schedule: [],
};

const fits: MatchCandidate = {
  id: 'a',
  specialties: ['anksioznost', 'depresija', 'trauma'],
  approaches: ['kbt', 'act'],
  languages: ['sr', 'en'],
  gender: 'female',
  worksWithCouples: false,
  yearsOfPractice: 12,
  sessionTypes: [{ kind: 'individual', durationMinutes: 50, priceRsdMinor: 400000, priceEurMinor: 3500 }],
  verified: true,
  ratingAverage: 4.8,
};

describe('matching scorer', () => {
  it('explains every point of a perfect fit in plain Serbian', () => {
    const s = scoreTherapist(answers, fits);
    expect(s.reasons.map((r) => r.text)).toEqual([
      'Radi sa anksioznošću i depresijom, sa čim ste se obratili.',
      'Radi pristupom koji ste izabrali.',
      'Cena individualne seanse (4.000 RSD) je u okviru vašeg budžeta.',
      'Terapeutkinja je žena, kako ste želeli.',
      'Može da vodi seanse na srpskom jeziku.',
      'Ima 12 godina iskustva u radu sa klijentima.',
      'Oslonac je proverio diplomu i licencu ili članstvo u udruženju.',
    ]);
    expect(s.caveats).toEqual([]);
    expect(s.score).toBe(s.reasons.reduce((n, r) => n + r.points, 0));
    expect(s.score).toBe(
      WEIGHTS.specialty +
        WEIGHTS.approach +
        WEIGHTS.price +
        WEIGHTS.gender +
        WEIGHTS.language +
        WEIGHTS.experience +
        WEIGHTS.verified,
    );
  });

  it('says what does not fit as caveats, earning nothing for them', () => {
    const s = scoreTherapist(
      { ...answers, couples: true },
      {
        ...fits,
        specialties: ['anksioznost'],
        approaches: ['psihoanaliza'],
        gender: 'male',
        languages: ['en'],
        sessionTypes: [{ kind: 'individual', durationMinutes: 50, priceRsdMinor: 600000, priceEurMinor: 0 }],
        yearsOfPractice: 2,
        verified: false,
      },
    );
    expect(s.reasons.map((r) => r.code)).toEqual(['specialty']);
    expect(s.score).toBe(Math.round(WEIGHTS.specialty / 2));
    expect(s.caveats.map((c) => c.text)).toEqual([
      'U profilu ne navodi rad sa depresijom.',
      'Ne radi nijednim od pristupa koje ste izabrali.',
      'Cena individualne seanse (6.000 RSD) je iznad budžeta od 5.000 RSD koji ste naveli.',
      'Ovo je terapeut, a želeli ste terapeutkinju.',
      'Ne vodi seanse ni na jednom jeziku koji ste izabrali.',
      'Ne radi sa parovima, samo individualno.',
    ]);
  });

  it('gives no points for preferences the client did not state', () => {
    const s = scoreTherapist(
      {
        concerns: [],
        preferredGender: null,
        preferredApproaches: [],
        maxPriceRsd: 0,
        languages: [],
        couples: false,
        schedule: [],
      },
      { ...fits, yearsOfPractice: 0, verified: false },
    );
    expect(s).toEqual({ id: 'a', score: 0, reasons: [], caveats: [] });
  });

  it('ranks by score, then rating, then id, and keeps the top ten', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      ...fits,
      id: `t${String(i).padStart(2, '0')}`,
      ratingAverage: i % 3,
      gender: i < 5 ? ('female' as const) : ('male' as const),
    }));
    const ranked = rankTherapists(answers, many);
    expect(ranked).toHaveLength(10);
    expect(ranked.slice(0, 5).every((r) => r.reasons.some((x) => x.code === 'gender'))).toBe(true);
    expect(ranked.map((r) => r.id)).toEqual(rankTherapists(answers, [...many].reverse()).map((r) => r.id));
  });

  it('speaks Serbian numbers and lists', () => {
    expect(formatRsd(1250000)).toBe('12.500 RSD');
    expect(joinSerbian(['a', 'b', 'c'])).toBe('a, b i c');
    expect([1, 2, 5, 11, 12, 21, 22, 25].map(years)).toEqual([
      '1 godinu',
      '2 godine',
      '5 godina',
      '11 godina',
      '12 godina',
      '21 godinu',
      '22 godine',
      '25 godina',
    ]);
  });
});
