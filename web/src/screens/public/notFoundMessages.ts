import { defineMessages } from '@oslonac/web/i18n';

export const notFoundMessages = defineMessages(
  {
    title: 'Možda ste tražili',
    therapists: 'Spisak psihoterapeuta',
    questionnaire: 'Kratak upitnik koji predlaže terapeute',
    blog: 'Tekstove na blogu',
    support: 'Podršku i česta pitanja',
    crisis: 'Ako vam je pomoć potrebna odmah, brojevi za hitne slučajeve nalaze se u dnu stranice.',
  },
  {
    en: {
      title: 'You may have been looking for',
      therapists: 'The list of psychotherapists',
      questionnaire: 'A short questionnaire that suggests therapists',
      blog: 'Articles on the blog',
      support: 'Support and frequently asked questions',
      crisis: 'If you need help right now, emergency numbers are at the bottom of the page.',
    },
  },
);
