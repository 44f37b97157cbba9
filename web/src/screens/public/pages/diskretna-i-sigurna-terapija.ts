import type { PageContent } from '../copy';

export const discreetPage: PageContent = {
  latin: {
    metaTitle: 'Diskretna i sigurna psihoterapija online',
    description:
      'Kako Oslonac čuva ono što podelite: šifrovani podaci, bez reklamnih kolačića i praćenja, strogo ograničen pristup i jasna prava nad vašim podacima.',
    eyebrow: 'Privatnost',
    title: 'Ono što podelite ostaje između vas i terapeuta',
    lead: 'O teškim stvarima se lakše govori kada znate da razgovor ostaje poverljiv. Ovde ukratko i bez sitnih slova pišemo kako čuvamo vaše podatke i šta ne radimo sa njima.',
    sections: [
      {
        title: 'Šta radimo',
        cards: [
          {
            title: 'Šifrovanje',
            text: 'Veza sa sajtom je uvek šifrovana. Poruke, beleške sa seansi, odgovori iz upitnika i dokumenti čuvaju se šifrovani, svaki korisnik sa svojim ključem.',
          },
          {
            title: 'Ograničen pristup',
            text: 'Sadržaj terapije vide samo vi i vaš terapeut. Zaposleni u Oslončevom timu tome nemaju pristup u redovnom radu, a svaki izuzetan uvid (na primer po vašoj prijavi problema) beleži se u evidenciji pristupa.',
          },
          {
            title: 'Bez praćenja',
            text: 'Na sajtu nema reklamnih ni analitičkih kolačića, piksela društvenih mreža niti skripti drugih kompanija. Koristimo samo kolačiće bez kojih prijava i zaštita ne rade.',
          },
        ],
      },
      {
        title: 'Šta ne radimo',
        items: [
          'Ne prodajemo vaše podatke i ne delimo ih u reklamne svrhe.',
          'Ne šaljemo vašem poslodavcu, osiguranju ili partneru koji vas je preporučio nikakve podatke o tome da ste na terapiji.',
          'Ne snimamo video-razgovore.',
          'Ne tražimo vaše puno ime i prezime ako ne želite: za nalog je dovoljno ime kojim želite da vam se obraćaju i e-adresa.',
        ],
      },
      {
        title: 'Diskrecija u svakodnevici',
        paragraphs: [
          'Razgovor vodite odakle vam odgovara: iz svoje sobe, iz parkiranog automobila, sa slušalicama u šetnji. Niko ne mora da vas vidi u čekaonici. Naše e-poruke imaju neutralan naslov i ne otkrivaju sadržaj razgovora.',
          'Savet: ako delite računar ili telefon sa nekim, odjavite se posle seanse. U podešavanjima naloga vidite sve uređaje na kojima ste prijavljeni i možete da se odjavite sa svih odjednom.',
        ],
      },
      {
        title: 'Vaša prava',
        paragraphs: [
          'U skladu sa Zakonom o zaštiti podataka o ličnosti možete da tražite uvid u svoje podatke, ispravku, brisanje i prenos, i da povučete pristanak. Ako smatrate da vaše podatke obrađujemo suprotno zakonu, možete da se obratite Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti.',
        ],
        links: [
          { href: '/legal/privatnost', label: 'Politika privatnosti' },
          { href: '/cookies', label: 'Koje kolačiće koristimo' },
        ],
      },
      {
        title: 'Granice poverljivosti',
        tone: 'muted',
        paragraphs: [
          'Kao i u radu uživo, terapeut može da bude obavezan da postupi ako postoji ozbiljna i neposredna opasnost po vaš život ili život drugih, ili kada to nalaže zakon (na primer kod zlostavljanja deteta). Dobar terapeut će vam na početku rada objasniti te granice.',
        ],
      },
    ],
    cta: {
      title: 'Kada budete spremni',
      text: 'Pogledajte terapeute i izaberite nekoga kome ćete se obratiti.',
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
      secondary: { href: '/legal/privatnost', label: 'Pročitajte politiku privatnosti' },
    },
  },
};
