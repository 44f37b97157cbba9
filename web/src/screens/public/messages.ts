import { defineMessages } from '@oslonac/web/i18n';

/** The words around public pages' content: blog lists, dates, "last updated", in-page navigation. */
export const publicMessages = defineMessages(
  {
    blogMetaTitle: 'Blog o psihoterapiji i mentalnom zdravlju',
    blogDescription:
      'Tekstovi Redakcije Oslonca o psihoterapiji, anksioznosti, sagorevanju i odnosima: jasno, pažljivo i bez obećanja koja niko ne može da ispuni.',
    blogTitle: 'Blog',
    blogLead:
      'Tekstovi o tome kako izgleda psihoterapija, kada potražiti pomoć i šta možete da uradite za sebe dok je čekate. Pišemo pažljivo i u skladu sa onim oko čega se struka slaže.',
    blogListLabel: 'Svi tekstovi',
    readPost: 'Pročitajte tekst',
    readPostNamed: 'Pročitajte: {title}',
    published: 'Objavljeno',
    updated: 'Izmenjeno',
    byAuthor: 'Autor: {author}',
    readingTime: {
      one: '{count} minut čitanja',
      few: '{count} minuta čitanja',
      other: '{count} minuta čitanja',
    },
    backToBlog: 'Svi tekstovi na blogu',
    morePosts: 'Još tekstova',
    postDisclaimer:
      'Ovaj tekst je opšta informacija i ne zamenjuje razgovor sa stručnjakom koji poznaje vašu situaciju.',
    legalUpdated: 'Poslednja izmena:',
    legalOther: 'Ostali pravni dokumenti',
    legalNav: 'Pravni dokumenti',
    onThisPage: 'Na ovoj stranici',
    crisisTitle: 'Ako vam je pomoć potrebna odmah',
    crisisText:
      'Oslonac nije služba za hitne slučajeve i terapeuti ne odgovaraju na poruke danonoćno. Ako ste u opasnosti ili razmišljate o tome da sebi naudite, pozovite:',
    crisisSrceFree: 'Centar Srce, besplatno',
    crisisSrce: 'Centar Srce',
    crisisEmergency: 'Hitna pomoć',
    signUp: 'Otvorite nalog',
    findTherapist: 'Pronađite psihoterapeuta',
    questionnaire: 'Popunite kratak upitnik',
    toDashboard: 'Idi na moj pregled',
    signedInHello: 'Dobro došli nazad, {name}',
    comparisonLabel: 'Poređenje',
  },
  {
    en: {
      blogMetaTitle: 'Blog about psychotherapy and mental health',
      blogDescription:
        'Articles by the Oslonac editorial team about psychotherapy, anxiety, burnout and relationships, written in Serbian.',
      blogTitle: 'Blog',
      blogLead:
        'Articles about what psychotherapy looks like, when to look for help, and what you can do for yourself while you wait. The articles are written in Serbian.',
      blogListLabel: 'All articles',
      readPost: 'Read the article',
      readPostNamed: 'Read: {title}',
      published: 'Published',
      updated: 'Updated',
      byAuthor: 'Author: {author}',
      readingTime: { one: '{count} minute read', other: '{count} minutes read' },
      backToBlog: 'All blog articles',
      morePosts: 'More articles',
      postDisclaimer:
        'This article is general information and does not replace a conversation with a professional who knows your situation.',
      legalUpdated: 'Last updated:',
      legalOther: 'Other legal documents',
      legalNav: 'Legal documents',
      onThisPage: 'On this page',
      crisisTitle: 'If you need help right now',
      crisisText:
        'Oslonac is not an emergency service, and therapists do not answer messages around the clock. If you are in danger or thinking about harming yourself, call:',
      crisisSrceFree: 'Centar Srce, free of charge',
      crisisSrce: 'Centar Srce',
      crisisEmergency: 'Emergency medical service',
      signUp: 'Create an account',
      findTherapist: 'Find a psychotherapist',
      questionnaire: 'Take a short questionnaire',
      toDashboard: 'Go to my overview',
      signedInHello: 'Welcome back, {name}',
      comparisonLabel: 'Comparison',
    },
  },
);
