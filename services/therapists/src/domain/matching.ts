import { LANGUAGE_LOCATIVE } from '@oslonac/lang';
import type { Gender, SessionTypeData } from './profile';

// Transparent matching: a therapist's score is exactly the sum of the points of the reasons shown to the
// client, each a plain Serbian sentence; what does not fit is said as a caveat and earns nothing.

export interface MatchAnswersData {
  concerns: string[];
  preferredGender: Gender | null;
  preferredApproaches: string[];
  /** Para; 0 for no budget given. */
  maxPriceRsd: number;
  languages: string[];
  couples: boolean;
  schedule: string[];
}

export interface MatchCandidate {
  id: string;
  specialties: string[];
  approaches: string[];
  languages: string[];
  gender: Gender | null;
  worksWithCouples: boolean;
  yearsOfPractice: number;
  sessionTypes: SessionTypeData[];
  verified: boolean;
  ratingAverage: number;
}

export type ReasonCode =
  | 'specialty'
  | 'approach'
  | 'price'
  | 'gender'
  | 'language'
  | 'couples'
  | 'experience'
  | 'verified';

export interface Reason {
  code: ReasonCode;
  text: string;
  points: number;
}

export interface Scored {
  id: string;
  score: number;
  reasons: Reason[];
  caveats: { code: ReasonCode; text: string }[];
}

export const WEIGHTS: Record<ReasonCode, number> = {
  specialty: 35,
  approach: 15,
  price: 15,
  gender: 10,
  language: 10,
  couples: 5,
  experience: 5,
  verified: 5,
};

/** "Radi sa …": the instrumental case of each specialty. */
const WITH_SPECIALTY: Record<string, string> = {
  anksioznost: 'anksioznošću',
  depresija: 'depresijom',
  'partnerski-odnosi': 'partnerskim odnosima',
  trauma: 'traumom',
  'stres-i-sagorevanje': 'stresom i sagorevanjem',
  samopouzdanje: 'samopouzdanjem',
  tugovanje: 'tugovanjem',
  zavisnosti: 'zavisnostima',
  'porodicni-odnosi': 'porodičnim odnosima',
  'licni-razvoj': 'ličnim razvojem',
  'panicni-napadi': 'paničnim napadima',
  'poremecaji-ishrane': 'poremećajima ishrane',
  'opsesivno-kompulzivni-poremecaj': 'opsesivno-kompulzivnim poremećajem',
  roditeljstvo: 'roditeljstvom',
  'identitet-i-lgbtq': 'pitanjima identiteta i LGBTQ+ temama',
  usamljenost: 'usamljenošću',
};

/** "a", "a i b", "a, b i c" */
export function joinSerbian(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} i ${items[items.length - 1]}`;
}

/** 400000 para → "4.000 RSD" */
export function formatRsd(minor: number): string {
  const whole = Math.round(minor / 100);
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} RSD`;
}

