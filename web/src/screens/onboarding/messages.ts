import { defineMessages } from '@oslonac/web/i18n';

export const onboardingMessages = defineMessages(
  {
    metaChoose: 'Dobro došli',
    metaClient: 'Vaše ime',
    metaTherapist: 'Prvi korak za psihoterapeute',
    chooseTitle: 'Dobro došli u Oslonac',
    chooseLead: 'Recite nam kako želite da koristite Oslonac, da bismo vam pokazali ono što vam je potrebno.',
    chooseLegend: 'Kako želite da koristite Oslonac?',
    chooseClient: 'Tražim podršku za sebe',
    chooseClientHint: 'Želim da razgovaram sa psihoterapeutom.',
    chooseTherapist: 'Ja sam psihoterapeut',
    chooseTherapistHint: 'Želim da radim sa klijentima preko Oslonca.',
    chooseRequired: 'Izaberite jednu od dve mogućnosti.',
    continue: 'Nastavi',
    clientTitle: 'Kako da vam se obraćamo?',
    clientLead: 'Ime vidite vi i terapeut sa kojim budete razgovarali. Može i samo ime ili nadimak.',
    clientName: 'Ime ili nadimak',
    privacyTitle: 'O vašoj privatnosti',
    privacyText:
      'Ono o čemu razgovarate sa terapeutom ostaje između vas. Vaše podatke ne prodajemo i ne delimo u reklamne svrhe. Ime možete promeniti kad god želite, u podešavanjima naloga.',
    finish: 'Sačuvaj i nastavi',
    therapistTitle: 'Dobro došli, drage kolege',
    therapistLead:
      'Za početak nam recite kako vas klijenti vide. Profil i proveru stručnosti popunjavate u narednim koracima.',
    therapistName: 'Ime i prezime',
    therapistNameHint: 'Tako će vas klijenti videti na vašem profilu.',
    verifyTitle: 'Šta sledi',
    verifyText:
      'Pre nego što vas klijenti vide, proveravamo vašu diplomu i stručnu osposobljenost. Podatke za proveru šaljete u sledećem koraku, a o ishodu vam javljamo e-poštom.',
  },
  {
    en: {
      metaChoose: 'Welcome',
      metaClient: 'Your name',
      metaTherapist: 'First step for psychotherapists',
      chooseTitle: 'Welcome to Oslonac',
      chooseLead: 'Tell us how you would like to use Oslonac, so we can show you what you need.',
      chooseLegend: 'How would you like to use Oslonac?',
      chooseClient: 'I am looking for support for myself',
      chooseClientHint: 'I would like to talk with a psychotherapist.',
      chooseTherapist: 'I am a psychotherapist',
      chooseTherapistHint: 'I would like to work with clients through Oslonac.',
      chooseRequired: 'Choose one of the two options.',
      continue: 'Continue',
      clientTitle: 'How should we address you?',
      clientLead:
        'Your name is seen by you and the therapist you talk with. A first name or a nickname is fine.',
      clientName: 'Name or nickname',
      privacyTitle: 'About your privacy',
      privacyText:
        'What you talk about with your therapist stays between you. We do not sell your data or share it for advertising. You can change your name at any time in your account settings.',
      finish: 'Save and continue',
      therapistTitle: 'Welcome, dear colleague',
      therapistLead:
        'To begin, tell us how clients will see you. You fill in your profile and verification in the next steps.',
      therapistName: 'Full name',
      therapistNameHint: 'This is how clients will see you on your profile.',
      verifyTitle: 'What comes next',
      verifyText:
        'Before clients can see you, we check your degree and professional training. You send the documents in the next step, and we let you know the outcome by e-mail.',
    },
  },
);
