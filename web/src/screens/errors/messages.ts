import { defineMessages } from '@oslonac/web/i18n';

/**
 * The generic failure text the product has always shown (seed specification), kept word for word in English
 * in every locale; it is not a message to translate or transliterate.
 */
export const GENERIC_ERROR_TEXT =
  'Application error: a client-side or server-side exception has occurred while loading {host} (see the browser console or server logs for more information)';

export const errorMessages = defineMessages(
  {
    errorTitle: 'Stranica trenutno ne može da se prikaže',
    errorCalm: 'Nije do vas. Pokušajte ponovo za trenutak, a ako se greška ponovi, vratite se malo kasnije.',
    retry: 'Pokušaj ponovo',
    home: 'Na početnu stranu',
    digest: 'Digest: {digest}',
    notFoundMeta: 'Stranica nije pronađena',
    notFoundTitle: 'Ova stranica ne postoji',
    notFoundText:
      'Možda je adresa pogrešno upisana ili je stranica premeštena. Sa početne strane lako ćete naći put dalje.',
    notFoundDashboard: 'Moj pregled',
  },
  {
    en: {
      errorTitle: 'This page cannot be shown right now',
      errorCalm:
        'It is not your fault. Please try again in a moment, and if it happens again, come back a little later.',
      retry: 'Try again',
      home: 'Go to the home page',
      notFoundMeta: 'Page not found',
      notFoundTitle: 'This page does not exist',
      notFoundText:
        'The address may be mistyped, or the page may have moved. From the home page you will easily find your way.',
      notFoundDashboard: 'My overview',
    },
    // The label stays as the seed shows it; only the value follows.
    cyrl: { digest: 'Digest: {digest}' },
  },
);
