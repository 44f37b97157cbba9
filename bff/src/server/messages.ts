// What people read when something goes wrong. Serbian Latin is written here; Cyrillic is derived from it
// (problem.ts), English is third. Calm, plain, and always says what to do next.
export interface Message {
  sr: string;
  en: string;
}

/** Titles per error code (identity's stable codes and the BFF's own). */
export const CODE_MESSAGES: Record<string, Message> = {
  'identity.invalid_credentials': {
    sr: 'E-adresa ili lozinka nisu tačni.',
    en: 'The e-mail address or password is incorrect.',
  },
  'identity.rate_limited': {
    sr: 'Previše pokušaja. Pokušajte ponovo za nekoliko minuta.',
    en: 'Too many attempts. Please try again in a few minutes.',
  },
  'identity.email_taken': {
    sr: 'Nalog sa ovom e-adresom već postoji. Prijavite se ili zatražite link za prijavu.',
    en: 'An account with this e-mail address already exists. Sign in or ask for a sign-in link.',
  },
  'identity.invalid_email': {
    sr: 'Unesite ispravnu e-adresu.',
    en: 'Enter a valid e-mail address.',
  },
  'identity.link_invalid': {
    sr: 'Link za prijavu je istekao ili je već iskorišćen. Zatražite novi link.',
    en: 'This sign-in link has expired or was already used. Ask for a new one.',
  },
  'identity.session_invalid': {
    sr: 'Vaša sesija je istekla. Prijavite se ponovo.',
    en: 'Your session has ended. Please sign in again.',
  },
  'identity.handoff_invalid': {
    sr: 'Kod je istekao ili je već iskorišćen. Pokrenite prijavu ponovo iz aplikacije.',
    en: 'This code has expired or was already used. Start signing in again from the app.',
  },
  'identity.not_found': {
    sr: 'Traženi podatak nije pronađen.',
    en: 'We could not find what you were looking for.',
  },
  'identity.wrong_password': {
    sr: 'Trenutna lozinka nije tačna.',
    en: 'The current password is incorrect.',
  },
  'identity.weak_password': {
    sr: 'Izaberite jaču lozinku.',
    en: 'Choose a stronger password.',
  },
  'identity.invalid_argument': {
    sr: 'Proverite unete podatke.',
    en: 'Please check what you entered.',
  },
  'identity.forbidden_role_grant': {
    sr: 'Samo superkorisnik može da dodeli ovu ulogu.',
    en: 'Only a superuser can grant this role.',
  },
  'identity.onboarding_step': {
    sr: 'Ovaj korak je već završen ili još nije na redu. Osvežite stranicu.',
    en: 'This step is already done or not available yet. Refresh the page.',
  },
  conflict: {
    sr: 'Podaci su se u međuvremenu promenili. Osvežite stranicu i pokušajte ponovo.',
    en: 'The data changed in the meantime. Refresh the page and try again.',
  },
  'request.invalid': {
    sr: 'Proverite označena polja.',
    en: 'Please check the highlighted fields.',
  },
  'request.malformed_json': {
    sr: 'Zahtev nije moguće pročitati. Osvežite stranicu i pokušajte ponovo.',
    en: 'The request could not be read. Refresh the page and try again.',
  },
  'request.unsupported_media_type': {
    sr: 'Zahtev mora biti poslat kao JSON.',
    en: 'The request must be sent as JSON.',
  },
  'request.too_large': {
    sr: 'Zahtev je prevelik.',
    en: 'The request is too large.',
  },
  'request.not_found': {
    sr: 'Ova adresa ne postoji.',
    en: 'This address does not exist.',
  },
  'request.method_not_allowed': {
    sr: 'Ova radnja nije dozvoljena na ovoj adresi.',
    en: 'This method is not allowed here.',
  },
  'csrf.failed': {
    sr: 'Bezbednosna provera nije uspela. Osvežite stranicu i pokušajte ponovo.',
    en: 'A security check failed. Refresh the page and try again.',
  },
  'auth.required': {
    sr: 'Prijavite se da biste nastavili.',
    en: 'Please sign in to continue.',
  },
  'auth.forbidden': {
    sr: 'Nemate dozvolu za ovu radnju.',
    en: 'You do not have permission to do this.',
  },
  rate_limited: {
    sr: 'Previše pokušaja. Pokušajte ponovo za nekoliko minuta.',
    en: 'Too many attempts. Please try again in a few minutes.',
  },
  'upstream.unavailable': {
    sr: 'Usluga je trenutno nedostupna. Pokušajte ponovo za nekoliko trenutaka.',
    en: 'The service is unavailable right now. Please try again in a moment.',
  },
  internal: {
    sr: 'Došlo je do neočekivane greške. Pokušajte ponovo, a ako se ponovi, javite nam se.',
    en: 'Something unexpected went wrong. Please try again, and contact us if it keeps happening.',
  },
};

