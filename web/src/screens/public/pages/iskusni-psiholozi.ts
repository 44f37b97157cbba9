import type { PageContent } from '../copy';

export const experiencedPage: PageContent = {
  latin: {
    metaTitle: 'Iskusni i provereni psiholozi i psihoterapeuti',
    description:
      'Šta proveravamo pre nego što profil terapeuta postane javan: diplomu, edukaciju iz psihoterapije, licencu ili sertifikat udruženja i superviziju. Na profilu piše tačno šta je provereno.',
    eyebrow: 'Terapeuti',
    title: 'Psihoterapeuti čije smo obrazovanje proverili',
    lead: 'Psihoterapeut vam postaje oslonac u teškom periodu, pa je važno da znate ko je sa druge strane. Zato nijedan profil ne postaje javan pre nego što proverimo ono što terapeut o sebi navodi.',
    sections: [
      {
        title: 'Šta proveravamo',
        items: [
          'Diplomu osnovnih ili master studija (najčešće psihologija, medicina, specijalna edukacija i rehabilitacija ili srodna oblast).',
          'Edukaciju iz psihoterapijskog pravca: u kom pravcu, u kojoj ustanovi ili udruženju i u kom je statusu (završena ili pod supervizijom).',
          'Broj licence ili sertifikat strukovnog udruženja, gde postoji.',
          'Da li terapeut radi pod supervizijom i kod koga, kada je još u edukaciji.',
        ],
      },
      {
        title: 'Šta piše na profilu',
        paragraphs: [
          'Posle provere profil dobija oznaku „Provereno” i spisak onoga što je provereno, na primer: „diploma proverena, sertifikat udruženja proveren, radi pod supervizijom”. Tako sami vidite šta stoji iza oznake, umesto da verujete na reč.',
          'Na profilu su i godine iskustva, pravci u kojima terapeut radi, teme kojima se bavi, jezici i cene.',
        ],
      },
      {
        title: 'Šta provera ne može da garantuje',
        tone: 'muted',
        paragraphs: [
          'Provera potvrđuje obrazovanje i edukaciju. Ona ne može da garantuje da će vam baš taj terapeut odgovarati. Istraživanja dosledno pokazuju da je odnos poverenja između klijenta i terapeuta jedan od najvažnijih činilaca uspešne terapije. Ako posle prvih susreta osećate da to nije to, slobodno izaberite drugog terapeuta; to nije neuspeh, već deo traženja.',
        ],
      },
      {
        title: 'Pravci psihoterapije',
        paragraphs: [
          'Terapeuti na Osloncu rade u različitim pravcima: kognitivno-bihejvioralnom (KBT), psihodinamskom, geštalt, sistemskom porodičnom, transakcionoj analizi, integrativnom i drugim. Svaki ima svoj način rada, a nijedan nije „najbolji” za sve.',
        ],
        links: [
          {
            href: '/blog/kako-odabrati-psihoterapeuta',
            label: 'Kako odabrati psihoterapeuta: pravci i pitanja',
          },
          { href: '/terapija', label: 'Teme i pravci terapije' },
        ],
      },
      {
        title: 'Ako nešto nije u redu',
        paragraphs: [
          'Ako smatrate da se terapeut ponašao neprofesionalno ili suprotno etici, pišite nam na podrska@oslonac.rs. Svaku prijavu razmatramo i, kada je potrebno, privremeno uklanjamo profil dok se stvar ne razjasni.',
        ],
      },
    ],
    cta: {
      title: 'Upoznajte terapeute',
      text: 'Pročitajte profile i izaberite nekoga čiji vam način rada zvuči blisko.',
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
      secondary: { href: '/upitnik', label: 'Popunite kratak upitnik' },
    },
  },
};
