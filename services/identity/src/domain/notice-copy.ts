import { type Currency, formatMoney, type Locale, toCyrillic } from '@oslonac/lang';
import type { MailContent } from './mail-copy';

// The words of identity's notices. Never clinical: no message text, no specialty, no questionnaire answer, not
// even the kind of session — only that something happened, when, and a link. A client's mail may name their
// therapist (a public name, which the client needs to recognise the appointment); a therapist's mail never names
// the client (a mailbox is read on phones and shared screens; the client's name is in the app).
// Serbian Latin is written here; Cyrillic is derived from it by the transliterator; English is third.
// Placeholders ({when}, {therapist}, {link} …) are filled after transliteration, so names and URLs stay as they are.

export type NoticeAudience = 'client' | 'therapist';

export type NoticeCopyInput =
  | { kind: 'booking_held'; when: string; payBy: string; therapist: string | null; link: string }
  | {
      kind: 'booking_confirmed';
      audience: NoticeAudience;
      when: string;
      therapist: string | null;
      link: string;
    }
  | {
      kind: 'booking_rescheduled';
      audience: NoticeAudience;
      when: string;
      previous: string;
      therapist: string | null;
      link: string;
    }
  | {
      kind: 'booking_cancelled';
      audience: NoticeAudience;
      when: string;
      therapist: string | null;
      /** Client only: the share of the payment going back (null: nothing was paid). */
      refundPercent: number | null;
      link: string;
    }
  | { kind: 'refund_issued'; amountMinor: number; currency: Currency }
  | {
      kind: 'reminder';
      audience: NoticeAudience;
      when: string;
      /** The recipient's own wall time only, for the subject line. */
      whenShort: string;
      therapist: string | null;
      link: string;
    }
  | { kind: 'new_message'; link: string }
  | { kind: 'connection_assigned'; link: string }
  | { kind: 'profile_approved'; link: string }
  | { kind: 'profile_rejected'; link: string }
  | { kind: 'review_request'; therapist: string | null; link: string };

export interface NoticeEnvelope {
  /** The recipient's display name, when the account has one. */
  name: string | null;
  /** The page that turns this kind off, for optional kinds (null for essential mail). */
  unsubscribeLink: string | null;
  settingsLink: string;
}

interface Copy {
  greeting: string;
  greetingNamed: string;
  signature: string;
  unsubscribe: string;
  settings: string;
  held: { subject: string; withTherapist: string; plain: string; payBy: string; link: string };
  confirmed: {
    subject: string;
    clientWithTherapist: string;
    client: string;
    therapist: string;
    link: string;
  };
  rescheduled: {
    subject: string;
    clientWithTherapist: string;
    client: string;
    therapist: string;
    previous: string;
    link: string;
  };
  cancelled: {
    subject: string;
    clientWithTherapist: string;
    client: string;
    therapist: string;
    refundFull: string;
    refundPart: string;
    refundNone: string;
    link: string;
  };
  refund: { subject: string; body: string; bank: string };
  reminder: {
    subject: string;
    clientWithTherapist: string;
    client: string;
    therapist: string;
    join: string;
    change: string;
  };
  message: { subject: string; body: string; link: string };
  connection: { subject: string; body: string; link: string };
  approved: { subject: string; body: string; link: string };
  rejected: { subject: string; body: string; link: string };
  review: { subject: string; withTherapist: string; plain: string; link: string };
}

