import type { PageContent } from '../copy';

export const findOnlinePage: PageContent = {
  latin: {
    metaTitle: 'Pronađite psihologa online: pretraga po temi, pravcu, ceni i jeziku',
    description:
      'Pretražite proverene psihologe i psihoterapeute koji rade online na srpskom: po temi, pravcu, ceni, polu terapeuta i jeziku, na latinici ili ćirilici.',
    eyebrow: 'Pretraga',
    title: 'Pronađite psihologa koji vam odgovara',
    lead: 'Dobar terapeut za vas je onaj sa kojim možete otvoreno da razgovarate. Pretraga na Osloncu vam pomaže da ga nađete po onome što je vama važno.',
    sections: [
      {
        title: 'Po čemu možete da tražite',
        items: [
          'Po temi: anksioznost, depresija, partnerski odnosi, trauma, stres i sagorevanje, samopouzdanje, tugovanje i druge.',
          'Po pravcu: kognitivno-bihejvioralna terapija, psihodinamska, geštalt, sistemska porodična, transakciona analiza i drugi.',
          'Po ceni, polu terapeuta, jeziku i po tome da li radi sa parovima.',
          'Slobodnim tekstom: „psiholog anksioznost Novi Sad” ili „психолог анксиозност”. Pretraga razume i latinicu i ćirilicu, sa kvačicama i bez njih.',
        ],
      },
      {
        title: 'Kako ređamo rezultate',
        paragraphs: [
          'Rezultati su poređani po tome koliko odgovaraju onome što ste tražili, a možete da ih poređate i po ceni. Kada pretraga to dozvoljava, na vrhu liste mogu da budu profili koje je istakao naš tim, na primer terapeuti koji imaju slobodne termine za nove klijente.',
        ],
      },
      {
        title: 'Upitnik: predlozi sa objašnjenjem',
        paragraphs: [
          'Ako ne znate šta da upišete u pretragu, popunite kratak upitnik: šta vas dovodi, i šta vam je važno kod terapeuta. Dobićete nekoliko predloga i uz svaki, običnim rečima, razloge zašto je na listi, na primer: „radi sa anksioznošću”, „ima termine uveče”, „cena je u rasponu koji ste naveli”. Nema skrivenog algoritma.',
        ],
        links: [{ href: '/upitnik', label: 'Popunite kratak upitnik' }],
      },
      {
        title: 'Šta da gledate na profilu',
        items: [
          'Šta je provereno: diploma, edukacija, licenca ili sertifikat udruženja, supervizija.',
          'Teme kojima se terapeut bavi i pravac u kome radi.',
          'Kratak tekst u kome terapeut opisuje kako radi: da li vam zvuči blisko?',
          'Cenu, jezike i slobodne termine.',
        ],
      },
    ],
    cta: {
      title: 'Počnite pretragu',
      text: 'Svi profili su javni; nalog vam treba tek kada zakazujete.',
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
      secondary: { href: '/pretraga', label: 'Pretraga po rečima' },
    },
  },
};
