/** The locative of each language a therapist may speak, as in "na srpskom (jeziku)". */
export const LANGUAGE_LOCATIVE: Readonly<Record<string, string>> = {
  sr: 'srpskom',
  en: 'engleskom',
  de: 'nemačkom',
  ru: 'ruskom',
  hu: 'mađarskom',
  fr: 'francuskom',
  it: 'italijanskom',
  es: 'španskom',
  sl: 'slovenačkom',
  mk: 'makedonskom',
};
