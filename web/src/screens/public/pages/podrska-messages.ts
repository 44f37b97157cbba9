import { defineMessages } from '@oslonac/web/i18n';

/** The contact form on /podrska. Latin is the source; Cyrillic is derived, English is written out. */
export const supportFormMessages = defineMessages(
  {
    formTitle: 'Pošaljite poruku podršci',
    formLead:
      'Odgovaramo e-poštom, radnim danima, najčešće istog ili sledećeg dana. Ako vam je pomoć potrebna odmah, ne čekajte odgovor: pozovite jedan od brojeva ispod.',
    nameLabel: 'Ime',
    nameHint: 'Kako da vam se obratimo.',
    emailLabel: 'E-adresa',
    emailHint: 'Na nju šaljemo odgovor.',
    topicLabel: 'Tema',
    topicPlaceholder: 'Izaberite temu',
    messageLabel: 'Poruka',
    messageHint:
      'Od 10 do 5.000 znakova. O svom zdravlju ne morate da pišete: to nam nije potrebno da bismo pomogli oko naloga, termina ili plaćanja.',
    honeypotLabel: 'Ovo polje ostavite prazno',
    submit: 'Pošalji poruku',
    sentTitle: 'Poruka je poslata.',
    sentText:
      'Hvala vam. Odgovorićemo na e-adresu koju ste upisali, najčešće istog ili sledećeg radnog dana.',
    failed: 'Poruka nije poslata. Pokušajte ponovo za nekoliko minuta ili nam pišite na podrska@oslonac.rs.',
    rateLimited:
      'Sa ove e-adrese smo u poslednjem satu već primili nekoliko poruka. Odgovorićemo na njih; novu možete poslati malo kasnije.',
    nameRequired: 'Upišite ime kojim da vam se obratimo.',
    nameTooLong: 'Ime može imati najviše 120 znakova.',
    emailRequired: 'Upišite e-adresu, da bismo mogli da vam odgovorimo.',
    emailInvalid: 'E-adresa nije ispravna. Proverite da li ima @ i tačku u nazivu domena.',
    topicRequired: 'Izaberite temu poruke.',
    messageTooShort: 'Poruka treba da ima bar 10 znakova, da bismo razumeli kako da pomognemo.',
    messageTooLong: 'Poruka može imati najviše 5.000 znakova. Skratite je, a ostalo pošaljite u sledećoj.',
  },
  {
    en: {
      formTitle: 'Send a message to support',
      formLead:
        'We reply by e-mail on working days, usually the same or the next day. If you need help right now, do not wait for a reply: call one of the numbers below.',
      nameLabel: 'Name',
      nameHint: 'How we should address you.',
      emailLabel: 'E-mail address',
      emailHint: 'We send our reply there.',
      topicLabel: 'Topic',
      topicPlaceholder: 'Choose a topic',
      messageLabel: 'Message',
      messageHint:
        '10 to 5,000 characters. You do not need to write about your health: we do not need it to help with your account, sessions or payments.',
      honeypotLabel: 'Leave this field empty',
      submit: 'Send message',
      sentTitle: 'Your message has been sent.',
      sentText: 'Thank you. We will reply to the address you gave, usually the same or the next working day.',
      failed: 'The message was not sent. Please try again in a few minutes or write to podrska@oslonac.rs.',
      rateLimited:
        'We have already received several messages from this address in the last hour. We will answer them; you can send a new one a little later.',
      nameRequired: 'Enter the name we should use.',
      nameTooLong: 'The name can have at most 120 characters.',
      emailRequired: 'Enter your e-mail address so we can reply.',
      emailInvalid: 'This e-mail address is not valid. Check that it has an @ and a dot in the domain.',
      topicRequired: 'Choose what your message is about.',
      messageTooShort: 'The message needs at least 10 characters so we understand how to help.',
      messageTooLong:
        'The message can have at most 5,000 characters. Shorten it and send the rest in another.',
    },
  },
);

export type SupportFormMessage = keyof typeof supportFormMessages.latin;
