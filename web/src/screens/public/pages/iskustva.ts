import type { PageContent } from '../copy';

export const experiencesPage: PageContent = {
  latin: {
    metaTitle: 'Iskustva klijenata: kako rade ocene i utisci',
    description:
      'Utisak o terapeutu može da ostavi samo klijent koji je sa njim imao održanu seansu. Svaki utisak pregledamo pre objavljivanja, a terapeut ne može da ga menja ni briše.',
    eyebrow: 'Iskustva',
    title: 'Iskustva klijenata, bez izmišljenih priča',
    lead: 'Kada birate terapeuta, korisno je da čujete kako je drugima bilo sa njim. Zato na profilima objavljujemo utiske klijenata, ali samo one iza kojih stoji stvarna seansa.',
    sections: [
      {
        title: 'Ko može da ostavi utisak',
        paragraphs: [
          'Utisak o terapeutu može da ostavi samo klijent koji je sa tim terapeutom imao održanu seansu preko Oslonca. Svaki klijent ostavlja jedan utisak po terapeutu. Tako ocene ne mogu da se „nakupe” lažnim nalozima.',
        ],
      },
      {
        title: 'Kako utisak dolazi na profil',
        steps: [
          'Posle održane seanse u svom pregledu dobijate mogućnost da ocenite terapeuta i napišete nekoliko reči.',
          'Naš tim pregleda svaki utisak pre objavljivanja. Utisak sa ličnim podacima (vašim ili tuđim), uvredama ili sadržajem koji nema veze sa radom terapeuta ne objavljujemo.',
          'Objavljeni utisak se pojavljuje na profilu uz vaše ime i inicijal prezimena, ili bez imena, ako tako izaberete.',
          'Terapeut ne može da izmeni niti obriše utisak.',
        ],
      },
      {
        title: 'Šta vidite na profilu',
        paragraphs: [
          'Prosečnu ocenu i broj utisaka, i same utiske, od najnovijih. Novi terapeuti još nemaju utiske; to ne govori ništa loše o njima, samo da su tek počeli da rade preko Oslonca.',
        ],
      },
      {
        title: 'Zašto ovde nema izjava zadovoljnih klijenata',
        tone: 'muted',
        paragraphs: [
          'Mnogi sajtovi na naslovnoj strani imaju citate oduševljenih korisnika. Mi ih nećemo izmišljati, a stvarne utiske ne premeštamo sa profila na reklamne stranice: ljudi ih pišu da bi pomogli drugima da izaberu terapeuta, a ne da bi reklamirali Oslonac.',
        ],
      },
      {
        title: 'Vaša privatnost kada pišete utisak',
        paragraphs: [
          'Utisak je javan, pa ne pišite detalje o svom zdravlju ili životu po kojima bi neko mogao da vas prepozna. Ako želite da se utisak ukloni, pišite nam na podrska@oslonac.rs.',
        ],
        links: [{ href: '/legal/uslovi', label: 'Pravila za utiske u Uslovima korišćenja' }],
      },
    ],
    cta: {
      title: 'Pogledajte profile terapeuta',
      text: 'Uz svaki profil su i utisci klijenata koji su sa terapeutom imali seansu.',
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
    },
  },
};
