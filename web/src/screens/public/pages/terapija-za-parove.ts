import type { PageContent } from '../copy';
import { BOOKING_POLICY } from '../pricing';

export const couplesPage: PageContent = {
  latin: {
    metaTitle: 'Terapija za parove online, na srpskom',
    description:
      'Partnerska terapija sa terapeutima koji rade sa parovima: kada pomaže, kako izgleda seansa za parove online i kako da izaberete terapeuta.',
    eyebrow: 'Za parove',
    title: 'Terapija za parove: prostor da se ponovo čujete',
    lead: 'Svađe koje se vrte u krug, udaljavanje, neverstvo, odluka o detetu ili o razlazu: nekad par ne može sam da izađe iz istog razgovora. Terapeut za parove pomaže da oboje budete saslušani.',
    sections: [
      {
        title: 'Kada terapija za parove može da pomogne',
        items: [
          'Kada se isti sukobi ponavljaju, a razgovor se pretvara u optuživanje ili ćutanje.',
          'Posle neverstva ili druge povrede poverenja.',
          'U velikim promenama: rođenje deteta, selidba, bolest, gubitak posla.',
          'Kada ste se udaljili i ne znate kako da se vratite jedno drugom.',
          'Kada razmišljate o razlazu i želite da tu odluku donesete promišljeno, i da se, ako se rastanete, rastanete sa što manje povreda, posebno ako imate decu.',
        ],
      },
      {
        title: 'Kako izgleda seansa za parove online',
        paragraphs: [
          `Seansa za parove traje ${BOOKING_POLICY.couplesMinutes} minuta. Možete da budete zajedno ispred jednog uređaja ili, ako živite odvojeno, svako sa svog; termin zakazuje jedno od vas.`,
          'Terapeut ne staje ni na čiju stranu i ne presuđuje ko je u pravu. Njegov posao je da pomogne da razumete šta se među vama dešava i da isprobate drugačije načine razgovora. Ponekad predloži i pojedinačni susret sa svakim partnerom.',
        ],
      },
      {
        title: 'Kako da izaberete terapeuta',
        paragraphs: [
          'U pretrazi izaberite terapeute koji rade sa parovima. Partnerski rad traži posebnu edukaciju, često u sistemskoj porodičnoj terapiji ili u pristupima namenjenim parovima; na profilu piše u kom pravcu terapeut radi.',
        ],
        links: [
          { href: '/terapija/partnerski-odnosi', label: 'Terapeuti koji rade sa partnerskim odnosima' },
          { href: '/blog/terapija-za-parove-kada-i-kako', label: 'Terapija za parove: kada i kako' },
        ],
      },
      {
        title: 'Kada terapija za parove nije pravo mesto',
        tone: 'muted',
        paragraphs: [
          'Ako u vezi postoji fizičko nasilje, pretnje ili strah od partnera, zajednička terapija nije bezbedna i nije prvi korak. Tada je važno da potražite podršku za sebe. Ako ste u opasnosti, pozovite policiju na 192. Nacionalna SOS linija za žene sa iskustvom nasilja dostupna je besplatno na broj 0800 100 600.',
        ],
      },
    ],
    cta: {
      title: 'Pronađite terapeuta za parove',
      text: `U pretrazi izaberite terapeute koji rade sa parovima i pogledajte slobodne termine za seansu od ${BOOKING_POLICY.couplesMinutes} minuta.`,
      primary: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
      secondary: { href: '/upitnik', label: 'Popunite kratak upitnik' },
    },
  },
};