/** 1 godinu, 2–4 godine, 5+ godina (11–14 godina). */
export function years(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return `${n} godinu`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} godine`;
  return `${n} godina`;
}

function specialtyPhrase(slugs: string[]): string {
  return joinSerbian(slugs.map((s) => WITH_SPECIALTY[s] ?? s.replace(/-/g, ' ')));
}

export function scoreTherapist(a: MatchAnswersData, t: MatchCandidate): Scored {
  const reasons: Reason[] = [];
  const caveats: Scored['caveats'] = [];

  if (a.concerns.length > 0) {
    const covered = a.concerns.filter((c) => t.specialties.includes(c));
    const missing = a.concerns.filter((c) => !t.specialties.includes(c));
    if (covered.length > 0) {
      reasons.push({
        code: 'specialty',
        text: `Radi sa ${specialtyPhrase(covered)}, sa čim ste se obratili.`,
        points: Math.round((WEIGHTS.specialty * covered.length) / a.concerns.length),
      });
    }
    if (missing.length > 0) {
      caveats.push({ code: 'specialty', text: `U profilu ne navodi rad sa ${specialtyPhrase(missing)}.` });
    }
  }

  if (a.preferredApproaches.length > 0) {
    if (t.approaches.some((x) => a.preferredApproaches.includes(x))) {
      reasons.push({ code: 'approach', text: 'Radi pristupom koji ste izabrali.', points: WEIGHTS.approach });
    } else {
      caveats.push({ code: 'approach', text: 'Ne radi nijednim od pristupa koje ste izabrali.' });
    }
  }

  const individual = t.sessionTypes.find((s) => s.kind === 'individual');
  if (a.maxPriceRsd > 0 && individual && individual.priceRsdMinor > 0) {
    const price = formatRsd(individual.priceRsdMinor);
    if (individual.priceRsdMinor <= a.maxPriceRsd) {
      reasons.push({
        code: 'price',
        text: `Cena individualne seanse (${price}) je u okviru vašeg budžeta.`,
        points: WEIGHTS.price,
      });
    } else {
      caveats.push({
        code: 'price',
        text: `Cena individualne seanse (${price}) je iznad budžeta od ${formatRsd(a.maxPriceRsd)} koji ste naveli.`,
      });
    }
  }

  if (a.preferredGender) {
    if (t.gender === a.preferredGender) {
      reasons.push({
        code: 'gender',
        text:
          a.preferredGender === 'female'
            ? 'Terapeutkinja je žena, kako ste želeli.'
            : 'Terapeut je muškarac, kako ste želeli.',
        points: WEIGHTS.gender,
      });
    } else {
      caveats.push({
        code: 'gender',
        text:
          a.preferredGender === 'female'
            ? 'Ovo je terapeut, a želeli ste terapeutkinju.'
            : 'Ovo je terapeutkinja, a želeli ste terapeuta.',
      });
    }
  }

  if (a.languages.length > 0) {
    const shared = a.languages.filter((l) => t.languages.includes(l));
    if (shared.length > 0) {
      const names = shared.map((l) => LANGUAGE_LOCATIVE[l] ?? l);
      reasons.push({
        code: 'language',
        text: `Može da vodi seanse na ${joinSerbian(names)} jeziku.`,
        points: WEIGHTS.language,
      });
    } else {
      caveats.push({ code: 'language', text: 'Ne vodi seanse ni na jednom jeziku koji ste izabrali.' });
    }
  }

  if (a.couples) {
    if (t.worksWithCouples) {
      reasons.push({ code: 'couples', text: 'Radi sa parovima.', points: WEIGHTS.couples });
    } else {
      caveats.push({ code: 'couples', text: 'Ne radi sa parovima, samo individualno.' });
    }
  }

  if (t.yearsOfPractice >= 5) {
    reasons.push({
      code: 'experience',
      text: `Ima ${years(t.yearsOfPractice)} iskustva u radu sa klijentima.`,
      points: t.yearsOfPractice >= 10 ? WEIGHTS.experience : Math.ceil(WEIGHTS.experience / 2),
    });
  }

  if (t.verified) {
    reasons.push({
      code: 'verified',
      text: 'Oslonac je proverio diplomu i licencu ili članstvo u udruženju.',
      points: WEIGHTS.verified,
    });
  }

  return { id: t.id, score: reasons.reduce((s, r) => s + r.points, 0), reasons, caveats };
}

/** Highest score first; ties by rating, then id, so the same answers always give the same order. */
export function rankTherapists(a: MatchAnswersData, candidates: MatchCandidate[], limit = 10): Scored[] {
  const rating = new Map(candidates.map((c) => [c.id, c.ratingAverage]));
  return candidates
    .map((c) => scoreTherapist(a, c))
    .sort(
      (x, y) =>
        y.score - x.score ||
        (rating.get(y.id) ?? 0) - (rating.get(x.id) ?? 0) ||
        (x.id < y.id ? -1 : x.id > y.id ? 1 : 0),
    )
    .slice(0, limit);
}
