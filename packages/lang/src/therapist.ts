// A therapist's words that the therapists service keeps and screens show or edit: the published profile's
// facts and the W-8BEN form. Plain shapes; the service checks them.

/** What a public profile says of a therapist in their own words (the catalogue card and the seed write these). */
export interface ProfileWords {
  slug: string;
  displayName: string;
  /** psiholog, psihoterapeut, psihijatar, savetnik… (Serbian Latin) */
  title: string;
  /** URL or site path of the photo; '' for none. */
  photoUrl: string;
  bio: string;
  /** ISO 639-1 codes. */
  languages: string[];
  /** Taxonomy slugs (anksioznost, depresija, …). */
  specialties: string[];
  /** Taxonomy slugs (kbt, psihodinamska, gestalt, …). */
  approaches: string[];
}

/** The W-8BEN form as the therapist fills it in (stored sealed, as one JSON document). */
export interface W8BenData {
  fullName: string;
  countryOfCitizenship: string;
  permanentAddress: string;
  mailingAddress: string;
  foreignTaxId: string;
  dateOfBirth: string;
  treatyCountry: string;
  signatureName: string;
  signedAt: string | null;
}

/** What a kept row says instead of the name of a person who deleted their account (booking, therapists). */
export const ERASED_NAME = 'Obrisan nalog';
