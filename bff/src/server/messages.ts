// What people read when something goes wrong. Serbian Latin is written here; Cyrillic is derived from it
// (problem.ts), English is third. Calm, plain, and always says what to do next.
import { BILLING_MESSAGES } from './billing-errors';
import { BOOKING_FIELD_MESSAGES, BOOKING_MESSAGES } from './booking-errors';
import type { Message } from './message';
import { MESSAGING_MESSAGES } from './messaging-errors';
import { SESSIONS_MESSAGES } from './sessions-errors';
import { SUPPORT_FIELD_MESSAGES, SUPPORT_MESSAGES } from './support-errors';

export type { Message } from './message';

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
  'identity.reauth_required': {
    sr: 'Za ovu promenu potrebna je nova prijava. Pošaljite sebi link za prijavu, otvorite ga i pokušajte ponovo.',
    en: 'This change needs a fresh sign-in. Send yourself a sign-in link, open it and try again.',
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
  'identity.mail_not_dead': {
    sr: 'Ova poruka nije među neuspelim, pa je ne treba slati ponovo. Osvežite listu.',
    en: 'This e-mail is not among the failed ones, so there is nothing to resend. Refresh the list.',
  },
  'identity.not_found': {
    sr: 'Traženi podatak nije pronađen.',
    en: 'We could not find what you were looking for.',
  },
  'identity.second_factor_invalid': {
    sr: 'Kod nije tačan. Proverite da li je sat na telefonu tačan i unesite novi kod iz aplikacije.',
    en: 'That code is not right. Check that your phone’s clock is correct and enter a new code from the app.',
  },
  'identity.totp_already_enabled': {
    sr: 'Dvostepena prijava je već uključena.',
    en: 'Two-step sign-in is already on.',
  },
  'identity.totp_not_enabled': {
    sr: 'Dvostepena prijava nije uključena.',
    en: 'Two-step sign-in is not on.',
  },
  'identity.totp_enrolment_missing': {
    sr: 'Uključivanje je isteklo. Počnite ponovo: otvorite stranicu i skenirajte novi QR kod.',
    en: 'Setting up has expired. Start again and scan the new QR code.',
  },
  'auth.second_factor_required': {
    sr: 'Za ovaj deo potrebna je dvostepena prijava. Potvrdite prijavu kodom iz aplikacije za autentifikaciju.',
    en: 'This part needs two-step sign-in. Confirm it with a code from your authenticator app.',
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
  'therapists.not_found': {
    sr: 'Ovaj profil ne postoji ili trenutno nije javan.',
    en: 'This profile does not exist or is not public right now.',
  },
  'therapists.invalid_filter': {
    sr: 'Neispravan filter. Proverite izabrane vrednosti i pokušajte ponovo.',
    en: 'Invalid filter. Check the chosen values and try again.',
  },
  'therapists.invalid_argument': {
    sr: 'Proverite unete podatke.',
    en: 'Please check what you entered.',
  },
  'therapists.forbidden': {
    sr: 'Nemate pristup ovom podatku.',
    en: 'You do not have access to this.',
  },
  'therapists.match_not_found': {
    sr: 'Ovaj rezultat upitnika ne postoji ili pripada drugom nalogu. Upitnik možete popuniti ponovo.',
    en: 'This questionnaire result does not exist or belongs to another account. You can fill in the questionnaire again.',
  },
  'therapists.profile_incomplete': {
    sr: 'Profil još nije potpun. Dopunite delove označene kao obavezne, sačuvajte ih, pa profil pošaljite ponovo.',
    en: 'The profile is not complete yet. Fill in the parts marked as required, save them, then send the profile again.',
  },
  'therapists.invalid_transition': {
    sr: 'Ovaj korak sada nije moguć, na primer zato što je profil već poslat na proveru. Osvežite stranicu.',
    en: 'This step is not possible right now, for example because the profile was already sent for review. Refresh the page.',
  },
  'therapists.document_too_large': {
    sr: 'Dokument je veći od 8 MB. Sačuvajte ga u manjoj rezoluciji ili ga podelite na više delova.',
    en: 'The document is larger than 8 MB. Save it at a lower resolution or split it into several parts.',
  },
  'therapists.document_quota_exceeded': {
    sr: 'Dostigli ste najveći broj dokumenata za profil. Obrišite dokument koji vam više ne treba, pa dodajte novi.',
    en: 'You have reached the most documents a profile can hold. Delete one you no longer need, then add the new one.',
  },
  'therapists.own_profile_review': {
    sr: 'Sopstveni profil ne možete da odobrite ni da odbijete. Proveru će uraditi neko drugi iz tima.',
    en: 'You cannot approve or reject your own profile. Someone else on the team will review it.',
  },
  'therapists.unsupported_document_type': {
    sr: 'Dokument mora biti PDF, JPEG ili PNG.',
    en: 'The document must be a PDF, JPEG or PNG file.',
  },
  'upload.not_multipart': {
    sr: 'Dokument pošaljite preko obrasca za otpremanje.',
    en: 'Send the document through the upload form.',
  },
  'therapists.not_eligible_to_review': {
    sr: 'Ocenu može da ostavi samo klijent koji je imao završen razgovor sa ovim terapeutom.',
    en: 'Only a client who has had a completed session with this therapist can leave a review.',
  },
  'therapists.already_reviewed': {
    sr: 'Već ste ostavili ocenu ovom terapeutu. Hvala vam na njoj.',
    en: 'You have already reviewed this therapist. Thank you for it.',
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
  ...BOOKING_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...BILLING_MESSAGES,
  ...MESSAGING_MESSAGES,
  ...SESSIONS_MESSAGES,
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
  specialty: { sr: 'Izaberite jednu od ponuđenih oblasti.', en: 'Choose one of the offered areas.' },
  approach: { sr: 'Izaberite jedan od ponuđenih pristupa.', en: 'Choose one of the offered approaches.' },
  price: { sr: 'Izaberite jedan od ponuđenih raspona cena.', en: 'Choose one of the offered price ranges.' },
  gender: { sr: 'Izaberite jednu od ponuđenih mogućnosti.', en: 'Choose one of the offered options.' },
  language: { sr: 'Izaberite jedan od ponuđenih jezika.', en: 'Choose one of the offered languages.' },
  couples: { sr: 'Vrednost nije ispravna.', en: 'This value is not valid.' },
  city: { sr: 'Grad može imati najviše 60 znakova.', en: 'A city can have at most 60 characters.' },
  sort: { sr: 'Izaberite jedan od ponuđenih redosleda.', en: 'Choose one of the offered orders.' },
  page: { sr: 'Broj strane mora biti između 1 i 500.', en: 'The page number must be between 1 and 500.' },
  pageSize: {
    sr: 'Broj rezultata po strani mora biti između 1 i 50.',
    en: 'Results per page must be between 1 and 50.',
  },
  slug: { sr: 'Adresa profila nije ispravna.', en: 'The profile address is not valid.' },
  message: {
    sr: 'Napišite nekoliko reči o tome šta vam treba, do 2.000 znakova.',
    en: 'Write a few words about what you need, up to 2,000 characters.',
  },
  concerns: { sr: 'Izaberite teme sa spiska.', en: 'Choose topics from the list.' },
  maxPriceRsd: { sr: 'Izaberite jedan od ponuđenih iznosa.', en: 'Choose one of the offered amounts.' },
  title: { sr: 'Zvanje može imati najviše 80 znakova.', en: 'The title can have at most 80 characters.' },
  bio: {
    sr: 'Opis može imati najviše 5.000 znakova.',
    en: 'The description can have at most 5,000 characters.',
  },
  languages: {
    sr: 'Izaberite jezike sa spiska, svaki jednom.',
    en: 'Choose languages from the list, each once.',
  },
  specialties: {
    sr: 'Izaberite teme sa spiska, svaku jednom.',
    en: 'Choose topics from the list, each once.',
  },
  approaches: {
    sr: 'Izaberite pristupe sa spiska, svaki jednom.',
    en: 'Choose approaches from the list, each once.',
  },
  yearsOfPractice: {
    sr: 'Upišite broj godina prakse, od 0 do 70.',
    en: 'Enter the years of practice, from 0 to 70.',
  },
  timeZone: { sr: 'Izaberite vremensku zonu sa spiska.', en: 'Choose a time zone from the list.' },
  sessionTypes: {
    sr: 'Svaka vrsta razgovora može se navesti jednom, sa cenom od 0 do 1.000.000.',
    en: 'Each kind of session can be listed once, with a price from 0 to 1,000,000.',
  },
  file: {
    sr: 'Izaberite dokument (PDF, JPEG ili PNG, do 8 MB).',
    en: 'Choose a document (PDF, JPEG or PNG, up to 8 MB).',
  },
  kind: { sr: 'Izaberite vrstu.', en: 'Choose the kind.' },
  fullName: {
    sr: 'Upišite ime i prezime, do 120 znakova.',
    en: 'Enter your full name, up to 120 characters.',
  },
  countryOfCitizenship: { sr: 'Upišite državljanstvo.', en: 'Enter your country of citizenship.' },
  permanentAddress: {
    sr: 'Upišite adresu prebivališta, do 300 znakova.',
    en: 'Enter your permanent address, up to 300 characters.',
  },
  foreignTaxId: {
    sr: 'Upišite poreski identifikacioni broj, do 40 znakova.',
    en: 'Enter your tax identification number, up to 40 characters.',
  },
  dateOfBirth: { sr: 'Upišite datum rođenja.', en: 'Enter your date of birth.' },
  signatureName: {
    sr: 'Potpišite obrazac upisivanjem svog imena i prezimena.',
    en: 'Sign the form by typing your full name.',
  },
  clientUserId: {
    sr: 'ID korisnika nije ispravan. Klijent ga kopira sa svoje stranice Nalog.',
    en: 'The user ID is not valid. The client copies it from their Account page.',
  },
  'price.amountMinor': {
    sr: 'Upišite cenu od 0 do 1.000.000.',
    en: 'Enter a price from 0 to 1,000,000.',
  },
  rating: { sr: 'Izaberite ocenu od 1 do 5.', en: 'Choose a rating from 1 to 5.' },
  text: { sr: 'Tekst može imati najviše 2.000 znakova.', en: 'The text can have at most 2,000 characters.' },
  profileId: { sr: 'Terapeut nije ispravno izabran.', en: 'The therapist is not selected correctly.' },
  degreeChecked: {
    sr: 'Profil možete odobriti tek kada proverite diplomu.',
    en: 'You can approve the profile only after checking the degree.',
  },
  reason: {
    sr: 'Upišite razlog, do 1.000 znakova. Terapeut će ga videti.',
    en: 'Enter the reason, up to 1,000 characters. The therapist will see it.',
  },
  rank: { sr: 'Redosled je broj od 0 do 1.000.', en: 'The order is a number from 0 to 1,000.' },
  status: { sr: 'Izaberite jedno od ponuđenih stanja.', en: 'Choose one of the offered states.' },
  ...BOOKING_FIELD_MESSAGES,
  ...SUPPORT_FIELD_MESSAGES,
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

/** What a profile still needs before review (therapists' meta.missing names ProfileDraft fields). */
export const MISSING_PROFILE_MESSAGES: Record<string, Message> = {
  displayName: { sr: 'Upišite ime i prezime.', en: 'Enter your full name.' },
  title: { sr: 'Izaberite zvanje.', en: 'Choose a title.' },
  bio: {
    sr: 'Opišite kako radite, u najmanje 80 znakova.',
    en: 'Describe how you work, in at least 80 characters.',
  },
  languages: { sr: 'Izaberite bar jedan jezik.', en: 'Choose at least one language.' },
  specialties: { sr: 'Izaberite bar jednu temu.', en: 'Choose at least one topic.' },
  approaches: { sr: 'Izaberite bar jedan terapijski pravac.', en: 'Choose at least one approach.' },
  education: { sr: 'Dodajte bar jedno obrazovanje.', en: 'Add at least one education entry.' },
  city: { sr: 'Upišite grad.', en: 'Enter your city.' },
  gender: { sr: 'Izaberite pol.', en: 'Choose your gender.' },
  sessionTypes: {
    sr: 'Upišite cenu individualnog razgovora u dinarima.',
    en: 'Enter the price of an individual session in dinars.',
  },
};