/** Per-field texts for validation errors, used before the generic issue texts. */
export const FIELD_MESSAGES: Record<string, Message> = {
  email: { sr: 'Unesite ispravnu e-adresu.', en: 'Enter a valid e-mail address.' },
  newEmail: { sr: 'Unesite ispravnu e-adresu.', en: 'Enter a valid e-mail address.' },
  displayName: { sr: 'Unesite ime, do 80 znakova.', en: 'Enter a name of up to 80 characters.' },
  password: {
    sr: 'Lozinka mora imati od 10 do 256 znakova.',
    en: 'The password must be 10 to 256 characters long.',
  },
  newPassword: {
    sr: 'Lozinka mora imati od 10 do 256 znakova.',
    en: 'The password must be 10 to 256 characters long.',
  },
  currentPassword: { sr: 'Unesite trenutnu lozinku.', en: 'Enter your current password.' },
  token: {
    sr: 'Link za prijavu nije ispravan. Otvorite ga ponovo iz e-pošte.',
    en: 'This sign-in link is not valid. Open it again from the e-mail.',
  },
  code: { sr: 'Unesite kod od 8 znakova.', en: 'Enter the 8-character code.' },
  locale: { sr: 'Izaberite jedan od ponuđenih jezika.', en: 'Choose one of the offered languages.' },
  path: { sr: 'Izaberite jednu od ponuđenih mogućnosti.', en: 'Choose one of the offered options.' },
  role: { sr: 'Izaberite jednu od ponuđenih uloga.', en: 'Choose one of the offered roles.' },
  id: { sr: 'Identifikator nije ispravan.', en: 'The identifier is not valid.' },
  next: { sr: 'Adresa za povratak nije ispravna.', en: 'The return address is not valid.' },
  q: { sr: 'Pretraga može imati najviše 100 znakova.', en: 'A search can have at most 100 characters.' },
  pageToken: { sr: 'Oznaka stranice nije ispravna.', en: 'The page marker is not valid.' },
};

/** Weak-password reasons identity reports in meta.reason. */
export const WEAK_PASSWORD_MESSAGES: Record<string, Message> = {
  too_short: {
    sr: 'Lozinka mora imati najmanje 10 znakova.',
    en: 'The password must have at least 10 characters.',
  },
  too_long: {
    sr: 'Lozinka može imati najviše 256 znakova.',
    en: 'The password can have at most 256 characters.',
  },
  repeated_character: {
    sr: 'Lozinka ne može biti jedan isti znak ponovljen više puta.',
    en: 'The password cannot be one character repeated.',
  },
  same_as_email: {
    sr: 'Lozinka ne može biti ista kao e-adresa.',
    en: 'The password cannot be the same as the e-mail address.',
  },
};

/** Generic texts by kind of validation issue. */
export const ISSUE_MESSAGES = {
  required: { sr: 'Ovo polje je obavezno.', en: 'This field is required.' },
  type: { sr: 'Vrednost nije odgovarajućeg tipa.', en: 'This value has the wrong type.' },
  tooLong: { sr: 'Vrednost je predugačka.', en: 'This value is too long.' },
  tooShort: { sr: 'Vrednost je prekratka.', en: 'This value is too short.' },
  choice: { sr: 'Izaberite jednu od ponuđenih vrednosti.', en: 'Choose one of the offered values.' },
  format: { sr: 'Vrednost nije u ispravnom formatu.', en: 'This value is not in the right format.' },
  unknown: { sr: 'Ovo polje nije dozvoljeno.', en: 'This field is not allowed.' },
  duplicate: { sr: 'Ovaj parametar je naveden više puta.', en: 'This parameter is given more than once.' },
} satisfies Record<string, Message>;
