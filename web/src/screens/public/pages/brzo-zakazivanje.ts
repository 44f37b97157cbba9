import type { PageContent } from '../copy';
import { BOOKING_POLICY } from '../pricing';

export const quickBookingPage: PageContent = {
  latin: {
    metaTitle: 'Brzo zakazivanje psihoterapije online',
    description:
      'Na profilu terapeuta vidite slobodne termine i cenu, a termin zakazujete za nekoliko minuta, bez telefoniranja i čekanja na odgovor.',
    eyebrow: 'Brzo zakazivanje',
    title: 'Termin kod psihoterapeuta za nekoliko minuta',
    lead: 'Kada odlučite da potražite pomoć, čekanje na odgovor ume da bude najteži deo. Zato na Osloncu slobodne termine vidite odmah i zakazujete ih sami, bez poziva i prepiske.',
    sections: [
      {
        title: 'Kako zakazivanje izgleda',
        steps: [
          'Izaberete terapeuta iz pretrage ili iz predloga posle upitnika.',
          'Na njegovom profilu vidite slobodne termine u svojoj vremenskoj zoni i cenu seanse.',
          'Izaberete termin i potvrdite ga. Potvrda stiže na vašu e-adresu, a termin se pojavljuje u vašem pregledu.',
          'U dogovoreno vreme ulazite u video-razgovor iz pregleda, sa računara ili telefona.',
        ],
      },
      {
        title: 'Šta znači „brzo”',
        paragraphs: [
          'Brzo znači da ne zavisite od toga kada će vam neko odgovoriti na poruku. Termin koji vidite kao slobodan zaista je slobodan i postaje vaš čim ga potvrdite.',
          'Ne znači da će svaki terapeut imati termin već sutra. Iskusni terapeuti često imaju pun raspored. U pretrazi možete da izaberete samo one koji imaju slobodan termin u narednih nekoliko dana.',
        ],
      },
      {
        title: 'Ako niste sigurni koga da izaberete',
        paragraphs: [
          'Kratak upitnik traje nekoliko minuta. Na osnovu onoga što vas muči i vaših želja (pol terapeuta, pravac, cena, jezik, vreme) dobijate nekoliko predloga i za svaki jasno objašnjenje zašto se nalazi na listi.',
          'Ako vam je i to previše, ostavite zahtev da vas naš tim poveže sa terapeutom. Javićemo vam se sa predlogom.',
        ],
        links: [
          { href: '/upitnik', label: 'Popunite kratak upitnik' },
          { href: '/povezi-me', label: 'Zamolite nas da vas povežemo sa terapeutom' },
        ],
      },
      {
        title: 'Pomeranje i otkazivanje',
        paragraphs: [
          `Termin možete besplatno da otkažete ili pomerite najkasnije ${BOOKING_POLICY.freeCancellationHours} sata pre početka. Terapeut je taj sat rezervisao samo za vas, pa se kasnije otkazivanje naplaćuje, osim ako se terapeut drugačije ne dogovori sa vama.`,
        ],
        links: [{ href: '/legal/uslovi', label: 'Uslovi korišćenja' }],
      },
      {
        title: 'Kada ne treba čekati ni termin',
        tone: 'muted',
        paragraphs: [
          'Zakazana seansa nije pomoć u krizi. Ako ste u opasnosti ili razmišljate o tome da sebi naudite, ne čekajte termin: pozovite jedan od brojeva ispod.',
        ],
      },
    ],
    crisis: true,
    cta: {
      title: 'Pogledajte slobodne termine',
      text: 'Pretraga pokazuje terapeute sa cenama, pravcima i temama kojima se bave.',
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
      secondary: { href: '/upitnik', label: 'Popunite kratak upitnik' },
    },
  },
};
