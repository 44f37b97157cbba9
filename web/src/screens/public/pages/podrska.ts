import type { PageContent } from '../copy';
import { BOOKING_POLICY } from '../pricing';

export const SUPPORT_EMAIL = 'podrska@oslonac.rs';

export const supportPage: PageContent = {
  latin: {
    metaTitle: 'Podrška i česta pitanja',
    description:
      'Odgovori na najčešća pitanja o nalogu, terapeutima, zakazivanju, plaćanju i privatnosti, i kontakt podrške Oslonca: podrska@oslonac.rs.',
    eyebrow: 'Podrška',
    title: 'Kako možemo da pomognemo?',
    lead: 'Ovde su odgovori na pitanja koja nam ljudi najčešće postavljaju. Ako svoje ne nađete, pošaljite nam poruku preko obrasca na dnu strane ili na podrska@oslonac.rs; odgovaramo radnim danima, najčešće istog ili sledećeg dana.',
    sections: [
      {
        title: 'Nalog i prijava',
        faq: [
          {
            question: 'Šta mi treba za nalog?',
            answer:
              'Ime kojim želite da vam se obraćamo i e-adresa. Lozinka nije obavezna: možete da se prijavljujete linkom koji vam pošaljemo e-poštom.',
          },
          {
            question: 'Link za prijavu nije stigao. Šta da radim?',
            answer:
              'Proverite folder za neželjenu poštu i da li je e-adresa tačno upisana. Link važi kratko i može da se iskoristi jednom; ako je istekao, zatražite novi na stranici za prijavu.',
          },
          {
            question: 'Kako da se odjavim sa svih uređaja?',
            answer:
              'U podešavanjima naloga vidite uređaje na kojima ste prijavljeni i možete da se odjavite sa svih odjednom.',
          },
          {
            question: 'Kako da obrišem nalog?',
            answer:
              'Pišite nam sa e-adrese sa kojom ste otvorili nalog. Nalog i podatke brišemo u skladu sa politikom privatnosti; podatke koje zakon obavezuje da čuvamo (na primer računovodstvene) čuvamo samo koliko zakon traži.',
          },
        ],
      },
      {
        title: 'Terapeuti i zakazivanje',
        faq: [
          {
            question: 'Kako da izaberem terapeuta?',
            answer:
              'Pogledajte profile: teme, pravac, šta je provereno, cenu i tekst u kome terapeut opisuje kako radi. Ako ne znate odakle da počnete, popunite kratak upitnik ili ostavite zahtev da vas naš tim poveže sa terapeutom.',
          },
          {
            question: 'Šta ako mi terapeut ne odgovara?',
            answer:
              'To se dešava i nije ničija greška. Možete da zakažete kod drugog terapeuta u bilo kom trenutku; ne morate nikome da objašnjavate zašto.',
          },
          {
            question: 'Mogu li da otkažem ili pomerim termin?',
            answer: `Da, besplatno, najkasnije ${BOOKING_POLICY.freeCancellationHours} sata pre početka. Kasnije otkazan termin se naplaćuje, osim ako se terapeut drugačije ne dogovori sa vama.`,
          },
          {
            question: 'Šta mi treba za video-razgovor?',
            answer:
              'Računar, tablet ili telefon sa kamerom i mikrofonom, savremen pregledač i stabilan internet. Ne morate ništa da instalirate. Slušalice pomažu da vas niko ne čuje.',
          },
        ],
      },
      {
        title: 'Cene i plaćanje',
        faq: [
          {
            question: 'Ko određuje cenu seanse?',
            answer:
              'Svaki terapeut sam. Cenu vidite na profilu pre zakazivanja, u dinarima i evrima. Oslonac ništa ne dodaje na tu cenu.',
          },
          {
            question: 'Da li postoji pretplata?',
            answer: 'Ne. Plaćate samo seanse koje zakažete.',
          },
        ],
      },
      {
        title: 'Privatnost i bezbednost',
        faq: [
          {
            question: 'Ko može da vidi šta pišem terapeutu?',
            answer:
              'Samo vi i vaš terapeut. Poruke i beleške su šifrovane, a svaki izuzetan uvid osoblja beleži se u evidenciji pristupa.',
          },
          {
            question: 'Da li se seanse snimaju?',
            answer: 'Ne.',
          },
          {
            question: 'Šta da uradim ako mislim da neko drugi koristi moj nalog?',
            answer:
              'Odjavite se sa svih uređaja u podešavanjima naloga, promenite lozinku ako je imate i pišite nam na podrska@oslonac.rs.',
          },
        ],
      },
      {
        title: 'Pišite nam',
        paragraphs: [
          'Za sva pitanja, predloge i prijave problema upotrebite obrazac ispod ili pišite na podrska@oslonac.rs. U poruci nam ne šaljite detalje o svom zdravlju; oni nam nisu potrebni da bismo vam pomogli oko naloga ili termina. Poruke iz obrasca čuvamo šifrovane, a vidi ih samo naš tim podrške.',
          'Ako želite da prijavite neprofesionalno ponašanje terapeuta, u obrascu izaberite temu „Terapeut”, a u e-poruci to napišite u naslovu. Takve prijave razmatramo prve.',
        ],
        links: [{ href: 'mailto:podrska@oslonac.rs', label: 'Pišite na podrska@oslonac.rs' }],
      },
    ],
    crisis: true,
  },
};
