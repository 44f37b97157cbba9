import type { PageContent } from '../copy';

export const serbianPage: PageContent = {
  latin: {
    metaTitle: 'Psiholozi na srpskom jeziku online, u Srbiji i inostranstvu',
    description:
      'Psihoterapija na srpskom za ljude u Srbiji i u dijaspori: terapeuti koji razumeju vaš jezik i kontekst, termini u vašoj vremenskoj zoni, cene i u evrima.',
    eyebrow: 'Na srpskom',
    title: 'Psihoterapija na jeziku na kome osećate',
    lead: 'Kada govorimo o onome što nas boli, najlakše je na jeziku na kome smo odrasli. Na Osloncu razgovarate sa terapeutima koji rade na srpskom, gde god da živite.',
    sections: [
      {
        title: 'Zašto je jezik važan',
        paragraphs: [
          'I ljudi koji dobro govore nemački, engleski ili švedski često kažu da o emocijama, detinjstvu i porodici teže govore na drugom jeziku. Nijanse se gube, a energija odlazi na traženje pravih reči umesto na ono što želite da kažete.',
          'Terapeut koji govori vaš jezik razume i kontekst: porodične odnose, očekivanja sredine, iskustvo odlaska i povratka, osećaj da ste „ni tamo ni ovde”.',
        ],
      },
      {
        title: 'Za ljude u dijaspori',
        items: [
          'Termine vidite u svojoj vremenskoj zoni.',
          'Cene su prikazane u dinarima i u evrima.',
          'Potreban vam je samo internet i uređaj sa kamerom i mikrofonom.',
          'Neki terapeuti govore i druge jezike, na primer nemački ili engleski; u pretrazi možete da izaberete jezik.',
        ],
      },
      {
        title: 'Latinica i ćirilica',
        paragraphs: [
          'Ceo sajt možete da čitate na latinici ili ćirilici; pismo birate na vrhu stranice. Pretraga pronalazi terapeute bez obzira na to kojim pismom pišete.',
        ],
      },
      {
        title: 'O čemu razmisliti ako živite van Srbije',
        tone: 'muted',
        paragraphs: [
          'Pravila o radu psihoterapeuta razlikuju se od zemlje do zemlje, a zdravstveno osiguranje u zemlji u kojoj živite najčešće ne pokriva terapiju kod terapeuta iz Srbije. Ako vam je potrebno lečenje koje uključuje lekove ili bolničku negu, obratite se i lekaru u mestu gde živite. U hitnim slučajevima pozovite lokalni broj za hitne slučajeve; u Evropskoj uniji to je 112.',
        ],
      },
    ],
    cta: {
      title: 'Pronađite terapeuta koji govori vašim jezikom',
      text: 'Profili pokazuju jezike, teme, pravce i cene u dinarima i evrima.',
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
      secondary: { href: '/upitnik', label: 'Popunite kratak upitnik' },
    },
  },
};
