import { type Locale, toCyrillic as latinToCyrillic } from '@oslonac/lang';

export const EMAIL_LINK_TTL_MINUTES = 15;

export interface MailContent {
  subject: string;
  text: string;
}

export type LinkPurpose = 'sign_in' | 'welcome' | 'confirm_email';

// Placeholders ({name}, {link}) are filled after transliteration so names and URLs stay as they are.
interface Copy {
  greeting: string;
  greetingNamed: string;
  signature: string;
  linkSubject: Record<LinkPurpose, string>;
  linkIntro: Record<LinkPurpose, string>;
  linkValidity: string;
  linkIgnore: string;
  noAccountSubject: string;
  noAccountBody: string;
  noAccountIgnore: string;
  emailChangedSubject: string;
  emailChangedBody: string;
  emailChangedHelp: string;
  emailInUseSubject: string;
  emailInUseBody: string;
  emailInUseHelp: string;
}

const latin: Copy = {
  greeting: 'Zdravo,',
  greetingNamed: 'Zdravo, {name},',
  signature: 'Srdačno,\nOslonac',
  linkSubject: {
    sign_in: 'Vaš link za prijavu na Oslonac',
    welcome: 'Dobro došli na Oslonac — vaš link za prijavu',
    confirm_email: 'Potvrdite novu adresu e-pošte na Oslonac nalogu',
  },
  linkIntro: {
    sign_in: 'Da biste se prijavili na Oslonac, otvorite ovaj link:',
    welcome: 'Drago nam je što ste tu. Da biste potvrdili adresu i prijavili se, otvorite ovaj link:',
    confirm_email: 'Da biste potvrdili novu adresu e-pošte i prijavili se, otvorite ovaj link:',
  },
  linkValidity: `Link važi ${EMAIL_LINK_TTL_MINUTES} minuta i može se iskoristiti samo jednom.`,
  linkIgnore:
    'Ako niste vi tražili ovu poruku, slobodno je zanemarite. Bez ovog linka niko ne može da uđe u vaš nalog.',
  noAccountSubject: 'Prijava na Oslonac',
  noAccountBody:
    'Neko je zatražio link za prijavu na Oslonac za ovu adresu e-pošte, ali nalog sa ovom adresom ne postoji. Ako želite da otvorite nalog, možete to učiniti ovde:',
  noAccountIgnore: 'Ako niste vi tražili ovu poruku, slobodno je zanemarite.',
  emailChangedSubject: 'Adresa e-pošte na vašem Oslonac nalogu je promenjena',
  emailChangedBody:
    'Adresa e-pošte za vaš Oslonac nalog upravo je promenjena. Od sada ćemo vam pisati na novu adresu.',
  emailChangedHelp:
    'Ako ovu promenu niste napravili vi, odgovorite na ovu poruku i pomoći ćemo vam da vratite pristup nalogu.',
  emailInUseSubject: 'Promena adrese e-pošte na Oslonac nalogu',
  emailInUseBody:
    'Neko je zatražio da ova adresa e-pošte postane adresa jednog Oslonac naloga, ali sa njom je već otvoren drugi nalog, pa ništa nije promenjeno. Ako ste to bili vi, na taj nalog se možete prijaviti ovom adresom.',
  emailInUseHelp: 'Ako niste vi tražili ovu promenu, slobodno zanemarite ovu poruku.',
};

const english: Copy = {
  greeting: 'Hello,',
  greetingNamed: 'Hello {name},',
  signature: 'Warm regards,\nOslonac',
  linkSubject: {
    sign_in: 'Your Oslonac sign-in link',
    welcome: 'Welcome to Oslonac — your sign-in link',
    confirm_email: 'Confirm the new e-mail address on your Oslonac account',
  },
  linkIntro: {
    sign_in: 'To sign in to Oslonac, open this link:',
    welcome: 'We are glad you are here. To confirm your address and sign in, open this link:',
    confirm_email: 'To confirm your new e-mail address and sign in, open this link:',
  },
  linkValidity: `The link is valid for ${EMAIL_LINK_TTL_MINUTES} minutes and works only once.`,
  linkIgnore:
    'If you did not ask for this, you can safely ignore it. No one can enter your account without this link.',
  noAccountSubject: 'Signing in to Oslonac',
  noAccountBody:
    'Someone asked for an Oslonac sign-in link for this e-mail address, but there is no account with it. If you would like to open one, you can do it here:',
  noAccountIgnore: 'If you did not ask for this, you can safely ignore it.',
  emailChangedSubject: 'The e-mail address on your Oslonac account was changed',
  emailChangedBody:
    'The e-mail address for your Oslonac account was just changed. From now on we will write to the new one.',
  emailChangedHelp:
    'If you did not make this change, reply to this message and we will help you get your account back.',
  emailInUseSubject: 'Changing the e-mail address of an Oslonac account',
  emailInUseBody:
    'Someone asked to make this e-mail address the address of an Oslonac account, but another account already uses it, so nothing was changed. If this was you, you can sign in to that account with this address.',
  emailInUseHelp: 'If you did not ask for this, you can safely ignore this message.',
};

function copyFor(locale: Locale): Copy {
  if (locale === 'en') return english;
  if (locale === 'sr-Latn') return latin;
  const cyr = {} as Record<string, unknown>;
  for (const [key, value] of Object.entries(latin)) {
    cyr[key] =
      typeof value === 'string'
        ? latinToCyrillic(value)
        : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, latinToCyrillic(v as string)]));
  }
  return cyr as unknown as Copy;
}

function greet(c: Copy, name: string | null): string {
  return name ? c.greetingNamed.replace('{name}', name) : c.greeting;
}

export function linkMail(
  locale: Locale,
  purpose: LinkPurpose,
  name: string | null,
  link: string,
): MailContent {
  const c = copyFor(locale);
  return {
    subject: c.linkSubject[purpose],
    text: [greet(c, name), c.linkIntro[purpose], link, c.linkValidity, c.linkIgnore, c.signature].join(
      '\n\n',
    ),
  };
}

export function noAccountMail(locale: Locale, signUpUrl: string): MailContent {
  const c = copyFor(locale);
  return {
    subject: c.noAccountSubject,
    text: [greet(c, null), c.noAccountBody, signUpUrl, c.noAccountIgnore, c.signature].join('\n\n'),
  };
}

export function emailChangedMail(locale: Locale, name: string | null): MailContent {
  const c = copyFor(locale);
  return {
    subject: c.emailChangedSubject,
    text: [greet(c, name), c.emailChangedBody, c.emailChangedHelp, c.signature].join('\n\n'),
  };
}

/** Sent to the requested new address instead of a link when another account already uses it. */
export function emailInUseMail(locale: Locale): MailContent {
  const c = copyFor(locale);
  return {
    subject: c.emailInUseSubject,
    text: [greet(c, null), c.emailInUseBody, c.emailInUseHelp, c.signature].join('\n\n'),
  };
}

/** The page that shows a button which POSTs the token; links are never consumed by GET (mail scanners). */
export function emailLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/verify-request?token=${encodeURIComponent(token)}`;
}