const latin: Copy = {
  greeting: 'Zdravo,',
  greetingNamed: 'Zdravo, {name},',
  signature: 'Srdačno,\nOslonac',
  unsubscribe: 'Ne želite više ovakve poruke? Isključite ih jednim klikom:\n{link}',
  settings: 'Sva obaveštenja podešavate ovde:\n{link}',
  held: {
    subject: 'Vaš termin čeka uplatu',
    withTherapist: 'Termin kod terapeuta {therapist} čuvamo za vas: {when}.',
    plain: 'Termin čuvamo za vas: {when}.',
    payBy: 'Termin je potvrđen kada uplata stigne. Ako uplata ne stigne do {payBy}, termin se oslobađa.',
    link: 'Uplatu možete završiti u kalendaru:\n{link}',
  },
  confirmed: {
    subject: 'Vaš termin je potvrđen',
    clientWithTherapist: 'Vaš termin kod terapeuta {therapist} je potvrđen: {when}.',
    client: 'Vaš termin je potvrđen: {when}.',
    therapist: 'Klijent je zakazao termin kod vas i termin je potvrđen: {when}.',
    link: 'Sve termine vidite u kalendaru:\n{link}',
  },
  rescheduled: {
    subject: 'Termin je pomeren',
    clientWithTherapist: 'Vaš termin kod terapeuta {therapist} je pomeren. Novo vreme: {when}.',
    client: 'Vaš termin je pomeren. Novo vreme: {when}.',
    therapist: 'Termin sa klijentom je pomeren. Novo vreme: {when}.',
    previous: 'Ranije vreme bilo je {previous}.',
    link: 'Sve termine vidite u kalendaru:\n{link}',
  },
  cancelled: {
    subject: 'Termin je otkazan',
    clientWithTherapist: 'Vaš termin kod terapeuta {therapist} zakazan za {when} je otkazan.',
    client: 'Vaš termin zakazan za {when} je otkazan.',
    therapist: 'Termin sa klijentom zakazan za {when} je otkazan.',
    refundFull:
      'Ceo uplaćeni iznos vraćamo vam na isti način na koji ste platili. Kada povraćaj bude izvršen, javićemo vam.',
    refundPart:
      'Vraćamo vam {percent}% uplaćenog iznosa, na isti način na koji ste platili. Kada povraćaj bude izvršen, javićemo vam.',
    refundNone: 'Po pravilima otkazivanja za ovaj termin novac se ne vraća.',
    link: 'Novi termin možete zakazati kad god vam odgovara. Vaši termini su u kalendaru:\n{link}',
  },
  refund: {
    subject: 'Novac je vraćen',
    body: 'Vratili smo vam {amount} za otkazani termin.',
    bank: 'U zavisnosti od banke, novac može da se pojavi na računu tek za nekoliko radnih dana.',
  },
  reminder: {
    subject: 'Podsetnik: sesija {when}',
    clientWithTherapist: 'Podsećamo vas da je vaša sesija kod terapeuta {therapist} zakazana za {when}.',
    client: 'Podsećamo vas da je vaša sesija zakazana za {when}.',
    therapist: 'Podsećamo vas da je sesija sa klijentom zakazana za {when}.',
    join: 'Sesiji se priključujete preko ovog linka, nekoliko minuta pre početka:\n{link}',
    change: 'Ako ne možete da dođete, termin možete pomeriti ili otkazati u kalendaru.',
  },
  message: {
    subject: 'Imate novu poruku na Oslonac',
    body: 'Stigla vam je nova poruka na Oslonac.',
    link: 'Pročitajte je ovde:\n{link}',
  },
  connection: {
    subject: 'Dodeljen vam je novi zahtev za povezivanje',
    body: 'Tim Oslonca vam je dodelio zahtev klijenta koji traži terapeuta.',
    link: 'Zahtev vidite kada se prijavite:\n{link}',
  },
  approved: {
    subject: 'Vaš profil je odobren',
    body: 'Vaš profil je odobren i sada je javan: klijenti mogu da vas pronađu i zakažu termin.',
    link: 'Ovako vaš profil vide drugi:\n{link}',
  },
  rejected: {
    subject: 'Vaš profil treba doraditi',
    body: 'Pregledali smo vaš profil i pre objavljivanja potrebne su izmene.',
    link: 'Šta treba promeniti piše na stranici vašeg profila:\n{link}',
  },
  review: {
    subject: 'Kako vam je bilo na sesiji?',
    withTherapist:
      'Vaša sesija kod terapeuta {therapist} je završena. Ako želite, napišite nekoliko reči o tome kako vam je bilo: vaša ocena pomaže drugima da lakše izaberu terapeuta.',
    plain:
      'Vaša sesija je završena. Ako želite, napišite nekoliko reči o tome kako vam je bilo: vaša ocena pomaže drugima da lakše izaberu terapeuta.',
    link: 'Ocenu ostavljate na stranici terapeuta:\n{link}',
  },
};

