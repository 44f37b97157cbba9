import type { PageContent } from '../copy';

export const aboutPage: PageContent = {
  latin: {
    metaTitle: 'O nama',
    description:
      'Oslonac je platforma za psihoterapiju online na srpskom jeziku. Šta nas vodi, kako radimo i šta nikada ne radimo sa vašim podacima.',
    eyebrow: 'O nama',
    title: 'Oslonac: psihoterapija na srpskom, bez zidova i granica',
    lead: 'Oslonac smo napravili za ljude kojima je potreban razgovor sa stručnjakom na njihovom jeziku, a do njega teško stižu: zbog mesta u kome žive, radnog vremena, stida ili prosto zato što ne znaju kome da se obrate.',
    sections: [
      {
        title: 'Šta radimo',
        paragraphs: [
          'Povezujemo klijente sa proverenim psihoterapeutima koji rade na srpskom jeziku i dajemo im mesto za rad: pretragu i predloge, zakazivanje, video-razgovore, poruke i naplatu. Terapiju vode terapeuti, samostalni stručnjaci; mi se staramo da sve oko nje bude jednostavno, sigurno i pošteno.',
        ],
      },
      {
        title: 'Šta nas vodi',
        cards: [
          {
            title: 'Poverenje pre svega',
            text: 'Proveravamo terapeute pre nego što postanu vidljivi, i pišemo tačno šta smo proverili. Ne izmišljamo utiske ni brojke.',
          },
          {
            title: 'Privatnost kao pravilo',
            text: 'Osetljive podatke čuvamo šifrovane, ne koristimo reklamne ni analitičke kolačiće i ne delimo podatke u reklamne svrhe.',
          },
          {
            title: 'Jasnoća',
            text: 'Cene vidite pre zakazivanja, predlozi terapeuta dolaze sa razlozima, a uslovi za terapeute i partnere stoje javno na sajtu.',
          },
          {
            title: 'Mirno, bez pritiska',
            text: 'Ne teramo vas da se odlučite odmah, ne šaljemo poruke koje plaše i ne obećavamo brza rešenja. Ljudi nam dolaze u teškim trenucima i to poštujemo.',
          },
        ],
      },
      {
        title: 'Šta nismo',
        tone: 'muted',
        paragraphs: [
          'Nismo zdravstvena ustanova ni služba za hitne slučajeve. Terapeuti na Osloncu ne prepisuju lekove. Ako vam je potrebna hitna pomoć, pozovite brojeve iz podnožja stranice; ako vam je potrebno lečenje lekovima, obratite se lekaru ili psihijatru.',
        ],
      },
      {
        title: 'Latinica, ćirilica i engleski',
        paragraphs: [
          'Sajt možete da čitate na latinici, ćirilici ili engleskom. Biramo reči pažljivo, jer znamo da ih ljudi čitaju kada im nije lako.',
        ],
      },
      {
        title: 'Kontakt',
        paragraphs: ['Za pitanja, predloge i prijave problema pišite nam na podrska@oslonac.rs.'],
        links: [
          { href: '/podrska', label: 'Podrška i česta pitanja' },
          { href: '/legal/privatnost', label: 'Politika privatnosti' },
          { href: '/legal/uslovi', label: 'Uslovi korišćenja' },
        ],
      },
    ],
    cta: {
      title: 'Kada budete spremni',
      text: 'Pogledajte terapeute ili nam pišite ako niste sigurni odakle da počnete.',
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
      secondary: { href: '/povezi-me', label: 'Zamolite nas da vas povežemo' },
    },
  },
};
