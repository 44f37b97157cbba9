import type { PageContent } from '../copy';
import { BOOKING_POLICY } from '../pricing';

/**
 * Only well-known, public facts about BetterHelp (what it is, its language, its subscription model). No
 * prices, numbers or claims we cannot check; where BetterHelp may suit someone better, the page says so.
 */
export const betterHelpComparison: PageContent = {
  latin: {
    metaTitle: 'Oslonac ili BetterHelp: iskreno poređenje',
    description:
      'Po čemu se Oslonac razlikuje od BetterHelp-a: jezik, terapeuti i njihove kvalifikacije, način plaćanja i dostupnost na srpskom. I kada vam BetterHelp može više odgovarati.',
    eyebrow: 'Poređenje',
    title: 'Oslonac ili BetterHelp?',
    lead: 'BetterHelp je velika američka platforma za online terapiju, poznata širom sveta. Oslonac je mnogo manji i napravljen za jednu stvar: psihoterapiju na srpskom jeziku. Evo iskreno po čemu se razlikujemo, pa procenite šta je bolje za vas.',
    sections: [
      {
        title: 'Ukratko',
        table: {
          caption: 'Oslonac i BetterHelp, uporedo',
          head: ['Šta poredimo', 'Oslonac', 'BetterHelp'],
          rows: [
            [
              'Jezik terapije',
              'Srpski; neki terapeuti rade i na drugim jezicima',
              'Pretežno engleski; terapeut koji govori srpski nije zagarantovan',
            ],
            [
              'Terapeuti',
              'Terapeuti iz Srbije i regiona sa proverenom diplomom, edukacijom iz psihoterapije i licencom ili sertifikatom udruženja; na profilu piše šta je provereno',
              'Terapeuti sa licencom za rad uglavnom u SAD i drugim zemljama engleskog govornog područja',
            ],
            [
              'Kako birate terapeuta',
              'Sami birate iz pretrage ili posle upitnika, uz objašnjenje zašto vam je neko predložen',
              'Platforma vam dodeljuje terapeuta na osnovu upitnika; možete da tražite promenu',
            ],
            [
              'Plaćanje',
              'Po seansi, bez pretplate; cenu određuje terapeut i vidite je pre zakazivanja, u dinarima i evrima',
              'Pretplata koja se plaća unapred za period od nekoliko nedelja, u dolarima ili lokalnoj valuti',
            ],
            [
              'Način rada',
              `Video-seanse (${BOOKING_POLICY.individualMinutes} minuta, za parove ${BOOKING_POLICY.couplesMinutes}) i poruke sa terapeutom`,
              'Video, telefon, živi razgovor porukama i poruke između seansi',
            ],
            [
              'Pismo i jezik sajta',
              'Latinica, ćirilica i engleski',
              'Engleski i nekoliko drugih svetskih jezika',
            ],
          ],
        },
      },
      {
        title: 'Jezik i kontekst',
        paragraphs: [
          'O emocijama, porodici i detinjstvu većina ljudi najlakše govori na jeziku na kome je odrasla. Terapeut sa Oslonca razume i kontekst: porodične odnose, život u Srbiji ili iskustvo odlaska u inostranstvo. To ne znači da terapija na engleskom ne može da pomogne; mnogima pomaže. Ali ako vam je srpski jezik osećanja, to je ozbiljna prednost.',
        ],
      },
      {
        title: 'Kvalifikacije terapeuta',
        paragraphs: [
          'U Srbiji psihoterapeuti svoju stručnost najčešće dokazuju diplomom, sertifikatom o edukaciji iz psihoterapijskog pravca koji izdaje strukovno udruženje i licencom tamo gde je propisana. Na Osloncu proveravamo upravo to i na profilu pišemo šta je provereno. Terapeuti na BetterHelp-u imaju licence država u kojima rade, najčešće SAD. Oba sistema imaju smisla, ali nisu isti: ako vam je važno da terapeut ima licencu baš u državi u kojoj živite, proverite to pre izbora.',
        ],
      },
      {
        title: 'Cena i način plaćanja',
        paragraphs: [
          'Na Osloncu plaćate svaku seansu posebno, po ceni koju je odredio terapeut, i nema pretplate. BetterHelp radi sa pretplatom koja uključuje seanse i dopisivanje sa terapeutom. Koji model je povoljniji zavisi od toga koliko često idete na terapiju i od cene izabranog terapeuta; uporedite iznose za mesec dana.',
        ],
      },
      {
        title: 'Kada vam BetterHelp može više odgovarati',
        tone: 'muted',
        items: [
          'Ako vam je lakše da o sebi govorite na engleskom.',
          'Ako živite u SAD ili drugoj zemlji u kojoj vam je važno da terapeut ima licencu baš te države, na primer zbog osiguranja ili poslodavca.',
          'Ako vam više odgovara terapija pretežno kroz pisane poruke.',
          'Ako vam je potreban veoma širok izbor terapeuta i specijalizacija.',
        ],
      },
      {
        title: 'Šta važi za obe platforme',
        paragraphs: [
          'Nijedna online platforma nije služba za hitne slučajeve. Ako ste u krizi, pozovite brojeve za hitnu pomoć; u Srbiji su to Centar Srce, besplatno na 0800 300 303 ili na 011 7777 000, i hitna pomoć na 194.',
        ],
      },
    ],
    cta: {
      title: 'Pogledajte terapeute na Osloncu',
      text: 'Profili pokazuju jezik, pravac, teme, šta je provereno i cenu, pre nego što bilo šta zakažete.',
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
      secondary: { href: '/upitnik', label: 'Popunite kratak upitnik' },
    },
  },
};
