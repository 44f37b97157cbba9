import { defineMessages } from '@oslonac/web/i18n';

/** Copy shared by every screen: the frame around pages, and the checks forms make before sending. */
export const commonMessages = defineMessages(
  {
    siteName: 'Oslonac',
    siteDescription:
      'Oslonac je mesto za razgovor sa psihoterapeutom na srpskom jeziku, online, odakle god vam odgovara.',
    navDashboard: 'Moj pregled',
    navSettings: 'Podešavanja',
    navAdmin: 'Administracija',
    signIn: 'Prijava',
    signOut: 'Odjavi se',
    signOutFailed: 'Odjava nije uspela. Pokušajte ponovo.',
    footerHome: 'Početna',
    footerPartners: 'Za partnere',
    footerMobile: 'Mobilna aplikacija',
    footerNote: '© {year} Oslonac. Oslonac nije služba za hitne slučajeve.',
    somethingFailed: 'Nešto nije uspelo. Pokušajte ponovo za trenutak.',
    required: 'Ovo polje je obavezno.',
    emailRequired: 'Upišite svoju e-adresu.',
    emailInvalid: 'Upišite e-adresu u obliku ime@primer.rs.',
    nameRequired: 'Upišite ime.',
    nameTooLong: 'Ime može imati najviše 80 znakova.',
    passwordRequired: 'Upišite lozinku.',
    passwordTooShort: 'Lozinka mora imati najmanje 10 znakova.',
    passwordTooLong: 'Lozinka može imati najviše 256 znakova.',
  },
  {
    en: {
      siteDescription:
        'Oslonac is a place to talk with a psychotherapist in Serbian, online, from wherever suits you.',
      navDashboard: 'My overview',
      navSettings: 'Settings',
      navAdmin: 'Administration',
      signIn: 'Sign in',
      signOut: 'Sign out',
      signOutFailed: 'Signing out did not work. Please try again.',
      footerHome: 'Home',
      footerPartners: 'For partners',
      footerMobile: 'Mobile app',
      footerNote: '© {year} Oslonac. Oslonac is not an emergency service.',
      somethingFailed: 'Something did not work. Please try again in a moment.',
      required: 'This field is required.',
      emailRequired: 'Enter your e-mail address.',
      emailInvalid: 'Enter an e-mail address like name@example.com.',
      nameRequired: 'Enter a name.',
      nameTooLong: 'A name can have at most 80 characters.',
      passwordRequired: 'Enter your password.',
      passwordTooShort: 'The password must have at least 10 characters.',
      passwordTooLong: 'The password can have at most 256 characters.',
    },
  },
);
