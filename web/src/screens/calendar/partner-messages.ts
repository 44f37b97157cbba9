import { defineMessages } from '@oslonac/web/i18n';

/** /partner-invitation/{id}: a partner invited to couples therapy. */
export const partnerMessages = defineMessages(
  {
    metaTitle: 'Poziv za terapiju u paru',
    pendingTitle: 'Poziv za terapiju u paru',
    pendingText: '{inviter} vas poziva da se pridružite zajedničkoj terapiji kod terapeuta {therapist}.',
    pendingHow:
      'Kada prihvatite, pridružujete se sa svojim nalogom: vidite zajedničke razgovore u svom kalendaru, a vaši ostali podaci ostaju samo vaši.',
    expiresAt: 'Poziv važi do {time}.',
    accept: 'Prihvati poziv',
    loading: 'Učitavamo poziv…',
    accepted: 'Pridružili ste se terapiji u paru. Zajedničke razgovore vidite u svom kalendaru.',
    openCalendar: 'Otvori kalendar',
    signInFirst:
      'Da biste prihvatili poziv, prijavite se ili otvorite nalog. Posle toga se vraćate na ovu stranicu.',
    signIn: 'Prijavite se',
    signUp: 'Otvorite nalog',
    expiredTitle: 'Poziv je istekao',
    expiredText: 'Pozivi važe 72 sata. Zamolite osobu koja vas je pozvala da vam pošalje novi.',
    revokedTitle: 'Poziv više ne važi',
    revokedText:
      'Osoba koja vas je pozvala povukla je ovaj poziv. Ako mislite da je to greška, zamolite je da vam pošalje novi.',
    usedTitle: 'Poziv je već prihvaćen',
    usedText:
      'Ovaj poziv je već iskorišćen. Ako ste ga vi prihvatili, zajedničke razgovore vidite u svom kalendaru.',
    noLinkTitle: 'Otvorite link iz poziva još jednom',
    noLinkText:
      'Poziv se čuva samo u pregledaču u kom ste otvorili link. Otvorite link koji ste dobili u poruci još jednom, ovde, i poziv će se prikazati.',
    invalidTitle: 'Poziv nije pronađen',
    invalidText:
      'Link je možda nepotpun ili je zamenjen novim. Proverite da ste otvorili ceo link, ili zamolite za novi poziv.',
    toHome: 'Na početnu stranu',
    somethingFailed: 'Nešto nije uspelo. Pokušajte ponovo za trenutak.',
  },
  {
    en: {
      metaTitle: 'Invitation to couples therapy',
      pendingTitle: 'Invitation to couples therapy',
      pendingText: '{inviter} invites you to join shared therapy with the therapist {therapist}.',
      pendingHow:
        'When you accept, you join with your own account: you see the shared sessions in your calendar, and the rest of your data stays yours.',
      expiresAt: 'The invitation is valid until {time}.',
      loading: 'Loading the invitation…',
      accept: 'Accept the invitation',
      accepted: 'You have joined the couples therapy. You see the shared sessions in your calendar.',
      openCalendar: 'Open the calendar',
      signInFirst: 'To accept the invitation, sign in or create an account. You then come back to this page.',
      signIn: 'Sign in',
      signUp: 'Create an account',
      expiredTitle: 'The invitation has expired',
      expiredText: 'Invitations are valid for 72 hours. Ask the person who invited you for a new one.',
      revokedTitle: 'The invitation is no longer valid',
      revokedText:
        'The person who invited you withdrew this invitation. If you think this is a mistake, ask them for a new one.',
      usedTitle: 'The invitation was already accepted',
      usedText:
        'This invitation has been used. If you accepted it, you see the shared sessions in your calendar.',
      noLinkTitle: 'Open the invitation link again',
      noLinkText:
        'The invitation is kept only in the browser where you opened its link. Open the link from your message again, here, and the invitation will show.',
      invalidTitle: 'Invitation not found',
      invalidText:
        'The link may be incomplete or replaced by a newer one. Check that you opened the whole link, or ask for a new invitation.',
      toHome: 'To the home page',
      somethingFailed: 'Something went wrong. Please try again in a moment.',
    },
  },
);