const english: Copy = {
  greeting: 'Hello,',
  greetingNamed: 'Hello {name},',
  signature: 'Warm regards,\nOslonac',
  unsubscribe: 'No longer want these messages? Turn them off with one click:\n{link}',
  settings: 'You can set all your notices here:\n{link}',
  held: {
    subject: 'Your session is waiting for payment',
    withTherapist: 'We are holding your session with {therapist}: {when}.',
    plain: 'We are holding your session: {when}.',
    payBy:
      'It is confirmed once the payment arrives. If the payment has not arrived by {payBy}, the time is released.',
    link: 'You can complete the payment in your calendar:\n{link}',
  },
  confirmed: {
    subject: 'Your session is confirmed',
    clientWithTherapist: 'Your session with {therapist} is confirmed: {when}.',
    client: 'Your session is confirmed: {when}.',
    therapist: 'A client booked a session with you, and it is confirmed: {when}.',
    link: 'All your sessions are in your calendar:\n{link}',
  },
  rescheduled: {
    subject: 'Your session was moved',
    clientWithTherapist: 'Your session with {therapist} was moved. The new time: {when}.',
    client: 'Your session was moved. The new time: {when}.',
    therapist: 'A session with a client was moved. The new time: {when}.',
    previous: 'It was at {previous}.',
    link: 'All your sessions are in your calendar:\n{link}',
  },
  cancelled: {
    subject: 'Your session was cancelled',
    clientWithTherapist: 'Your session with {therapist} on {when} was cancelled.',
    client: 'Your session on {when} was cancelled.',
    therapist: 'A session with a client on {when} was cancelled.',
    refundFull:
      'We are returning the whole amount you paid, the same way you paid it. We will let you know when the refund has gone out.',
    refundPart:
      'We are returning {percent}% of the amount you paid, the same way you paid it. We will let you know when the refund has gone out.',
    refundNone: 'Under the cancellation rules, no money is returned for this session.',
    link: 'You can book a new time whenever it suits you. Your sessions are in your calendar:\n{link}',
  },
  refund: {
    subject: 'Your money was returned',
    body: 'We returned {amount} for the cancelled session.',
    bank: 'Depending on your bank, it may take a few working days to show on your account.',
  },
  reminder: {
    subject: 'Reminder: session on {when}',
    clientWithTherapist: 'A reminder that your session with {therapist} is on {when}.',
    client: 'A reminder that your session is on {when}.',
    therapist: 'A reminder that your session with a client is on {when}.',
    join: 'You join the session through this link, a few minutes before it starts:\n{link}',
    change: 'If you cannot make it, you can move or cancel the session in your calendar.',
  },
  message: {
    subject: 'You have a new message on Oslonac',
    body: 'A new message is waiting for you on Oslonac.',
    link: 'Read it here:\n{link}',
  },
  connection: {
    subject: 'A new connection request was assigned to you',
    body: 'The Oslonac team assigned you the request of a client who is looking for a therapist.',
    link: 'You will see the request when you sign in:\n{link}',
  },
  approved: {
    subject: 'Your profile was approved',
    body: 'Your profile was approved and is now public: clients can find you and book a session.',
    link: 'This is how others see your profile:\n{link}',
  },
  rejected: {
    subject: 'Your profile needs some changes',
    body: 'We reviewed your profile, and it needs some changes before it can be published.',
    link: 'What to change is on your profile page:\n{link}',
  },
  review: {
    subject: 'How was your session?',
    withTherapist:
      'Your session with {therapist} has ended. If you like, write a few words about how it went: your review helps others choose a therapist.',
    plain:
      'Your session has ended. If you like, write a few words about how it went: your review helps others choose a therapist.',
    link: 'You can leave your review on the therapist’s page:\n{link}',
  },
};

function transliterate<T>(value: T): T {
  if (typeof value === 'string') return toCyrillic(value) as T;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, transliterate(v)]),
  ) as T;
}

const cyrillic: Copy = transliterate(latin);

function copyFor(locale: Locale): Copy {
  return locale === 'en' ? english : locale === 'sr-Cyrl' ? cyrillic : latin;
}

