import type { PageContent } from '../copy';
import { BOOKING_POLICY, splitSessionPrice, THERAPIST_PRICING } from '../pricing';

const P = THERAPIST_PRICING;
const example = 4000;
const split = splitSessionPrice(example);
const rsd = (n: number) => n.toLocaleString('sr-Latn-RS');

export const forTherapistsPage: PageContent = {
  latin: {
    metaTitle: 'Za psihoterapeute: radite online sa klijentima koji govore srpski',
    description: `Bez mesečne pretplate. Oslonac zadržava ${P.commissionPercent}% od svake plaćene seanse, uključujući troškove plaćanja; isplata jednom mesečno. Sami određujete cene i radno vreme.`,
    eyebrow: 'Za psihoterapeute',
    title: 'Radite sa klijentima koji govore srpski, gde god da su',
    lead: 'Oslonac vam donosi klijente iz Srbije i dijaspore, zakazivanje, video-razgovore i naplatu na jednom mestu, da biste se bavili onim zbog čega ste ovaj posao izabrali.',
    sections: [
      {
        title: 'Šta dobijate',
        cards: [
          {
            title: 'Vidljivost',
            text: 'Profil u pretrazi koju ljudi koriste da nađu terapeuta po temi, pravcu, ceni i jeziku, na latinici i ćirilici, i u predlozima posle upitnika.',
          },
          {
            title: 'Zakazivanje i podsetnici',
            text: 'Vi postavljate radno vreme, klijenti sami zakazuju slobodne termine u svojoj vremenskoj zoni. Bez dopisivanja oko termina.',
          },
          {
            title: 'Video-razgovori i poruke',
            text: 'Seanse se vode u pregledaču, bez instalacije programa, a poruke sa klijentima ostaju na jednom mestu, šifrovane.',
          },
          {
            title: 'Naplata bez jurenja',
            text: 'Klijent plaća pri zakazivanju. Vi ne izdajete uplatnice i ne proveravate uplate; isplatu dobijate jednom mesečno.',
          },
        ],
      },
      {
        title: 'Koliko košta',
        paragraphs: [
          `Nema mesečne pretplate, upisnine ni ugovorne obaveze. Oslonac zadržava ${P.commissionPercent}% od svake plaćene seanse. U tih ${P.commissionPercent}% uračunati su i troškovi platnih kartica i banaka: vi ne plaćate ništa dodatno. Ako u nekom mesecu nemate seansi, ne plaćate ništa.`,
          `Primer: za seansu koju ste naplatili ${rsd(example)} dinara, vama pripada ${rsd(split.therapist)} dinara, a Oslonac zadržava ${rsd(split.oslonac)} dinara.`,
          `Zarada iz jednog kalendarskog meseca isplaćuje se do ${P.payoutDayOfMonth}. dana narednog meseca, u dinarima na račun u Srbiji ili u evrima na račun u inostranstvu. Uz isplatu dobijate pregled svih seansi i obračuna.`,
        ],
        table: {
          caption: 'Ukratko',
          head: ['Stavka', 'Uslov'],
          rows: [
            ['Mesečna pretplata', 'Nema'],
            [
              'Provizija platforme',
              `${P.commissionPercent}% od svake plaćene seanse, troškovi plaćanja uključeni`,
            ],
            ['Cene seansi', 'Određujete ih sami, u dinarima i evrima'],
            ['Isplata', `Jednom mesečno, do ${P.payoutDayOfMonth}. u mesecu`],
            [
              'Otkazivanje termina',
              `Klijent otkazuje besplatno do ${BOOKING_POLICY.freeCancellationHours} sata pre početka; kasnije otkazan termin se naplaćuje`,
            ],
            ['Raskid saradnje', 'U svakom trenutku, bez troškova'],
          ],
        },
      },
      {
        title: 'Ko može da se prijavi',
        items: [
          'Psiholozi, psihijatri i drugi stručnjaci sa završenom ili započetom edukacijom iz priznatog psihoterapijskog pravca.',
          'Terapeuti u edukaciji mogu da rade pod supervizijom, uz podatke o supervizoru.',
          'Potrebni su diploma, potvrda o edukaciji i, gde postoji, broj licence ili sertifikat strukovnog udruženja.',
          'Rad na srpskom jeziku; drugi jezici su dobrodošli.',
        ],
      },
      {
        title: 'Kako izgleda prijava',
        steps: [
          'Otvorite nalog i izaberite da ste psihoterapeut.',
          'Popunite profil: obrazovanje, pravci, teme, jezici, cene i kratak tekst o tome kako radite.',
          'Otpremite diplomu i potvrde. Dokumenta su šifrovana i vide ih samo vi i administrator koji ih proverava; svaki pristup se beleži.',
          'Naš tim proverava podatke i odobrava profil ili vam piše šta nedostaje. Tek odobren profil postaje javan, sa oznakom šta je provereno.',
        ],
      },
      {
        title: 'Šta očekujemo od vas',
        tone: 'muted',
        paragraphs: [
          'Da radite u skladu sa etičkim kodeksom svog udruženja, da budete u dogovorenom terminu, da klijentima jasno kažete kako radite i koje su granice poverljivosti, i da klijente kojima je potrebna hitna ili psihijatrijska pomoć uputite dalje. Oslonac nije služba za hitne slučajeve, i to ne treba da obećavate ni vi.',
        ],
      },
    ],
    cta: {
      title: 'Pridružite se',
      text: 'Prijava je besplatna. Profil postaje javan posle provere.',
      primary: { href: '/app/login?mode=signup', label: 'Otvorite nalog terapeuta' },
      secondary: { href: '/podrska', label: 'Imate pitanje? Pišite nam' },
    },
  },
};
