import type { PageContent } from '../copy';
import { PARTNER_REFERRAL } from '../pricing';

const R = PARTNER_REFERRAL;

/** The h1 stays "Partneri Oslonca": the foundation's journeys look for it. */
export const partnersPage: PageContent = {
  latin: {
    metaTitle: 'Partnerski program',
    description: `Partneri preporučuju Oslonac svojim zajednicama uz lični kod i dobijaju ${R.shareOfCommissionPercent}% Oslončeve provizije od seansi klijenata koje su preporučili, ${R.months} meseci. Klijent ne plaća ništa više.`,
    eyebrow: 'Partnerski program',
    title: 'Partneri Oslonca',
    lead: 'Sarađujemo sa organizacijama i ljudima koji druge upućuju na stručnu psihološku podršku na srpskom jeziku: udruženjima dijaspore, kompanijama, školama, lekarima, autorima i zajednicama.',
    sections: [
      {
        title: 'Kako program funkcioniše',
        steps: [
          'Kao partner dobijate lični kod za preporuku i link sa tim kodom.',
          'Ljudi koji dođu preko vašeg linka ili upišu kod otvaraju nalog kao i svi ostali i sami biraju terapeuta.',
          `Za svaku plaćenu seansu tih klijenata, ${R.months} meseci od njihove prve plaćene seanse, dobijate ${R.shareOfCommissionPercent}% provizije koju Oslonac zadržava.`,
          'Pregled preporuka i obračuna vidite u partnerskom delu sajta; obračun se isplaćuje jednom mesečno.',
        ],
      },
      {
        title: 'Šta klijent plaća',
        paragraphs: [
          'Isto što i svi ostali. Vaš deo ide iz Oslončeve provizije, ne iz džepa klijenta niti iz zarade terapeuta.',
        ],
      },
      {
        title: 'Šta partner vidi, a šta ne',
        paragraphs: [
          'Vidite koliko je ljudi otvorilo nalog preko vašeg koda i koliko je plaćenih seansi obračunato, ukupno. Ne vidite ko su ti ljudi, kod kog su terapeuta, kada imaju seanse niti bilo šta o sadržaju terapije. Privatnost klijenata je ista kao i kada dođu bez koda.',
        ],
      },
      {
        title: 'Kako preporučujemo da govorite o Osloncu',
        items: [
          'Mirno i iskreno: Oslonac je mesto za razgovor sa proverenim terapeutom na srpskom, ne brzo rešenje.',
          'Bez pritiska i bez obećanja rezultata terapije.',
          'Uz napomenu da Oslonac nije služba za hitne slučajeve.',
        ],
      },
      {
        title: 'Kako da postanete partner',
        paragraphs: [
          'Pišite nam na podrska@oslonac.rs i ukratko opišite sebe ili svoju organizaciju i kome biste preporučivali Oslonac. Partnerski nalog otvaramo posle kratkog razgovora.',
        ],
      },
    ],
    cta: {
      title: 'Već ste partner?',
      text: 'Prijavite se u partnerski deo sajta.',
      primary: { href: '/partneri/login', label: 'Prijava za partnere' },
      secondary: { href: 'mailto:podrska@oslonac.rs', label: 'Pišite nam' },
    },
  },
};