/** Fills {placeholders}; a value is inserted as it is (never transliterated). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key as keyof typeof values]) : whole,
  );
}

function pick(
  audience: NoticeAudience,
  therapist: string | null,
  c: { clientWithTherapist: string; client: string; therapist: string },
): string {
  if (audience === 'therapist') return c.therapist;
  return therapist ? c.clientWithTherapist : c.client;
}

/** The body lines of one notice, before the greeting and the footer. */
function lines(c: Copy, input: NoticeCopyInput, locale: Locale): { subject: string; body: string[] } {
  switch (input.kind) {
    case 'booking_held': {
      const v = { when: input.when, payBy: input.payBy, therapist: input.therapist ?? '', link: input.link };
      return {
        subject: c.held.subject,
        body: [
          fill(input.therapist ? c.held.withTherapist : c.held.plain, v),
          fill(c.held.payBy, v),
          fill(c.held.link, v),
        ],
      };
    }
    case 'booking_confirmed': {
      const v = { when: input.when, therapist: input.therapist ?? '', link: input.link };
      return {
        subject: c.confirmed.subject,
        body: [fill(pick(input.audience, input.therapist, c.confirmed), v), fill(c.confirmed.link, v)],
      };
    }
    case 'booking_rescheduled': {
      const v = {
        when: input.when,
        previous: input.previous,
        therapist: input.therapist ?? '',
        link: input.link,
      };
      return {
        subject: c.rescheduled.subject,
        body: [
          fill(pick(input.audience, input.therapist, c.rescheduled), v),
          fill(c.rescheduled.previous, v),
          fill(c.rescheduled.link, v),
        ],
      };
    }
    case 'booking_cancelled': {
      const v = {
        when: input.when,
        therapist: input.therapist ?? '',
        link: input.link,
        percent: input.refundPercent ?? 0,
      };
      const refund =
        input.audience === 'therapist' || input.refundPercent === null
          ? []
          : input.refundPercent >= 100
            ? [c.cancelled.refundFull]
            : input.refundPercent > 0
              ? [fill(c.cancelled.refundPart, v)]
              : [c.cancelled.refundNone];
      return {
        subject: c.cancelled.subject,
        body: [
          fill(pick(input.audience, input.therapist, c.cancelled), v),
          ...refund,
          fill(c.cancelled.link, v),
        ],
      };
    }
    case 'refund_issued':
      return {
        subject: c.refund.subject,
        body: [
          fill(c.refund.body, { amount: formatMoney(input.amountMinor, input.currency, locale) }),
          c.refund.bank,
        ],
      };
    case 'reminder': {
      const v = { when: input.when, therapist: input.therapist ?? '', link: input.link };
      return {
        subject: fill(c.reminder.subject, { when: input.whenShort }),
        body: [
          fill(pick(input.audience, input.therapist, c.reminder), v),
          fill(c.reminder.join, v),
          c.reminder.change,
        ],
      };
    }
    case 'new_message':
      return { subject: c.message.subject, body: [c.message.body, fill(c.message.link, input)] };
    case 'connection_assigned':
      return { subject: c.connection.subject, body: [c.connection.body, fill(c.connection.link, input)] };
    case 'profile_approved':
      return { subject: c.approved.subject, body: [c.approved.body, fill(c.approved.link, input)] };
    case 'profile_rejected':
      return { subject: c.rejected.subject, body: [c.rejected.body, fill(c.rejected.link, input)] };
    case 'review_request': {
      const v = { therapist: input.therapist ?? '', link: input.link };
      return {
        subject: c.review.subject,
        body: [fill(input.therapist ? c.review.withTherapist : c.review.plain, v), fill(c.review.link, v)],
      };
    }
  }
}

/** A whole notice: greeting, the lines, the unsubscribe footer for optional kinds, the signature. */
export function noticeMail(locale: Locale, input: NoticeCopyInput, envelope: NoticeEnvelope): MailContent {
  const c = copyFor(locale);
  const { subject, body } = lines(c, input, locale);
  const greeting = envelope.name ? fill(c.greetingNamed, { name: envelope.name }) : c.greeting;
  const footer = envelope.unsubscribeLink
    ? [
        fill(c.unsubscribe, { link: envelope.unsubscribeLink }),
        fill(c.settings, { link: envelope.settingsLink }),
      ]
    : [];
  return { subject, text: [greeting, ...body, c.signature, ...footer].join('\n\n') };
}
