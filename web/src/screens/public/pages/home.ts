import type { CopyLink, CopySection, PageContent } from '../copy';

export interface HomeCopy {
  metaTitle: string;
  description: string;
  title: string;
  lead: string;
  findTherapist: CopyLink;
  questionnaire: CopyLink;
  connect: CopyLink;
  sections: CopySection[];
  startTitle: string;
  startText: string;
  signUp: CopyLink;
  signIn: CopyLink;
  therapistsText: string;
  therapistsLink: CopyLink;
}

/**
 * The front door. The h1 and the "Otvorite nalog" link are what the sign-up journey looks for
 * (bff/e2e/journeys.e2e.test.ts), so they stay word for word.
 */
export const homePage: PageContent<HomeCopy> = {
  latin: {
    metaTitle: 'Oslonac · Psihoterapija online, na srpskom',
    description:
      'Razgovor sa proverenim psihoterapeutom na srpskom jeziku, putem video-poziva, iz Srbije ili iz inostranstva. Cene su jasne unapred, a vi birate terapeuta.',
    title: 'Razgovor koji pomaže, na vašem jeziku',
    lead: 'Oslonac povezuje ljude kojima je potrebna podrška sa psihoterapeutima koji rade na srpskom jeziku. Razgovarate online, iz Srbije ili iz bilo kog drugog mesta, u vreme koje vama odgovara.',
    findTherapist: { href: '/terapeuti', label: 'Pronađite psihoterapeuta' },
    questionnaire: { href: '/upitnik', label: 'Popunite kratak upitnik' },
    connect: { href: '/povezi-me', label: 'Neka vas naš tim poveže sa terapeutom' },
    sections: [
      {
        title: 'Šta je Oslonac',
        cards: [
          {
            title: 'Terapeut koji govori vašim jezikom',
            text: 'O onome što vas muči pričate na srpskom, bez prevođenja misli i osećanja. To je važno i onima koji godinama žive u inostranstvu.',
          },
          {
            title: 'Iz vašeg prostora',
            text: 'Razgovori se vode putem video-poziva. Ne morate nikuda da putujete niti da objašnjavate zašto izlazite sa posla.',
          },
          {
            title: 'Poverljivo',
            text: 'Ono što podelite sa terapeutom ostaje između vas. Ne koristimo reklamne kolačiće i ne delimo vaše podatke u reklamne svrhe.',
          },
        ],
      },
      {
        title: 'Kako do prvog razgovora',
        steps: [
          'Pogledajte profile terapeuta: obrazovanje, pravac u kome rade, teme kojima se bave, cenu i jezike. Ako ne znate odakle da počnete, popunite kratak upitnik i dobićete predloge sa objašnjenjem zašto baš oni.',
          'Izaberite termin koji vam odgovara. Cenu vidite pre nego što bilo šta potvrdite.',
          'U dogovoreno vreme uđite u razgovor sa računara ili telefona. Prvi susret služi i tome da vidite da li vam terapeut odgovara; ako ne, slobodno izaberite drugog.',
        ],
      },
      {
        title: 'Šta znači da je terapeut proveren',
        paragraphs: [
          'Pre nego što profil postane javan, naš tim pregleda diplomu, potvrdu o edukaciji iz psihoterapije ili broj licence, odnosno sertifikat strukovnog udruženja, i podatke o superviziji. Na profilu piše tačno šta je provereno.',
          'Provera znači da terapeut ima obrazovanje i edukaciju koje navodi. Ona ne može da garantuje da će vam baš taj terapeut odgovarati: zato je prvi razgovor i prilika da to procenite.',
        ],
        links: [{ href: '/iskusni-psiholozi', label: 'Kako biramo i proveravamo terapeute' }],
      },
      {
        title: 'Šta Oslonac nije',
        tone: 'muted',
        paragraphs: [
          'Oslonac nije služba za hitne slučajeve. Terapeuti rade u dogovorenim terminima i ne odgovaraju na poruke danonoćno. Ako ste u krizi, brojevi za hitnu pomoć nalaze se u dnu svake stranice.',
        ],
      },
      {
        title: 'Saznajte više',
        links: [
          { href: '/psiholozi-na-srpskom', label: 'Psiholozi na srpskom, gde god da živite' },
          { href: '/pristupacna-cena-psihoterapije', label: 'Koliko košta psihoterapija i ko određuje cenu' },
          { href: '/diskretna-i-sigurna-terapija', label: 'Kako čuvamo vašu privatnost' },
          { href: '/fleksibilni-termini', label: 'Termini uveče i vikendom' },
          { href: '/terapija-za-parove', label: 'Terapija za parove' },
          { href: '/iskustva', label: 'Kako funkcionišu iskustva klijenata' },
          { href: '/blog', label: 'Blog: tekstovi o psihoterapiji' },
        ],
      },
    ],
    startTitle: 'Nalog otvarate za minut',
    startText:
      'Za nalog su dovoljni ime i e-adresa. Lozinka nije obavezna: prijavljujete se linkom koji vam pošaljemo e-poštom.',
    signUp: { href: '/app/login?mode=signup', label: 'Otvorite nalog' },
    signIn: { href: '/app/login', label: 'Već imam nalog' },
    therapistsText:
      'Psihoterapeut ste i želite da radite sa klijentima preko Oslonca? Pogledajte šta dobijate i koliko to košta.',
    therapistsLink: { href: '/za-psihoterapeute', label: 'Za psihoterapeute' },
  },
  en: {
    metaTitle: 'Oslonac · Online psychotherapy in Serbian',
    description:
      'Talk with a verified psychotherapist in Serbian, by video call, from Serbia or abroad. Prices are clear in advance, and you choose your therapist.',
    title: 'A conversation that helps, in your language',
    lead: 'Oslonac connects people who need support with psychotherapists who work in Serbian. You talk online, from Serbia or from anywhere else, at a time that suits you.',
    findTherapist: { href: '/terapeuti', label: 'Find a psychotherapist' },
    questionnaire: { href: '/upitnik', label: 'Take a short questionnaire' },
    connect: { href: '/povezi-me', label: 'Let our team connect you with a therapist' },
    sections: [
      {
        title: 'What Oslonac is',
        cards: [
          {
            title: 'A therapist who speaks your language',
            text: 'You talk about what troubles you in Serbian, without translating your thoughts and feelings. That matters to people who have lived abroad for years, too.',
          },
          {
            title: 'From your own space',
            text: 'Sessions take place by video call. You do not have to travel anywhere or explain why you are leaving work.',
          },
          {
            title: 'Confidential',
            text: 'What you share with your therapist stays between you. We use no advertising cookies and do not share your data for advertising.',
          },
        ],
      },
      {
        title: 'How to get to a first conversation',
        steps: [
          'Look at therapists’ profiles: education, the approach they work in, the topics they work with, price and languages. If you do not know where to start, take a short questionnaire and you will get suggestions with the reasons why.',
          'Choose a time that suits you. You see the price before you confirm anything.',
          'At the agreed time, join the call from a computer or phone. The first meeting is also for seeing whether the therapist suits you; if not, you are free to choose another.',
        ],
      },
      {
        title: 'What “verified” means',
        paragraphs: [
          'Before a profile goes public, our team checks the degree, the certificate of psychotherapy training or the licence number or association certificate, and the supervision details. The profile says exactly what was checked.',
          'Verification means the therapist has the education and training they state. It cannot guarantee that this therapist will suit you: that is what the first conversation is for.',
        ],
        links: [{ href: '/iskusni-psiholozi', label: 'How we choose and verify therapists (in Serbian)' }],
      },
      {
        title: 'What Oslonac is not',
        tone: 'muted',
        paragraphs: [
          'Oslonac is not an emergency service. Therapists work at agreed times and do not answer messages around the clock. If you are in crisis, emergency numbers are at the bottom of every page.',
        ],
      },
      {
        title: 'Learn more (in Serbian)',
        links: [
          { href: '/psiholozi-na-srpskom', label: 'Psychologists who speak Serbian, wherever you live' },
          {
            href: '/pristupacna-cena-psihoterapije',
            label: 'What psychotherapy costs and who sets the price',
          },
          { href: '/diskretna-i-sigurna-terapija', label: 'How we protect your privacy' },
          { href: '/fleksibilni-termini', label: 'Evening and weekend sessions' },
          { href: '/terapija-za-parove', label: 'Couples therapy' },
          { href: '/iskustva', label: 'How client experiences work' },
          { href: '/blog', label: 'Blog: articles about psychotherapy' },
        ],
      },
    ],
    startTitle: 'An account takes a minute',
    startText:
      'A name and an e-mail address are enough for an account. A password is optional: you sign in with a link we e-mail you.',
    signUp: { href: '/app/login?mode=signup', label: 'Create an account' },
    signIn: { href: '/app/login', label: 'I already have an account' },
    therapistsText:
      'Are you a psychotherapist who would like to work with clients through Oslonac? See what you get and what it costs.',
    therapistsLink: { href: '/za-psihoterapeute', label: 'For psychotherapists' },
  },
};
