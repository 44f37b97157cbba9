import type { PageContent } from '../copy';
import { BOOKING_POLICY } from '../pricing';

export const flexibleTimesPage: PageContent = {
  latin: {
    metaTitle: 'Fleksibilni termini za psihoterapiju: uveče, vikendom, iz bilo koje vremenske zone',
    description:
      'Terapeuti na Osloncu sami postavljaju radno vreme, pa mnogi rade i uveče i vikendom. Termine vidite u svojoj vremenskoj zoni, gde god da živite.',
    eyebrow: 'Fleksibilni termini',
    title: 'Terapija koja se uklapa u vaš život',
    lead: 'Posao u smenama, mala deca, život u drugoj vremenskoj zoni: mnogo je razloga zbog kojih je teško stići na terapiju u deset ujutru radnim danom. Na Osloncu birate termin koji vama odgovara.',
    sections: [
      {
        title: 'Kako to funkcioniše',
        items: [
          'Svaki terapeut sam određuje kada radi. Mnogi imaju termine rano ujutru, uveče ili vikendom.',
          'Slobodne termine vidite u svojoj vremenskoj zoni. Ako ste u Čikagu, a terapeut u Novom Sadu, oba vremena su jasno napisana da ne bi bilo zabune.',
          `Individualna seansa traje ${BOOKING_POLICY.individualMinutes} minuta, a seansa za parove ${BOOKING_POLICY.couplesMinutes} minuta.`,
          'Ne morate nikuda da putujete, pa vam za seansu treba samo taj sat i mirno mesto.',
        ],
      },
      {
        title: 'Redovnost je važna',
        paragraphs: [
          'Fleksibilnost ne znači da je svejedno kada se vidite. Terapija najčešće najbolje deluje kada su susreti redovni, obično jednom nedeljno ili jednom u dve nedelje, u otprilike isto vreme. Sa terapeutom se na početku dogovorite o ritmu koji možete da održite.',
        ],
      },
      {
        title: 'Pomeranje termina',
        paragraphs: [
          `Ako vam nešto iskrsne, termin možete besplatno da pomerite ili otkažete najkasnije ${BOOKING_POLICY.freeCancellationHours} sata pre početka.`,
        ],
      },
      {
        title: 'Za ljude u inostranstvu',
        paragraphs: [
          'Veliki deo naših korisnika živi van Srbije. Cene su prikazane i u evrima, a vreme u vašoj zoni. Prelazak na letnje i zimsko računanje vremena u različitim zemljama računamo umesto vas.',
        ],
        links: [{ href: '/psiholozi-na-srpskom', label: 'Psiholozi na srpskom za dijasporu' }],
      },
    ],
    cta: {
      title: 'Nađite termin koji vam odgovara',
      text: 'U pretrazi možete da izaberete terapeute sa slobodnim terminom u narednih nekoliko dana.',
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
    },
  },
};
