import { defineMessages } from '@oslonac/web/i18n';

/** Copy of the questionnaire (/upitnik), its result, and "connect me" (/povezi-me). */
export const matchingMessages = defineMessages(
  {
    questionnaireTitle: 'Upitnik: pronađite svog terapeuta',
    questionnaireMetaDescription:
      'Odgovorite na nekoliko pitanja i dobićete spisak terapeuta koji vam odgovaraju, sa objašnjenjem zašto.',
    questionnaireLead:
      'Nekoliko pitanja, oko dva minuta. Nijedno nije obavezno. Na kraju dobijate terapeute poređane po tome koliko vam odgovaraju i zašto — bez skrivenih pravila.',
    concernsLegend: 'Šta vas dovodi?',
    concernsHint: 'Izaberite jednu ili više tema. Ako niste sigurni, izaberite ono što je najbliže.',
    genderLegend: 'Da li vam je važan pol terapeuta?',
    genderAny: 'Nije mi važno',
    genderFemale: 'Radije žena',
    genderMale: 'Radije muškarac',
    approachLegend: 'Da li imate pristup koji vam je bliži?',
    approachHint: 'Ako ne znate šta ovo znači, slobodno preskočite — terapeut će vam objasniti.',
    priceLabel: 'Koliko najviše možete da izdvojite za jednu seansu?',
    priceAny: 'Nemam ograničenje',
    priceUpTo: 'do {amount}',
    languagesLegend: 'Na kom jeziku želite da razgovarate?',
    couplesLabel: 'Tražimo terapiju za par',
    scheduleLegend: 'Kada vam termini najviše odgovaraju?',
    scheduleHint: 'Ovo ćemo uzeti u obzir čim zakazivanje bude dostupno.',
    slotWeekdayMornings: 'Radnim danima ujutru',
    slotWeekdayAfternoons: 'Radnim danima popodne',
    slotWeekdayEvenings: 'Radnim danima uveče',
    slotWeekends: 'Vikendom',
    submit: 'Prikaži terapeute koji mi odgovaraju',
    privacyNote:
      'Odgovore čuvamo uz rezultat da biste mogli da mu se vratite. Ako ste prijavljeni, rezultat vidite samo vi.',
    invalid: 'Neki odgovor nije među ponuđenim. Proverite izbor i pošaljite ponovo.',
    failed: 'Upitnik trenutno ne možemo da obradimo. Pokušajte ponovo za nekoliko trenutaka.',
    resultTitle: 'Terapeuti koji vam odgovaraju',
    resultMetaDescription:
      'Rezultat upitnika: terapeuti poređani po tome koliko odgovaraju vašim odgovorima.',
    resultLead:
      'Poređani su po tome koliko se poklapaju sa vašim odgovorima. Uz svakog piše zašto je na spisku i šta se možda ne poklapa.',
    resultEmptyTitle: 'Nijedan terapeut ne odgovara svim odgovorima',
    resultEmptyText:
      'Probajte upitnik sa manje ograničenja, ili nas zamolite da vas povežemo — naš tim će predložiti terapeuta.',
    retake: 'Popunite upitnik ponovo',
    why: 'Zašto odgovara',
    caveats: 'Šta se ne poklapa',
    openProfile: 'Pogledajte profil',
    rank: '{rank}. mesto',
    notFoundTitle: 'Rezultat nije pronađen',
    notFoundText:
      'Ovaj rezultat ne postoji ili pripada drugom nalogu. Upitnik možete popuniti ponovo za dva minuta.',
    connectTitle: 'Poveži me sa terapeutom',
    connectMetaDescription:
      'Napišite nam ukratko šta vam treba, a tim Oslonca će predložiti terapeuta koji vam odgovara.',
    connectLead:
      'Ako ne želite sami da birate, napišite nam ukratko šta vam treba. Neko iz tima Oslonca pročitaće poruku i predložiti vam terapeuta, obično u roku od jednog radnog dana.',
    connectSignedOut:
      'Da bismo mogli da vam javimo kog terapeuta predlažemo, potrebno je da se prijavite. Prijava traje minut — dovoljna je e-adresa.',
    connectSignIn: 'Prijavite se i nastavite',
    messageLabel: 'Šta vam je potrebno?',
    messageHint:
      'Nekoliko rečenica je dovoljno: šta vas muči, da li vam je nešto važno kod terapeuta, kada ste slobodni.',
    messageRequired: 'Napišite nekoliko reči o tome šta vam treba.',
    messageTooLong: 'Poruka može imati najviše 2.000 znakova.',
    connectOptional: 'Dodatno (nije obavezno)',
    connectSubmit: 'Pošalji zahtev',
    connectSent: 'Zahtev je poslat. Javićemo vam se čim izaberemo terapeuta.',
    connectFailed: 'Zahtev trenutno ne možemo da pošaljemo. Pokušajte ponovo za nekoliko trenutaka.',
    myRequests: 'Vaši zahtevi',
    requestOpen: 'U obradi: tim bira terapeuta za vas.',
    requestAssigned: 'Predložili smo vam terapeuta:',
    requestSent: 'Poslato {date}',
    crisisNote:
      'Ako ste u neposrednoj opasnosti ili razmišljate o samopovređivanju, ne čekajte odgovor: pozovite 194 ili Centar Srce na 0800 300 303.',
  },
  {
    en: {
      questionnaireTitle: 'Questionnaire: find your therapist',
      questionnaireMetaDescription:
        'Answer a few questions and get a list of therapists who suit you, with an explanation of why.',
      questionnaireLead:
        'A few questions, about two minutes. None is required. At the end you get therapists ordered by how well they fit and why — no hidden rules.',
      concernsLegend: 'What brings you here?',
      concernsHint: 'Choose one or more topics. If you are not sure, choose what is closest.',
      genderLegend: "Does the therapist's gender matter to you?",
      genderAny: 'It does not matter',
      genderFemale: 'Preferably a woman',
      genderMale: 'Preferably a man',
      approachLegend: 'Is there an approach you feel closer to?',
      approachHint: 'If you do not know what this means, feel free to skip it — the therapist will explain.',
      priceLabel: 'What is the most you can spend on one session?',
      priceAny: 'No limit',
      priceUpTo: 'up to {amount}',
      languagesLegend: 'Which language would you like to talk in?',
      couplesLabel: 'We are looking for couples therapy',
      scheduleLegend: 'When do sessions suit you best?',
      scheduleHint: 'We will take this into account as soon as booking is available.',
      slotWeekdayMornings: 'Weekday mornings',
      slotWeekdayAfternoons: 'Weekday afternoons',
      slotWeekdayEvenings: 'Weekday evenings',
      slotWeekends: 'Weekends',
      submit: 'Show therapists who suit me',
      privacyNote:
        'We keep your answers with the result so you can come back to it. If you are signed in, only you can see it.',
      invalid: 'An answer is not one of the offered choices. Check and send again.',
      failed: 'We cannot process the questionnaire right now. Please try again in a moment.',
      resultTitle: 'Therapists who suit you',
      resultMetaDescription: 'Questionnaire result: therapists ordered by how well they fit your answers.',
      resultLead:
        'They are ordered by how well they fit your answers. Each one says why they are on the list and what may not fit.',
      resultEmptyTitle: 'No therapist fits all your answers',
      resultEmptyText:
        'Try the questionnaire with fewer limits, or ask us to connect you — our team will suggest a therapist.',
      retake: 'Fill in the questionnaire again',
      why: 'Why they fit',
      caveats: 'What does not fit',
      openProfile: 'See the profile',
      rank: 'Place {rank}',
      notFoundTitle: 'Result not found',
      notFoundText:
        'This result does not exist or belongs to another account. You can fill in the questionnaire again in two minutes.',
      connectTitle: 'Connect me with a therapist',
      connectMetaDescription:
        'Tell us briefly what you need and the Oslonac team will suggest a therapist who suits you.',
      connectLead:
        'If you would rather not choose yourself, tell us briefly what you need. Someone from the Oslonac team will read it and suggest a therapist, usually within one working day.',
      connectSignedOut:
        'So that we can tell you which therapist we suggest, please sign in. It takes a minute — an e-mail address is enough.',
      connectSignIn: 'Sign in and continue',
      messageLabel: 'What do you need?',
      messageHint:
        'A few sentences are enough: what troubles you, whether anything matters to you in a therapist, when you are free.',
      messageRequired: 'Write a few words about what you need.',
      messageTooLong: 'The message can have at most 2,000 characters.',
      connectOptional: 'Additional (optional)',
      connectSubmit: 'Send the request',
      connectSent: 'Your request was sent. We will get back to you as soon as we choose a therapist.',
      connectFailed: 'We cannot send the request right now. Please try again in a moment.',
      myRequests: 'Your requests',
      requestOpen: 'In progress: the team is choosing a therapist for you.',
      requestAssigned: 'We suggested a therapist:',
      requestSent: 'Sent on {date}',
      crisisNote:
        'If you are in immediate danger or thinking about harming yourself, do not wait for an answer: call 194 or Centar Srce on 0800 300 303.',
    },
  },
);
