import type { PageContent } from '../copy';
import { BOOKING_POLICY } from '../pricing';

export const pricePage: PageContent = {
  latin: {
    metaTitle: 'Koliko košta psihoterapija online: jasne cene pre zakazivanja',
    description:
      'Cenu seanse određuje svaki terapeut i vidite je na profilu pre zakazivanja, u dinarima i evrima. Bez pretplate, članarine i skrivenih troškova za klijente.',
    eyebrow: 'Cene',
    title: 'Cena koju znate unapred',
    lead: 'Psihoterapija je ulaganje u sebe, i u vremenu i u novcu. Zato na Osloncu cenu vidite pre nego što bilo šta zakažete i plaćate samo seanse koje ste zakazali.',
    sections: [
      {
        title: 'Ko određuje cenu',
        paragraphs: [
          'Cenu određuje svaki terapeut sam, u skladu sa svojim iskustvom i edukacijom. Oslonac ne propisuje cene i ne dodaje ništa na cenu koju vidite. Platforma naplaćuje proviziju od terapeuta, ne od vas.',
          'Na profilu su posebno navedene cene individualne seanse i seanse za parove, i prve konsultacije ako je terapeut nudi.',
        ],
      },
      {
        title: 'Šta plaćate',
        items: [
          'Samo zakazane seanse: nema pretplate, članarine ni paketa koje morate da kupite unapred.',
          'Cenu u dinarima ili evrima, kako je terapeut naveo; ako živite van Srbije, videćete cenu i u evrima.',
          `Termin možete besplatno da otkažete ili pomerite najkasnije ${BOOKING_POLICY.freeCancellationHours} sata pre početka.`,
        ],
      },
      {
        title: 'Terapeuti po cenovnom rasponu',
        paragraphs: [
          'Cena jedne individualne seanse kod terapeuta na Osloncu razlikuje se od terapeuta do terapeuta. Pretragu možete da suzite na raspon koji vam odgovara:',
        ],
        links: [
          { href: '/terapija/cena/do-3000', label: 'Do 3.000 dinara po seansi' },
          { href: '/terapija/cena/3000-5000', label: 'Od 3.000 do 5.000 dinara' },
          { href: '/terapija/cena/5000-7000', label: 'Od 5.000 do 7.000 dinara' },
          { href: '/terapija/cena/preko-7000', label: 'Preko 7.000 dinara' },
        ],
      },
      {
        title: 'Da li je skuplje bolje?',
        paragraphs: [
          'Ne nužno. Viša cena često znači više godina iskustva ili dužu edukaciju, ali za uspeh terapije je najvažnije da vam terapeut odgovara i da možete redovno da dolazite. Terapija koju možete da priuštite nekoliko meseci obično vredi više od skuplje koju ćete prekinuti posle dva susreta.',
        ],
      },
      {
        title: 'Individualna cena',
        paragraphs: [
          'Ako vam je cena prepreka, recite to terapeutu. Terapeut može da vam odredi individualnu cenu. Nju vidite samo vi i taj terapeut, a katalog i dalje prikazuje njegovu osnovnu cenu.',
        ],
      },
      {
        title: 'Besplatna podrška',
        tone: 'muted',
        paragraphs: [
          'Ako trenutno ne možete da platite terapiju, savetovališta pri domovima zdravlja, centri za mentalno zdravlje i nevladine organizacije nude besplatne razgovore. U krizi je Centar Srce dostupan besplatno, na broj 0800 300 303.',
        ],
      },
    ],
    cta: {
      title: 'Pronađite terapeuta u svom budžetu',
      text: 'U pretrazi birate cenovni raspon, temu, pravac i jezik.',
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
    },
  },
};
